import type { SiteConfig } from '../../config/site';

/**
 * Whether a page asks visitors before analytics runs: the page has analytics,
 * an id is configured, and the owner has not declared consent not required.
 */
export function asksForConsent(site: Pick<SiteConfig, 'analyticsId' | 'analyticsConsent'>, pageHasAnalytics: boolean): boolean {
  return pageHasAnalytics && site.analyticsId !== '' && site.analyticsConsent === 'required';
}

/** How long a choice is remembered before the bar asks again (six months). */
export const CONSENT_MAX_AGE_DAYS = 183;

/** localStorage key of the visitor's choice; public/scripts/analytics.js reads and writes it. */
export const CONSENT_STORAGE_KEY = 'analytics-consent';
