import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ANALYTICS_DOMAINS } from '../../src/config/analytics-hosts.ts';
import { OFFLINE_CHROMIUM_ARGS, systemChromium } from './chromium.ts';

/**
 * Lighthouse with its default (mobile) settings: Moto G-class screen, simulated
 * slow 4G and 4x CPU slowdown. One headless Chromium serves every run, in
 * sequence, so runs do not compete for the two CPU cores. Third-party hosts
 * (the analytics ones, the only ones the CSP allows) are blocked, so scores
 * measure the site alone and nothing tries to reach the network.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface AuditSummary {
  url: string;
  /** 0–100 per category. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  /** Audits that cost points, per category below 100: "id: title". */
  failing: Partial<Record<Category, string[]>>;
  seconds: number;
}

type AuditResult = { id: string; title: string; displayValue?: string; details?: unknown };

/** "id: title (value)" plus the first few items of its details, enough to act on. */
function describeAudit(audit: AuditResult): string {
  const items = ((audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 3);
  const lines = items.map((item) => {
    const text = item.description ?? item.url ?? item.source ?? item.issueType ?? JSON.stringify(item);
    return `      - ${String(typeof text === 'object' ? JSON.stringify(text) : text).slice(0, 200)}`;
  });
  return [`${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`, ...lines].join('\n');
}

export interface LighthouseBrowser {
  audit(url: string): Promise<AuditSummary>;
  close(): Promise<void>;
}

export async function launchLighthouse(): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: systemChromium,
    chromeFlags: ['--headless=new', ...OFFLINE_CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  return {
    async audit(url) {
      const started = Date.now();
      const run = async () => {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          blockedUrlPatterns: ANALYTICS_DOMAINS.map((domain) => `*${domain}*`),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        return result.lhr;
      };
      // Lighthouse itself sometimes fails to record a trace (e.g. NO_NAVSTART) and
      // asks to be run again; that says nothing about the page, so retry twice.
      let lhr = await run();
      for (let attempt = 1; lhr.runtimeError && attempt <= 2; attempt += 1) {
        console.warn(`Lighthouse: ${lhr.runtimeError.code} on ${url}; running it again`);
        lhr = await run();
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
      const scores = {} as Record<Category, number>;
      const failing: AuditSummary['failing'] = {};
      for (const id of CATEGORIES) {
        const category = lhr.categories[id]!;
        scores[id] = Math.round((category.score ?? 0) * 100);
        const lost = category.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => describeAudit(lhr.audits[ref.id]!));
        if (lost.length > 0) failing[id] = lost;
      }
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const requests = lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined;
      return {
        url,
        scores,
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        requests: requests?.items?.length ?? 0,
        failing,
        seconds: (Date.now() - started) / 1000,
      };
    },
    close: async () => chrome.kill(),
  };
}
