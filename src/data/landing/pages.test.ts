import { describe, expect, it } from 'vitest';
import { contentDefaults } from '../editable';
import { cityRoutes, countryRoutes, industryRoutes, publicRoutes, serviceRoutes } from '../routes';
import { textLookup } from '../../lib/content/editable-content';
import { landingPages, pagesOf } from './pages';
import { editableKeysOf } from './schema';
import { anyLandingPageSchema, type AnyLandingPage } from './kinds';
import { karachi } from './cities/karachi';
import { lahore } from './cities/lahore';
import { us } from './countries/us';
import { au } from './countries/au';
import { seoAudit } from './services/seo-audit';
import { dentalSeo } from './industries/dental-seo';
import { seoForLawyers } from './industries/seo-for-lawyers';

const SPEC_LAHORE_KEYS = [
  'hero_title',
  'hero_description',
  'overview_title',
  'overview_description',
  'importance_title',
  'importance_description',
  'choose_title',
  'choose_description',
  'affordable_title',
  'affordable_description',
  'local_seo_title',
  'local_seo_description',
  'what_is_local_seo_title',
  'what_is_local_seo_description',
  'local_seo_benefits_title',
  'local_seo_benefits_description',
  'techniques_title',
  'techniques_description',
];

/** A deep copy of a page's input with one change made on purpose; returns the parse issues. */
function issuesAfter<T>(page: T, change: (copy: T) => void): string[] {
  const copy = structuredClone(page);
  change(copy);
  const result = anyLandingPageSchema.safeParse(copy);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
const section = (page: { sections: { id: string }[] }, id: string) => {
  const found = page.sections.find((s) => s.id === id);
  if (!found) throw new Error(`no #${id}`);
  return found as Record<string, unknown> & { id: string };
};
const pageFor = (slug: string): AnyLandingPage => {
  const page = landingPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`no /${slug}`);
  return page;
};

describe('routes come from the page data', () => {
  it('4 city, 5 country, 6 service and 5 industry pages, each labelled by its breadcrumb', () => {
    expect([cityRoutes, countryRoutes, serviceRoutes, industryRoutes].map((routes) => routes.length)).toEqual([4, 5, 6, 5]);
    expect(serviceRoutes[0]).toEqual({ path: '/seo-audit', label: 'SEO Audit' });
    expect(countryRoutes.map((r) => r.path)).toEqual(['/us', '/ca', '/uk', '/uae', '/au']);
    // Home, the twenty landing pages, and about, privacy notice and terms.
    expect(publicRoutes).toHaveLength(24);
    expect(publicRoutes.slice(-3)).toEqual(['/about', '/privacy', '/terms']);
  });
});

describe('the landing schema rejects a page that breaks the spec', () => {
  it('accepts every stored page', () => {
    for (const page of [karachi, lahore, us, au, seoAudit, dentalSeo, seoForLawyers]) expect(issuesAfter(page, () => {})).toEqual([]);
  });
  it('a city hero missing one of its three figures', () => {
    expect(issuesAfter(karachi, (p) => (p.hero.side as { stats: unknown[] }).stats.pop()).length).toBeGreaterThan(0);
  });
  it('a city page showing an editable key the city has no default for', () => {
    expect(issuesAfter(lahore, (p) => (p.hero.title = { key: 'hero_headline' }))).toContain('no editable text "hero_headline" for lahore');
  });
  it('coordinates outside Pakistan (latitude and longitude swapped)', () => {
    expect(issuesAfter(lahore, (p) => (p.business = { ...p.business, latitude: 74.3587, longitude: 31.5204 })).length).toBeGreaterThan(0);
  });
  it('/us with a state missing, /au with eleven cities', () => {
    expect(issuesAfter(us, (p) => (section(p, 'locations').items as string[]).pop())).toContain('"locations" holds 52 items, not 51');
    expect(issuesAfter(au, (p) => (section(p, 'locations').items as string[]).pop())).toContain('"locations" holds 12 items, not 11');
  });
  it('a country button that prefills a chat message', () => {
    expect(issuesAfter(au, (p) => (p.hero.buttons[0]!.action = { type: 'chat', message: 'Hello, a message.' })).length).toBeGreaterThan(0);
  });
  it('a service page with three feature cards or one contact button', () => {
    expect(issuesAfter(seoAudit, (p) => (section(p, 'features').cards as unknown[]).pop())).toContain('"features" holds 4 items, not 3');
    expect(issuesAfter(seoAudit, (p) => p.contact.buttons.pop())).toContain('two chat buttons, each with a message');
  });
  it('a service page without its statistics', () => {
    expect(issuesAfter(seoAudit, (p) => (p.sections = p.sections.filter((s) => s.id !== 'statistics')))).toContain(
      'a "statistics" section is required',
    );
  });
  it('an industry specialty with three bullets, and challenges on the dental page', () => {
    expect(issuesAfter(seoForLawyers, (p) => (section(p, 'specialties').cards as { bullets: string[] }[])[0]!.bullets.pop())).toContain(
      'each specialty card has four bullets',
    );
    expect(issuesAfter(dentalSeo, (p) => p.sections.push(section(seoForLawyers, 'challenges') as never))).toContain(
      'the dental page has no challenges section',
    );
    expect(issuesAfter(seoForLawyers, (p) => (p.sections = p.sections.filter((s) => s.id !== 'challenges')))).toContain(
      'a "challenges" section is required',
    );
  });
  it('an industry audit button not named after the industry', () => {
    expect(issuesAfter(dentalSeo, (p) => (p.contact.buttons[1]!.label = 'Get Audit')).length).toBeGreaterThan(0);
  });
  it('a card linking to a page the site does not have', () => {
    expect(() => anyLandingPageSchema.parse(karachi)).not.toThrow();
    expect(issuesAfter(karachi, (p) => (p.sections[0]!.id = 'contact'))).toContain('"contact" is the contact band');
  });
});

describe('editable city text', () => {
  it('Lahore uses exactly the spec 3 keys', () => {
    expect(editableKeysOf(pageFor('seo-services-lahore')).sort()).toEqual([...SPEC_LAHORE_KEYS].sort());
  });
  for (const page of pagesOf('city')) {
    it(`${page.city}: every key the page shows has a default, and every default is shown`, () => {
      const defaults = contentDefaults[page.editablePage];
      const used = editableKeysOf(page);
      const text = textLookup(defaults);
      for (const key of used) expect(text(key).length, key).toBeGreaterThan(0);
      expect(new Set(used)).toEqual(new Set(defaults.map((e) => e.contentKey)));
    });
  }
  it('only Karachi carries the first-month-free guarantee', () => {
    expect(landingPages.filter((p) => p.sections.some((s) => s.kind === 'guarantee')).map((p) => p.slug)).toEqual(['seo-services-karachi']);
  });
});
