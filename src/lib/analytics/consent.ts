import type { SiteConfig } from '../../config/site';

/** Where public/scripts/analytics.js keeps the visitor's choice (localStorage); the page passes it to the script. */
export const CONSENT_STORAGE_KEY = 'analytics-consent';

/**
 * Whether a page asks visitors before analytics runs: the page has analytics,
 * an id is configured, and the owner has not declared consent not required.
 */
export function asksForConsent(site: Pick<SiteConfig, 'analyticsId' | 'analyticsConsent'>, pageHasAnalytics: boolean): boolean {
  return pageHasAnalytics && site.analyticsId !== '' && site.analyticsConsent === 'required';
}
