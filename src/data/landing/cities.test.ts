import { describe, expect, it } from 'vitest';
import { contentDefaults } from '../editable';
import { cityRoutes } from '../routes';
import { textLookup } from '../../lib/content/editable-content';
import { cityPages } from './cities';
import { cityPageSchema, editableKeysOf, type CityPageInput } from './city-schema';
import { lahore } from './cities/lahore';
import { karachi } from './cities/karachi';

const SPEC_LAHORE_KEYS = [
  'hero_title', 'hero_description', 'overview_title', 'overview_description', 'importance_title', 'importance_description',
  'choose_title', 'choose_description', 'affordable_title', 'affordable_description', 'local_seo_title', 'local_seo_description',
  'what_is_local_seo_title', 'what_is_local_seo_description', 'local_seo_benefits_title', 'local_seo_benefits_description',
  'techniques_title', 'techniques_description',
];
const SPEC_ISLAMABAD_KEYS = [
  'hero_title', 'hero_subtitle', 'what_is_seo_title', 'what_is_seo_content', 'local_seo_title', 'services_title',
  'results_title', 'cta_title', 'cta_subtitle',
];

const pageFor = (city: string) => {
  const page = cityPages.find((p) => p.city === city);
  if (!page) throw new Error(`no ${city} page`);
  return page;
};
/** A deep copy of a page's input to break on purpose. */
const copyOf = (page: CityPageInput): CityPageInput => structuredClone(page);

describe('city pages', () => {
  it('are exactly the four city routes', () => {
    expect(cityPages.map((p) => `/${p.slug}`)).toEqual(cityRoutes.map((r) => r.path));
  });

  it('each carries three headline figures and a contact call to action', () => {
    for (const page of cityPages) {
      expect(page.hero.stats, page.city).toHaveLength(3);
      expect(page.contact.button.action.type).toBe('chat');
    }
  });
});

describe('city schema rejects an incomplete page', () => {
  it('a hero missing one of its figures', () => {
    const page = copyOf(karachi);
    page.hero.stats.pop();
    const result = cityPageSchema.safeParse(page);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['hero', 'stats']);
  });

  it('a figure without digits', () => {
    const page = copyOf(karachi);
    page.hero.stats[0] = { value: 'many', label: 'Karachi businesses served' };
    expect(cityPageSchema.safeParse(page).success).toBe(false);
  });

  it('a case study missing its second figure', () => {
    const page = copyOf(karachi);
    const caseStudy = page.sections.find((s) => s.kind === 'case-study');
    if (caseStudy?.kind !== 'case-study') throw new Error('Karachi has a case study');
    caseStudy.stats.pop();
    expect(cityPageSchema.safeParse(page).success).toBe(false);
  });

  it('a page without its contact section', () => {
    const withoutContact: Partial<CityPageInput> = copyOf(lahore);
    delete withoutContact.contact;
    expect(cityPageSchema.safeParse(withoutContact).success).toBe(false);
  });

  it('an editable key the city has no default for', () => {
    const page = copyOf(lahore);
    page.hero.title = { key: 'hero_headline' };
    const result = cityPageSchema.safeParse(page);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('no editable text "hero_headline" for lahore');
  });

  it('coordinates outside Pakistan (latitude and longitude swapped)', () => {
    const page = copyOf(lahore);
    page.business = { ...page.business, latitude: 74.3587, longitude: 31.5204 };
    expect(cityPageSchema.safeParse(page).success).toBe(false);
  });
});

describe('editable city text', () => {
  it('Lahore and Islamabad use exactly the spec 3 keys', () => {
    expect(editableKeysOf(pageFor('Lahore')).sort()).toEqual([...SPEC_LAHORE_KEYS].sort());
    expect(contentDefaults.lahore.map((e) => e.contentKey).sort()).toEqual([...SPEC_LAHORE_KEYS].sort());
    expect(editableKeysOf(pageFor('Islamabad')).sort()).toEqual([...SPEC_ISLAMABAD_KEYS].sort());
    expect(contentDefaults.islamabad.map((e) => e.contentKey).sort()).toEqual([...SPEC_ISLAMABAD_KEYS].sort());
  });

  for (const page of cityPages) {
    it(`${page.city}: every key the page shows has a default, and every default is shown`, () => {
      const defaults = contentDefaults[page.editablePage];
      const used = editableKeysOf(page);
      const text = textLookup(defaults);
      for (const key of used) expect(text(key).length, key).toBeGreaterThan(0);
      expect(new Set(used)).toEqual(new Set(defaults.map((e) => e.contentKey)));
    });
  }

  it('Karachi and Sialkot keys follow the spec naming (<section>_title / <section>_description)', () => {
    for (const page of ['karachi', 'sialkot'] as const) {
      for (const entry of contentDefaults[page]) {
        expect(entry.contentKey, entry.contentKey).toMatch(new RegExp(`^${entry.section}_(title|description)$`));
      }
    }
  });

  it('figures the spec fixes are not editable text', () => {
    for (const page of ['islamabad', 'karachi', 'sialkot'] as const) {
      for (const entry of contentDefaults[page]) expect(entry.content, entry.contentKey).not.toMatch(/\d+(%|\+)/);
    }
  });
});

describe('city buttons', () => {
  const chatMessages = (city: string) => {
    const page = pageFor(city);
    return [...page.hero.buttons, page.contact.button].flatMap((b) => (b.action.type === 'chat' ? [b.action.message] : []));
  };

  it('Lahore opens the chat with no prefilled text', () => {
    expect(chatMessages('Lahore').length).toBeGreaterThan(0);
    for (const message of chatMessages('Lahore')) expect(message).toBeUndefined();
  });

  it('Islamabad hero buttons scroll to contact; its chat names the city', () => {
    const page = pageFor('Islamabad');
    expect(page.hero.buttons.map((b) => [b.label, b.action.type])).toEqual([
      ['Start Your SEO Journey', 'contact'],
      ['Learn More', 'contact'],
    ]);
    expect(chatMessages('Islamabad').every((m) => m?.includes('Islamabad'))).toBe(true);
  });

  it('Karachi and Sialkot prefill a message naming the city or asking for an audit or report', () => {
    for (const city of ['Karachi', 'Sialkot']) {
      const messages = chatMessages(city);
      expect(messages.length, city).toBeGreaterThan(0);
      for (const message of messages) expect(message, city).toMatch(new RegExp(`${city}|audit|report`));
    }
  });

  it('only Karachi carries the first-month-free guarantee', () => {
    expect(cityPages.filter((p) => p.guarantee).map((p) => p.city)).toEqual(['Karachi']);
    expect(pageFor('Karachi').guarantee?.title).toMatch(/First-Month-Free Guarantee/);
  });
});
