import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invokePackaged,
  lambdaEvent,
  netlifyRoute,
  packageFunctions,
  parseRedirects,
  staticLookup,
  type DeployOutput,
  type InvocationResult,
  type PackagedFunction,
} from '../../scripts/quality/deploy-bundle.ts';
import { siteHeaders } from '../../scripts/quality/site-headers.ts';
import { startLocalBlobs, type LocalBlobs } from '../../netlify/tests/support/local-blobs';
import { writeJson } from '../../src/server/storage';
import { deployNotification } from '../stand-ins/netlify-deploy-notification';
import { DIST, builtPages } from './dist-helpers';

/**
 * Production parity: the deploy output as Netlify builds and runs it, not `astro dev`.
 * Every function is packaged as `netlify build` packages it and called once through
 * Netlify's bootstrap under the runtime's module rules; every page kind, every admin
 * screen address, every function path and an unknown path are routed in Netlify's
 * request order over dist/, dist/_redirects and the packaged functions' manifest.
 * (scripts/quality/deploy-bundle.ts says how.)
 */
const ROOT = process.cwd();
const ORIGIN = 'https://parity.example-seo-agency.pk';
const headers = siteHeaders(ROOT);
const EVERYWHERE = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

let outDir: string;
let blobs: LocalBlobs;
let functions: PackagedFunction[];
let deploy: DeployOutput;
let results: Map<string, InvocationResult>;

/** A concrete address for a route pattern (":id" and splats filled in). */
const concrete = (pattern: string) =>
  pattern
    .replace(/:[a-z]+(?:\([^)]*\))?/gi, 'parity-check')
    .replace(/\*$/, 'parity-check');

function invocationFor(fn: PackagedFunction) {
  const route = fn.routes?.[0];
  if (route) {
    const url = new URL(concrete(route.pattern), ORIGIN);
    return { name: fn.name, directory: fn.path, event: lambdaEvent(url, { method: route.methods[0] ?? 'GET', route: route.pattern }) };
  }
  // Scheduled and background functions are invoked by the platform with a POST.
  const body = fn.schedule ? JSON.stringify({ next_run: new Date().toISOString() }) : '{}';
  const url = new URL(`/.netlify/functions/${fn.name}`, ORIGIN);
  return { name: fn.name, directory: fn.path, event: lambdaEvent(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } }) };
}

/** Admin screen addresses, read from the screen registry (src/admin/screens.ts). */
function adminScreenAddresses(): string[] {
  const source = readFileSync(join(ROOT, 'src/admin/screens.ts'), 'utf8');
  const paths = [...source.matchAll(/paths:\s*\[([^\]]*)\]/g)].flatMap(([, list]) => [...list!.matchAll(/'([^']+)'/g)].map(([, path]) => path!));
  if (paths.length < 5) throw new Error('Could not read the admin screens from src/admin/screens.ts');
  return paths.map((path) => `/admin${concrete(path.replace(':tab', 'contacts'))}`.replace(/\/$/, ''));
}

// Packaging every function once, as `netlify build` does, is most of this file's time: 225 s (48 CPU-s in this
// process, 1.8 GB, 80,000 files) for 75 functions at a load of 13 on two cores, after 252 s and 6.1 GB while each
// function also carried the pinned Node binary (scripts/quality/deploy-bundle.ts, NOT_ON_NETLIFY). Its time is
// printed; the allowance leaves room for a machine half as fast as that busy one.
const PACKAGING_ALLOWANCE_MS = 600_000;

beforeAll(async () => {
  // About 1.8 GB of packaged files (each function carries its node_modules): in memory where the system has a RAM disk.
  outDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'deploy-parity-'));
  blobs = await startLocalBlobs();
  const started = Date.now();
  const cpu = process.cpuUsage();
  functions = await packageFunctions(ROOT, outDir);
  const used = process.cpuUsage(cpu);
  console.log(
    `deploy parity: ${functions.length} functions packaged once in ${((Date.now() - started) / 1000).toFixed(1)} s (${((used.user + used.system) / 1e6).toFixed(1)} CPU-s here); every test below reuses them`,
  );
  deploy = { functions, fileFor: staticLookup(DIST), redirects: parseRedirects(readFileSync(join(DIST, '_redirects'), 'utf8')) };
  results = new Map((await invokePackaged(functions.map(invocationFor))).map((result) => [result.name, result]));
}, PACKAGING_ALLOWANCE_MS);

afterAll(async () => {
  await blobs?.stop();
  if (outDir) await rm(outDir, { recursive: true, force: true });
}, 60_000);

describe('every packaged function loads and answers under the deploy runtime', () => {
  const names = readdirSync(join(ROOT, 'netlify/functions')).map((file) => file.replace(/\.[cm]?[jt]sx?$/, ''));

  it('packages exactly the functions in netlify/functions (no framework catch-all)', () => {
    expect(functions.map((fn) => fn.name).sort()).toEqual([...names].sort());
  });

  for (const name of names) {
    it(name, () => {
      const result = results.get(name);
      expect(result?.error, result?.error).toBeUndefined();
      expect(result?.loaded).toBe(true);
      expect(result?.status, result?.body).toBeLessThan(500);
    });
  }
});

describe("routing in Netlify's request order", () => {
  it.each(builtPages().map((page) => page.route))('page %s is its own file, with the site headers and its CSP', async (route) => {
    const answer = netlifyRoute(deploy, route);
    expect(answer.by).toBe('file');
    const sent = await headers.forPath(route);
    expect(sent).toMatchObject(EVERYWHERE);
    expect(sent['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
  });

  it.each([...adminScreenAddresses(), '/admin/no-such-screen'])('admin address %s is the admin app, with the admin CSP', async (address) => {
    const answer = netlifyRoute(deploy, address);
    expect(answer).toMatchObject(address === '/admin' ? { by: 'file', file: 'admin.html' } : { by: 'redirect', status: 200, file: 'admin.html' });
    const sent = await headers.forPath(address);
    expect(sent).toMatchObject(EVERYWHERE);
    expect(sent['Content-Security-Policy']).toBe((await headers.forPath('/admin'))['Content-Security-Policy']);
    expect(sent['Content-Security-Policy']).not.toMatch(/google/);
  });

  it('every function path reaches its own function', () => {
    for (const fn of functions) {
      for (const route of fn.routes ?? []) {
        const answer = netlifyRoute(deploy, concrete(route.pattern), route.methods[0] ?? 'GET');
        expect(answer, route.pattern).toEqual({ by: 'function', name: fn.name });
      }
    }
  });

  it('an unknown address is the 404 page, with the site headers', async () => {
    expect(netlifyRoute(deploy, '/no-such-page')).toEqual({ by: 'not-found', file: '404.html' });
    expect(netlifyRoute(deploy, '/api/no-such-endpoint')).toEqual({ by: 'not-found', file: '404.html' });
    expect(await headers.forPath('/no-such-page')).toMatchObject({ ...EVERYWHERE, 'X-Frame-Options': 'DENY' });
  });
});

describe('the tap counter as deployed', () => {
  it('reads the list of pages with tap links the build shipped with it: a ping for such a page is counted, a made-up page is not', async () => {
    const listed = JSON.parse(readFileSync(join(DIST, 'tap-pages.json'), 'utf8')) as Record<string, string[]>;
    const [page, kinds] = Object.entries(listed).find(([path]) => path === '/dental-seo')!;
    const tap = functions.find((fn) => fn.name === 'tap')!;
    const ping = (query: string) => ({
      name: 'tap',
      directory: tap.path,
      event: lambdaEvent(new URL(`/api/tap?${query}`, ORIGIN), {
        method: 'POST',
        body: 'PING',
        headers: { 'content-type': 'text/ping', 'sec-fetch-site': 'same-origin' },
        route: '/api/tap',
      }),
    });
    const [counted, madeUp] = await invokePackaged([ping(`kind=${kinds[0]}&page=${page}`), ping(`kind=${kinds[0]}&page=/insights/made-up`)]);
    expect(counted, counted?.body).toMatchObject({ loaded: true, status: 204 });
    expect(madeUp).toMatchObject({ loaded: true, status: 400 });
  });
});

describe('IndexNow as deployed', () => {
  const KEY = 'parity-indexnow-key';
  // Read when a test runs: the local Blobs server's variables are set by then.
  const env = () => ({ ...process.env, INDEXNOW_KEY: KEY, SITE_URL: ORIGIN });

  it('serves the key file from its function at /<key>.txt, while robots.txt stays the static file', async () => {
    expect(netlifyRoute(deploy, `/${KEY}.txt`)).toEqual({ by: 'function', name: 'indexnow-key' });
    expect(netlifyRoute(deploy, '/robots.txt')).toMatchObject({ by: 'file' });
    const keyFile = functions.find((fn) => fn.name === 'indexnow-key')!;
    const event = lambdaEvent(new URL(`/${KEY}.txt`, ORIGIN), { route: keyFile.routes![0]!.pattern });
    const [answer] = await invokePackaged([{ name: 'indexnow-key', directory: keyFile.path, event }], env());
    expect(answer, answer?.error).toMatchObject({ loaded: true, status: 200, body: KEY });
  });

  it('the deploy notification reads the list the build shipped with it, and refuses an unsigned call', async () => {
    const shipped = JSON.parse(readFileSync(join(DIST, 'page-fingerprints.json'), 'utf8')) as Record<string, string>;
    // As deployed, SITE_ID is set (so this is no local run and INDEXNOW_URL counts for nothing): IndexNow's real
    // endpoint would be called, so the store already holds exactly the shipped list and the notification finds nothing to send.
    await writeJson('indexnow', 'submitted', { at: new Date().toISOString(), pages: shipped });
    const fn = functions.find((each) => each.name === 'deploy-notification')!;
    const secret = 'parity-deploy-notification-secret';
    const siteId = 'parity-site-id';
    const signed = await deployNotification(
      { id: 'parity-deploy', site_id: siteId, context: 'production', published_at: new Date().toISOString() },
      secret,
    );
    const event = (init: { body: string; headers: Record<string, string> }) =>
      lambdaEvent(new URL('/api/deploy-notification', ORIGIN), { method: 'POST', route: '/api/deploy-notification', ...init });
    const [answer, unsigned] = await invokePackaged(
      [
        { name: 'deploy-notification', directory: fn.path, event: event(signed) },
        { name: 'deploy-notification', directory: fn.path, event: event({ body: signed.body, headers: { 'content-type': 'application/json' } }) },
      ],
      { ...env(), DEPLOY_NOTIFICATION_SECRET: secret, SITE_ID: siteId },
    );
    expect(answer, answer?.error).toMatchObject({ loaded: true, status: 200 });
    expect(JSON.parse(answer!.body!)).toEqual({ state: 'nothing-changed' });
    expect(unsigned).toMatchObject({ loaded: true, status: 401 });
    expect(Object.keys(shipped)).toContain('/dental-seo');
  });
});

