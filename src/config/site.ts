/**
 * The business facts every page and function shares. The spec writes the
 * phone and e-mail as {phone} and {email}; they live here, once.
 *
 * Each value can be overridden at build time by the environment variable named
 * beside it (see README). Defaults are neutral placeholders, never a real
 * person's number. This module reads `process.env`, so it runs at build time
 * and in functions only; React islands receive the values they need as props.
 */

import { parseOpeningHours, type OpeningHours } from '../lib/site/office';
import { aiTrainingChoiceOf, type AiTrainingChoice } from '../lib/site/robots-txt';

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
  /**
   * Whether visitors are asked before analytics cookies are set (UK GDPR and
   * PECR, the EU rules). "not-required" turns the consent bar off, for an
   * owner whose visitors are all where no consent is needed.
   */
  analyticsConsent: AnalyticsConsent;
  /** Where the form records are stored, as the privacy notice names it. */
  dataRegion: string;
  /** The agency's office address: every page's footer and structured data, and every newsletter's footer (CAN-SPAM, CASL). */
  postalAddress: string;
  /** When the office is open: every page's footer and the office's structured data. */
  openingHours: OpeningHours[];
  /** Canonical origin without trailing slash, e.g. https://www.example.pk */
  origin: string;
  /** Whether robots.txt lets AI training crawlers (GPTBot, ClaudeBot, CCBot, Google-Extended, Applebot-Extended) in; search crawlers always are. */
  aiTrainingCrawlers: AiTrainingChoice;
  /**
   * Pages linked from the footer; they open in a new tab. Terms, privacy and
   * about default to this site's own pages; each may be a path on this site
   * or a full URL elsewhere.
   */
  externalLinks: { terms: string; privacy: string; about: string; siteManager: string };
}

type Env = Record<string, string | undefined>;

export const ANALYTICS_CONSENT_VALUES = ['required', 'not-required'] as const;
export type AnalyticsConsent = (typeof ANALYTICS_CONSENT_VALUES)[number];

function analyticsConsentOf(raw: string): AnalyticsConsent {
  const value = raw.toLowerCase();
  if ((ANALYTICS_CONSENT_VALUES as readonly string[]).includes(value)) return value as AnalyticsConsent;
  throw new Error(`ANALYTICS_CONSENT must be "required" or "not-required", not "${raw}"`);
}

function pick(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined ? fallback : value.trim();
}

/** Strips a trailing slash so `${origin}${path}` never doubles it. */
function normaliseOrigin(raw: string): string {
  return new URL(raw).origin;
}

export const DEFAULT_ORIGIN = 'https://www.example-seo-agency.pk';

/**
 * The site address when one is configured: SITE_URL, else URL, which Netlify
 * sets to the site's primary address in builds and functions alike.
 * Undefined only outside Netlify without SITE_URL (plain `npm run dev`).
 */
export function configuredOrigin(env: Env = process.env): string | undefined {
  const raw = pick(env, 'SITE_URL', '') || pick(env, 'URL', '');
  return raw ? normaliseOrigin(raw) : undefined;
}

export function readSiteConfig(env: Env = process.env): SiteConfig {
  const whatsappNumber = pick(env, 'WHATSAPP_NUMBER', '923000000000').replace(/\D/g, '');
  return {
    brandName: pick(env, 'BRAND_NAME', 'SEO Agency Pakistan'),
    phoneDisplay: pick(env, 'CONTACT_PHONE', '+92 300 0000000'),
    whatsappNumber,
    email: pick(env, 'CONTACT_EMAIL', 'hello@example-seo-agency.pk'),
    analyticsId: pick(env, 'GA_MEASUREMENT_ID', 'G-0000000000'),
    analyticsConsent: analyticsConsentOf(pick(env, 'ANALYTICS_CONSENT', 'required') || 'required'),
    dataRegion: pick(env, 'DATA_REGION', '') || 'the United States',
    postalAddress: pick(env, 'POSTAL_ADDRESS', '') || 'Office 1, Main Boulevard, Gulberg III, Lahore 54000, Pakistan',
    openingHours: parseOpeningHours(pick(env, 'OPENING_HOURS', '') || 'Mo-Sa 09:00-18:00'),
    origin: configuredOrigin(env) ?? DEFAULT_ORIGIN,
    aiTrainingCrawlers: aiTrainingChoiceOf(pick(env, 'AI_TRAINING_CRAWLERS', '')),
    externalLinks: {
      terms: pick(env, 'TERMS_URL', '') || '/terms',
      privacy: pick(env, 'PRIVACY_URL', '') || '/privacy',
      about: pick(env, 'ABOUT_URL', '') || '/about',
      siteManager: pick(env, 'SITE_MANAGER_URL', 'https://www.example-web-studio.pk'),
    },
  };
}

export const site: SiteConfig = readSiteConfig();
