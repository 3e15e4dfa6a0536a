import type { DefaultEntry, EditablePage } from '../../../src/lib/content/editable-content';

/**
 * Built-in text used in place of src/data/editable while testing the content
 * endpoints, so the tests do not depend on the wording other pages ship.
 */
const entries = (section: string, keys: string[]): DefaultEntry[] =>
  keys.map((contentKey) => ({ section, contentKey, content: `Default text of ${contentKey}` }));

export const fixtureDefaults: Record<EditablePage, DefaultEntry[]> = {
  home: [...entries('hero', ['main_heading', 'subheading', 'feature_1', 'feature_2', 'cta_primary', 'cta_secondary'])],
  lahore: [...entries('hero', ['hero_title', 'hero_description']), ...entries('overview', ['overview_title'])],
  islamabad: entries('hero', ['hero_title', 'hero_subtitle']),
  karachi: entries('hero', ['hero_title']),
  sialkot: entries('hero', ['hero_title', 'hero_description']),
};

/** Search appearance defaults in place of src/data/search-appearance (two routes, within the limits). */
export const fixtureSearchRoutes = [
  {
    path: '/',
    kind: 'home',
    name: 'Home',
    title: 'Default home title',
    description: 'Default home description, long enough for the fifty-character minimum.',
  },
  {
    path: '/seo-audit',
    kind: 'service',
    name: 'SEO Audit',
    title: 'Default audit title',
    description: 'Default audit description, long enough for the fifty-character minimum.',
  },
] as const;

export const fixtureSearchDefaults: DefaultEntry[] = fixtureSearchRoutes.flatMap((route) => {
  const key = route.path === '/' ? 'home' : route.path.slice(1).replace(/-/g, '_');
  return [
    { section: key, contentKey: `${key}_title`, content: route.title },
    { section: key, contentKey: `${key}_description`, content: route.description },
  ];
});
