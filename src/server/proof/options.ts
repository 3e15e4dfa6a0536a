import type { ClientRecord } from '../../lib/api/clients';
import type { Naming, ProofTags } from '../../lib/api/reviews';
import { pakistanCities } from '../../data/landing/pakistan-cities';
import { industryRoutes } from '../../data/routes';

/**
 * The industries and cities staff tag a client with: the site's own, so a
 * tag always names a page or a city the site speaks of. An industry is an
 * industry landing page (its slug); a city one of the Pakistani cities the
 * site lists. A card tagged with either shows on the matching landing page.
 */

/** How an anonymous label names a business of each industry ("A dental clinic in Lahore"). */
export const INDUSTRY_NOUNS: Record<string, string> = {
  'dental-seo': 'a dental clinic',
  'healthcare-seo': 'a healthcare practice',
  'seo-for-aestheticians': 'an aesthetics clinic',
  'seo-for-accountants': 'an accounting firm',
  'seo-for-lawyers': 'a law firm',
};
const ANY_BUSINESS = 'a business';

export const INDUSTRIES = industryRoutes.map((route) => ({ value: route.path.slice(1), label: route.label }));
export const CITIES = pakistanCities.map((city) => ({ value: city, label: city }));

export const tagOptions = () => ({ industries: INDUSTRIES, cities: CITIES });

/** A tag staff sent, checked against the site's own; null (none) stays null. */
export function checkTags(tags: ProofTags): { ok: true; tags: ProofTags } | { ok: false; field: 'industry' | 'city'; message: string } {
  if (tags.industry !== null && !INDUSTRIES.some((industry) => industry.value === tags.industry))
    return { ok: false, field: 'industry', message: 'Choose one of the site’s industries' };
  if (tags.city !== null && !CITIES.some((city) => city.value === tags.city))
    return { ok: false, field: 'city', message: 'Choose one of the site’s cities' };
  return { ok: true, tags };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * How the site names a client, as the client chose: "Smile Dental Clinic,
 * Lahore", "Usman, Lahore" or "A dental clinic in Lahore". The city and the
 * industry are the tags staff chose; without a first name the client is
 * named anonymously.
 */
export function labelOf(naming: Naming, client: Pick<ClientRecord, 'businessName' | 'contactName'>, tags: ProofTags): string {
  const city = tags.city;
  const firstName = client.contactName.trim().split(/\s+/)[0] ?? '';
  if (naming === 'business' && client.businessName.trim())
    return city ? `${client.businessName.trim()}, ${city}` : client.businessName.trim();
  if (naming === 'first-name' && firstName) return city ? `${firstName}, ${city}` : firstName;
  const noun = (tags.industry && INDUSTRY_NOUNS[tags.industry]) || ANY_BUSINESS;
  return capitalised(city ? `${noun} in ${city}` : noun);
}
