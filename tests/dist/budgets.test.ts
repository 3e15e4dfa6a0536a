import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetFor, measurePage, overBudget } from '../../scripts/quality/page-weight.ts';
import { measureDocumentTransfer, transferBudgetFor } from '../../scripts/quality/page-weight-transfer.ts';
import { startDistServer, type DistServer } from '../../scripts/quality/serve-dist.ts';
import { DIST, builtPages, cssSelector, inlineCss } from './dist-helpers';

// Byte budgets (gzip) for every built page; see scripts/quality/page-weight.ts for what counts.
describe('byte budgets', () => {
  for (const { route, file } of builtPages()) {
    it(`${route} stays within its HTML, CSS and JavaScript budgets`, async () => {
      const weight = await measurePage(DIST, file);
      expect(overBudget(weight, budgetFor(route)), JSON.stringify(weight)).toEqual([]);
    });
  }
});

// The first round trip: every content page's response (status line, production headers with its CSP, brotli body) fits in
// the first TCP window of 14,600 B; home in two. Measured on the wire from the server the browser tests and
// Lighthouse use, so it covers exactly what they load.
describe('the first round trip', () => {
  let server: DistServer;
  beforeAll(async () => {
    server = await startDistServer({ port: 0, compress: true });
  });
  afterAll(async () => server?.close());

  for (const { route } of builtPages()) {
    const budget = transferBudgetFor(route);
    if (budget === null) continue;
    it(`${route} arrives in ${budget === 14_600 ? 'the first TCP window' : 'two TCP windows'} (${budget} B, headers included)`, async () => {
      const transfer = await measureDocumentTransfer(server.port, route);
      // /404 asked for by name: its own file with the headers of its path (an unknown path gets fewer).
      expect(transfer.status, route).toBe(200);
      expect(transfer.contentEncoding, route).toBe('br');
      expect(
        transfer.total,
        `${route}: ${transfer.total} B (${transfer.headerBytes} B headers + ${transfer.bodyBytes} B brotli body) > ${budget} B`,
      ).toBeLessThanOrEqual(budget);
    });
  }
});

const ADMIN_CODE = join(process.cwd(), 'src/admin');

/** Class-like words written in the files under `folder` (tests left out; the admin's own code only when asked for). */
function classWordsIn(folder: string): Set<string> {
  const words = new Set<string>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.test\./.test(entry.name) || !/\.(astro|tsx?|js)$/.test(entry.name)) continue;
    if (entry.parentPath.startsWith(ADMIN_CODE) && !folder.startsWith(ADMIN_CODE)) continue;
    for (const word of readFileSync(join(entry.parentPath, entry.name), 'utf8').match(/[\w:[\]-]+/g) ?? []) words.add(word);
  }
  return words;
}

// Public pages inline their stylesheet (src/styles/public.css), so every admin-only rule in it would be bytes a phone
// downloads for nothing; the admin screens have their own (src/styles/admin.css).
describe('the public stylesheet', () => {
  const publicWords = new Set([
    ...classWordsIn(join(process.cwd(), 'src/components')),
    ...classWordsIn(join(process.cwd(), 'src/layouts')),
    ...classWordsIn(join(process.cwd(), 'src/pages')),
    ...classWordsIn(join(process.cwd(), 'public/scripts')),
  ]);
  const adminOnly = [...classWordsIn(ADMIN_CODE)].filter(
    (word) => /[-:]/.test(word) && !publicWords.has(word),
  );

  it('has admin-only classes to look for (the check below is not empty)', () => {
    expect(adminOnly).toEqual(expect.arrayContaining(['lg:sticky', 'bg-amber-50']));
  });

  for (const route of ['/', '/dental-seo', '/privacy']) {
    it(`${route} carries no rule for a class only the admin uses`, () => {
      const css = inlineCss(route);
      expect(css.length).toBeGreaterThan(1000);
      expect(adminOnly.filter((word) => css.includes(`${cssSelector(word)}{`) || css.includes(`${cssSelector(word)}:`))).toEqual([]);
    });
  }
});
