/**
 * The only hosts outside the site a page may talk to: Google Analytics (GA4),
 * per Google's CSP guide. gtag.js comes from googletagmanager.com (injected by
 * public/scripts/analytics.js, which script-src 'self' covers); hits go to
 * google-analytics.com. astro.config.mjs builds the CSP from these, and the
 * Lighthouse runs block them (no outside network, and no third party in the scores).
 */
export const ANALYTICS_DOMAINS = ['googletagmanager.com', 'google-analytics.com', 'analytics.google.com'] as const;

/** CSP sources for script-src. */
export const ANALYTICS_SCRIPT_SOURCES = ['https://*.googletagmanager.com'];

/** CSP sources for connect-src and img-src (measurement hits). */
export const ANALYTICS_DATA_SOURCES = ANALYTICS_DOMAINS.map((domain) => `https://*.${domain}`);
