import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDistServer, type DistServer } from '../../scripts/quality/serve-dist.ts';
import type { AuditReport } from '../../src/lib/api/audits';
import { runAudit } from '../../src/server/audit/run-audit';

/**
 * The audit turned on the project's own built home page (served from dist/ as
 * Netlify serves it, compressed): it passes the checks the site is built to
 * pass. What depends on the deployment (https, HSTS, the http redirect, the
 * canonical pointing at the configured origin, the domain's DNS) is left out,
 * and so is what the home page is not built for: it has no <img> (alt text and
 * sizes are not judged), its organisation is not a LocalBusiness, and its
 * icon is an inline data: image (see favicon below).
 */
let server: DistServer;
let report: AuditReport;

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
  'site-name',
  'open-graph',
  'h1',
  'h2',
  'language',
  'structured-data',
  'whatsapp-link',
  'early-call-to-action',
  'viewport',
  'html-size',
  'compression',
  'blocking-scripts',
  'mixed-content',
];

beforeAll(async () => {
  server = await startDistServer({ port: 0, compress: true });
  const host = `home.test:${server.port}`;
  report = await runAudit(`http://${host}/`, {
    resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    allowHosts: [host],
    resolveTxt: async () => [],
    measuredFrom: 'the test machine',
  });
}, 30_000);

afterAll(() => server?.close());

describe('the audit of the built home page', () => {
  it.each(BUILT_TO_PASS)('passes %s', (id) => {
    const check = report.checks.find((candidate) => candidate.id === id)!;
    expect(check.status, `${check.evidence}`).toBe('pass');
  });

  it('names the inline icon for what it is rather than reporting no icon', () => {
    const favicon = report.checks.find((check) => check.id === 'favicon')!;
    expect(favicon.evidence).toContain('inline data: image');
  });
});
