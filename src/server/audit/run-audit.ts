import { resolveTxt } from 'node:dns/promises';
import { auditReportSchema, CHECK_PRIORITIES, type AuditReport, type CheckResult } from '../../lib/api/audits';
import { candidateUrls } from './address';
import type { AuditContext, Check } from './check-kit';
import { appearanceChecks } from './checks-appearance';
import { localChecks } from './checks-local';
import { reachChecks } from './checks-reach';
import { trustChecks } from './checks-trust';
import { weightChecks } from './checks-weight';
import { readPageFacts } from './page-facts';
import { withoutWww } from './site';
import { AuditFailed } from './state';
import {
  createSafeFetcher,
  FetchRefused,
  refusalMessage,
  type FetchedResource,
  type SafeFetchOptions,
  type SafeFetcher,
} from './safe-fetch';

/** Every check, in the order the report shows them. */
export const CHECKS: readonly Check[] = [...reachChecks, ...appearanceChecks, ...localChecks, ...weightChecks, ...trustChecks];

export interface AuditDeps extends SafeFetchOptions {
  /** TXT records of a name (SPF, DMARC); node:dns by default. */
  resolveTxt?: (name: string) => Promise<string[][]>;
  /** Where the server runs, for the time-to-first-byte label. */
  measuredFrom?: string;
  clock?: () => Date;
}

/** Fallback to the next candidate address only when the site is simply not there, never after a refusal. */
const FALL_BACK_ON = new Set(['not-found', 'unreachable', 'certificate']);

async function fetchHome(fetcher: SafeFetcher, address: string): Promise<FetchedResource> {
  let last: FetchRefused | null = null;
  for (const candidate of candidateUrls(address)) {
    try {
      return await fetcher.fetch(candidate, 'page');
    } catch (error) {
      if (!(error instanceof FetchRefused)) throw error;
      last = error;
      if (!FALL_BACK_ON.has(error.reason)) break;
    }
  }
  throw last ?? new FetchRefused('invalid-address', address);
}

async function optional<T>(work: () => Promise<T>): Promise<T | FetchRefused> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FetchRefused) return error;
    throw error;
  }
}

async function txtRecords(resolve: (name: string) => Promise<string[][]>, name: string): Promise<string[]> {
  try {
    return (await resolve(name)).map((parts) => parts.join(''));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') return [];
    throw error;
  }
}

/** Ranks what needs doing: failures before warnings, then by priority; the first three are the top fixes. */
export function topFixes(checks: readonly CheckResult[]): string[] {
  const statusRank = { fail: 0, warn: 1, info: 2, pass: 3 } as const;
  return checks
    .filter((check) => check.status === 'fail' || check.status === 'warn')
    .map((check, index) => ({ check, index }))
    .sort(
      (a, b) =>
        CHECK_PRIORITIES.indexOf(a.check.priority) - CHECK_PRIORITIES.indexOf(b.check.priority) ||
        statusRank[a.check.status] - statusRank[b.check.status] ||
        a.index - b.index,
    )
    .slice(0, 3)
    .map(({ check }) => check.id);
}

export async function runAudit(address: string, deps: AuditDeps = {}): Promise<AuditReport> {
  const clock = deps.clock ?? (() => new Date());
  const startedAt = clock();
  const begin = performance.now();
  const fetcher = createSafeFetcher(deps);
  const purposes = new Map<string, string>();
  const statuses = new Map<string, number | null>();
  const note = (purpose: string, result: FetchedResource | FetchRefused, url: string) => {
    if (result instanceof FetchRefused) {
      purposes.set(url, purpose);
      statuses.set(url, null);
      return;
    }
    for (const hop of result.redirects) {
      purposes.set(hop.url, purpose);
      statuses.set(hop.url, hop.status);
    }
    purposes.set(result.url, purpose);
    statuses.set(result.url, result.status);
  };
  try {
    let page: FetchedResource;
    try {
      page = await fetchHome(fetcher, address);
    } catch (error) {
      if (error instanceof FetchRefused)
        throw new AuditFailed(
          error.reason,
          refusalMessage(error.reason, { connectTimeoutMs: deps.connectTimeoutMs ?? 5_000, totalTimeoutMs: deps.totalTimeoutMs ?? 15_000 }),
        );
      throw error;
    }
    note('the page', page, page.url);
    const facts = readPageFacts(page.body, page.url);
    const origin = new URL(page.url).origin;
    const robotsUrl = `${origin}/robots.txt`;
    const llmsUrl = `${origin}/llms.txt`;
    const ogImageUrl = facts.og['og:image'] && /^https?:\/\//i.test(facts.og['og:image']) ? facts.og['og:image'] : null;
    const httpUrl = page.url.startsWith('https:') ? page.url.replace(/^https:/, 'http:') : null;
    const hostname = new URL(page.url).hostname;
    const resolve = deps.resolveTxt ?? resolveTxt;

    const [robots, httpVersion, ogImage, faviconFile, llms, dns] = await Promise.all([
      optional(() => fetcher.fetch(robotsUrl, 'robots')),
      httpUrl ? optional(() => fetcher.fetch(httpUrl, 'page')) : Promise.resolve(null),
      ogImageUrl ? optional(() => fetcher.fetch(ogImageUrl, 'probe')) : Promise.resolve(null),
      facts.icons.length === 0 ? optional(() => fetcher.fetch(`${origin}/favicon.ico`, 'probe')) : Promise.resolve(null),
      optional(() => fetcher.fetch(llmsUrl, 'probe')),
      Promise.all([txtRecords(resolve, withoutWww(hostname)), txtRecords(resolve, `_dmarc.${withoutWww(hostname)}`)]).then(
        ([txt, dmarcTxt]) => ({
          spf: txt.filter((record) => /^v=spf1\b/i.test(record)),
          dmarc: dmarcTxt.filter((record) => /^v=DMARC1\b/i.test(record)),
          error: null,
        }),
        (error: unknown) => ({ spf: [], dmarc: [], error: `DNS did not answer (${(error as { code?: string }).code ?? 'error'})` }),
      ),
    ]);
    note('robots.txt', robots, robotsUrl);
    if (httpVersion) note('the http:// address', httpVersion, httpUrl!);
    if (ogImage) note('the preview image', ogImage, ogImageUrl!);
    if (faviconFile) note('the favicon', faviconFile, `${origin}/favicon.ico`);
    note('llms.txt', llms, llmsUrl);

    const robotsBody = robots instanceof FetchRefused || robots.status !== 200 ? null : robots.body;
    const sitemapFromRobots = robotsBody ? [...robotsBody.matchAll(/^\s*sitemap:\s*(\S+)/gim)].map((match) => match[1]!) : [];
    const sitemapCandidates = [
      ...sitemapFromRobots.slice(0, 2).map((url) => ({ url, via: 'robots.txt' })),
      { url: `${origin}/sitemap.xml`, via: '/sitemap.xml' },
      { url: `${origin}/sitemap_index.xml`, via: '/sitemap_index.xml' },
      // The name Astro's and other generators' sitemap index takes.
      { url: `${origin}/sitemap-index.xml`, via: '/sitemap-index.xml' },
    ];
    const sitemap: AuditContext['sitemap'] = { url: null, via: null, tried: [] };
    for (const candidate of sitemapCandidates) {
      sitemap.tried.push(candidate.url);
      const result = await optional(() => fetcher.fetch(candidate.url, 'probe'));
      note('the sitemap', result, candidate.url);
      if (
        !(result instanceof FetchRefused) &&
        result.status === 200 &&
        /xml|text\/plain|gzip/i.test(result.headers['content-type'] ?? '')
      ) {
        sitemap.url = result.url;
        sitemap.via = candidate.via;
        break;
      }
    }

    const context: AuditContext = {
      page,
      facts,
      httpVersion:
        httpVersion === null
          ? null
          : httpVersion instanceof FetchRefused
            ? { finalUrl: null, status: null, error: refusalMessage(httpVersion.reason) }
            : { finalUrl: httpVersion.url, status: httpVersion.status, error: null },
      robots: { url: robotsUrl, status: robots instanceof FetchRefused ? null : robots.status, body: robotsBody },
      sitemap,
      ogImage:
        ogImageUrl === null || ogImage === null
          ? null
          : ogImage instanceof FetchRefused
            ? { url: ogImageUrl, status: null, contentType: null, error: refusalMessage(ogImage.reason) }
            : { url: ogImageUrl, status: ogImage.status, contentType: ogImage.headers['content-type'] ?? null, error: null },
      faviconFile:
        faviconFile === null
          ? null
          : { url: `${origin}/favicon.ico`, status: faviconFile instanceof FetchRefused ? null : faviconFile.status },
      llmsTxt: { url: llmsUrl, status: llms instanceof FetchRefused ? null : llms.status },
      dns,
      measuredFrom: deps.measuredFrom ?? process.env.AWS_REGION ?? 'the audit server',
    };
    const checks = CHECKS.map((check) => check.judge(context));
    const nodes = facts.jsonLd.flatMap((block) => block.nodes);
    const websiteNode = nodes.find((node) => [node['@type']].flat().includes('WebSite'));
    const report: AuditReport = {
      version: 1,
      address,
      url: page.url,
      startedAt: startedAt.toISOString(),
      finishedAt: clock().toISOString(),
      fetched: [...purposes].map(([url, purpose]) => ({ url, status: statuses.get(url) ?? null, purpose })).slice(0, 40),
      checks,
      topFixes: topFixes(checks),
      preview: {
        url: page.url,
        title: facts.titles[0]?.slice(0, 300) || null,
        description: facts.description?.slice(0, 600) ?? null,
        siteName: (typeof websiteNode?.name === 'string' ? websiteNode.name : facts.og['og:site_name'])?.slice(0, 200) ?? null,
        favicon:
          facts.icons[0] ??
          (faviconFile && !(faviconFile instanceof FetchRefused) && faviconFile.status === 200 ? `${origin}/favicon.ico` : null),
        ogTitle: facts.og['og:title']?.slice(0, 300) ?? null,
        ogDescription: facts.og['og:description']?.slice(0, 600) ?? null,
        ogImage: facts.og['og:image']?.slice(0, 2048) ?? null,
      },
      timings: { totalMs: Math.round(performance.now() - begin), ttfbMs: Math.round(page.ttfbMs), measuredFrom: context.measuredFrom },
    };
    return auditReportSchema.parse(report);
  } finally {
    await fetcher.close();
  }
}
