import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { NodeType, parse, type HTMLElement, type Node } from 'node-html-parser';
import { builtPages as listBuiltPages, type BuiltPage } from '../../scripts/quality/built-site.ts';

export const DIST = join(process.cwd(), 'dist');

if (!existsSync(DIST)) throw new Error('dist/ is missing: run `astro build` before the built-site tests');

/** Every HTML file in dist, as its route ("/", "/us", "/404"): the quality scripts' one list of built pages. */
export function builtPages(): BuiltPage[] {
  return listBuiltPages(DIST);
}

/** The built HTML of a route, parsed. */
export function loadPage(route: string): HTMLElement {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  return parse(readFileSync(join(DIST, file), 'utf8'));
}

export function jsonLdOf(doc: HTMLElement): Record<string, unknown>[] {
  return doc
    .querySelectorAll('script[type="application/ld+json"]')
    .map((s) => JSON.parse(s.textContent) as Record<string, unknown>);
}

export function metaContent(doc: HTMLElement, name: string): string | undefined {
  return (doc.querySelector(`meta[name="${name}"]`) ?? doc.querySelector(`meta[property="${name}"]`))?.getAttribute('content');
}

/** The stylesheet inlined into a route's HTML (every <style> element, in order). */
export function inlineCss(route: string): string {
  return loadPage(route)
    .querySelectorAll('style')
    .map((style) => style.textContent)
    .join('\n');
}

/** The selector Tailwind writes for a class name: `.lg\\:grid-cols-\\[3fr_2fr\\]`. */
export const cssSelector = (className: string) => `.${className.replace(/[\0-\x7f]/g, (c) => (/[\w-]/.test(c) ? c : `\\${c}`))}`;

/** A file under dist/, e.g. "index.html" or "_astro/x.css"; fails clearly when the site is not built. */
export function readBuilt(file: string): Buffer {
  const path = join(DIST, file.replace(/^\//, ''));
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npx astro build\` first`);
  return readFileSync(path);
}

/** A route's built HTML both as text (for byte counts) and parsed. */
export function loadBuilt(route: string): { html: string; root: HTMLElement } {
  const html = readBuilt(route === '/' ? 'index.html' : `${route.slice(1)}.html`).toString('utf8');
  return { html, root: parse(html, { comment: false }) };
}

const NOT_TEXT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);

function collectText(node: Node, out: string[]): void {
  if (node.nodeType === NodeType.TEXT_NODE) out.push(node.text);
  else if (node.nodeType === NodeType.ELEMENT_NODE && !NOT_TEXT.has((node as HTMLElement).tagName)) {
    for (const child of node.childNodes) collectText(child, out);
  }
}

/** The text a reader gets (scripts and styles left out), whitespace collapsed. */
export function textOf(element: HTMLElement | null | undefined): string {
  if (!element) return '';
  const out: string[] = [];
  collectText(element, out);
  return out.join('').replace(/\s+/g, ' ').trim();
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content).length;
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.toString('ascii', 1, 4) !== 'PNG') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
