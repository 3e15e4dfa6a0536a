import { site } from '../../config/site';

/**
 * What a private page answers for a token that opens nothing: exactly what
 * any unknown address of the site gets (its 404 page, status and headers),
 * whether the token is unknown, a near miss, expired or its page not ready.
 * Nothing tells these apart.
 */

/** The site's own headers on its 404 page that a function's answer must carry itself. */
const NOT_FOUND_HEADERS = [
  'content-type',
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cache-control',
];

/** An address no page has, so the site answers it with its 404 page. */
const UNKNOWN_PATH = '/report-not-found';

let cached: { origin: string; at: number; body: string; headers: Record<string, string> } | null = null;
const CACHE_MS = 10 * 60_000;

async function notFoundPage(origin: string): Promise<{ body: string; headers: Record<string, string> }> {
  if (cached && cached.origin === origin && Date.now() - cached.at < CACHE_MS) return cached;
  try {
    const res = await fetch(`${origin}${UNKNOWN_PATH}`, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    const body = await res.text();
    if (res.status === 404 && body) {
      const headers: Record<string, string> = {};
      for (const name of NOT_FOUND_HEADERS) {
        const value = res.headers.get(name);
        if (value) headers[name] = value;
      }
      cached = { origin, at: Date.now(), body, headers };
      return cached;
    }
  } catch (error) {
    console.error('The 404 page could not be read for an unknown report:', error);
  }
  return {
    body: '<!doctype html><title>Page not found</title><h1>Page not found</h1>',
    headers: { 'content-type': 'text/html; charset=utf-8' },
  };
}

/** What any unknown address of the site answers: its 404 page, status and headers (a private page's unknown token too). */
export async function notFoundAnswer(req: Request): Promise<Response> {
  // The site's own address, never the request's Host: a forged Host would make the function fetch anywhere.
  const page = await notFoundPage(process.env.URL || site.origin);
  return new Response(req.method === 'HEAD' ? null : page.body, { status: 404, headers: page.headers });
}
