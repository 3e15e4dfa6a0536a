import type { DefaultEntry } from '../../lib/content/editable-content';

/**
 * Built-in text for the home hero's editable keys (spec 3). The home page
 * renders these through `textLookup`, and the admin's "load default content"
 * seeds the same entries, so the wording lives here only.
 */
export const homeDefaults: DefaultEntry[] = [
  {
    section: 'hero',
    contentKey: 'main_heading',
    content: 'SEO Services in Pakistan That Bring You Real Customers',
  },
  {
    section: 'hero',
    contentKey: 'subheading',
    content:
      'We help Pakistani businesses rank higher on Google, reach people who are ready to buy and turn searches into calls, visits and sales, with honest timelines and reports you can understand.',
  },
  { section: 'hero', contentKey: 'feature_1', content: 'Free SEO audit of your website' },
  { section: 'hero', contentKey: 'feature_2', content: 'White-hat methods that keep your site safe' },
  { section: 'hero', contentKey: 'cta_primary', content: 'Get Free SEO Consultation' },
  { section: 'hero', contentKey: 'cta_secondary', content: 'View SEO Packages' },
];

/** The keys the hero reads; a test checks every one has a default. */
export const HOME_HERO_KEYS = ['main_heading', 'subheading', 'feature_1', 'feature_2', 'cta_primary', 'cta_secondary'] as const;
