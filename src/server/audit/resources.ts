import { sameSite } from './check-kit';
import type { ImageFact, PageFacts } from './page-facts';
import { AUDIT_BUDGET, FetchRefused, refusalMessage, type SafeFetcher } from './safe-fetch';

/**
 * The files a page loads that the audit weighs and checks for errors: its
 * images (their weight and format), largest first by what the HTML says, and
 * its own stylesheets and scripts (broken ones). Chosen within what is left of
 * the audit's request budget, most telling first; each is asked for once and
 * its body not kept (Content-Length, or a read stopped at a cap). Images left
 * over are counted by the checks as not checked, never judged by name.
 */

export type ResourceKind = 'image' | 'stylesheet' | 'script';

export interface FetchedAsset {
  /** The address asked for (an image's `fetchUrl`). */
  requestedUrl: string;
  /** The final address, after redirects. */
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

/** An image shown at most this many pixels square is an icon: weighed last. */
const ICON_PIXELS = 64 * 64;
/**
 * The area assumed for an image whose size the HTML does not give: a small
 * photo's, so that images the HTML says are large are weighed first.
 */
const UNKNOWN_PIXELS = 300 * 200;

/**
 * How large an image probably is, by what the HTML says: its width and height
 * attributes, else the srcset candidate a phone loads (taken as 3:2), else a
 * small photo's size.
 */
function estimatedPixels(image: ImageFact): number {
  if (image.width !== null && image.height !== null) return image.width * image.height;
  if (image.srcsetWidth !== null) return image.srcsetWidth * image.srcsetWidth * (2 / 3);
  if (image.width !== null) return image.width * image.width * (2 / 3);
  return UNKNOWN_PIXELS;
}

/**
 * The page's image addresses, the ones most worth weighing first: the hero
 * (marked fetchpriority="high", else the first image not loaded lazily), then
 * by estimated size, largest first; images set in style attributes as photos
 * of unknown size; ties in document order.
 */
export function imagesBySize(facts: PageFacts): string[] {
  const withUrl = facts.images.filter((image) => image.fetchUrl);
  const hero = withUrl.find((image) => image.highPriority) ?? withUrl.find((image) => !image.lazy);
  const ranked = [
    ...withUrl.map((image, index) => ({ url: image.fetchUrl!, pixels: estimatedPixels(image), index })),
    ...facts.backgroundImages.map((url, index) => ({ url, pixels: UNKNOWN_PIXELS, index: withUrl.length + index })),
  ]
    .map((entry) => (entry.pixels <= ICON_PIXELS ? { ...entry, pixels: entry.pixels - ICON_PIXELS * 4 } : entry))
    .sort((a, b) => b.pixels - a.pixels || a.index - b.index)
    .map((entry) => entry.url);
  return [...new Set([...(hero ? [hero.fetchUrl!] : []), ...ranked])];
}

/** The order files are worth a request in: the two largest images, the first stylesheet, more images, the other stylesheets and scripts, then the remaining images. */
export function planResources(facts: PageFacts, pageUrl: string, budget: ResourceBudget): { url: string; kind: ResourceKind }[] {
  const own = (url: string) => sameSite(url, pageUrl);
  const images = imagesBySize(facts);
  const stylesheets = facts.stylesheetLinks.map((link) => link.url).filter(own);
  const scripts = facts.scripts.map((script) => script.url).filter((url): url is string => Boolean(url) && own(url!));
  const image = (url: string) => ({ url, kind: 'image' as const });
  const ordered: { url: string; kind: ResourceKind }[] = [
    ...images.slice(0, 2).map(image),
    ...stylesheets.slice(0, 1).map((url) => ({ url, kind: 'stylesheet' as const })),
    ...images.slice(2, 6).map(image),
    ...stylesheets.slice(1, 3).map((url) => ({ url, kind: 'stylesheet' as const })),
    ...scripts.slice(0, 2).map((url) => ({ url, kind: 'script' as const })),
    ...images.slice(6).map(image),
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
          requestedUrl: url,
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
        return {
          requestedUrl: url,
          url,
          kind,
          status: null,
          contentType: null,
          bytes: null,
          capped: false,
          error: refusalMessage(error.reason),
        };
      }
    }),
  );
}
