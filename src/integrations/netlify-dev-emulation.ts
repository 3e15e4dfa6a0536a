import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CronExpressionParser } from 'cron-parser';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import type { Plugin } from 'vite';
import { startAtomicBlobsFront } from '../dev/atomic-blobs-front';
import { netlifyRewrites } from '../dev/netlify-rewrites';
import { scheduledFunctionsOrigin } from '../dev/scheduled-functions-origin';

const CONTEXT_VARIABLE = 'NETLIFY_BLOBS_CONTEXT';

interface BlobsContext {
  edgeURL?: string;
  uncachedEdgeURL?: string;
  [field: string]: unknown;
}

/**
 * Under `astro dev`, Netlify's Vite plugin (added by @astrojs/netlify) starts a
 * local BlobsServer on .netlify/blobs-serve and publishes its address to pages
 * and functions in NETLIFY_BLOBS_CONTEXT. That server applies conditional
 * writes non-atomically (see src/dev/atomic-blobs-front.ts), so this
 * integration puts the atomic front in between: it runs after Netlify's plugin
 * has started its store, and points the context's URLs at the front. Function
 * invocations run in worker threads that copy process.env when they start, so
 * every request sees the front. Nothing changes in builds or on Netlify.
 */
function atomicDevBlobs(): Plugin {
  return {
    name: 'dev-blobs-atomic-conditional-writes',
    apply: 'serve',
    // After the Netlify plugin's configureServer, which sets the context.
    enforce: 'post',
    async configureServer(server) {
      const encoded = process.env[CONTEXT_VARIABLE];
      if (!encoded) {
        server.config.logger.warn('[dev-blobs] No Netlify Blobs context to wrap: conditional writes are not atomic.');
        return;
      }
      const context = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as BlobsContext;
      const target = context.uncachedEdgeURL ?? context.edgeURL;
      if (!target) return;
      const front = await startAtomicBlobsFront(target);
      process.env[CONTEXT_VARIABLE] = Buffer.from(JSON.stringify({ ...context, edgeURL: front.url, uncachedEdgeURL: front.url })).toString(
        'base64',
      );
      server.httpServer?.once('close', () => void front.close());
      server.config.logger.info('[dev-blobs] Local Blobs store behind an atomic conditional-write front.');
    },
  };
}

/**
 * On Netlify every concurrent invocation runs on its own instance. The dev
 * runner gives each one a worker thread instead (a warm one when a function's
 * worker is free, patches/@netlify+functions-dev+*.patch), so a burst of 200
 * requests is up to 200 threads sharing the laptop's cores, and each one's 30-second function
 * timeout runs out before it gets CPU time (measured: 164 of 200 contact
 * requests answered 500). Function requests therefore wait their turn here,
 * at most DEV_FUNCTION_CONCURRENCY at a time (default 10: on a busy two-core
 * machine 4 at a time made 200 contact requests take over two minutes, and
 * 10 at a time let 20 bcrypt-hashing setups time out only while a browser
 * test ran beside them), which still lets requests race on the store.
 */
function functionConcurrency(limit: number): Plugin {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    name: 'dev-function-concurrency',
    apply: 'serve',
    // Before Netlify's middleware, which runs the functions.
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!/^\/(api|\.netlify\/functions)\//.test(req.url ?? '')) return next();
        let admitted = false;
        const admit = () => {
          admitted = true;
          next();
        };
        res.once('close', () => {
          if (admitted) release();
          else if (waiting.includes(admit)) waiting.splice(waiting.indexOf(admit), 1);
        });
        if (running < limit) {
          running++;
          admit();
        } else waiting.push(admit);
      });
    },
  };
}

/**
 * public/_redirects' 200 rewrites (e.g. every /admin/… address to the admin app's
 * shell), which `astro dev` knows nothing of. Like Netlify, a rule never hides
 * a page or a public file of its own (/admin/login stays the login page).
 */
function rewrites(root: string): Plugin {
  const rewriteFor = netlifyRewrites(root);
  const hasOwnFile = (pathname: string) => {
    const path = pathname.replace(/\/$/, '').replace(/\.html$/, '');
    return [`src/pages${path}.astro`, `src/pages${path}/index.astro`, `public${pathname}`].some((file) => existsSync(join(root, file)));
  };
  return {
    name: 'dev-netlify-rewrites',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const url = new URL(req.url ?? '/', 'http://localhost');
        const target = rewriteFor(url.pathname);
        if (target && !hasOwnFile(url.pathname) && !(req.headers.accept ?? '').startsWith('application/json')) {
          req.url = `${target}${url.search}`;
        }
        next();
      });
    },
  };
}

/** Where tooling asks whether the dev server is ready (playwright.config.ts). */
const DEV_READY_PATH = '/__dev-ready';

/**
 * `GET /__dev-ready` answers 204 once Astro's page app is up and every function
 * has had its first build, so a test run starts when no request waits on a
 * compile. Nothing else waits: the server listens and answers at once, and the
 * functions build one at a time behind the page app (patches/@netlify+functions-dev+*.patch).
 */
function devReadiness(): Plugin {
  return {
    name: 'dev-readiness',
    apply: 'serve',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use(DEV_READY_PATH, (_req, res) => {
        const global = globalThis as Record<symbol, Promise<void> | undefined>;
        const pageApp = (server as unknown as Record<symbol, Promise<void> | undefined>)[Symbol.for('astro.devServerAppReady')];
        const functionBuilds = global[Symbol.for('netlify.functions-dev.first-builds')];
        void Promise.all([pageApp, functionBuilds]).then(() => {
          res.statusCode = 204;
          res.end();
        });
      });
    },
  };
}

const BACKGROUND_PATH = /^\/\.netlify\/functions\/[\w-]+-background(?:\?|$)/;
const DISPATCHED = 'x-dev-background-dispatched';

/**
 * Background functions: Netlify answers their caller 202 at once and lets
 * them run up to 15 minutes. `@netlify/functions-dev` runs them to the end
 * first and only then answers 202, so a function that starts one (a campaign
 * send) would wait for the whole send. Here the caller gets its 202 at once
 * and the same request (its headers, so the site's signature, and its body)
 * is sent again to the dev server, marked, to run.
 */
function backgroundFunctions(): Plugin {
  return {
    name: 'dev-background-functions',
    apply: 'serve',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!BACKGROUND_PATH.test(req.url ?? '') || req.headers[DISPATCHED]) return next();
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          res.statusCode = 202;
          res.end();
          const headers = new Headers();
          for (const [name, value] of Object.entries(req.headers))
            if (typeof value === 'string' && !name.startsWith(':')) headers.set(name, value);
          headers.set(DISPATCHED, '1');
          headers.delete('content-length');
          const body = chunks.length > 0 && req.method !== 'GET' ? Buffer.concat(chunks) : undefined;
          fetch(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body }).catch((error: unknown) =>
            server.config.logger.error(`[dev-functions] Background function ${req.url} failed: ${String(error)}`),
          );
        });
      });
    },
  };
}

/**
 * Scheduled functions: Netlify runs them on their `config.schedule` (cron);
 * the dev server only runs them when asked. Here every function in
 * netlify/functions with a schedule is called at its times, as Netlify would,
 * while `astro dev` runs (DEV_SCHEDULED_FUNCTIONS=off turns this off), on the
 * port that serves functions: astro dev's own, or netlify dev's proxy under
 * `netlify dev` (src/dev/scheduled-functions-origin.ts).
 */
async function runScheduledFunctions(root: URL, origin: string, logger: AstroIntegrationLogger): Promise<() => void> {
  const folder = join(fileURLToPath(root), 'netlify', 'functions');
  const schedules: { name: string; cron: string }[] = [];
  for (const file of await readdir(folder).catch(() => [])) {
    const match = /^(.+)\.(?:ts|mts|js|mjs)$/.exec(file);
    const cron =
      match && /export const config\b[^;]*?\bschedule:\s*['"]([^'"]+)['"]/s.exec(await readFile(join(folder, file), 'utf8'))?.[1];
    if (match && cron) schedules.push({ name: match[1]!, cron });
  }
  if (schedules.length === 0) return () => undefined;
  logger.info(`Scheduled functions run on their schedule at ${origin}: ${schedules.map((s) => `${s.name} (${s.cron})`).join(', ')}.`);
  const tick = () => {
    const minute = new Date();
    minute.setSeconds(0, 0);
    for (const { name, cron } of schedules) {
      // Due when the cron's next time after the previous minute is this minute.
      const next = CronExpressionParser.parse(cron, { currentDate: new Date(minute.getTime() - 1000) })
        .next()
        .getTime();
      if (next !== minute.getTime()) continue;
      fetch(`${origin}/.netlify/functions/${name}`, { method: 'POST', body: JSON.stringify({ next_run: null }) })
        .then(async (answer) => {
          await answer.body?.cancel();
          if (answer.status === 404) logger.error(`Scheduled function ${name}: nothing answers it at ${origin}`);
        })
        .catch((error: unknown) => logger.error(`Scheduled function ${name} failed: ${String(error)}`));
    }
  };
  let interval: NodeJS.Timeout | undefined;
  // On each minute's first second, like Netlify's scheduler.
  const start = setTimeout(
    () => {
      tick();
      interval = setInterval(tick, 60_000);
    },
    60_000 - (Date.now() % 60_000) + 1000,
  );
  return () => {
    clearTimeout(start);
    clearInterval(interval);
  };
}

/** `astro dev` only: Netlify's semantics where the local emulation differs (see above). */
export default function netlifyDevEmulation(): AstroIntegration {
  const limit = Number(process.env.DEV_FUNCTION_CONCURRENCY) || 10;
  let root: URL | undefined;
  let stopSchedules: (() => void) | undefined;
  return {
    name: 'netlify-dev-emulation',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        root = config.root;
        if (command === 'dev') {
          updateConfig({
            vite: {
              plugins: [
                devReadiness(),
                backgroundFunctions(),
                functionConcurrency(limit),
                atomicDevBlobs(),
                rewrites(fileURLToPath(config.root)),
              ],
            },
          });
        }
      },
      'astro:server:start': async ({ address, logger }) => {
        if (!root || process.env.DEV_SCHEDULED_FUNCTIONS === 'off') return;
        stopSchedules = await runScheduledFunctions(root, scheduledFunctionsOrigin(process.env, address.port), logger);
      },
      'astro:server:done': () => stopSchedules?.(),
    },
  };
}
