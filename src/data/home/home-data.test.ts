import { describe, expect, it } from 'vitest';
import { hero, heroSchema } from './hero';
import { intro } from './intro';
import { SERVICE_TITLES, servicesSection, servicesSectionSchema } from './services';
import { coreServices } from './core-services';
import { specialisedSolutions, specialisedSolutionsSchema } from './specialised-solutions';
import { choosingAnExpert, choosingAnExpertSchema } from './choosing-an-expert';
import { pricing } from './pricing';
import { packagesSection, packagesSectionSchema } from './packages';
import { cityCards } from './city-cards';
import { reviewsSection, reviewsSectionSchema } from './testimonials';
import { faqSection, faqSectionSchema, faqStructuredData } from './faq';
import { HOME_HERO_KEYS, homeDefaults } from '../editable/home';
import { textLookup } from '../../lib/content/editable-content';

describe('home page data', () => {
  it('has the counts the spec gives', () => {
    expect(servicesSection.items.map((s) => s.title)).toEqual([...SERVICE_TITLES]);
    expect(intro.values).toHaveLength(4);
    expect(coreServices.items.map((c) => c.title)).toEqual(['SEO Audit', 'On Page SEO', 'Off Page SEO']);
    expect(specialisedSolutions.items).toHaveLength(6);
    expect(specialisedSolutions.cities.list).toHaveLength(36);
    expect(specialisedSolutions.comparison.rows).toHaveLength(11);
    expect(choosingAnExpert.factors).toHaveLength(3);
    expect(choosingAnExpert.questions.list).toHaveLength(8);
    expect(pricing.cards.map((c) => c.title)).toEqual(['Flexible Options', 'Affordable Quality', 'Custom Solutions']);
    expect(packagesSection.items.map((p) => p.name)).toEqual(['Basic', 'Professional', 'Enterprise']);
    expect(packagesSection.items.filter((p) => p.popular).map((p) => p.name)).toEqual(['Professional']);
    expect(cityCards.cities.map((c) => c.name)).toEqual(['Lahore', 'Karachi', 'Islamabad', 'Sialkot']);
    expect(cityCards.stats.map((s) => s.value)).toEqual(['50+', '500+', '99%']);
    expect(reviewsSection.items).toHaveLength(10);
    expect(faqSection.items).toHaveLength(8);
    expect(faqStructuredData).toHaveLength(5);
    expect(hero.stats).toEqual([
      { value: '300%', label: 'Average Traffic Increase' },
      { value: '500+', label: 'Happy Clients' },
    ]);
  });

  it('rejects data with a wrong count', () => {
    const dropOne = <T>(list: T[]) => list.slice(1);
    expect(servicesSectionSchema.safeParse({ ...servicesSection, items: dropOne(servicesSection.items) }).success).toBe(false);
    expect(
      specialisedSolutionsSchema.safeParse({
        ...specialisedSolutions,
        cities: { ...specialisedSolutions.cities, list: dropOne(specialisedSolutions.cities.list) },
      }).success,
    ).toBe(false);
    expect(
      specialisedSolutionsSchema.safeParse({
        ...specialisedSolutions,
        comparison: {
          ...specialisedSolutions.comparison,
          rows: [...specialisedSolutions.comparison.rows, specialisedSolutions.comparison.rows[0]],
        },
      }).success,
    ).toBe(false);
    expect(
      choosingAnExpertSchema.safeParse({
        ...choosingAnExpert,
        questions: { ...choosingAnExpert.questions, list: dropOne(choosingAnExpert.questions.list) },
      }).success,
    ).toBe(false);
    expect(reviewsSectionSchema.safeParse({ ...reviewsSection, items: dropOne(reviewsSection.items) }).success).toBe(false);
    expect(faqSectionSchema.safeParse({ ...faqSection, items: dropOne(faqSection.items) }).success).toBe(false);
    expect(heroSchema.safeParse({ ...hero, stats: dropOne(hero.stats) }).success).toBe(false);
  });

  it('allows exactly one popular package, and it is Professional', () => {
    const withPopular = (names: string[]) => ({
      ...packagesSection,
      items: packagesSection.items.map((p) => ({ ...p, popular: names.includes(p.name) })),
    });
    expect(packagesSectionSchema.safeParse(withPopular(['Professional'])).success).toBe(true);
    expect(packagesSectionSchema.safeParse(withPopular([])).success).toBe(false);
    expect(packagesSectionSchema.safeParse(withPopular(['Basic'])).success).toBe(false);
    expect(packagesSectionSchema.safeParse(withPopular(['Professional', 'Enterprise'])).success).toBe(false);
  });

  it('names the service or package in every prefilled chat message', () => {
    for (const service of servicesSection.items) {
      expect(service.chatMessage).toContain(service.title.replace(/ Services$/, ''));
    }
    for (const pkg of packagesSection.items) expect(pkg.whatsappMessage).toContain(pkg.name);
  });

  it('has a built-in default for every hero key', () => {
    const text = textLookup(homeDefaults);
    for (const key of HOME_HERO_KEYS) expect(text(key).length).toBeGreaterThan(3);
    expect(homeDefaults.every((entry) => entry.section === 'hero')).toBe(true);
  });

  it('shows no prices anywhere in the home data', async () => {
    const modules = import.meta.glob(['./*.ts', '!./*.test.ts'], { eager: true });
    const PRICE = /Rs\.?\s?\d|PKR|\$\s?\d|USD|[Rr]upees?\b|\d+\s?(k|lac|lakh)\b/;
    for (const [path, module] of Object.entries(modules)) {
      expect(JSON.stringify(module), path).not.toMatch(PRICE);
    }
  });
});
