import { resolveTxt } from 'node:dns/promises';
import { candidateUrls } from './address';
import type { AuditContext } from './check-kit';
import { pageFactsReader, type PageFacts } from './page-facts';
import { AUDIT_REQUESTS, fetchResources, planResources, type FetchedAsset } from './resources';
import { sameSite, withoutWww } from './site';
import { AuditFailed } from './state';
import { FetchRefused, refusalMessage, type FetchedResource, type SafeFetchOptions, type SafeFetcher } from './safe-fetch';

/**
 * Gathering: everything the checks judge, fetched once through the guarded
 * fetcher (the home page, then its robots.txt, http:// address, preview
 * image, favicon, llms.txt, mail DNS and sitemap, then the first images and
 * its own stylesheets and scripts), in named steps.
 */

export interface AuditDeps extends SafeFetchOptions {
  /** TXT records of a name (SPF, DMARC); node:dns by default. */
  resolveTxt?: (name: string) => Promise<string[][]>;
  /** Where the server runs, for the time-to-first-byte label. */
  measuredFrom?: string;
  clock?: () => Date;
}

/** Every address fetched, with why and what it answered, in the order first seen (the report's "fetched" list). */
export class FetchLog {
  readonly purposes = new Map<string, string>();
  readonly statuses = new Map<string, number | null>();

  note(purpose: string, result: FetchedResource | FetchRefused, url: string): void {
    if (result instanceof FetchRefused) {
      this.purposes.set(url, purpose);
      this.statuses.set(url, null);
      return;
    }
    for (const hop of result.redirects) {
      this.purposes.set(hop.url, purpose);
      this.statuses.set(hop.url, hop.status);
    }
    this.purposes.set(result.url, purpose);
    this.statuses.set(result.url, result.status);
  }

  entries(): { url: string; status: number | null; purpose: string }[] {
    return [...this.purposes].map(([url, purpose]) => ({ url, status: this.statuses.get(url) ?? null, purpose }));
  }
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

/** Step 1: the page itself; a refusal ends the audit with its reason in words. */
async function fetchPage(fetcher: SafeFetcher, address: string, deps: AuditDeps): Promise<FetchedResource> {
  try {
    return await fetchHome(fetcher, address);
  } catch (error) {
    if (error instanceof FetchRefused)
      throw new AuditFailed(
        error.reason,
        refusalMessage(error.reason, { connectTimeoutMs: deps.connectTimeoutMs ?? 5_000, totalTimeoutMs: deps.totalTimeoutMs ?? 15_000 }),
      );
    throw error;
  }
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

/** The addresses beside the page that the checks look at. */
function siblingsOf(page: FetchedResource, facts: PageFacts) {
  const origin = new URL(page.url).origin;
  return {
    origin,
    robotsUrl: `${origin}/robots.txt`,
    llmsUrl: `${origin}/llms.txt`,
    faviconUrl: `${origin}/favicon.ico`,
    ogImageUrl: facts.og['og:image'] && /^https?:\/\//i.test(facts.og['og:image']) ? facts.og['og:image'] : null,
    httpUrl: page.url.startsWith('https:') ? page.url.replace(/^https:/, 'http:') : null,
    hostname: new URL(page.url).hostname,
  };
}
type Siblings = ReturnType<typeof siblingsOf>;

/** The domain's SPF and DMARC records, or why DNS did not say. */
function mailDns(resolve: (name: string) => Promise<string[][]>, hostname: string): Promise<AuditContext['dns']> {
  return Promise.all([txtRecords(resolve, withoutWww(hostname)), txtRecords(resolve, `_dmarc.${withoutWww(hostname)}`)]).then(
    ([txt, dmarcTxt]) => ({
      spf: txt.filter((record) => /^v=spf1\b/i.test(record)),
      dmarc: dmarcTxt.filter((record) => /^v=DMARC1\b/i.test(record)),
      error: null,
    }),
    (error: unknown) => ({ spf: [], dmarc: [], error: `DNS did not answer (${(error as { code?: string }).code ?? 'error'})` }),
  );
}

/** Step 2: robots.txt, the http:// address, the preview image, the favicon, llms.txt and mail DNS, together. */
async function probeSiblings(fetcher: SafeFetcher, facts: PageFacts, at: Siblings, deps: AuditDeps, log: FetchLog) {
  const resolve = deps.resolveTxt ?? resolveTxt;
  const [robots, httpVersion, ogImage, faviconFile, llms, dns] = await Promise.all([
    optional(() => fetcher.fetch(at.robotsUrl, 'robots')),
    at.httpUrl ? optional(() => fetcher.fetch(at.httpUrl!, 'page')) : Promise.resolve(null),
    at.ogImageUrl ? optional(() => fetcher.fetch(at.ogImageUrl!, 'probe')) : Promise.resolve(null),
    facts.icons.length === 0 ? optional(() => fetcher.fetch(at.faviconUrl, 'probe')) : Promise.resolve(null),
    optional(() => fetcher.fetch(at.llmsUrl, 'probe')),
    mailDns(resolve, at.hostname),
  ]);
  log.note('robots.txt', robots, at.robotsUrl);
  if (httpVersion) log.note('the http:// address', httpVersion, at.httpUrl!);
  if (ogImage) log.note('the preview image', ogImage, at.ogImageUrl!);
  if (faviconFile) log.note('the favicon', faviconFile, at.faviconUrl);
  log.note('llms.txt', llms, at.llmsUrl);
  return { robots, httpVersion, ogImage, faviconFile, llms, dns };
}
type Probes = Awaited<ReturnType<typeof probeSiblings>>;

/** Step 3: the first sitemap that answers, from robots.txt's lines and then the usual names. */
async function findSitemap(
  fetcher: SafeFetcher,
  origin: string,
  robotsBody: string | null,
  log: FetchLog,
): Promise<AuditContext['sitemap']> {
  // Only the audited site's own: robots.txt must not aim the audit at another site.
  const sitemapFromRobots = robotsBody
    ? [...robotsBody.matchAll(/^\s*sitemap:\s*(\S+)/gim)].map((match) => match[1]!).filter((url) => sameSite(url, origin))
    : [];
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
    log.note('the sitemap', result, candidate.url);
    if (!(result instanceof FetchRefused) && result.status === 200 && /xml|text\/plain|gzip/i.test(result.headers['content-type'] ?? '')) {
      sitemap.url = result.url;
      sitemap.via = candidate.via;
      break;
    }
  }
  return sitemap;
}

/** Step 4: the first images and the page's own stylesheets and scripts, with what is left of the request budget. */
async function weighResources(fetcher: SafeFetcher, page: FetchedResource, facts: PageFacts, log: FetchLog): Promise<FetchedAsset[]> {
  const otherHosts = fetcher.visited.filter((url) => !sameSite(url, page.url)).length;
  const plan = planResources(facts, page.url, {
    requests: AUDIT_REQUESTS.total - fetcher.visited.length,
    otherHosts: AUDIT_REQUESTS.otherHosts - otherHosts,
  });
  const resources = await fetchResources(fetcher, plan);
  for (const resource of resources) {
    const purpose = `a page ${resource.kind}`;
    log.purposes.set(resource.url, purpose);
    log.statuses.set(resource.url, resource.status);
  }
  return resources;
}

/** Step 5: what was fetched, as the checks read it. */
function contextOf(
  page: FetchedResource,
  facts: PageFacts,
  at: Siblings,
  probes: Probes,
  robotsBody: string | null,
  sitemap: AuditContext['sitemap'],
  resources: FetchedAsset[],
  deps: AuditDeps,
): AuditContext {
  const { robots, httpVersion, ogImage, faviconFile, llms, dns } = probes;
  return {
    page,
    facts,
    httpVersion:
      httpVersion === null
        ? null
        : httpVersion instanceof FetchRefused
          ? { finalUrl: null, status: null, error: refusalMessage(httpVersion.reason) }
          : { finalUrl: httpVersion.url, status: httpVersion.status, error: null },
    robots: { url: at.robotsUrl, status: robots instanceof FetchRefused ? null : robots.status, body: robotsBody },
    sitemap,
    ogImage:
      at.ogImageUrl === null || ogImage === null
        ? null
        : ogImage instanceof FetchRefused
          ? { url: at.ogImageUrl, status: null, contentType: null, error: refusalMessage(ogImage.reason) }
          : { url: at.ogImageUrl, status: ogImage.status, contentType: ogImage.headers['content-type'] ?? null, error: null },
    faviconFile:
      faviconFile === null ? null : { url: at.faviconUrl, status: faviconFile instanceof FetchRefused ? null : faviconFile.status },
    llmsTxt:
      llms instanceof FetchRefused
        ? { url: at.llmsUrl, status: null, contentType: null }
        : { url: at.llmsUrl, status: llms.status, contentType: llms.headers['content-type'] ?? null },
    dns,
    resources,
    // Never the platform's region name: a report shows no platform detail.
    measuredFrom: deps.measuredFrom ?? 'the audit server',
  };
}

/** Everything an audit of `address` judges; throws AuditFailed when its page cannot be fetched. */
export async function gatherSite(
  fetcher: SafeFetcher,
  address: string,
  deps: AuditDeps,
  log: FetchLog,
): Promise<{ context: AuditContext; faviconFound: boolean; origin: string }> {
  const page = await fetchPage(fetcher, address, deps);
  log.note('the page', page, page.url);
  const facts = (await pageFactsReader())(page.body, page.url);
  const at = siblingsOf(page, facts);
  const probes = await probeSiblings(fetcher, facts, at, deps, log);
  const { robots, faviconFile } = probes;
  const robotsBody = robots instanceof FetchRefused || robots.status !== 200 ? null : robots.body;
  const sitemap = await findSitemap(fetcher, at.origin, robotsBody, log);
  const resources = await weighResources(fetcher, page, facts, log);
  return {
    context: contextOf(page, facts, at, probes, robotsBody, sitemap, resources, deps),
    faviconFound: Boolean(faviconFile && !(faviconFile instanceof FetchRefused) && faviconFile.status === 200),
    origin: at.origin,
  };
}
