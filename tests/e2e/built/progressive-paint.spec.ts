import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { staticPort } from '../../../scripts/quality/ports.ts';

/**
 * On a phone network the HTML arrives a slice at a time, and the browser
 * paints what it has parsed so far. Nothing painted may move when the rest
 * arrives (a layout shift that field data would count). Here a small proxy in
 * front of the built site sends each page's body in slices of about 256 bytes
 * for the first 12 KB (header and first screen), then in larger ones, each
 * ending at the end of a tag, with a pause after each, so the browser paints every partial state; the page must finish
 * with no layout shift at all. Other requests pass through untouched.
 */

const STATIC_ORIGIN = `http://localhost:${staticPort}`;
const FINE_SLICES_BYTES = 12_000;
const FINE_SLICE = 256;
const COARSE_SLICE = 8_192;
// Long enough for a frame between slices even on a busy machine.
const PAUSE_MS = 50;
/** One page per template: home, city, country, service, industry, document, search, not found. */
const ROUTES = ['/', '/seo-services-lahore', '/us', '/local-seo', '/seo-for-lawyers', '/privacy', '/search', '/this-page-does-not-exist'];

/** The built site's response headers, less those that describe its encoding of the body. */
function passedHeaders(upstream: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  upstream.headers.forEach((value, name) => {
    if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) headers[name] = value;
  });
  return headers;
}

const fetchBuilt = (path: string) => fetch(STATIC_ORIGIN + path, { headers: { 'accept-encoding': 'identity' } });

/** Sends the head at once, then the body slice by slice (the headers, CSP included, come from the built site). */
async function trickle(path: string, response: ServerResponse): Promise<void> {
  const upstream = await fetchBuilt(path);
  const html = Buffer.from(await upstream.arrayBuffer());
  response.writeHead(upstream.status, passedHeaders(upstream));
  const bodyStart = html.indexOf('<body');
  response.write(html.subarray(0, bodyStart));
  for (let at = bodyStart; at < html.length;) {
    const size = at - bodyStart < FINE_SLICES_BYTES ? FINE_SLICE : COARSE_SLICE;
    // Each slice ends at a tag's end: a word cut in two may rewrap when its end arrives, which no layout can prevent.
    const tagEnd = html.indexOf('>', at + size);
    const end = tagEnd === -1 ? html.length : tagEnd + 1;
    response.write(html.subarray(at, end));
    at = end;
    await sleep(PAUSE_MS);
  }
  response.end();
}

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    const isPage = request.headers['sec-fetch-dest'] === 'document';
    const pass = async () => {
      if (isPage) return trickle(path, response);
      const upstream = await fetchBuilt(path);
      response.writeHead(upstream.status, passedHeaders(upstream)).end(Buffer.from(await upstream.arrayBuffer()));
    };
    pass().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of ROUTES) {
      test(`${route}: nothing moves while the page arrives in slices`, async ({ page }) => {
        await page.route(/^https:\/\/[^/]*(googletagmanager\.com|google-analytics\.com)\//, (r) =>
          r.fulfill({ contentType: 'text/javascript', body: '' }),
        );
        await page.addInitScript(() => {
          const shifts: string[] = [];
          (window as unknown as { shifts: string[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
                const element = node instanceof Element ? node : node?.parentElement;
                const name = element ? `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">` : 'a node';
                return `${name} from ${from.x},${from.y} ${from.width}x${from.height} to ${to.x},${to.y} ${to.width}x${to.height}`;
              });
              shifts.push(`${entry.value.toFixed(5)}: ${moved.join('; ')}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(origin + route, { waitUntil: 'load' });
        await page.waitForTimeout(500);
        expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
      });
    }
  });
}
