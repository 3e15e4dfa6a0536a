import type { SiteConfig } from '../../config/site';

/**
 * Whether a page asks visitors before analytics runs: the page has analytics,
 * an id is configured, and the owner has not declared consent not required.
 */
export function asksForConsent(site: Pick<SiteConfig, 'analyticsId' | 'analyticsConsent'>, pageHasAnalytics: boolean): boolean {
  return pageHasAnalytics && site.analyticsId !== '' && site.analyticsConsent === 'required';
}
