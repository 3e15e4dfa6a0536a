import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDistServer, type DistServer } from '../../scripts/quality/serve-dist.ts';
import { site } from '../../src/config/site';
import { landingPages } from '../../src/data/landing/pages';
import type { AuditReport } from '../../src/lib/api/audits';
import { runAudit } from '../../src/server/audit/index';

/**
 * The audit turned on the project's own built home page and every landing
 * page (served from dist/ with Netlify's headers): the agency's pages practise
 * what the audit preaches. No check may warn or fail except those that depend
 * on the deployment rather than the page: https, HSTS and the http redirect
 * (served here over http), the canonical and the preview image (they name the
 * configured origin, not this test's server), the time to the first byte (this
 * machine) and compression (Netlify's CDN compresses; served uncompressed here,
 * brotli at quality 11 would double the test's time).
 */
const DEPLOYMENT = new Set(['https', 'http-redirect', 'hsts', 'canonical', 'og-image', 'ttfb', 'compression']);

/** What the pages are built to pass outright (not merely "not applicable"). */
const BUILT_TO_PASS = [
  'final-status',
  'noindex',
  'robots-txt',
  'robots-assets',
  'head-elements',
  'sitemap',
  'javascript-content',
  'title',
  'meta-description',
  'favicon',
  'open-graph',
  'h1',
  'h2',
  'language',
  'structured-data',
  'local-business-data',
  'phone-tappable',
  'phone-matches-data',
  'whatsapp-link',
  'address-map',
  'opening-hours',
  'early-call-to-action',
  'viewport',
  'html-size',
  'blocking-scripts',
  'render-blocking-css',
  // Search and AI answer engines may read every page (src/lib/site/robots-txt.ts), with no snippet limit.
  'ai-search-googlebot',
  'ai-search-bingbot',
  'ai-search-oai-searchbot',
  'ai-search-claude-searchbot',
  'ai-search-perplexitybot',
  'ai-snippet-controls',
  'ai-html-content',
];

const PATHS = ['/', ...landingPages.map((page) => `/${page.slug}`)];

let server: DistServer;
const reports = new Map<string, AuditReport>();

beforeAll(async () => {
  server = await startDistServer({ port: 0 });
  const host = `home.test:${server.port}`;
  for (const path of PATHS) {
    reports.set(
      path,
      await runAudit(`http://${host}${path}`, {
        resolve: async () => [{ address: '127.0.0.1', family: 4 }],
        allowHosts: [host],
        resolveTxt: async () => [],
        measuredFrom: 'the test machine',
      }),
    );
  }
}, 120_000);

afterAll(() => server?.close());

describe.each(PATHS)('the audit of the built %s', (path) => {
  it('finds nothing the page itself could fix', () => {
    const report = reports.get(path)!;
    const needsWork = report.checks
      .filter((check) => (check.status === 'warn' || check.status === 'fail') && !DEPLOYMENT.has(check.id))
      .map((check) => `${check.id} (${check.status}): ${check.evidence}`);
    expect(needsWork).toEqual([]);
  });

  it('passes every check the page is built for', () => {
    const report = reports.get(path)!;
    const notPassed = BUILT_TO_PASS.map((id) => report.checks.find((check) => check.id === id)!)
      .filter((check) => check.status !== 'pass')
      .map((check) => `${check.id} (${check.status}): ${check.evidence}`);
    expect(notPassed).toEqual([]);
  });

  it('finds the canonical pointing at the page on the configured origin', () => {
    const canonical = reports.get(path)!.checks.find((check) => check.id === 'canonical')!;
    expect(canonical.evidence).toContain(`href="${site.origin}${path}"`);
  });
});

describe('the home page', () => {
  it('passes site-name; its icon is inline and /favicon.ico answers for crawlers', () => {
    const checks = reports.get('/')!.checks;
    expect(checks.find((check) => check.id === 'site-name')!.status).toBe('pass');
    expect(checks.find((check) => check.id === 'favicon')!.evidence).toMatch(/\/favicon\.ico answers 200/);
  });
});
