import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { ANALYTICS_DOMAINS } from '../../src/config/analytics-hosts.ts';
import { OFFLINE_CHROMIUM_ARGS, systemChromium } from './chromium.ts';

/**
 * Lighthouse with its mobile settings: Moto G-class screen, simulated slow 4G
 * and a CPU slowdown calibrated to the host (see cpuSlowdownFor). One headless
 * Chromium serves every run, in sequence, so runs do not compete for the two
 * CPU cores. Third-party hosts (the analytics ones, the only ones the CSP
 * allows) are blocked, so scores measure the site alone and nothing tries to
 * reach the network.
 */

/**
 * Lighthouse's 4x CPU slowdown assumes a high-end desktop host (benchmarkIndex
 * 1500–2000, docs/throttling.md in the Lighthouse repository) and turns it into
 * a mid-tier phone of about 1750 / 4. A slower or busier host (a 2-core CI
 * machine running other jobs measures 1100 one minute and 2200 the next) under
 * the same 4x simulates a far slower phone: Lighthouse warns below 1000 and
 * asks to calibrate. So the slowdown follows the host, as its docs say, to
 * simulate that same phone: never above the default 4x, never below 1x.
 */
export const SIMULATED_PHONE_BENCHMARK_INDEX = 1750 / 4;
export const DEFAULT_CPU_SLOWDOWN = 4;

export function cpuSlowdownFor(hostBenchmarkIndex: number): number {
  const slowdown = Math.round((hostBenchmarkIndex / SIMULATED_PHONE_BENCHMARK_INDEX) * 10) / 10;
  return Number.isFinite(slowdown) ? Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, slowdown)) : DEFAULT_CPU_SLOWDOWN;
}

/**
 * The smallest page a browser can paint: one heading and one paragraph, no CSS,
 * no script. Audited in the same browser as the site's pages, it shows what
 * this host scores with no site at all (the gate's and the benchmark's floor).
 */
export const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Host floor</title><meta name="description" content="A control page for the benchmark."></head><body><h1>Host floor</h1><p>One heading and one paragraph: no CSS, no script, no image.</p></body></html>';

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
  /** Script URLs the page requested during the run (Lighthouse never interacts). */
  scripts: string[];
  /** The host's benchmarkIndex the slowdown was chosen for, and that slowdown. */
  hostBenchmarkIndex: number;
  cpuSlowdown: number;
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

export interface AuditOptions {
  /**
   * The categories to score; all four by default. A performance-only run skips axe and every audit
   * the summary does not read (below), and is faster.
   */
  categories?: readonly Category[];
}

/**
 * What a performance-only run needs: the five metrics that make up the performance score (weights
 * 10, 25, 30, 25 and 10 in Lighthouse 13, the same score as a full performance run) and the request
 * list. Skipping the other audits (and the artifacts only they read) makes each run of the gate
 * about a fifth faster with the same metrics (docs/performance-notes.md). The back/forward-cache
 * audit stays: without its probe, a later run's trace sometimes cannot be read (no FCP, no LCP).
 */
const PERFORMANCE_RUN_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'network-requests',
  'bf-cache',
];

export interface LaunchOptions {
  /** localStorage entries written before each page's own scripts run, e.g. a consent already given. */
  localStorage?: Record<string, string>;
  /**
   * The host's benchmarkIndex as another browser of the same run measured it: no calibration run of
   * this browser's own (the gate's later lanes start while the first one audits its floor page).
   */
  benchmarkIndex?: number;
}

export interface LighthouseBrowser {
  /** Scores missing from `categories` are reported as 100 and their failing lists left empty. */
  audit(url: string, options?: AuditOptions): Promise<AuditSummary>;
  /** The benchmarkIndex this browser started with (its calibration run's, or the one it was given). */
  calibratedIndex: number;
  close(): Promise<void>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Starts Chromium and measures the host on `calibrationUrl` with one short
 * run. Every audit then uses the slowdown for the median benchmarkIndex of the
 * last three runs, so it follows the load on the machine.
 * LIGHTHOUSE_CPU_SLOWDOWN fixes the slowdown instead.
 */
export async function launchLighthouse(calibrationUrl: string, launch: LaunchOptions = {}): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: systemChromium,
    chromeFlags: ['--headless=new', ...OFFLINE_CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  // With storage to set, Lighthouse drives a page of ours: Lighthouse clears storage before each
  // navigation, and a script registered for every new document writes the entries back first.
  let page: Page | undefined;
  if (launch.localStorage) {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    page = await browser.newPage();
    await page.evaluateOnNewDocument((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, launch.localStorage);
  }
  const blockedUrlPatterns = ANALYTICS_DOMAINS.map((domain) => `*${domain}*`);
  /**
   * Work that weighs nothing in any score and that the gate does not read, but costs each run time:
   * the full-page screenshot, the filmstrip and the final screenshot. Without them a performance run
   * is faster with the same scores (docs/performance-notes.md). (Skipping the
   * back/forward-cache probe as well makes Lighthouse's trace engine throw on the next run.)
   */
  const lean = { skipAudits: ['screenshot-thumbnails', 'final-screenshot'], disableFullPageScreenshot: true };
  /**
   * Lighthouse waits 1 s after the first paint and the load, and for 1 s of network and CPU quiet, before it
   * stops recording. The gate's pages are static and served on this machine, and the simulated metrics come
   * from what was recorded: 250 ms of each still records the analytics loader (after the load) and its tag
   * (after the largest paint), with the same metrics, in a shorter run (docs/performance-notes.md).
   */
  const quiet = { pauseAfterFcpMs: 250, pauseAfterLoadMs: 250, networkQuietThresholdMs: 250, cpuQuietThresholdMs: 250 };
  const calibratedIndex =
    launch.benchmarkIndex ??
    (
      await lighthouse(
        calibrationUrl,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['first-contentful-paint'], blockedUrlPatterns, ...quiet },
        undefined,
        page,
      ).catch((error: unknown) => {
        chrome.kill();
        throw error;
      })
    )?.lhr.environment.benchmarkIndex ??
    Number.NaN;
  const recentIndexes = [calibratedIndex];
  const fixed = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN);
  return {
    calibratedIndex,
    async audit(url, { categories = CATEGORIES } = {}) {
      const started = Date.now();
      const hostBenchmarkIndex = median(recentIndexes.slice(-3));
      const cpuSlowdown = fixed > 0 ? fixed : cpuSlowdownFor(hostBenchmarkIndex);
      const run = async () => {
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            ...(categories.length === 1 && categories[0] === 'performance'
              ? { onlyAudits: PERFORMANCE_RUN_AUDITS, disableFullPageScreenshot: true }
              : { onlyCategories: [...categories], ...lean }),
            blockedUrlPatterns,
            ...quiet,
            throttling: { cpuSlowdownMultiplier: cpuSlowdown },
          },
          undefined,
          page,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const measured = result.lhr.environment.benchmarkIndex;
        if (measured > 0) recentIndexes.push(measured);
        return result.lhr;
      };
      // Lighthouse itself sometimes fails to record a trace (e.g. NO_NAVSTART) and asks to be run
      // again, or cannot read the paints from the trace it has (the metric audits then carry an
      // error, not a value); that says nothing about the page, so retry up to three times (three
      // lanes meet NO_NAVSTART more often: docs/performance-notes.md).
      const traceProblem = (lhr: Awaited<ReturnType<typeof run>>) =>
        lhr.runtimeError?.code ??
        ['first-contentful-paint', 'largest-contentful-paint']
          .map((id) => lhr.audits[id])
          .find((audit) => audit?.scoreDisplayMode === 'error')?.errorMessage;
      let lhr = await run();
      for (let attempt = 1; traceProblem(lhr) && attempt <= 3; attempt += 1) {
        console.warn(`Lighthouse: ${traceProblem(lhr)} on ${url}; running it again`);
        lhr = await run();
      }
      const problem = traceProblem(lhr);
      if (problem) throw new Error(`Lighthouse could not audit ${url}: ${problem}`);
      const scores = {} as Record<Category, number>;
      const failing: AuditSummary['failing'] = {};
      for (const id of CATEGORIES) {
        const category = lhr.categories[id];
        if (!category) {
          scores[id] = 100;
          continue;
        }
        scores[id] = Math.round((category.score ?? 0) * 100);
        const lost = category.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => describeAudit(lhr.audits[ref.id]!));
        if (lost.length > 0) failing[id] = lost;
      }
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const requests = lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined;
      return {
        url,
        scores,
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        requests: requests?.items?.length ?? 0,
        scripts: (requests?.items ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url),
        hostBenchmarkIndex,
        cpuSlowdown,
        failing,
        seconds: (Date.now() - started) / 1000,
      };
    },
    close: async () => {
      await page?.browser().disconnect();
      chrome.kill();
    },
  };
}
