/**
 * The business facts every page and function shares. The spec writes the
 * phone and e-mail as {phone} and {email}; they live here, once.
 *
 * Each value can be overridden at build time by the environment variable named
 * beside it (see README). Defaults are neutral placeholders, never a real
 * person's number. This module reads `process.env`, so it runs at build time
 * and in functions only; React islands receive the values they need as props.
 */

export interface SiteConfig {
  /** Agency name shown in the header, footer, titles and structured data. */
  brandName: string;
  /** Contact number as people read it, e.g. "+92 300 0000000". */
  phoneDisplay: string;
  /** Same number as digits only, country code first, for https://wa.me/<digits>. */
  whatsappNumber: string;
  email: string;
  /** Google Analytics measurement id; empty turns analytics off. */
  analyticsId: string;
  /** Canonical origin without trailing slash, e.g. https://www.example.pk */
  origin: string;
  /** External pages linked from the footer; they open in a new tab. */
  externalLinks: { terms: string; privacy: string; about: string; siteManager: string };
}

type Env = Record<string, string | undefined>;

function pick(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined ? fallback : value.trim();
}

/** Strips a trailing slash so `${origin}${path}` never doubles it. */
function normaliseOrigin(raw: string): string {
  return new URL(raw).origin;
}

export const DEFAULT_ORIGIN = 'https://www.example-seo-agency.pk';

export function readSiteConfig(env: Env = process.env): SiteConfig {
  const whatsappNumber = pick(env, 'WHATSAPP_NUMBER', '923000000000').replace(/\D/g, '');
  return {
    brandName: pick(env, 'BRAND_NAME', 'SEO Agency Pakistan'),
    phoneDisplay: pick(env, 'CONTACT_PHONE', '+92 300 0000000'),
    whatsappNumber,
    email: pick(env, 'CONTACT_EMAIL', 'hello@example-seo-agency.pk'),
    analyticsId: pick(env, 'GA_MEASUREMENT_ID', 'G-0000000000'),
    // On Netlify, URL is the site's primary address.
    origin: normaliseOrigin(pick(env, 'SITE_URL', '') || pick(env, 'URL', '') || DEFAULT_ORIGIN),
    externalLinks: {
      terms: pick(env, 'TERMS_URL', 'https://www.example-seo-agency.pk/legal/terms'),
      privacy: pick(env, 'PRIVACY_URL', 'https://www.example-seo-agency.pk/legal/privacy'),
      about: pick(env, 'ABOUT_URL', 'https://www.example-seo-agency.pk/about-us'),
      siteManager: pick(env, 'SITE_MANAGER_URL', 'https://www.example-web-studio.pk'),
    },
  };
}

export const site: SiteConfig = readSiteConfig();
