import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';

/**
 * Builds the /search index with Pagefind after `astro build`, from the built
 * HTML of the public pages. Only what sits inside `data-pagefind-body`
 * (the main content, not header, footer or navigation) is indexed, and each
 * page is recorded under its real route ("/us", not "/us.html").
 *
 * In `astro dev` the index from the last build is served at /pagefind/, so the
 * search page works locally and in the browser tests.
 */
export const SEARCH_INDEX_DIR = 'pagefind';

/** "/us" for dist/us.html, "/" for dist/index.html. */
export function routeOfHtmlFile(distDir: string, file: string): string {
  const rel = relative(distDir, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  return rel === 'index' ? '/' : `/${rel.replace(/\/index$/, '')}`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

const NOT_INDEXED = /^\/(404|search|admin)(\/|$)/;

export async function buildSearchIndex(distDir: string): Promise<{ pages: number }> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  let pages = 0;
  for (const file of await htmlFiles(distDir)) {
    const url = routeOfHtmlFile(distDir, file);
    if (NOT_INDEXED.test(url)) continue;
    const added = await index.addHTMLFile({ url, content: await readFile(file, 'utf8') });
    if (added.errors.length) throw new Error(`Pagefind failed on ${url}: ${added.errors.join('; ')}`);
    pages += 1;
  }
  const written = await index.writeFiles({ outputPath: join(distDir, SEARCH_INDEX_DIR) });
  if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  await pagefind.close();
  return { pages };
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

export default function searchIndex(): AstroIntegration {
  let distDir = '';
  return {
    name: 'search-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        distDir = fileURLToPath(config.outDir);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(`/${SEARCH_INDEX_DIR}/`, async (req, res, next) => {
          const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
          const file = join(distDir, SEARCH_INDEX_DIR, path);
          if (!file.startsWith(join(distDir, SEARCH_INDEX_DIR)) || !(await stat(file).catch(() => null))?.isFile()) {
            return next();
          }
          res.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
          res.end(await readFile(file));
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const { pages } = await buildSearchIndex(fileURLToPath(dir));
        logger.info(`Search index built from ${pages} pages`);
      },
    },
  };
}
