import { sameSite } from './check-kit';
import type { PageFacts } from './page-facts';
import { AUDIT_BUDGET, FetchRefused, refusalMessage, type SafeFetcher } from './safe-fetch';

/**
 * The files a page loads that the audit weighs and checks for errors: the
 * images it shows first (their weight and format), and its own stylesheets
 * and scripts (broken ones). Chosen within what is left of the audit's
 * request budget, most telling first; each is asked for once and its body
 * not kept (Content-Length, or a read stopped at a cap).
 */

export type ResourceKind = 'image' | 'stylesheet' | 'script';

export interface FetchedAsset {
  url: string;
  kind: ResourceKind;
  status: number | null;
  /** The MIME type the server sent, lower case, without parameters. */
  contentType: string | null;
  /** Its size in bytes: Content-Length, else counted up to the cap; null when unknown. */
  bytes: number | null;
  /** The count stopped at the cap: the file is at least `bytes`. */
  capped: boolean;
  error: string | null;
}

export interface ResourceBudget {
  /** Requests this audit may still send. */
  requests: number;
  /** Of those, requests to hosts other than the audited site. */
  otherHosts: number;
}

/** Requests one audit may send in all, and of them to other sites: the guarded fetcher's budget, which refuses the rest. */
export const AUDIT_REQUESTS = { total: AUDIT_BUDGET.requests, otherHosts: AUDIT_BUDGET.otherSiteRequests } as const;

/** The images a phone shows first: the first <img> elements, in order. */
export const FIRST_IMAGES = 4;

/** The order files are worth a request in: the first images, the page's own stylesheets, background images, its own scripts. */
export function planResources(facts: PageFacts, pageUrl: string, budget: ResourceBudget): { url: string; kind: ResourceKind }[] {
  const own = (url: string) => sameSite(url, pageUrl);
  const images = facts.images
    .map((image) => image.url)
    .filter((url): url is string => Boolean(url))
    .slice(0, FIRST_IMAGES);
  const stylesheets = facts.stylesheetLinks.map((link) => link.url).filter(own);
  const scripts = facts.scripts.map((script) => script.url).filter((url): url is string => Boolean(url) && own(url!));
  const ordered: { url: string; kind: ResourceKind }[] = [
    ...images.slice(0, 2).map((url) => ({ url, kind: 'image' as const })),
    ...stylesheets.slice(0, 1).map((url) => ({ url, kind: 'stylesheet' as const })),
    ...images.slice(2).map((url) => ({ url, kind: 'image' as const })),
    ...facts.backgroundImages.slice(0, 2).map((url) => ({ url, kind: 'image' as const })),
    ...stylesheets.slice(1, 3).map((url) => ({ url, kind: 'stylesheet' as const })),
    ...scripts.slice(0, 2).map((url) => ({ url, kind: 'script' as const })),
  ];
  const seen = new Set<string>();
  const plan: { url: string; kind: ResourceKind }[] = [];
  let otherHosts = budget.otherHosts;
  for (const entry of ordered) {
    if (plan.length >= budget.requests) break;
    if (seen.has(entry.url) || !/^https?:/i.test(entry.url)) continue;
    if (!own(entry.url)) {
      if (otherHosts <= 0) continue;
      otherHosts -= 1;
    }
    seen.add(entry.url);
    plan.push(entry);
  }
  return plan;
}

export async function fetchResources(fetcher: SafeFetcher, plan: readonly { url: string; kind: ResourceKind }[]): Promise<FetchedAsset[]> {
  return Promise.all(
    plan.map(async ({ url, kind }): Promise<FetchedAsset> => {
      try {
        const result = await fetcher.fetch(url, 'measure');
        const length = Number(result.headers['content-length']);
        return {
          url: result.url,
          kind,
          status: result.status,
          contentType: result.headers['content-type']?.split(';')[0]!.trim().toLowerCase() || null,
          bytes: Number.isFinite(length) && result.headers['content-length'] !== undefined ? length : result.transferBytes || null,
          capped: result.capped ?? false,
          error: null,
        };
      } catch (error) {
        if (!(error instanceof FetchRefused)) throw error;
        return { url, kind, status: null, contentType: null, bytes: null, capped: false, error: refusalMessage(error.reason) };
      }
    }),
  );
}
