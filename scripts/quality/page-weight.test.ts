import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KB, budgetFor, gzipSize, measurePage, mediaMatchesPhone, overBudget } from './page-weight.ts';

/** A throwaway dist/ with the given files. */
function fixtureSite(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-weight-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/** Random bytes do not compress: roughly `bytes` bytes after gzip. */
const incompressible = (bytes: number) => `/*${randomBytes(bytes).toString('base64')}*/`;

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>t</title><link rel="stylesheet" href="/_astro/site.css"></head><body>${body}</body></html>`;

const island = (client: string, component: string, value: unknown = true) =>
  `<astro-island client="${client}" component-url="${component}" renderer-url="/_astro/client.js" opts="${JSON.stringify({ name: 'X', value }).replaceAll('"', '&quot;')}"></astro-island>`;

const created: string[] = [];
afterAll(() => created.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function site(files: Record<string, string>): string {
  const dir = fixtureSite({ '_astro/site.css': 'body{color:red}', ...files });
  created.push(dir);
  return dir;
}

describe('page weight', () => {
  it('counts islands hydrated at load with their static imports, and defers visible ones', async () => {
    const dist = site({
      'index.html': page(
        `${island('idle', '/_astro/Nav.js')}${island('visible', '/_astro/Faq.js')}<script type="module" src="/_astro/page.js"></script>`,
      ),
      '_astro/client.js': 'import"./react.js";export default 1;',
      '_astro/react.js': 'export const r=1;',
      '_astro/Nav.js': 'import{r}from"./react.js";export default r;',
      '_astro/Faq.js': 'import"./accordion.js";const later=()=>import("./lazy.js");export default later;',
      '_astro/accordion.js': 'export {};',
      '_astro/lazy.js': incompressible(50_000),
      '_astro/page.js': 'export {};',
    });
    const weight = await measurePage(dist, join(dist, 'index.html'));
    expect(weight.eagerJsFiles).toEqual(['/_astro/Nav.js', '/_astro/client.js', '/_astro/page.js', '/_astro/react.js']);
    // The renderer is already loaded eagerly; the dynamic import is never followed.
    expect(weight.deferredJsFiles).toEqual(['/_astro/Faq.js', '/_astro/accordion.js']);
    expect(weight.cssFiles).toEqual(['/_astro/site.css']);
    expect(weight.css).toBe(gzipSize('body{color:red}'));
    expect(overBudget(weight, budgetFor('/search'))).toEqual([]);
  });

  it('counts a client:media island whose query matches a 390 px phone as loaded at once', async () => {
    const dist = site({
      'index.html': page(
        `${island('media', '/_astro/Nav.js', '(max-width: 767px)')}${island('media', '/_astro/Wide.js', '(min-width: 1024px)')}${island('interaction', '/_astro/Form.js')}`,
      ),
      '_astro/client.js': 'export default 1;',
      '_astro/Nav.js': 'export default 1;',
      '_astro/Wide.js': 'export default 2;',
      '_astro/Form.js': 'export default 3;',
    });
    const weight = await measurePage(dist, join(dist, 'index.html'));
    expect(weight.eagerJsFiles).toEqual(['/_astro/Nav.js', '/_astro/client.js']);
    expect(weight.deferredJsFiles).toEqual(['/_astro/Form.js', '/_astro/Wide.js']);
    expect(overBudget(weight, budgetFor('/seo-audit'))).toEqual([expect.stringMatching(/^JavaScript at page load .* > 0\.0 KB/)]);
  });

  it('evaluates width queries for a 390 px screen and never excuses an unknown one', () => {
    expect(mediaMatchesPhone('(max-width: 767px)')).toBe(true);
    expect(mediaMatchesPhone('(min-width: 768px)')).toBe(false);
    expect(mediaMatchesPhone('(min-width: 320px) and (max-width: 389px)')).toBe(false);
    expect(mediaMatchesPhone('(prefers-reduced-motion: no-preference)')).toBe(true);
  });

  it('allows no JavaScript file at load on a content page; /search keeps 80 KB; admin is exempt', async () => {
    const dist = site({
      'us.html': page(island('load', '/_astro/Big.js')),
      '_astro/client.js': 'export default 1;',
      '_astro/Big.js': `import"./huge.js";`,
      '_astro/huge.js': incompressible(85_000),
    });
    const weight = await measurePage(dist, join(dist, 'us.html'));
    expect(weight.eagerJs).toBeGreaterThan(80 * KB);
    expect(overBudget(weight, budgetFor('/us'))).toEqual([expect.stringMatching(/^JavaScript at page load .* > 0\.0 KB/)]);
    expect(overBudget(weight, budgetFor('/search'))).toEqual([expect.stringMatching(/^JavaScript at page load .* > 80\.0 KB/)]);
    // Admin screens are exempt from the JavaScript budget only.
    expect(overBudget(weight, budgetFor('/admin'))).toEqual([]);
  });

  it('allows islands waiting for the visitor 77 KB of JavaScript; admin is exempt', async () => {
    const dist = site({
      'index.html': page(island('interaction', '/_astro/Form.js')),
      '_astro/client.js': 'export default 1;',
      '_astro/Form.js': `import"./huge.js";`,
      '_astro/huge.js': incompressible(78_000),
    });
    const weight = await measurePage(dist, join(dist, 'index.html'));
    expect(weight.eagerJs).toBe(0);
    expect(overBudget(weight, budgetFor('/'))).toEqual([expect.stringMatching(/^JavaScript deferred .* > 77\.0 KB/)]);
    expect(overBudget(weight, budgetFor('/admin'))).toEqual([]);
  });

  it.each([
    ['a script tag', '<script src="/scripts/analytics.js" defer></script>'],
    [
      'the inline snippet after the load event',
      '<script data-measurement-id="G-1">addEventListener("load", () => add("/scripts/analytics.js"))</script>',
    ],
  ])('reports the analytics loader requested by %s on its own line', async (_how, markup) => {
    const dist = site({ 'us.html': page(markup), 'scripts/analytics.js': 'window.a=1;' });
    const weight = await measurePage(dist, join(dist, 'us.html'));
    expect(weight.analyticsJs).toBe(gzipSize('window.a=1;'));
    expect(weight.eagerJs).toBe(0);
  });

  it('fails HTML over 20 KB on a landing page but allows up to 30 KB on home', async () => {
    const dist = site({ 'index.html': page(`<p>${randomBytes(22_000).toString('hex')}</p>`) });
    const weight = await measurePage(dist, join(dist, 'index.html'));
    expect(weight.html).toBeGreaterThan(20 * KB);
    expect(weight.html).toBeLessThan(30 * KB);
    expect(overBudget(weight, budgetFor('/'))).toEqual([]);
    expect(overBudget(weight, budgetFor('/seo-audit'))).toEqual([expect.stringMatching(/^HTML .* > 20\.0 KB/)]);
  });

  it('fails CSS over 15 KB', async () => {
    const dist = site({ 'index.html': page(''), '_astro/site.css': incompressible(16_000) });
    const weight = await measurePage(dist, join(dist, 'index.html'));
    expect(overBudget(weight, budgetFor('/'))).toEqual([expect.stringMatching(/^CSS .* > 15\.0 KB/)]);
  });

  it('rejects a page that references a script missing from dist', async () => {
    const dist = site({ 'index.html': page('<script src="/_astro/gone.js"></script>') });
    await expect(measurePage(dist, join(dist, 'index.html'))).rejects.toThrow('/_astro/gone.js');
  });
});
