import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { constants as zlibConstants } from 'node:zlib';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import compression from 'compression';
import { StaticHandler } from '@netlify/static';
import { staticPort } from './ports.ts';
import { siteHeaders, type SiteHeaders } from './site-headers.ts';
import { netlifyRewrites } from '../../src/dev/netlify-rewrites.ts';

/**
 * Serves the built site (dist/) the way Netlify does, so the browser tests,
 * Lighthouse and the benchmark measure what ships: Netlify's static file
 * lookup ("/us" → us.html), public/_redirects' 200 rewrites where no file answers
 * (every /admin/… address → the admin app's shell), 404.html with status 404 for anything else, and
 * the response headers of netlify.toml plus the generated per-page CSP
 * (Netlify's headers engine, see site-headers.ts). With `compress`, responses
 * are gzip/brotli encoded as a CDN would: brotli at quality 11, since static
 * files are compressed once and cached, not per request (the byte gate in
 * page-weight-transfer.ts measures what this server sends).
 *
 *   node scripts/quality/serve-dist.ts [--port 4322] [--compress]   (npm run serve:dist)
 */

export const HEALTH_PATH = '/__serve-dist-health';

export interface DistServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startDistServer(options: { root?: string; port: number; compress?: boolean }): Promise<DistServer> {
  const root = options.root ?? process.cwd();
  const dist = join(root, 'dist');
  const files = new StaticHandler({ directory: dist });
  let headers: SiteHeaders | undefined;
  const compress = options.compress
    ? compression({ threshold: 0, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } } })
    : undefined;
  const rewriteFor = netlifyRewrites(root);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === HEALTH_PATH) {
      res.end('ok');
      return;
    }
    // Read lazily: a server started before `astro build` answers once the build is there.
    headers ??= siteHeaders(root);
    const request = new Request(url, { method: req.method === 'HEAD' ? 'HEAD' : 'GET' });
    const rewrite = rewriteFor(url.pathname);
    const match = (await files.match(request)) ?? (rewrite ? await files.match(new Request(new URL(rewrite, url), request)) : undefined);
    let status = 200;
    let body: Readable;
    const responseHeaders = new Headers();
    if (match) {
      const response = await match.handle();
      response.headers.forEach((value, key) => responseHeaders.set(key, value));
      body = Readable.fromWeb(response.body! as NodeReadableStream);
    } else {
      status = 404;
      responseHeaders.set('content-type', 'text/html; charset=utf-8');
      body = Readable.from([await readFile(join(dist, '404.html'))]);
    }
    for (const [key, value] of Object.entries(await headers.forPath(url.pathname))) responseHeaders.set(key, value);
    res.writeHead(status, Object.fromEntries(responseHeaders));
    if (req.method === 'HEAD') {
      body.destroy();
      res.end();
      return;
    }
    body.pipe(res);
  }

  const server = createServer((req, res) => {
    const run = () =>
      handle(req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`serve-dist: ${error instanceof Error ? error.message : String(error)}`);
      });
    // compression is Express middleware; it only uses the plain Node request and response.
    if (compress) compress(req as never, res as never, run);
    else void run();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, 'localhost', resolve);
  });
  // Port 0 asks the system for a free one (the byte gate runs beside the browser tests' servers).
  const { port } = server.address() as { port: number };
  return {
    url: `http://localhost:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: String(staticPort) }, compress: { type: 'boolean', default: false } },
  });
  const server = await startDistServer({ port: Number(values.port), compress: values.compress });
  console.log(`Serving dist/ with Netlify's headers at ${server.url}${values.compress ? ' (gzip/brotli)' : ''}`);
}
