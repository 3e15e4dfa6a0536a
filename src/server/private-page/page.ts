import { escapeUTF8 } from 'entities';

/**
 * The frame of a private page (a website audit's report, a client's monthly
 * report): server-rendered HTML with no JavaScript, noindex and no referrer in
 * the head, one inline style (allowed by its hash, headers.ts), the brand's
 * bar on top, printable, readable at 390 px, in the site's colours.
 */

/** The colours of tailwind.config.mjs the private pages use. */
export const PAGE_COLOURS = {
  brand600: '#ea580c',
  brand700: '#c2410c',
  brand50: '#fff7ed',
  accent700: '#15803d',
  accent50: '#f0fdf4',
  ink: '#111827',
  muted: '#4b5563',
  line: '#e5e7eb',
} as const;

const C = PAGE_COLOURS;

/** What every private page has: the type, the brand's bar, headings, muted text, the WhatsApp button, the footer. */
const BASE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif;color:${C.ink};background:#fff;line-height:1.5;font-size:16px}
main{max-width:46rem;margin:0 auto;padding:1rem}
header.top{background:${C.brand700};color:#fff;padding:.75rem 1rem}
header.top p{margin:0 auto;max-width:46rem;font-weight:600}
h1{font-size:1.6rem;line-height:1.2;margin:1rem 0 .25rem}
h2{font-size:1.25rem;margin:2rem 0 .5rem;border-bottom:2px solid ${C.brand600};padding-bottom:.25rem}
.muted{color:${C.muted}}
a.button{display:inline-block;background:${C.accent700};color:#fff;padding:.6rem 1rem;border-radius:.5rem;text-decoration:none;font-weight:600}
footer{margin:2rem 0;font-size:.85rem;color:${C.muted}}
`.trim();

/** On paper: no coloured bar or button, links written out, no heading alone at a page's foot. */
const BASE_PRINT = `header.top{background:none;color:${C.ink};border-bottom:2px solid ${C.ink}}a.button{background:none;color:${C.ink};padding:0}a[href^="http"]::after{content:" (" attr(href) ")";font-size:.8rem}h2{break-after:avoid}`;

/** Escapes text for HTML (every value a private page shows is someone else's text). */
export const esc = (value: string | null | undefined): string => escapeUTF8(value ?? '');

export interface PrivatePage {
  /** The page's own title, before ` | <brand>` (text, escaped here). */
  title: string;
  brandName: string;
  /** What the page is, in the brand's bar ("Website audit"). */
  kind: string;
  /** The page's own rules, after the shared ones. */
  style: string;
  /** The page's own rules on paper. */
  printStyle?: string;
  /** Everything inside `<main>` (HTML). */
  main: string;
}

/** A whole private page: its head, style and bar around `main`. */
export function renderPrivatePage(page: PrivatePage): string {
  const print = `@media print{${BASE_PRINT}${page.printStyle ?? ''}}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${esc(page.title)} | ${esc(page.brandName)}</title>
<style>${BASE_STYLE}
${page.style.trim()}
${print}</style>
</head>
<body>
<header class="top"><p>${esc(page.brandName)} · ${esc(page.kind)}</p></header>
<main>
${page.main}
</main>
</body>
</html>
`;
}
