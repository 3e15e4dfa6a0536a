import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startLocalSmtp } from './lib/local-smtp.ts';
import { indexablePages } from './quality/built-site.ts';
import { FLOOR_PAGE, launchLighthouse } from './quality/lighthouse-audit.ts';
import { KB, measurePage } from './quality/page-weight.ts';
import { devServer } from './quality/dev-server.ts';
import { devPort as DEV_PORT, staticPort as STATIC_PORT } from './quality/ports.ts';
import { startDistServer } from './quality/serve-dist.ts';

/**
 * `npm run bench` — not a pass/fail gate: measures and records.
 *
 * 1. Builds the site and serves dist/ locally with gzip/brotli and the
 *    production headers, then runs Lighthouse (mobile, simulated throttling)
 *    on every public page and weighs its files.
 * 2. Starts `astro dev` (functions and Blobs emulated) on loopback with a
 *    throwaway Blobs store and loads the API with autocannon: bounded runs of
 *    a few seconds each. An endpoint that answers 404 is reported as not available.
 *    POST /api/contact sends each request as another visitor (own e-mail and
 *    phone: one sender again and again is a repeat the spam check sets aside),
 *    at 1 connection (one visitor at a time), 10 and 50; then again at 10 with
 *    alerts on against a loopback SMTP server (smtp-server) that takes 3 s to
 *    answer each mail, to show the lead alert mail never slows the visitor.
 * 3. Measures opening the Contacts tab with 5,000 leads (time, store requests)
 *    with scripts/lead-inbox-store-reads.ts against a real local Blobs server.
 * 4. Prints the tables and writes them to docs/performance.md with the date,
 *    machine, Node version and commit.
 *
 * `--api-only` runs step 2 alone in the current directory and prints its table
 * without writing the file: run from another checkout
 * (`node /path/to/scripts/bench.ts --api-only`), it measures that checkout's
 * API with this script, to compare two commits the same way.
 *
 * Ports (scripts/quality/ports.ts): E2E_PORT (default 4321) for astro dev, STATIC_PORT (default E2E_PORT + 1) for dist.
 */

const ROOT = process.cwd();
const DEV_URL = `http://localhost:${DEV_PORT}`;
const LOAD_SECONDS = 8;
const LOGIN_REQUESTS = 20;
const REQUEST_TIMEOUT_SECONDS = 30;
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
/** Other work on the machine skews every number; the report says how busy it was. */
const loadAtStart = os.loadavg();

/** How long the slow SMTP server takes to answer each mail, and how many leads the inbox measurement stores. */
const SLOW_SMTP_MS = 3_000;
const INBOX_LEADS = 5_000;

const TARGETS = { performance: 100, medianLcpMs: 800, lcpMs: 1200, tbtMs: 50, cls: 0, contactP95Ms: 50 };

function run(command: string): void {
  console.log(`\n$ ${command}`);
  const result = spawnSync(command, { stdio: 'inherit', shell: true, env });
  if (result.status !== 0) throw new Error(`${command} failed (exit ${result.status})`);
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? Math.round(value).toString() : '–');

// ---------------------------------------------------------------- pages

interface PageRow {
  route: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  html: number;
  css: number;
  eagerJs: number;
  deferredJs: number;
  requests: number;
  cpuSlowdown: number;
}

const FLOOR_RUNS = 3;

interface FloorRow {
  runs: number;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

async function benchPages(): Promise<{ pages: PageRow[]; floor: FloorRow }> {
  const dist = join(ROOT, 'dist');
  const pages = indexablePages(dist);
  const server = await startDistServer({ port: STATIC_PORT, compress: true });
  await server.warm(pages.map(({ route }) => route));
  const floorServer = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_PAGE),
  );
  await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
  const floorUrl = `http://127.0.0.1:${(floorServer.address() as { port: number }).port}/`;
  const browser = await launchLighthouse(`${server.url}${pages[0]!.route}`);
  const rows: PageRow[] = [];
  const floorRuns: Awaited<ReturnType<typeof browser.audit>>[] = [];
  const auditFloor = async () => {
    for (let run = 0; run < FLOOR_RUNS; run += 1) floorRuns.push(await browser.audit(floorUrl));
  };
  try {
    await auditFloor();
    for (const { route, file } of pages) {
      const audit = await browser.audit(`${server.url}${route}`);
      const weight = await measurePage(dist, file);
      console.log(`${route}: performance ${audit.scores.performance}, LCP ${ms(audit.lcpMs)} ms (${audit.seconds.toFixed(1)} s)`);
      rows.push({
        route,
        performance: audit.scores.performance,
        fcpMs: audit.fcpMs,
        lcpMs: audit.lcpMs,
        tbtMs: audit.tbtMs,
        cls: audit.cls,
        requests: audit.requests,
        cpuSlowdown: audit.cpuSlowdown,
        html: weight.html,
        css: weight.css,
        eagerJs: weight.eagerJs,
        deferredJs: weight.deferredJs,
      });
    }
    await auditFloor();
  } finally {
    await browser.close();
    await server.close();
    floorServer.close();
  }
  const floor: FloorRow = {
    runs: floorRuns.length,
    performance: median(floorRuns.map((r) => r.scores.performance)),
    fcpMs: median(floorRuns.map((r) => r.fcpMs)),
    lcpMs: median(floorRuns.map((r) => r.lcpMs)),
    tbtMs: median(floorRuns.map((r) => r.tbtMs)),
  };
  console.log(
    `host floor: performance ${floor.performance}, FCP ${ms(floor.fcpMs)} ms, LCP ${ms(floor.lcpMs)} ms, TBT ${ms(floor.tbtMs)} ms`,
  );
  return { pages: rows, floor };
}

// ---------------------------------------------------------------- API

interface LoadRow {
  endpoint: string;
  connections: number;
  available: boolean;
  note?: string;
  requestsPerSecond?: number;
  p50?: number;
  p95?: number;
  p99?: number;
  total?: number;
  non2xx?: number;
  /** Connection errors and timeouts (no response within REQUEST_TIMEOUT_SECONDS). */
  failed?: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** One bounded autocannon run; latencies are kept per response so p95 is exact. */
async function load(
  label: string,
  options: {
    path: string;
    method: 'GET' | 'POST';
    /** A function gives each request its own body. */
    body?: unknown;
    connections: number;
    duration?: number;
    amount?: number;
  },
): Promise<LoadRow> {
  const latencies: number[] = [];
  let non2xx = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${DEV_URL}${options.path}`,
        method: options.method,
        connections: options.connections,
        timeout: REQUEST_TIMEOUT_SECONDS,
        ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? LOAD_SECONDS }),
        headers: { 'content-type': 'application/json', origin: DEV_URL },
        ...(typeof options.body === 'function'
          ? { requests: [{ setupRequest: (request: object) => ({ ...request, body: JSON.stringify((options.body as () => unknown)()) }) }] }
          : options.body !== undefined && { body: JSON.stringify(options.body) }),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, time) => {
      latencies.push(time);
      if (status < 200 || status >= 300) non2xx += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  const row: LoadRow = {
    endpoint: label,
    connections: options.connections,
    available: true,
    requestsPerSecond: result.requests.average,
    total: latencies.length,
    non2xx,
    failed: result.errors + result.timeouts,
    ...(latencies.length > 0 && { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) }),
  };
  console.log(
    `${label} × ${options.connections}: ${Math.round(row.requestsPerSecond ?? 0)} req/s, p95 ${ms(row.p95 ?? NaN)} ms, ${latencies.length} responses, non-2xx ${non2xx}, failed ${row.failed}`,
  );
  return row;
}

async function probe(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${DEV_URL}${path}`, { ...init, headers: { 'content-type': 'application/json', origin: DEV_URL } });
}

async function startDevServer(extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn('npx', ['astro', 'dev', '--port', String(DEV_PORT), '--strictPort'], {
    env: { ...env, GA_MEASUREMENT_ID: '', SMTP_URL: '', LEAD_NOTIFY_TO: '', ...extraEnv },
    stdio: 'ignore',
    detached: true, // its own process group, so stopping it also stops the Vite workers it starts
  });
  // Ready once every function is built: the builds take a core for up to a minute after the first page answers.
  for (let attempt = 0; attempt < 180; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`astro dev exited with ${child.exitCode}`);
    if (
      await fetch(devServer.readyURL).then(
        (response) => response.status === 204,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`astro dev did not answer on ${DEV_URL}`);
}

async function stopDevServer(dev: ChildProcess): Promise<void> {
  try {
    process.kill(-dev.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
  for (
    let waited = 0;
    waited < 10 &&
    (await fetch(DEV_URL).then(
      () => true,
      () => false,
    ));
    waited += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref())]);

let visitors = 0;
/** Another visitor each time: their own e-mail and phone. */
const contact = () => {
  visitors += 1;
  return {
    name: 'Benchmark Visitor',
    email: `visitor${visitors}@example.pk`,
    phone: `+92 300 ${String(1_000_000 + visitors).slice(-7)}`,
    website: 'example.pk',
    service_required: 'A free SEO audit for a dental clinic in Lahore.',
  };
};
const ADMIN = { username: 'bench-admin', password: 'bench-password-123', email: 'bench-admin@example.pk' };

async function benchApi(): Promise<LoadRow[]> {
  // A throwaway Blobs store: the developer's local data is moved aside and restored afterwards.
  const store = join(ROOT, '.netlify', 'blobs-serve');
  const saved = existsSync(store) ? join(mkdtempSync(join(os.tmpdir(), 'bench-blobs-')), 'blobs-serve') : undefined;
  if (saved) renameSync(store, saved);
  let dev = await startDevServer();
  const rows: LoadRow[] = [];
  try {
    const endpoints = [
      { label: 'POST /api/contact', path: '/api/contact', method: 'POST' as const, body: contact, connections: [1, 10, 50] },
      { label: 'GET /api/content/lahore', path: '/api/content/lahore', method: 'GET' as const, connections: [10, 50] },
    ];
    for (const endpoint of endpoints) {
      // The first request also makes the dev server compile the function.
      const first = await probe(endpoint.path, {
        method: endpoint.method,
        ...(endpoint.body && { body: JSON.stringify(endpoint.body()) }),
      });
      for (const connections of endpoint.connections) {
        if (first.status === 404) {
          rows.push({ endpoint: endpoint.label, connections, available: false, note: 'not available (404)' });
          continue;
        }
        rows.push(await load(endpoint.label, { ...endpoint, connections }));
      }
    }

    const login = { label: 'POST /api/admin/login', path: '/api/admin/login', method: 'POST' as const };
    const setup = await probe('/api/admin/setup', { method: 'POST', body: JSON.stringify(ADMIN) });
    const loginProbe = await probe(login.path, {
      method: 'POST',
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    if (loginProbe.status === 404) {
      rows.push({ endpoint: login.label, connections: 1, available: false, note: 'not available (404)' });
    } else {
      const row = await load(login.label, {
        ...login,
        body: { username: ADMIN.username, password: ADMIN.password },
        connections: 1,
        amount: LOGIN_REQUESTS,
      });
      row.note = `${LOGIN_REQUESTS} sequential logins (setup answered ${setup.status}, login ${loginProbe.status})`;
      rows.push(row);
    }

    // The same contact load with alerts on, against a mail server that takes 3 s per mail.
    await stopDevServer(dev);
    const smtp = await startLocalSmtp({ timeoutMs: 4 * SLOW_SMTP_MS });
    smtp.mode = 'slow';
    smtp.delayMs = SLOW_SMTP_MS;
    try {
      dev = await startDevServer({ SMTP_URL: smtp.url, LEAD_NOTIFY_TO: 'sales@agency.test', LEAD_NOTIFY_FROM: 'bench@agency.test' });
      const slowMail = {
        label: `POST /api/contact, SMTP ${SLOW_SMTP_MS / 1000} s`,
        path: '/api/contact',
        method: 'POST' as const,
        body: contact,
      };
      const first = await probe(slowMail.path, { method: 'POST', body: JSON.stringify(contact()) });
      const row = await load(slowMail.label, { ...slowMail, connections: 10 });
      const accepted = (row.total ?? 0) - (row.non2xx ?? 0) + (first.ok ? 1 : 0);
      // Bounded wait for the alerts still on their way, to show they really went out.
      await within(
        smtp.waitForMails(accepted, 4 * SLOW_SMTP_MS).catch(() => undefined),
        5 * SLOW_SMTP_MS,
      );
      row.note = `alerts on; ${smtp.mails.length} of ${accepted} alert mails received by the slow SMTP server within ${(4 * SLOW_SMTP_MS) / 1000} s of the run`;
      rows.push(row);
    } finally {
      await stopDevServer(dev);
      await within(smtp.stop(), 5_000);
    }
  } finally {
    await stopDevServer(dev);
    rmSync(store, { recursive: true, force: true });
    if (saved) renameSync(saved, store);
  }
  return rows;
}

// ---------------------------------------------------------------- lead inbox

interface InboxRow {
  label: string;
  ms: number;
  requests: number;
  recordReads: number;
  total: number;
  items: number;
}

/** Runs scripts/lead-inbox-store-reads.ts (its own local Blobs server); bounded to ten minutes. */
function benchInbox(): { leads: number; seedMs: number; rows: InboxRow[] } | { error: string } {
  console.log(`\n$ node scripts/lead-inbox-store-reads.ts ${INBOX_LEADS} --json`);
  const result = spawnSync(process.execPath, ['scripts/lead-inbox-store-reads.ts', String(INBOX_LEADS), '--json'], {
    encoding: 'utf8',
    env,
    timeout: 10 * 60_000,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const last = result.stdout.trim().split('\n').at(-1) ?? '';
  if (result.status !== 0 || !last.startsWith('{')) return { error: `failed (exit ${result.status ?? result.signal})` };
  return JSON.parse(last) as { leads: number; seedMs: number; rows: InboxRow[] };
}

// ---------------------------------------------------------------- report

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const memory = (os.totalmem() / 1024 ** 3).toFixed(1);
  const load = loadAtStart.map((l) => l.toFixed(1)).join(' / ');
  return `${os.availableParallelism()} CPUs (${cpu}), ${memory} GiB memory, ${os.type()} ${os.release()}; load average ${load} (1/5/15 min) when the run started`;
}

function commit(): string {
  const sha = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).stdout.trim() !== '';
  return dirty ? `${sha} (with uncommitted changes)` : sha;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function report(pages: PageRow[], floor: FloorRow, api: LoadRow[], inbox: ReturnType<typeof benchInbox>): string {
  const contactP95 = (label: string) => api.find((r) => r.endpoint === label && r.connections === 10)?.p95;
  const withoutSmtp = contactP95('POST /api/contact');
  const withSlowSmtp = contactP95(`POST /api/contact, SMTP ${SLOW_SMTP_MS / 1000} s`);
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  const lcps = pages.map((p) => p.lcpMs);
  const medianLcp = median(lcps);
  const worstLcp = Math.max(...lcps);
  const lines = [
    '# Performance',
    '',
    'Generated by `npm run bench` (scripts/bench.ts) — do not edit: the next run overwrites this file. Re-run it after changes and',
    'commit the result. Hand-written investigations live in [performance-notes.md](performance-notes.md), which the bench never touches.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${machine()}`,
    `- Node: ${process.version}`,
    `- Commit: ${commit()}`,
    '',
    '## Pages',
    '',
    'Lighthouse mobile preset (simulated slow 4G; CPU slowdown scaled to the host, at most 4×, see',
    'scripts/quality/lighthouse-audit.ts and the CPU column) against dist/ served locally with',
    'gzip/brotli and the production headers; analytics hosts blocked. Sizes are gzip (level 9) of the',
    'built files in KB (1,000 bytes); HTML includes the inlined CSS. "JS at load" counts script files and',
    'islands a 390 px phone hydrates at load (client:load/idle/only, and client:media when its query',
    'matches); "JS deferred" is what islands waiting for the visitor (client:interaction, client:visible)',
    'fetch later. The analytics loader is not counted in either. ✗ marks a value outside its target',
    `(performance ${TARGETS.performance}, LCP = FCP and ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}).`,
    '',
    `LCP over ${pages.length} pages: median ${ms(medianLcp)} ms${mark(medianLcp <= TARGETS.medianLcpMs)} (target ≤ ${TARGETS.medianLcpMs}), worst ${ms(worstLcp)} ms${mark(worstLcp <= TARGETS.lcpMs)} (target ≤ ${TARGETS.lcpMs}).`,
    '',
    `Host floor (median of ${floor.runs} runs, before and after the pages, same browser and settings): a page with one heading and`,
    `one paragraph, no CSS and no script, scores performance ${floor.performance}, FCP ${ms(floor.fcpMs)} ms, LCP ${ms(floor.lcpMs)} ms, TBT ${ms(floor.tbtMs)} ms here.`,
    'Lighthouse multiplies the CPU time the host spends on a page (navigation, parsing, layout) by the slowdown, so a',
    "site cannot score better than this floor on this host; compare each page's numbers with it.",
    '',
    '| Route | Perf | FCP ms | LCP ms | TBT ms | CLS | HTML KB | CSS KB | JS at load KB | JS deferred KB | Requests | CPU |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...pages.map(
      (p) =>
        `| ${p.route} | ${p.performance}${mark(p.performance >= TARGETS.performance)} | ${ms(p.fcpMs)} | ${ms(p.lcpMs)}${mark(p.lcpMs <= TARGETS.lcpMs && p.lcpMs <= p.fcpMs)} | ${ms(p.tbtMs)}${mark(p.tbtMs <= TARGETS.tbtMs)} | ${p.cls.toFixed(3)}${mark(p.cls <= TARGETS.cls)} | ${kb(p.html)} | ${kb(p.css)} | ${kb(p.eagerJs)} | ${kb(p.deferredJs)} | ${p.requests} | ${p.cpuSlowdown}× |`,
    ),
    '',
    '## API',
    '',
    `autocannon against \`astro dev\` on loopback (functions and a throwaway local Blobs store), ${LOAD_SECONDS} s per`,
    `run, ${REQUEST_TIMEOUT_SECONDS} s request timeout; latencies in ms over every response. Target: contact POST p95 ≤`,
    `${TARGETS.contactP95Ms} ms at 10 connections. The dev server runs each function through Netlify's local`,
    'emulation, so these numbers bound the code from above; deployed functions skip that layer.',
    '',
    '| Endpoint | Connections | Req/s | p50 | p95 | p99 | Responses | Non-2xx | Errors/timeouts | Note |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    ...api.map((r) =>
      r.available
        ? `| ${r.endpoint} | ${r.connections} | ${Math.round(r.requestsPerSecond ?? 0)} | ${ms(r.p50 ?? NaN)} | ${ms(r.p95 ?? NaN)}${
            r.endpoint.startsWith('POST /api/contact') && r.connections === 10 ? mark((r.p95 ?? Infinity) <= TARGETS.contactP95Ms) : ''
          } | ${ms(r.p99 ?? NaN)} | ${r.total} | ${r.non2xx} | ${r.failed} | ${r.note ?? ''} |`
        : `| ${r.endpoint} | ${r.connections} | – | – | – | – | – | – | – | ${r.note} |`,
    ),
    '',
    `Contact POST p95 at 10 connections: ${ms(withoutSmtp ?? NaN)} ms without SMTP, ${ms(withSlowSmtp ?? NaN)} ms with alerts on and an`,
    `SMTP server that takes ${SLOW_SMTP_MS / 1000} s per mail. The alert, the repeat check and the growth figures run after the answer;`,
    'on `astro dev` that work shares the process with the requests that follow, on Netlify it does not ([performance-notes.md](performance-notes.md#the-audit-form-before-and-after-the-spam-check-2026-11-27)).',
    '',
    '## Lead inbox',
    '',
    ...('error' in inbox
      ? [`scripts/lead-inbox-store-reads.ts ${inbox.error}.`]
      : [
          `GET /api/contacts's work with ${inbox.leads.toLocaleString('en')} leads (about ten a day for 520 days) in a real local Blobs server`,
          '(scripts/lead-inbox-store-reads.ts, called in-process; one row goes through the function, session check included).',
          'The first list after the seed folds every finished day into the inbox index (src/server/leads/inbox-index.ts);',
          'later lists read the index, the day folders and the days after it. Store requests are HTTP requests to the Blobs',
          'server: locally a record read is two (signed URL, then the data) and a listing one per 1,000 keys.',
          '',
          '| View | ms | Store requests | Records read | Leads in total |',
          '|---|--:|--:|--:|--:|',
          ...inbox.rows.map((r) => `| ${r.label} | ${ms(r.ms)} | ${r.requests} | ${r.recordReads} | ${r.total} |`),
        ]),
    '',
  ];
  return lines.join('\n');
}

const started = Date.now();
if (process.argv.includes('--api-only')) {
  const rows = await benchApi();
  console.log(`\n${commit()} in ${ROOT}; ${machine()}`);
  for (const r of rows)
    console.log(
      `${r.endpoint} × ${r.connections}: ${Math.round(r.requestsPerSecond ?? 0)} req/s, p50 ${ms(r.p50 ?? NaN)}, p95 ${ms(r.p95 ?? NaN)}, p99 ${ms(r.p99 ?? NaN)} ms`,
    );
  process.exit(0);
}
if (!process.argv.includes('--skip-build')) run('npx astro build');
const { pages, floor } = await benchPages();
const api = await benchApi();
const inbox = benchInbox();
const markdown = report(pages, floor, api, inbox);
console.log(`\n${markdown}`);
mkdirSync(join(ROOT, 'docs'), { recursive: true });
writeFileSync(join(ROOT, 'docs', 'performance.md'), markdown);
console.log(`Wrote docs/performance.md (${((Date.now() - started) / 1000).toFixed(0)} s).`);
