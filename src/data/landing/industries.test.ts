import { describe, expect, it } from 'vitest';
import { industryPages, industryPageSchema } from './industries';
import { industryRoutes } from '../routes';
import { dentalSeo } from './industries/dental-seo';
import { seoForLawyers } from './industries/seo-for-lawyers';
import { pageSeoSchema } from '../../lib/seo/page-seo';

describe('industry pages', () => {
  it('has one page per industry route, in footer order', () => {
    expect(industryPages.map((page) => `/${page.slug}`)).toEqual(industryRoutes.map((route) => route.path));
  });

  it('every page has valid SEO fields for its route', () => {
    for (const page of industryPages) {
      expect(() => pageSeoSchema.parse({ ...page.seo, path: `/${page.slug}` }), page.slug).not.toThrow();
    }
  });

  it('rejects a page with five specialties', () => {
    expect(industryPageSchema.safeParse(seoForLawyers).success).toBe(true);
    const five = { ...seoForLawyers, specialties: { ...seoForLawyers.specialties, cards: seoForLawyers.specialties.cards.slice(1) } };
    const result = industryPageSchema.safeParse(five);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['specialties', 'cards']);
  });

  it('rejects a specialty with three bullets and a results banner with two statistics', () => {
    const [first, ...rest] = seoForLawyers.specialties.cards;
    const shortCard = { ...first!, bullets: first!.bullets.slice(0, 3) };
    const threeBullets = { ...seoForLawyers, specialties: { ...seoForLawyers.specialties, cards: [shortCard, ...rest] } };
    expect(industryPageSchema.safeParse(threeBullets).success).toBe(false);
    const twoResults = { ...seoForLawyers, results: { ...seoForLawyers.results, stats: seoForLawyers.results.stats.slice(1) } };
    expect(industryPageSchema.safeParse(twoResults).success).toBe(false);
  });

  it('requires challenges on every page but dental, and the twelve cities on dental', () => {
    expect(industryPageSchema.safeParse({ ...seoForLawyers, challenges: undefined }).success).toBe(false);
    expect(industryPageSchema.safeParse({ ...dentalSeo, challenges: seoForLawyers.challenges }).success).toBe(false);
    expect(industryPageSchema.safeParse({ ...dentalSeo, cities: undefined }).success).toBe(false);
  });

  it('names the audit button after the industry', () => {
    expect(industryPageSchema.safeParse({
      ...dentalSeo,
      contact: { ...dentalSeo.contact, auditButton: { ...dentalSeo.contact.auditButton, label: 'Get Audit' } },
    }).success).toBe(false);
  });
});
