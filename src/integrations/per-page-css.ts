import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { decodeHTMLAttribute } from 'entities';
import { PurgeCSS } from 'purgecss';

/**
 * Each public page inlines only the CSS rules it uses, so a content page fits the first TCP round trip. Every page
 * carries the whole public stylesheet inline (build.inlineStylesheets), 6.6 KB
 * brotli of which a landing page uses about half; the rest pushed the
 * document past the first TCP window.
 *
 * PurgeCSS, per page, after the build: a rule stays when the tokens of its
 * selector (class names, tags, attribute names) occur anywhere in the page's
 * text, inline scripts included. Pseudo-classes are not judged, so :hover,
 * :focus-visible, :popover-open and [open] states stay with the classes they
 * belong to. The consent bar is drawn by public/scripts/analytics.js, so the
 * class names in that script count as used on every page that loads it.
 * (beasties matches selectors against the page's DOM instead, and would drop
 * the rules of elements a script creates later, such as that bar.)
 *
 * Admin screens keep their own stylesheet whole: they are applications whose
 * markup React renders at run time. Every page, admin too, first gets the
 * styles Astro writes into its body moved into its head (moveBodyStylesToHead).
 * Runs before the CSP integration's build:done, which hashes the styles as
 * they end up.
 */

/**
 * Tokens as Tailwind writes them: split on what cannot be in a plain class
 * name (`md:flex`, `bg-white/95`, `w-[3px]` stay whole). A comma can be inside
 * one (`grid-rows-[minmax(2lh,auto)_auto]`) or between two names in a script,
 * so each word counts both whole and cut at its commas. Arbitrary variants
 * hold quotes and brackets (`[&>li]:px-3`, `after:content-['›']`), so every
 * name in a class attribute also counts whole, as the browser reads it.
 */
export function tokensOf(content: string): string[] {
  const words = content.split(/[\s"'`<>=;{}\\]+/).filter(Boolean);
  const commaParts = words.flatMap((word) => (word.includes(',') ? word.split(',').filter(Boolean) : []));
  const classNames = [...content.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) =>
    decodeHTMLAttribute(match[1]!).split(/\s+/).filter(Boolean),
  );
  return [...words, ...commaParts, ...classNames];
}

const STYLE = /<style>([\s\S]*?)<\/style>/g;

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export const isAdminFile = (dist: string, file: string) => file.startsWith(join(dist, 'admin'));

/**
 * `html` with every <style> of its body moved to the end of the head's last
 * stylesheet. Astro writes `astro-island,…{display:contents}` just before a
 * page's first island, which may sit in a <div>, where HTML allows no <style>
 * (html-validate element-permitted-content); in the head the rule also holds
 * from the first paint.
 */
export function moveBodyStylesToHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const moved: string[] = [];
  const body = html.slice(headEnd).replace(STYLE, (_, css: string) => {
    moved.push(css);
    return '';
  });
  if (moved.length === 0) return html;
  const head = html.slice(0, headEnd);
  const lastStyleEnd = head.lastIndexOf('</style>');
  const withMoved =
    lastStyleEnd < 0
      ? `${head}<style>${moved.join('')}</style>`
      : `${head.slice(0, lastStyleEnd)}${moved.join('')}${head.slice(lastStyleEnd)}`;
  return withMoved + body;
}

export default function perPageCss(): AstroIntegration {
  return {
    name: 'per-page-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const scriptClasses = readFileSync(join(dist, 'scripts', 'analytics.js'), 'utf8');
        let before = 0;
        let after = 0;
        for (const file of htmlFiles(dist)) {
          const original = readFileSync(file, 'utf8');
          const html = moveBodyStylesToHead(original);
          if (isAdminFile(dist, file)) {
            if (html !== original) writeFileSync(file, html);
            continue;
          }
          const styles = [...html.matchAll(STYLE)].map((match) => match[1]!);
          if (styles.length === 0) continue;
          const content = [{ raw: html, extension: 'html' }];
          if (html.includes('/scripts/analytics.js')) content.push({ raw: scriptClasses, extension: 'js' });
          const purged = await new PurgeCSS().purge({
            content,
            css: styles.map((raw) => ({ raw })),
            defaultExtractor: tokensOf,
            keyframes: true,
          });
          let index = 0;
          const rewritten = html.replace(STYLE, () => `<style>${purged[index++]!.css}</style>`);
          before += styles.join('').length;
          after += purged.reduce((sum, result) => sum + result.css.length, 0);
          writeFileSync(file, rewritten);
        }
        logger.info(`Inline CSS per page: ${before} -> ${after} characters over all public pages`);
      },
    },
  };
}
