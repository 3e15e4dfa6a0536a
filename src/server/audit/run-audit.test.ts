import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
/** The five small sites of issue 61's acceptance, each the good site with one thing changed. */
const AI_SITES = ['ai-training-blocked', 'ai-search-blocked', 'ai-star-googlebot', 'ai-nosnippet', 'ai-plain'];
const reports = new Map<string, AuditReport>();

beforeAll(async () => {
  sites = await startFixtureSites();
  const names = ['good', 'bloated', 'js-only', 'noindex', 'redirects', 'urdu', 'phone-mismatch', ...AI_SITES];
  for (const site of names) reports.set(site, await runAudit(sites.url(site), sites.deps));
}, 60_000);

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

  it('shows no platform detail (the region the function runs in)', async () => {
    // What Netlify's runtime sets; the deployed run passes no measuredFrom.
    vi.stubEnv('AWS_REGION', 'us-east-2');
    try {
      const report = await runAudit(sites.url('good'), { ...sites.deps, measuredFrom: undefined });
      expect(JSON.stringify(report)).not.toContain('us-east-2');
    } finally {
      vi.unstubAllEnvs();
    }
  }, 20_000);

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
      'broken-resources',
      'phone-tappable',
      'whatsapp-link',
      'canonical',
    ]) {
      expect(found, id).toContain(id);
    }
    // Its images answer 404: never judged by their file names (issue 61), they are missing files.
    expect(statusOf('bloated', 'image-formats')).toBe('info');
    expect(evidenceOf('bloated', 'image-formats')).toContain('not checked');
    expect(statusOf('bloated', 'head-elements')).toBe('fail');
    expect(evidenceOf('bloated', 'head-elements')).toContain('<img src="/header-banner.jpg">');
    expect(evidenceOf('bloated', 'head-elements')).toContain('<meta name="description"');
    expect(evidenceOf('bloated', 'ttfb')).toContain('measured from the test machine (not from Pakistan)');
    expect(evidenceOf('bloated', 'phone-tappable')).toContain('+923217654321');
    expect(reports.get('bloated')!.topFixes).toHaveLength(3);
    // The site Google cannot index (no https) first, then problems before warnings: the failed head (medium) before the long title (a high warning).
    expect(reports.get('bloated')!.topFixes).toEqual(['https', 'viewport', 'head-elements']);
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
    expect(evidenceOf('noindex', 'robots-txt')).toContain('`User-agent: *` / `Disallow: /`');
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

describe('AI search on the fixture sites (issue 61)', () => {
  // Served over http, on a busy test machine: the findings of the good site's pages there are https, and ttfb when slow.
  const MACHINE = new Set(['https', 'ttfb']);
  const found = (site: string) => problems(site).filter((id) => !MACHINE.has(id));
  const problemText = (site: string) =>
    reports
      .get(site)!
      .checks.filter((check) => (check.status === 'fail' || check.status === 'warn') && !MACHINE.has(check.id))
      .map((check) => `${check.id} ${check.title} ${check.evidence}`)
      .join('\n');

  it('says that only GPTBot is blocked, as a note, and finds nothing to fix', () => {
    expect(found('ai-training-blocked')).toEqual([]);
    expect(statusOf('ai-training-blocked', 'ai-training-crawlers')).toBe('info');
    expect(evidenceOf('ai-training-blocked', 'ai-training-crawlers')).toContain(
      'GPTBot (OpenAI’s model training): blocked by `User-agent: GPTBot` / `Disallow: /` (lines 1, 2); this keeps your pages out of OpenAI’s model training; ChatGPT search still reads them through OAI-SearchBot.',
    );
  });

  it('names the blocked search crawlers and their products as problems, and no other', () => {
    expect(found('ai-search-blocked').sort()).toEqual(['ai-search-oai-searchbot', 'ai-search-perplexitybot']);
    expect(statusOf('ai-search-blocked', 'ai-search-oai-searchbot')).toBe('fail');
    expect(evidenceOf('ai-search-blocked', 'ai-search-oai-searchbot')).toBe(
      'ChatGPT search cannot read this page: robots.txt blocks OAI-SearchBot with `User-agent: OAI-SearchBot` / `Disallow: /` (lines 1, 2).',
    );
    expect(evidenceOf('ai-search-blocked', 'ai-search-perplexitybot')).toContain('Perplexity cannot read this page');
  });

  it('flags Bing and ChatGPT search, not Google, when `*` is disallowed beside an allowed Googlebot group', () => {
    const flagged = found('ai-star-googlebot');
    expect(flagged).toEqual(expect.arrayContaining(['ai-search-bingbot', 'ai-search-oai-searchbot']));
    expect(flagged).not.toContain('ai-search-googlebot');
    expect(flagged).not.toContain('robots-txt');
    expect(problemText('ai-star-googlebot')).not.toMatch(/Googlebot|Google Search/);
    expect(evidenceOf('ai-star-googlebot', 'ai-search-bingbot')).toContain(
      'robots.txt blocks Bingbot with `User-agent: *` / `Disallow: /` (lines 1, 2) (no group names Bingbot, so it obeys the `*` group)',
    );
    expect(evidenceOf('ai-star-googlebot', 'ai-search-googlebot')).toContain('`User-agent: Googlebot` / `Allow: /` (lines 4, 5)');
  });

  it('warns about a page-wide nosnippet', () => {
    expect(found('ai-nosnippet')).toEqual(['ai-snippet-controls']);
    expect(statusOf('ai-nosnippet', 'ai-snippet-controls')).toBe('warn');
    expect(evidenceOf('ai-nosnippet', 'ai-snippet-controls')).toContain('<meta name="robots" content="nosnippet">');
  });

  it('finds nothing in a missing llms.txt, a script at the end of <body> or 24 tiny PNGs', () => {
    expect(found('ai-plain')).toEqual([]);
    expect(statusOf('ai-plain', 'llms-txt')).toBe('info');
    expect(statusOf('ai-plain', 'blocking-scripts')).toBe('info');
    expect(evidenceOf('ai-plain', 'image-formats')).toMatch(/not checked/);
    expect(evidenceOf('ai-plain', 'image-formats')).not.toContain('brand-');
  });
});
