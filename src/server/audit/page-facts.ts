import * as cheerio from 'cheerio';
import { findPkPhones, normalisePkPhone } from './pk-phone';
import { parseJsonLdBlocks, type JsonLdBlock } from './structured-data';

/**
 * What the audit reads from one HTML page, in one pass: the facts the checks
 * judge. Nothing here is trusted or rendered; it is data.
 */

export interface ImageFact {
  src: string;
  alt: string | null;
  hasDimensions: boolean;
  lazy: boolean;
}

export interface LinkFact {
  href: string;
  /** Resolved absolute URL, or null for a link that is not a URL (javascript:, empty). */
  url: string | null;
  text: string;
}

export interface ScriptFact {
  src: string | null;
  url: string | null;
  inHead: boolean;
  blocking: boolean;
  inline: string;
}

export interface HeadProblem {
  /** The first element that is not allowed in <head>, as written. */
  element: string;
  /** Metadata written after it, which Google no longer reads as part of the head. */
  metadataAfter: string[];
}

export interface PageFacts {
  url: string;
  lang: string | null;
  dir: string | null;
  titles: string[];
  description: string | null;
  robotsMeta: string[];
  canonicals: string[];
  viewport: string | null;
  /** Icon files linked from the page (absolute addresses). */
  icons: string[];
  /** Icons written inline as data: addresses, which browsers show but Google Search cannot crawl. */
  inlineIcons: number;
  og: Record<string, string>;
  h1: string[];
  h2Count: number;
  images: ImageFact[];
  links: LinkFact[];
  scripts: ScriptFact[];
  stylesheets: string[];
  jsonLd: JsonLdBlock[];
  hreflang: { lang: string; href: string }[];
  /** Visible text of the body (scripts, styles and templates removed), whitespace collapsed. */
  text: string;
  phonesInText: string[];
  telLinks: string[];
  headProblem: HeadProblem | null;
  /** http: resources an https page loads. */
  insecureResources: string[];
  /** Where the first call to action (tel:, WhatsApp, a form, a contact link) sits, as a share of the body's text before it (0-1), or null. */
  firstCallToAction: { what: string; position: number } | null;
  /** The page's HTML has next to no content of its own and loads scripts: what a person sees is built by JavaScript. */
  builtByJavaScript: boolean;
  /** Share of letters in Arabic script (Urdu) among all letters of the text. */
  arabicScriptShare: number;
}

const HEAD_ELEMENTS = new Set(['title', 'meta', 'link', 'script', 'style', 'base', 'noscript', 'template']);

function absolute(href: string | undefined, base: string): string | null {
  if (!href || /^\s*(javascript|data|mailto):/i.test(href)) return null;
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return null;
  }
}

/** The head as written (the parser moves what does not belong; Google stops reading there). */
function headProblemOf(html: string): HeadProblem | null {
  const head = /<head[^>]*>([\s\S]*?)(?:<\/head>|<body)/i.exec(html)?.[1];
  if (!head) return null;
  const stripped = head.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '<$1>');
  const tags = [...stripped.matchAll(/<([a-zA-Z][\w-]*)\b[^>]*>/g)];
  const index = tags.findIndex((tag) => !HEAD_ELEMENTS.has(tag[1]!.toLowerCase()));
  if (index < 0) return null;
  const metadataAfter = tags
    .slice(index + 1)
    .map((tag) => tag[0])
    .filter((tag) => /^<(title|meta|link)\b/i.test(tag) && !/charset/i.test(tag))
    .map((tag) => tag.slice(0, 160));
  return { element: tags[index]![0].slice(0, 160), metadataAfter };
}

const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/g;
const LATIN = /[A-Za-z]/g;

type Page = cheerio.CheerioAPI;

function ogOf($: Page): Record<string, string> {
  const og: Record<string, string> = {};
  $('meta[property^="og:"], meta[name^="og:"]').each((_, element) => {
    const key = ($(element).attr('property') ?? $(element).attr('name') ?? '').toLowerCase();
    const content = $(element).attr('content')?.trim();
    if (content && !(key in og)) og[key] = content;
  });
  return og;
}

function imagesOf($: Page): ImageFact[] {
  return $('img')
    .toArray()
    .map((element) => {
      const image = $(element);
      return {
        src: image.attr('src') ?? image.attr('data-src') ?? '',
        alt: image.attr('alt') ?? null,
        hasDimensions:
          Boolean(image.attr('width') && image.attr('height')) || /(^|;)\s*(aspect-ratio|width)\s*:/.test(image.attr('style') ?? ''),
        lazy: image.attr('loading')?.toLowerCase() === 'lazy',
      };
    });
}

function linksOf($: Page, base: string): LinkFact[] {
  return $('a')
    .toArray()
    .map((element) => {
      const link = $(element);
      const href = link.attr('href') ?? '';
      const text = (link.text() || link.attr('aria-label') || link.find('img').attr('alt') || '').replace(/\s+/g, ' ').trim();
      return { href, url: absolute(href, base), text };
    });
}

function scriptsOf($: Page, base: string): ScriptFact[] {
  return $('script')
    .toArray()
    .filter((element) => {
      const type = ($(element).attr('type') ?? '').toLowerCase();
      return !type || type === 'module' || type.includes('javascript');
    })
    .map((element) => {
      const script = $(element);
      const src = script.attr('src') ?? null;
      const inHead = script.parents('head').length > 0;
      const type = (script.attr('type') ?? '').toLowerCase();
      const blocking =
        Boolean(src) && inHead && script.attr('async') === undefined && script.attr('defer') === undefined && type !== 'module';
      return { src, url: src ? absolute(src, base) : null, inHead, blocking, inline: src ? '' : script.text().slice(0, 2000) };
    });
}

function telLinksOf(links: readonly LinkFact[]): string[] {
  return links
    .filter((link) => /^\s*tel:/i.test(link.href))
    .map((link) => normalisePkPhone(decodeURIComponent(link.href.replace(/^\s*tel:/i, ''))) ?? link.href.trim());
}

/** The body's visible text: scripts, styles, templates and drawings removed, whitespace collapsed. */
function visibleTextOf($: Page): string {
  const bodyClone = $('body').clone();
  bodyClone.find('script, style, noscript, template, svg').remove();
  return bodyClone.text().replace(/\s+/g, ' ').trim();
}

function insecureResourcesOf($: Page, pageUrl: string): string[] {
  return new URL(pageUrl).protocol === 'https:'
    ? $('img[src], script[src], iframe[src], video[src], audio[src], source[src], link[rel="stylesheet"][href]')
        .toArray()
        .map((element) => $(element).attr('src') ?? $(element).attr('href') ?? '')
        .filter((src) => /^http:\/\//i.test(src.trim()))
    : [];
}

/** The first call to action, measured by how much body text comes before it. */
function firstCallToActionOf($: Page, text: string): PageFacts['firstCallToAction'] {
  const ctaSelector =
    'a[href^="tel:" i], a[href*="wa.me/" i], a[href*="api.whatsapp.com" i], a[href*="whatsapp://" i], form, a[href*="contact" i], a[href^="#contact" i]';
  const firstCta = $('body').find(ctaSelector).first();
  if (firstCta.length === 0 || text.length === 0) return null;
  let before = 0;
  let found = false;
  const walk = (nodes: ReturnType<typeof $>) => {
    nodes.contents().each((_, node) => {
      if (found) return;
      if (node === firstCta[0]) {
        found = true;
        return;
      }
      if (node.type === 'text') before += ($(node).text().replace(/\s+/g, ' ').trim() || '').length;
      else if (node.type === 'tag' && !['script', 'style', 'noscript', 'template', 'svg'].includes(node.name)) walk($(node));
    });
  };
  walk($('body'));
  const element = firstCta[0]!;
  const what = element.type === 'tag' && element.name === 'form' ? 'a form' : ($(element).attr('href') ?? '').slice(0, 120);
  return { what, position: Math.min(1, before / text.length) };
}

function arabicScriptShareOf(text: string): number {
  const letters = (text.match(ARABIC_SCRIPT)?.length ?? 0) + (text.match(LATIN)?.length ?? 0);
  return letters === 0 ? 0 : (text.match(ARABIC_SCRIPT)?.length ?? 0) / letters;
}

/** The hrefs of the links a selector picks, made absolute (unusable ones dropped). */
function hrefsOf($: Page, selector: string, base: string): string[] {
  return $(selector)
    .toArray()
    .map((element) => absolute($(element).attr('href'), base))
    .filter((href): href is string => Boolean(href));
}

export function readPageFacts(html: string, pageUrl: string): PageFacts {
  const $ = cheerio.load(html);
  const base = absolute($('base[href]').attr('href'), pageUrl) ?? pageUrl;
  const attr = (selector: string, name: string) => $(selector).first().attr(name)?.trim() || null;
  const meta = (name: string) => attr(`meta[name="${name}" i]`, 'content');
  const links = linksOf($, base);
  const scripts = scriptsOf($, base);
  const text = visibleTextOf($);
  const h1 = $('h1')
    .toArray()
    .map((element) => $(element).text().replace(/\s+/g, ' ').trim());

  return {
    url: pageUrl,
    lang: attr('html', 'lang'),
    dir: attr('html', 'dir'),
    titles: $('title')
      .toArray()
      .map((element) => $(element).text().replace(/\s+/g, ' ').trim()),
    description: meta('description'),
    robotsMeta: $('meta[name="robots" i], meta[name="googlebot" i]')
      .toArray()
      .map((element) => `${$(element).attr('name')}: ${$(element).attr('content') ?? ''}`),
    canonicals: $('link[rel~="canonical" i]')
      .toArray()
      .map((element) => $(element).attr('href') ?? ''),
    viewport: meta('viewport'),
    icons: hrefsOf($, 'link[rel~="icon" i], link[rel="apple-touch-icon" i]', base),
    inlineIcons: $('link[rel~="icon" i][href^="data:" i]').length,
    og: ogOf($),
    h1,
    h2Count: $('h2').length,
    images: imagesOf($),
    links,
    scripts,
    stylesheets: hrefsOf($, 'link[rel~="stylesheet" i]', base),
    jsonLd: parseJsonLdBlocks(
      $('script[type="application/ld+json" i]')
        .toArray()
        .map((element) => $(element).text()),
    ),
    hreflang: $('link[rel~="alternate" i][hreflang]')
      .toArray()
      .map((element) => ({ lang: $(element).attr('hreflang') ?? '', href: $(element).attr('href') ?? '' })),
    text,
    phonesInText: findPkPhones(text),
    telLinks: telLinksOf(links),
    headProblem: headProblemOf(html),
    insecureResources: insecureResourcesOf($, pageUrl),
    firstCallToAction: firstCallToActionOf($, text),
    builtByJavaScript: text.length < 200 && scripts.length > 0 && h1.length === 0,
    arabicScriptShare: arabicScriptShareOf(text),
  };
}
