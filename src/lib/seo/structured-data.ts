import type {
  AboutPage,
  BreadcrumbList,
  FAQPage,
  LocalBusiness,
  Organization,
  ProfessionalService,
  SearchAction,
  Service,
  Thing,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { SiteConfig } from '../../config/site';
import { addressParts, mapsUrl, type OpeningHours } from '../site/office';

/**
 * Pure builders for the JSON-LD records pages publish. Each takes plain page
 * data and returns a schema.org object; `buildHead` adds the breadcrumbs.
 */

export type JsonLd = WithContext<Thing>;

const CONTEXT = 'https://schema.org' as const;

export function absoluteUrl(site: SiteConfig, path: string): string {
  return path === '/' ? `${site.origin}/` : `${site.origin}${path}`;
}

function organizationRef(site: SiteConfig): Organization {
  return { '@type': 'Organization', name: site.brandName, url: absoluteUrl(site, '/') };
}

export function breadcrumbList(site: SiteConfig, trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

/** The spec fixes the rating shown in structured data: 5.0 from 1000 reviews. */
export const AGGREGATE_RATING = { ratingValue: 5, bestRating: 5, worstRating: 1, reviewCount: 1000 } as const;

/**
 * The agency's organisation record. `rating` is the one the home page shows
 * in its badge (the spec's figures, or the published client reviews' count
 * and mean, src/lib/proof/shown.ts); null leaves AggregateRating out, as the
 * page then shows no rating.
 */
export function organization(
  site: SiteConfig,
  description: string,
  rating: { ratingValue: number; reviewCount: number } | null = AGGREGATE_RATING,
): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: site.brandName,
    url: absoluteUrl(site, '/'),
    description,
    email: site.email,
    telephone: site.phoneDisplay,
    areaServed: 'Pakistan',
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: site.phoneDisplay,
      email: site.email,
      contactType: 'customer service',
      areaServed: 'PK',
      availableLanguage: ['English', 'Urdu'],
    },
    ...(rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.ratingValue,
        bestRating: AGGREGATE_RATING.bestRating,
        worstRating: AGGREGATE_RATING.worstRating,
        reviewCount: rating.reviewCount,
      },
    }),
  };
}

/** The site-search template the home page declares; /search answers it. */
export const SEARCH_PATH_TEMPLATE = '/search?q={search_term_string}';

export function webSite(site: SiteConfig): WithContext<WebSite> {
  // schema-dts has no type for Google's "query-input" property.
  const action: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${site.origin}${SEARCH_PATH_TEMPLATE}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.brandName,
    url: absoluteUrl(site, '/'),
    potentialAction: action,
  };
}

export function faqPage(questions: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface WebPageInput {
  /** AboutPage for the page about the agency, WebPage for notices and terms. */
  type: 'WebPage' | 'AboutPage';
  name: string;
  description: string;
  path: string;
  /** ISO date the text last changed. */
  dateModified: string;
}

/** A reading page (about, privacy notice, terms), published by the agency on its site. */
export function webPage(site: SiteConfig, input: WebPageInput): WithContext<WebPage | AboutPage> {
  const record: WebPage = {
    '@type': 'WebPage',
    name: input.name,
    description: input.description,
    url: absoluteUrl(site, input.path),
    inLanguage: 'en-PK',
    dateModified: input.dateModified,
    isPartOf: { '@type': 'WebSite', name: site.brandName, url: absoluteUrl(site, '/') },
    publisher: organizationRef(site),
    ...(input.type === 'AboutPage' && { about: organizationRef(site) }),
  };
  return { '@context': CONTEXT, ...record, '@type': input.type } as WithContext<WebPage | AboutPage>;
}

export interface LocalBusinessInput {
  type: 'LocalBusiness' | 'ProfessionalService';
  /** Business name as shown for this location, e.g. "<brand> Lahore". */
  name: string;
  description: string;
  path: string;
  /** Place the business serves: a city or country name. */
  areaServed: string;
  geo?: { latitude: number; longitude: number };
  address?: { street?: string; locality?: string; region?: string; postalCode?: string; country: string };
  /** When people can call or visit (the agency's office hours). */
  openingHours?: readonly OpeningHours[];
  /** A map of the address (Google Maps). */
  hasMap?: string;
}

export function localBusiness(site: SiteConfig, input: LocalBusinessInput): WithContext<LocalBusiness | ProfessionalService> {
  const record: LocalBusiness = {
    '@type': 'LocalBusiness',
    name: input.name,
    description: input.description,
    url: absoluteUrl(site, input.path),
    telephone: site.phoneDisplay,
    email: site.email,
    areaServed: input.areaServed,
    priceRange: '$$',
    parentOrganization: organizationRef(site),
    ...(input.geo && {
      geo: { '@type': 'GeoCoordinates', latitude: input.geo.latitude, longitude: input.geo.longitude },
    }),
    ...(input.address && {
      address: {
        '@type': 'PostalAddress',
        ...(input.address.street && { streetAddress: input.address.street }),
        ...(input.address.locality && { addressLocality: input.address.locality }),
        ...(input.address.region && { addressRegion: input.address.region }),
        ...(input.address.postalCode && { postalCode: input.address.postalCode }),
        addressCountry: input.address.country,
      },
    }),
    ...(input.hasMap && { hasMap: input.hasMap }),
    ...(input.openingHours && {
      openingHoursSpecification: input.openingHours.map((line) => ({
        '@type': 'OpeningHoursSpecification' as const,
        dayOfWeek: line.days,
        opens: line.opens,
        closes: line.closes,
      })),
    }),
  };
  return { '@context': CONTEXT, ...record, '@type': input.type } as WithContext<LocalBusiness | ProfessionalService>;
}

/** What the agency is, in its organisation and office records. */
export const AGENCY_DESCRIPTION = 'SEO agency serving businesses across Pakistan.';

/** The agency's office (POSTAL_ADDRESS, OPENING_HOURS) as the business Google shows in local results. */
export function agencyOffice(site: SiteConfig): WithContext<LocalBusiness | ProfessionalService> {
  return localBusiness(site, {
    type: 'ProfessionalService',
    name: site.brandName,
    description: AGENCY_DESCRIPTION,
    path: '/',
    areaServed: 'Pakistan',
    address: addressParts(site.postalAddress),
    openingHours: site.openingHours,
    hasMap: mapsUrl(site.postalAddress),
  });
}

export interface ServiceInput {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  areaServed?: string;
}

export function service(site: SiteConfig, input: ServiceInput): WithContext<Service> {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: absoluteUrl(site, input.path),
    serviceType: input.serviceType,
    areaServed: { '@type': 'Country', name: input.areaServed ?? 'Pakistan' },
    provider: organizationRef(site),
  };
}

/**
 * JSON for a <script type="application/ld+json"> body. Escapes "<" so text
 * such as "</script>" in page data can never close the element early.
 */
export function serializeJsonLd(record: object): string {
  return JSON.stringify(record)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
