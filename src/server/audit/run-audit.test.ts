import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditReportSchema, type AuditReport, type CheckStatus } from '../../lib/api/audits';
import { startFixtureSites, type FixtureServers } from '../../../tests/fixtures/audit-sites/serve';
import { CHECKS } from './checks';
import { runAudit } from './run-audit';
import { AuditFailed } from './state';

/**
 * The fixture sites (tests/fixtures/audit-sites), audited through the real
 * fetch path: each must produce the findings written here, and the good one
 * none at all.
 */
let sites: FixtureServers;
const reports = new Map<string, AuditReport>();

beforeAll(async () => {
  sites = await startFixtureSites();
  for (const site of ['good', 'bloated', 'js-only', 'noindex', 'redirects', 'urdu', 'phone-mismatch']) {
    reports.set(site, await runAudit(sites.url(site), sites.deps));
  }
}, 20_000);

afterAll(() => sites?.close());

function statusOf(site: string, id: string): CheckStatus {
  const check = reports.get(site)!.checks.find((candidate) => candidate.id === id);
  if (!check) throw new Error(`no check ${id}`);
  return check.status;
}

function evidenceOf(site: string, id: string): string {
  return reports.get(site)!.checks.find((candidate) => candidate.id === id)!.evidence;
}

function problems(site: string): string[] {
  return reports
    .get(site)!
    .checks.filter((check) => check.status === 'fail' || check.status === 'warn')
    .map((check) => check.id);
}

describe('runAudit on the fixture sites', () => {
  it('runs about 35 checks with distinct ids, each with the fields the report needs', () => {
    const report = reports.get('bloated')!;
    expect(CHECKS.length).toBeGreaterThanOrEqual(35);
    expect(new Set(report.checks.map((check) => check.id)).size).toBe(report.checks.length);
    expect(() => auditReportSchema.parse(JSON.parse(JSON.stringify(report)))).not.toThrow();
    for (const check of report.checks.filter((candidate) => candidate.status === 'fail' || candidate.status === 'warn')) {
      expect(check.fix, check.id).not.toBe('');
      expect(check.effort, check.id).not.toBe('');
      expect(check.evidence, check.id).not.toBe('');
    }
  });

  it('finds nothing to fix on the good site (no false positives)', () => {
    expect(problems('good')).toEqual([]);
    expect(reports.get('good')!.topFixes).toEqual([]);
    expect(evidenceOf('good', 'phone-matches-data')).toContain('+923001234567');
    expect(evidenceOf('good', 'sitemap')).toContain('robots.txt');
    expect(statusOf('good', 'spf')).toBe('pass');
  });

  it('records what was looked at and the preview data', () => {
    const report = reports.get('good')!;
    expect(report.fetched.map((entry) => entry.purpose)).toEqual(
      expect.arrayContaining(['the page', 'robots.txt', 'the sitemap', 'the preview image']),
    );
    expect(report.preview).toMatchObject({
      title: 'AC Repair in Lahore | Khan Cooling Services',
      siteName: 'Khan Cooling Services',
      favicon: `${sites.origin('good')}/favicon.svg`,
      ogImage: `${sites.origin('good')}/og.png`,
    });
    expect(report.timings.measuredFrom).toBe('the test machine');
  });

  it('finds the slow, bloated site’s defects', () => {
    const found = problems('bloated');
    for (const id of [
      'https',
      'head-elements',
      'title',
      'meta-description',
      'open-graph',
      'h1',
      'image-alt',
      'links',
      'language',
      'viewport',
      'html-size',
      'compression',
      'ttfb',
      'blocking-scripts',
      'third-party-scripts',
      'image-dimensions',
      'lazy-images',
      'image-formats',
      'phone-tappable',
      'whatsapp-link',
      'canonical',
    ]) {
      expect(found, id).toContain(id);
    }
    expect(statusOf('bloated', 'head-elements')).toBe('fail');
    expect(evidenceOf('bloated', 'head-elements')).toContain('<img src="/header-banner.jpg">');
    expect(evidenceOf('bloated', 'head-elements')).toContain('<meta name="description"');
    expect(evidenceOf('bloated', 'ttfb')).toContain('measured from the test machine (not from Pakistan)');
    expect(evidenceOf('bloated', 'phone-tappable')).toContain('+923217654321');
    expect(reports.get('bloated')!.topFixes).toHaveLength(3);
    expect(reports.get('bloated')!.topFixes).toEqual(['https', 'viewport', 'title']);
  });

  it('reports a JavaScript-only page as such, never as a missing H1', () => {
    expect(statusOf('js-only', 'javascript-content')).toBe('warn');
    expect(statusOf('js-only', 'h1')).toBe('info');
    expect(statusOf('js-only', 'h2')).toBe('info');
    expect(problems('js-only')).not.toContain('h1');
    expect(problems('js-only')).not.toContain('links');
    expect(problems('good')).not.toContain('javascript-content');
  });

  it('finds noindex in the meta tag and the header, and robots.txt blocking Google', () => {
    expect(statusOf('noindex', 'noindex')).toBe('fail');
    expect(evidenceOf('noindex', 'noindex')).toContain('X-Robots-Tag: noindex');
    expect(evidenceOf('noindex', 'noindex')).toContain('noindex, nofollow');
    expect(statusOf('noindex', 'robots-txt')).toBe('fail');
    expect(evidenceOf('noindex', 'robots-txt')).toContain('"Disallow: /"');
    expect(reports.get('noindex')!.topFixes.slice(1)).toEqual(['noindex', 'robots-txt']);
  });

  it('follows a redirect chain and reports it', () => {
    const report = reports.get('redirects')!;
    expect(report.url).toBe(`${sites.origin('redirects')}/home`);
    expect(statusOf('redirects', 'final-status')).toBe('warn');
    expect(evidenceOf('redirects', 'final-status').split('\n')).toHaveLength(5);
    expect(statusOf('redirects', 'noindex')).toBe('pass');
  });

  it('asks an Urdu page for lang="ur" and dir="rtl" and an absolute preview image', () => {
    expect(statusOf('urdu', 'language')).toBe('warn');
    expect(evidenceOf('urdu', 'language')).toContain('100% of the letters are in Urdu script');
    expect(statusOf('urdu', 'og-image')).toBe('warn');
    expect(statusOf('urdu', 'phone-tappable')).toBe('pass');
    expect(statusOf('urdu', 'whatsapp-link')).toBe('pass');
    expect(statusOf('urdu', 'title')).toBe('pass');
  });

  it('finds structured data whose phone disagrees with the page, and a block that does not parse', () => {
    expect(statusOf('phone-mismatch', 'phone-matches-data')).toBe('fail');
    expect(evidenceOf('phone-mismatch', 'phone-matches-data')).toContain('"061-6520000"');
    expect(evidenceOf('phone-mismatch', 'phone-matches-data')).toContain('+923007778888');
    expect(statusOf('phone-mismatch', 'structured-data')).toBe('fail');
    expect(statusOf('phone-mismatch', 'local-business-data')).toBe('pass');
    expect(statusOf('phone-mismatch', 'phone-tappable')).toBe('warn');
  });

  it('fails with a reason a person understands when the address is not a public website', async () => {
    const error = await runAudit('http://127.0.0.1/', sites.deps).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuditFailed);
    expect((error as AuditFailed).record()).toEqual({ reason: 'not-public', message: 'the address is not a public website' });
  });

  it('tries https first and http as the fallback for a bare name', async () => {
    const name = `urdu.test:${new URL(sites.origin('urdu')).port}`;
    const report = await runAudit(name, sites.deps);
    expect(report.url).toBe(`${sites.origin('urdu')}/`);
    expect(report.address).toBe(name);
  });
});
