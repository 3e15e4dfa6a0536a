import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { expect, test } from '@playwright/test';
import { StaticHandler } from '@netlify/static';
import { contextFor, type FunctionModule } from '../../netlify/tests/support/invoke';
import { startLocalBlobs, type LocalBlobs } from '../../netlify/tests/support/local-blobs';
import { takeContentSnapshot } from '../../netlify/tests/support/snapshot-plugin';
import { declaredFunctionRoutes } from '../../scripts/quality/function-routes';
import { GENERATED_CONFIG, siteHeaders } from '../../scripts/quality/site-headers';
import { FIRST_ADMIN } from './support/admin-api';
import { signInThroughUi, uniqueName } from './support/admin-session';

/**
 * Publishing staff can see and trust (live status, guaranteed rebuilds) end to end, with Netlify played locally in this test: a real local
 * Blobs store, the functions called with real Requests (deploy context
 * "production", so a save asks for a build), and a static file server that
 * also answers the build hook. The hook runs what a Netlify build runs — the
 * content-snapshot plugin's onPreBuild against the same store, then
 * `astro build` into a new folder — and then serves that folder as the site.
 *
 * It starts from dist/ (the build CI makes before the browser tests) and
 * makes one build of its own, the one the save asks for.
 */
test.describe.configure({ timeout: 300_000 });

const root = process.cwd();
const HOOK_PATH = '/build_hooks/e2e';
/**
 * Routes /api/* as Netlify does, by each function's `config.path` (read from its source, scripts/quality/function-routes.ts),
 * and loads a function's module the first time it is called: the test calls a handful of the functions.
 */
class FunctionsByPath {
  private routes = declaredFunctionRoutes(root).map(({ file, path }) => ({ file, pattern: new URLPattern({ pathname: path }) }));
  private loaded = new Map<string, Promise<FunctionModule>>();

  for(pathname: string): Promise<FunctionModule> | undefined {
    const file = this.routes.find(({ pattern }) => pattern.test({ pathname }))?.file;
    if (!file) return undefined;
    if (!this.loaded.has(file)) this.loaded.set(file, import(join(root, 'netlify/functions', file)) as Promise<FunctionModule>);
    return this.loaded.get(file);
  }
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `astro build` in a child process, the build command of a Netlify build. */
function astroBuild(outDir: string, snapshot: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir], {
      cwd: root,
      env: { ...process.env, CONTENT_SNAPSHOT_PATH: snapshot, ASTRO_TELEMETRY_DISABLED: '1', GA_MEASUREMENT_ID: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited ${code}: ${stderr}`))));
  });
}

/** The local "Netlify": site files from `site`, functions on /api/*, and the build hook. */
class LocalNetlify {
  site = join(root, 'dist');
  builds: Promise<void>[] = [];
  private server: Server;
  private temp: string[] = [];
  private generatedHeaders: string | undefined;
  url = '';

  constructor(private functions: FunctionsByPath) {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500);
        res.end(String(error));
      });
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, 'localhost', resolve));
    const address = this.server.address();
    this.url = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  }

  async stop(): Promise<void> {
    await Promise.allSettled(this.builds);
    // Put back the headers of the build CI made: the Lighthouse gate serves dist/ with them after this run.
    if (this.generatedHeaders !== undefined) await writeFile(join(root, GENERATED_CONFIG), this.generatedHeaders);
    await new Promise((resolve) => this.server.close(resolve));
    for (const folder of this.temp) await rm(folder, { recursive: true, force: true });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    if (url.pathname === HOOK_PATH && req.method === 'POST') {
      // Netlify answers the hook at once and builds afterwards.
      this.builds.push(this.build());
      res.writeHead(200).end();
      return;
    }
    if (url.pathname.startsWith('/api/')) return this.callFunction(req, res, url);
    return this.serveFile(res, url);
  }

  /** A Netlify build: the plugin's snapshot of the store, `astro build`, then the new output goes live. */
  private async build(): Promise<void> {
    const folder = await mkdtemp(join(tmpdir(), 'publish-build-'));
    this.temp.push(folder);
    const snapshot = join(folder, 'content-snapshot.json');
    await takeContentSnapshot(snapshot);
    const out = join(folder, 'dist');
    // `astro build` writes every page's headers (the per-page CSP) to .netlify/v1/config.json in the project,
    // whatever its outDir; keep dist/'s own until this test stops.
    this.generatedHeaders ??= await readFile(join(root, GENERATED_CONFIG), 'utf8');
    await astroBuild(out, snapshot);
    this.site = out;
  }

  private async callFunction(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const found = this.functions.for(url.pathname);
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    const fn = await found;
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await bodyOf(req));
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const request = new Request(url, { method: req.method, headers, body });
    const { context, cookieLines, background } = contextFor(request, fn.config, '127.0.0.1', 'production');
    const response = await fn.default(request, context);
    await Promise.allSettled(background);
    for (const line of cookieLines) response.headers.append('set-cookie', line);
    const out: Record<string, string | string[]> = Object.fromEntries(response.headers);
    out['set-cookie'] = response.headers.getSetCookie();
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  private async serveFile(res: ServerResponse, url: URL): Promise<void> {
    const match = await new StaticHandler({ directory: this.site }).match(new Request(url));
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const response = await match.handle();
    const headers = new Headers(response.headers);
    // netlify.toml's headers, among them no-store for /content-version.json.
    for (const [key, value] of Object.entries(await siteHeaders(root).forPath(url.pathname))) headers.set(key, value);
    res.writeHead(response.status, Object.fromEntries(headers));
    Readable.fromWeb(response.body! as NodeReadableStream).pipe(res);
  }
}

let blobs: LocalBlobs;
let netlify: LocalNetlify;
const saved: Record<string, string | undefined> = {};

test.beforeAll(async () => {
  expect(existsSync(join(root, 'dist/content-version.json')), 'run `astro build` first: the test starts from dist/').toBe(true);
  blobs = await startLocalBlobs();
  netlify = new LocalNetlify(new FunctionsByPath());
  await netlify.start();
  saved.NETLIFY_BUILD_HOOK_URL = process.env.NETLIFY_BUILD_HOOK_URL;
  process.env.NETLIFY_BUILD_HOOK_URL = `${netlify.url}${HOOK_PATH}`;
});

test.afterAll(async () => {
  await netlify?.stop();
  await blobs?.stop();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

test('a save requests a build; the admin says Publishing, then Live, and the page shows the text', async ({ browser, request }) => {
  const page = await browser.newPage({ baseURL: netlify.url });
  const origin = { Origin: netlify.url };
  expect((await request.post(`${netlify.url}/api/admin/setup`, { data: FIRST_ADMIN, headers: origin })).status()).toBe(201);
  await signInThroughUi(page, FIRST_ADMIN);
  for (const seed of ['/api/admin/seed-content', '/api/admin/seed-lahore-content']) {
    expect((await page.request.post(seed, { data: {}, headers: origin })).status()).toBe(200);
  }
  await page.reload();

  const title = `Lahore SEO ${uniqueName('published')}`;
  await page.getByRole('tab', { name: 'Lahore', exact: true }).click();
  const panel = page.getByRole('tabpanel');
  const publishing = panel.getByRole('group', { name: 'Publishing' });
  await panel
    .getByRole('button', { name: /^hero title/ })
    .first()
    .click();
  const editor = page.getByRole('complementary', { name: 'Edit panel' }).getByLabel('Content', { exact: true });
  await editor.fill(title);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor).toHaveCount(0);
  await expect(publishing).toContainText('Publishing');
  await expect(publishing).toContainText('A build was requested at');
  expect(netlify.builds).toHaveLength(1);

  // The build takes a minute or two here; the admin looks again every 5 s on its own.
  await netlify.builds[0];
  await expect(publishing).toContainText('Live', { timeout: 30_000 });
  await expect(publishing).toContainText('The live site shows this text.');
  expect(netlify.builds).toHaveLength(1);

  await page.goto('/seo-services-lahore');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.close();
});
