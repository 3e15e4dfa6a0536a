import type { UTM_KEYS } from '../api/leads';

/**
 * The first-touch rule's one set of names, read by the audit form
 * (src/components/contact/visit-source.ts). public/scripts/analytics.js is
 * served as written, so it cannot import them: it repeats them, and
 * first-touch.test.ts fails when the two differ.
 */

/** The sessionStorage key of the visit's first touch. */
export const FIRST_TOUCH_KEY = 'first-touch';

/** The UTM parameters a first touch keeps (the lead schema's UTM_KEYS; types only, so the island bundles no zod). */
export const FIRST_TOUCH_UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const satisfies typeof UTM_KEYS;

/** Ad click ids whose presence (never their value) marks a paid visit. */
export const AD_CLICK_IDS = ['gclid', 'msclkid', 'fbclid'] as const;
