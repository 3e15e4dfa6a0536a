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
