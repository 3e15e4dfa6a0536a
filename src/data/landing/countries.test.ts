import { describe, expect, it } from 'vitest';
import { countryRoutes } from '../routes';
import { countryPages } from './countries';
import { countryPageSchema, type CountryPageInput } from './country-schema';
import { us } from './countries/us';
import { au } from './countries/au';

const pageFor = (slug: string) => {
  const page = countryPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`no /${slug} page`);
  return page;
};
const copyOf = (page: CountryPageInput): CountryPageInput => structuredClone(page);

const AU_CITIES = ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Gold Coast', 'Newcastle', 'Canberra', 'Sunshine Coast', 'Wollongong', 'Hobart', 'Geelong'];

describe('country pages', () => {
  it('are exactly the five country routes', () => {
    expect(countryPages.map((p) => `/${p.slug}`)).toEqual(countryRoutes.map((r) => r.path));
  });

  it('/us lists 50 states, Washington D.C. and Puerto Rico: 52 tiles', () => {
    const items = pageFor('us').locations.items;
    expect(items).toHaveLength(52);
    expect(items).toEqual(expect.arrayContaining(['Washington D.C.', 'Puerto Rico', 'California', 'Wyoming', 'Washington']));
    expect(items.filter((i) => i !== 'Washington D.C.' && i !== 'Puerto Rico')).toHaveLength(50);
  });

  it('/ca, /uk, /uae and /au list twelve places each', () => {
    for (const slug of ['ca', 'uk', 'uae', 'au']) expect(pageFor(slug).locations.items, slug).toHaveLength(12);
  });

  it('/ca is bilingual English/French and /uae Arabic/English', () => {
    expect(pageFor('ca').languages?.languages.map((l) => [l.name, l.lang])).toEqual([['English', 'en'], ['French', 'fr']]);
    const uae = pageFor('uae').languages?.languages.map((l) => [l.name, l.lang, l.dir]);
    expect(uae).toEqual([['English', 'en', 'ltr'], ['Arabic', 'ar', 'rtl']]);
  });

  it('/au has its market focus, six services, twelve cities and the two exact button labels', () => {
    const page = pageFor('au');
    expect(page.marketFocus?.cards.length).toBeGreaterThanOrEqual(3);
    expect(page.services?.cards.map((c) => c.title)).toEqual(['SEO Audit', 'On-Page SEO', 'Off-Page SEO', 'Local SEO', 'E-commerce SEO', 'Technical SEO']);
    expect(page.locations.items).toEqual(AU_CITIES);
    expect(page.hero.button.label).toBe('Get Free SEO Consultation');
    expect(page.closing.button.label).toBe('Contact Our Australian SEO Experts');
  });
});

describe('country schema rejects an incomplete page', () => {
  it('/us with a state missing', () => {
    const page = copyOf(us);
    page.locations.items.pop();
    expect(countryPageSchema.safeParse(page).success).toBe(false);
  });

  it('/us with a state listed twice', () => {
    const page = copyOf(us);
    page.locations.items[51] = 'Texas';
    expect(countryPageSchema.safeParse(page).success).toBe(false);
  });

  it('/au with eleven cities, or twelve cities passed off as the 52-tile list', () => {
    const short = copyOf(au);
    short.locations.items.pop();
    expect(countryPageSchema.safeParse(short).success).toBe(false);
    const wrongKind = copyOf(au);
    wrongKind.locations = { ...wrongKind.locations, kind: 'states' };
    expect(countryPageSchema.safeParse(wrongKind).success).toBe(false);
  });

  it('/au with five service cards', () => {
    const page = copyOf(au);
    page.services?.cards.pop();
    expect(countryPageSchema.safeParse(page).success).toBe(false);
  });

  it('a page without its closing button', () => {
    const closing: Partial<CountryPageInput['closing']> = copyOf(au).closing;
    delete closing.button;
    expect(countryPageSchema.safeParse({ ...au, closing }).success).toBe(false);
  });
});
