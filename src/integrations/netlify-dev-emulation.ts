import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startAtomicBlobsFront } from '../dev/atomic-blobs-front';
import { netlifyRewrites } from '../dev/netlify-rewrites';

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
 * On Netlify every invocation runs on its own instance. The dev runner starts
 * a worker thread per request instead, so a burst of 200 requests is 200
 * threads sharing the laptop's cores, and each one's 30-second function
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

/** `astro dev` only: Netlify's semantics where the local emulation differs (see above). */
export default function netlifyDevEmulation(): AstroIntegration {
  const limit = Number(process.env.DEV_FUNCTION_CONCURRENCY) || 10;
  return {
    name: 'netlify-dev-emulation',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        const root = new URL(config.root).pathname;
        if (command === 'dev') updateConfig({ vite: { plugins: [functionConcurrency(limit), atomicDevBlobs(), rewrites(root)] } });
      },
    },
  };
}
