import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse, NodeType, type HTMLElement, type Node } from 'node-html-parser';
import { builtPages } from './quality/built-site.ts';

/**
 * Compares what visitors and crawlers get from two builds of the site, page by
 * page: head tags and JSON-LD, headings, text (screen-reader-only text
 * included), links, ids and gzip size. Class names and markup nesting are left
 * out on purpose: a redesign of the presentation layer may change those, not
 * what a page says or where it links.
 *
 *   node scripts/compare-built-pages.ts /tmp/dist-before dist
 *
 * Prints each difference as a small diff and exits 1 when any page differs.
 */

type Facet = 'head' | 'headings' | 'text' | 'links' | 'ids';

/** Every built page's file, relative to its dist folder, so two builds pair up by name. */
const htmlFiles = (dir: string): string[] => builtPages(dir).map(({ file }) => relative(dir, file));

/** Built asset names carry a content hash; compare them by name only. */
const unhash = (value: string) => value.replace(/\/_astro\/([\w.-]+?)\.[\w-]{8}\.(css|js)/g, '/_astro/$1.*.$2');

function headLines(doc: HTMLElement): string[] {
  const head = doc.querySelector('head');
  if (!head) return [];
  const lines = [`lang=${doc.querySelector('html')?.getAttribute('lang') ?? ''}`, `title=${head.querySelector('title')?.text ?? ''}`];
  for (const meta of head.querySelectorAll('meta')) {
    lines.push(
      `meta ${Object.entries(meta.attributes)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}`,
    );
  }
  for (const link of head.querySelectorAll('link'))
    lines.push(unhash(`link rel=${link.getAttribute('rel')} href=${link.getAttribute('href')}`));
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    lines.push(
      ...JSON.stringify(JSON.parse(script.textContent), null, 1)
        .split('\n')
        .map((l) => `ld ${l.trim()}`),
    );
  }
  return lines;
}

/** Text as a reader meets it, one line per run of text between elements. */
function textLines(doc: HTMLElement): string[] {
  const lines: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (text) lines.push(text);
      return;
    }
    if (node instanceof Object && 'tagName' in node) {
      const tag = (node as HTMLElement).tagName;
      if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'TEMPLATE') return;
    }
    for (const child of node.childNodes) walk(child);
  };
  const body = doc.querySelector('body');
  if (body) walk(body);
  return lines;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function facets(html: string): Record<Facet, string[]> {
  const doc = parse(html);
  const body = doc.querySelector('body') ?? doc;
  return {
    head: headLines(doc),
    headings: body.querySelectorAll('h1, h2, h3, h4, h5, h6').map((h) => `${h.tagName.toLowerCase()} ${squash(h.text)}`),
    text: textLines(doc),
    links: body
      .querySelectorAll('a')
      .map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel'), squash(a.text)].filter(Boolean).join(' | ')),
    ids: body.querySelectorAll('[id]').map((el) => el.id),
  };
}

/** A line diff (longest common subsequence); fine for a few thousand lines. */
function diff(before: string[], after: string[]): string[] {
  const n = before.length;
  const m = after.length;
  const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i]![j] = before[i] === after[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      i++;
      j++;
    } else if (j < m && (i === n || table[i]![j + 1]! >= table[i + 1]![j]!)) out.push(`+ ${after[j++]}`);
    else out.push(`- ${before[i++]}`);
  }
  return out;
}

const [beforeDir, afterDir] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error('usage: node scripts/compare-built-pages.ts <dist-before> <dist-after>');
  process.exit(2);
}
const beforeFiles = htmlFiles(beforeDir);
const afterFiles = htmlFiles(afterDir);
let differing = 0;
for (const file of beforeFiles.filter((f) => !afterFiles.includes(f))) {
  console.log(`${file}: only in ${beforeDir}`);
  differing++;
}
for (const file of afterFiles.filter((f) => !beforeFiles.includes(f))) {
  console.log(`${file}: only in ${afterDir}`);
  differing++;
}
let totalBefore = 0;
let totalAfter = 0;
for (const file of beforeFiles.filter((f) => afterFiles.includes(f))) {
  const beforeHtml = readFileSync(join(beforeDir, file), 'utf8');
  const afterHtml = readFileSync(join(afterDir, file), 'utf8');
  const sizes = [gzipSync(beforeHtml).length, gzipSync(afterHtml).length] as const;
  totalBefore += sizes[0];
  totalAfter += sizes[1];
  const a = facets(beforeHtml);
  const b = facets(afterHtml);
  const changed = (Object.keys(a) as Facet[]).map((facet) => [facet, diff(a[facet], b[facet])] as const).filter(([, d]) => d.length);
  const size = `gzip ${sizes[0]} -> ${sizes[1]} (${sizes[1] - sizes[0] >= 0 ? '+' : ''}${sizes[1] - sizes[0]})`;
  if (!changed.length) {
    console.log(`${file}: same (${size})`);
    continue;
  }
  differing++;
  console.log(`${file}: DIFFERS (${size})`);
  for (const [facet, lines] of changed) {
    console.log(`  ${facet}:`);
    for (const line of lines) console.log(`    ${line}`);
  }
}
console.log(
  `\n${beforeFiles.length} pages before, ${afterFiles.length} after; ${differing} differ. gzip total ${totalBefore} -> ${totalAfter}`,
);
process.exit(differing ? 1 : 0);
