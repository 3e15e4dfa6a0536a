import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { parseArgs } from 'node:util';
import compressible from 'compressible';
import Negotiator from 'negotiator';
import { StaticHandler } from '@netlify/static';
import { functionRoutes } from './function-routes.ts';
import { staticPort } from './ports.ts';
import { siteHeaders, type SiteHeaders } from './site-headers.ts';
import { netlifyRewrites } from '../../src/dev/netlify-rewrites.ts';

/**
 * Serves the built site (dist/) the way Netlify does, so the browser tests,
 * Lighthouse and the benchmark measure what ships: Netlify's static file
 * lookup ("/us" → us.html), public/_redirects' 200 rewrites where no file answers
 * (every /admin/… address → the admin app's shell), 404.html with status 404 for anything else, and
 * the response headers of netlify.toml plus the generated per-page CSP
 * (Netlify's headers engine, see site-headers.ts). With `compress`, files
 * are gzip/brotli encoded as a CDN serves them: brotli at quality 11,
 * compressed once per file and then answered from memory (the byte gate in
 * page-weight-transfer.ts measures what this server sends). Compressing on
 * each request instead cost 60-220 ms of brotli per page on this host, which
 * Lighthouse counted as server time in every page's paint timings.
 *
 * With `functions` (an origin such as http://localhost:4321, where `astro dev`
 * runs), every address Netlify answers with a function (each `config.path` in
 * netlify/functions and /.netlify/functions/*, see function-routes.ts) is
 * passed to that server as it came, Host header included: the functions see
 * this server's origin, so same-origin checks, cookies and the links they
 * mail are this server's, as on Netlify, where the site and its functions
 * share one origin. Their answers come back untouched (Netlify applies no
 * netlify.toml header to a function's response). The browser tests load the
 * built admin app this way while its API calls reach the dev server's
 * functions and local Blobs store.
 *
 *   node scripts/quality/serve-dist.ts [--port 4322] [--compress] [--functions http://localhost:4321]   (npm run serve:dist)
 */

export const HEALTH_PATH = '/__serve-dist-health';

export interface DistServer {
  url: string;
  port: number;
  /**
   * Requests each path once as a browser does, so that later loads find its compressed copy, as
   * they would in a CDN's cache (measurements should not count the compression).
   */
  warm(paths: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** Passes the request to `origin` unchanged (method, path, headers with Host, body) and its answer back. */
function proxy(req: IncomingMessage, res: ServerResponse, origin: URL): Promise<void> {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      {
        hostname: origin.hostname,
        port: origin.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        // The dev runtime lists every store call of an invocation in x-nf-fetch-timing: past Node's 16 KB
        // for a long listing (a CSV export), where a browser still reads the answer.
        maxHeaderSize: 1024 * 1024,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
        answer.pipe(res);
        answer.once('end', resolve);
        answer.once('error', reject);
      },
    );
    upstream.once('error', reject);
    // A browser that gives up (a page that navigated on, a test that ended) takes the call with it.
    res.once('close', () => {
      if (res.writableFinished) return;
      upstream.off('error', reject).on('error', () => {});
      upstream.destroy();
      resolve();
    });
    req.pipe(upstream);
  });
}

/**
 * Encodes a body once per content and encoding and keeps the result, as a CDN keeps the compressed
 * copy of a static file (keyed by content, so a rebuilt page is encoded afresh).
 */
export function cachedEncoder(): (body: Buffer, encoding: 'br' | 'gzip') => Buffer {
  const encoded = new Map<string, Buffer>();
  return (body, encoding) => {
    const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
    let result = encoded.get(key);
    if (!result) {
      result =
        encoding === 'br'
          ? brotliCompressSync(body, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzipSync(body, { level: zlibConstants.Z_BEST_COMPRESSION });
      encoded.set(key, result);
    }
    return result;
  };
}

export async function startDistServer(options: {
  root?: string;
  port: number;
  compress?: boolean;
  functions?: string;
}): Promise<DistServer> {
  const root = options.root ?? process.cwd();
  const dist = join(root, 'dist');
  const files = new StaticHandler({ directory: dist });
  let headers: SiteHeaders | undefined;
  const encodeOnce = options.compress ? cachedEncoder() : undefined;
  const rewriteFor = netlifyRewrites(root);
  const functionsOrigin = options.functions ? new URL(options.functions) : undefined;
  const isFunctionPath = functionsOrigin ? functionRoutes(root) : () => false;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === HEALTH_PATH) {
      res.end('ok');
      return;
    }
    if (functionsOrigin && isFunctionPath(url.pathname)) return proxy(req, res, functionsOrigin);
    // Read lazily: a server started before `astro build` answers once the build is there.
    headers ??= siteHeaders(root);
    const request = new Request(url, { method: req.method === 'HEAD' ? 'HEAD' : 'GET' });
    const rewrite = rewriteFor(url.pathname);
    const match = (await files.match(request)) ?? (rewrite ? await files.match(new Request(new URL(rewrite, url), request)) : undefined);
    let status = 200;
    let body: Buffer;
    const responseHeaders = new Headers();
    if (match) {
      const response = await match.handle();
      response.headers.forEach((value, key) => responseHeaders.set(key, value));
      body = Buffer.from(await response.arrayBuffer());
    } else {
      status = 404;
      responseHeaders.set('content-type', 'text/html; charset=utf-8');
      body = await readFile(join(dist, '404.html'));
    }
    for (const [key, value] of Object.entries(await headers.forPath(url.pathname))) responseHeaders.set(key, value);
    if (encodeOnce && compressible(responseHeaders.get('content-type') ?? '')) {
      responseHeaders.append('vary', 'Accept-Encoding');
      // Brotli whenever the client takes it, as Netlify does; Accept-Encoding lists gzip first in Chromium.
      const accepted = new Negotiator(req).encodings(['br', 'gzip']);
      const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
      if (encoding) {
        body = encodeOnce(body, encoding);
        responseHeaders.set('content-encoding', encoding);
      }
    }
    responseHeaders.set('content-length', String(body.length));
    res.writeHead(status, Object.fromEntries(responseHeaders));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`serve-dist: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, 'localhost', resolve);
  });
  // Port 0 asks the system for a free one (the byte gate runs beside the browser tests' servers).
  const { port } = server.address() as { port: number };
  const url = `http://localhost:${port}`;
  return {
    url,
    port,
    async warm(paths) {
      for (const path of paths) {
        await (await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })).arrayBuffer();
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(staticPort) },
      compress: { type: 'boolean', default: false },
      functions: { type: 'string' },
    },
  });
  const server = await startDistServer({ port: Number(values.port), compress: values.compress, functions: values.functions });
  console.log(
    `Serving dist/ with Netlify's headers at ${server.url}${values.compress ? ' (gzip/brotli)' : ''}` +
      (values.functions ? `, function addresses passed to ${values.functions}` : ''),
  );
}
