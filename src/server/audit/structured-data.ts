/**
 * Small validators for the JSON-LD structured data the audit reads: every
 * block must parse, and the types Google uses for a local business and a
 * site name must carry the fields it reads.
 */

export type JsonLdNode = Record<string, unknown>;

export interface JsonLdBlock {
  /** The block's text as found (shortened for evidence). */
  source: string;
  nodes: JsonLdNode[];
  error: string | null;
}

/** Parses each `<script type="application/ld+json">` text; nodes include @graph members and nested arrays. */
export function parseJsonLdBlocks(texts: readonly string[]): JsonLdBlock[] {
  return texts.map((raw) => {
    const source = raw.trim().slice(0, 300);
    try {
      const data: unknown = JSON.parse(raw.trim());
      return { source, nodes: flatten(data), error: null };
    } catch (error) {
      return { source, nodes: [], error: error instanceof Error ? error.message : String(error) };
    }
  });
}

function flatten(data: unknown): JsonLdNode[] {
  if (Array.isArray(data)) return data.flatMap(flatten);
  if (!data || typeof data !== 'object') return [];
  const node = data as JsonLdNode;
  const graph = node['@graph'];
  const own = node['@type'] ? [node] : [];
  return graph ? [...own, ...flatten(graph)] : own;
}

export function typesOf(node: JsonLdNode): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((value): value is string => typeof value === 'string').map((value) => value.replace(/^https?:\/\/schema\.org\//, ''));
}

/** LocalBusiness and the subtypes a Pakistani business most often uses. */
const LOCAL_BUSINESS_TYPES = new Set([
  'LocalBusiness',
  'ProfessionalService',
  'Store',
  'Restaurant',
  'FoodEstablishment',
  'CafeOrCoffeeShop',
  'Bakery',
  'MedicalBusiness',
  'MedicalClinic',
  'Dentist',
  'Physician',
  'Pharmacy',
  'HealthAndBeautyBusiness',
  'BeautySalon',
  'HairSalon',
  'DaySpa',
  'HomeAndConstructionBusiness',
  'Electrician',
  'Plumber',
  'GeneralContractor',
  'AutomotiveBusiness',
  'AutoRepair',
  'AutoDealer',
  'LodgingBusiness',
  'Hotel',
  'LegalService',
  'Attorney',
  'RealEstateAgent',
  'TravelAgency',
  'FinancialService',
  'AccountingService',
  'EducationalOrganization',
  'SportsActivityLocation',
  'ExerciseGym',
  'ClothingStore',
  'ElectronicsStore',
  'FurnitureStore',
  'GroceryStore',
  'HardwareStore',
  'JewelryStore',
  'MobilePhoneStore',
]);

export function isLocalBusiness(node: JsonLdNode): boolean {
  return typesOf(node).some((type) => LOCAL_BUSINESS_TYPES.has(type));
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (Array.isArray(value)) return textOf(value[0]);
  return null;
}

function addressOf(node: JsonLdNode): JsonLdNode | null {
  const address = Array.isArray(node.address) ? node.address[0] : node.address;
  return address && typeof address === 'object' ? (address as JsonLdNode) : null;
}

export interface LocalBusinessFacts {
  type: string;
  name: string | null;
  telephones: string[];
  locality: string | null;
  country: string | null;
  streetAddress: string | null;
  hasHours: boolean;
  /** Fields Google reads that are missing or wrong, in words. */
  problems: string[];
}

export function localBusinessFacts(node: JsonLdNode): LocalBusinessFacts {
  const address = addressOf(node);
  const country = address ? (textOf(address.addressCountry) ?? textOf((address.addressCountry as JsonLdNode | undefined)?.name)) : null;
  const telephone = node.telephone;
  const telephones = (Array.isArray(telephone) ? telephone : [telephone]).filter((value): value is string => typeof value === 'string');
  const facts: LocalBusinessFacts = {
    type: typesOf(node).join(', '),
    name: textOf(node.name),
    telephones,
    locality: address ? textOf(address.addressLocality) : null,
    country,
    streetAddress: address ? textOf(address.streetAddress) : null,
    hasHours: Boolean(node.openingHoursSpecification ?? node.openingHours),
    problems: [],
  };
  if (!facts.name) facts.problems.push('no name');
  if (!address) facts.problems.push('no address');
  else {
    if (!facts.locality) facts.problems.push('no addressLocality (city)');
    if (!facts.country) facts.problems.push('no addressCountry');
    else if (!/^(pk|pak|pakistan)$/i.test(facts.country)) facts.problems.push(`addressCountry is "${facts.country}", not PK`);
  }
  if (telephones.length === 0) facts.problems.push('no telephone');
  if (!facts.hasHours) facts.problems.push('no opening hours');
  return facts;
}

/** The site name Google shows above a result, from WebSite data. */
export function websiteName(nodes: readonly JsonLdNode[]): string | null {
  const website = nodes.find((node) => typesOf(node).includes('WebSite'));
  return website ? textOf(website.name) : null;
}
