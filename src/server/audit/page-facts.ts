import type { CheerioAPI } from 'cheerio';
import { findPkPhones, normalisePkPhone } from '../../lib/contact/phone';
import { parseJsonLdBlocks, type JsonLdBlock } from './structured-data';

/**
 * What the audit reads from one HTML page, in one pass: the facts the checks
 * judge. Nothing here is trusted or rendered; it is data.
 */

export interface ImageFact {
  src: string;
  /** Resolved absolute URL, or null (no src, data:). */
  url: string | null;
  /**
   * The address a phone loads (412 CSS px wide at 1.75 device pixels): the
   * first `<picture>` source it can show, else the `srcset` candidate for that
   * width, else `src`; null when none is a fetchable address.
   */
  fetchUrl: string | null;
  alt: string | null;
  hasDimensions: boolean;
  /** The width and height attributes in pixels, when given as numbers. */
  width: number | null;
  height: number | null;
  /** The widest `w` candidate of the srcset the phone uses, in pixels, or null. */
  srcsetWidth: number | null;
  lazy: boolean;
  /** `fetchpriority="high"`: the page marks it as its main image. */
  highPriority: boolean;
}

export interface LinkFact {
  href: string;
  /** Whether the element has an href at all (`<a name>` and `<a onclick>` have none). */
  hasHref: boolean;
  /** Resolved absolute URL, or null for a link that is not a URL (javascript:, empty). */
  url: string | null;
  /** Its words as shown, each image counted as its alt: the anchor text Google reads. */
  text: string;
  /** Its accessible name: aria-label, else its words, else its title (what a screen reader says). */
  name: string;
  /** A link to a place on this same page (#section, or the page's own address with a fragment or none). */
  samePage: boolean;
  /** A `javascript:` address that does nothing but stand for a link (void(0), ";", empty), or no href with an onclick. */
  placeholder: boolean;
}

export interface ScriptFact {
  src: string | null;
  url: string | null;
  inHead: boolean;
  /** An external classic script without async or defer: the parser stops for it. */
  blocking: boolean;
  inline: string;
  /** Share of the body's text that comes after it (0-1; 0 in <head> is not meaningful: see inHead). */
  textAfter: number;
  /** An image the browser fetches at once (an <img> with a source, not loading="lazy") comes before it in the document. */
  imageBefore: boolean;
}

export interface StylesheetFact {
  url: string;
  inHead: boolean;
  media: string | null;
  /** Applies to a phone's screen (no media excluding it, not disabled): the first paint waits for it. */
  blocking: boolean;
}

export interface HeadProblem {
  /** The first element that is not allowed in <head>, as written. */
  element: string;
  /** Metadata written after it, which Google no longer reads as part of the head. */
  metadataAfter: string[];
}

export interface PageFacts {
  url: string;
  /** As written: "" for lang="", null when there is no attribute. */
  lang: string | null;
  dir: string | null;
  titles: string[];
  description: string | null;
  robotsMeta: string[];
  /** Meta tags addressed to crawlers (`robots`, `googlebot`, `bingbot`, any name ending in "bot"), as written. */
  crawlerMeta: { name: string; content: string }[];
  /** Elements marked `data-nosnippet` (kept out of Google's snippets and AI Overviews). */
  dataNosnippet: number;
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
  stylesheetLinks: StylesheetFact[];
  /** Images set in style attributes (background-image: url(…)), absolute. */
  backgroundImages: string[];
  jsonLd: JsonLdBlock[];
  /** schema.org types given as microdata (`itemtype`), short names. */
  microdataTypes: string[];
  hreflang: { lang: string; href: string }[];
  /** Visible text of the body (scripts, styles and templates removed), whitespace collapsed. */
  text: string;
  phonesInText: string[];
  telLinks: string[];
  /** Numbers people can tap: the words of a tel: or WhatsApp link. */
  tappablePhones: string[];
  headProblem: HeadProblem | null;
  /** http: resources an https page loads. */
  insecureResources: string[];
  /** Where the first call to action (tel:, WhatsApp, a form, a contact link) sits, as a share of the body's text before it (0-1), or null. */
  firstCallToAction: { what: string; position: number } | null;
  /**
   * The page's HTML has next to no content of its own and shows the marks of an
   * application built in the browser (an empty mount point such as #root, or a
   * <noscript> asking for JavaScript): what a person sees is built by JavaScript.
   */
  builtByJavaScript: boolean;
  /** Share of letters in Arabic script (Urdu) among all letters of the text. */
  arabicScriptShare: number;
}

const WHATSAPP_LINK = /(wa\.me\/|api\.whatsapp\.com|whatsapp:\/\/)/i;

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

/** Elements a browser lays out on a line of their own: their words never run into the next ones. */
const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'button',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'img',
  'input',
  'label',
  'legend',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'option',
  'p',
  'pre',
  'section',
  'select',
  'summary',
  'table',
  'tbody',
  'td',
  'textarea',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg']);

/** The parts of cheerio's (domhandler's) nodes the text walk reads. */
interface DomNode {
  type: string;
  data?: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

/**
 * The words of a node as a browser shows them: block elements separated by a
 * space (cheerio's text() joins "…safe</p><h2>Local…" into "safeLocal"),
 * inline ones run on; with `alts`, an image counts as its alt text.
 */
function wordsOf(nodes: readonly DomNode[], alts = false): string {
  const out: string[] = [];
  const walk = (list: readonly DomNode[]) => {
    for (const node of list) {
      if (node.type === 'text') out.push(node.data ?? '');
      else if (node.type === 'tag' && node.name && !NOT_TEXT.has(node.name)) {
        const block = BLOCK_ELEMENTS.has(node.name);
        if (block) out.push(' ');
        if (alts && node.name === 'img') out.push(node.attribs?.alt ?? '');
        walk(node.children ?? []);
        if (block) out.push(' ');
      }
    }
  };
  walk(nodes);
  return out.join('').replace(/\s+/g, ' ').trim();
}

/** A stylesheet's media that a phone's screen does not match (print, speech, a minimum width above a phone's). */
function excludesPhoneScreens(media: string | null): boolean {
  if (!media) return false;
  return media.split(',').every((query) => {
    const q = query.trim().toLowerCase();
    if (!q || q === 'all' || q === 'screen') return false;
    if (/^(only\s+)?(print|speech)\b/.test(q) || /^not\s+(all|screen)\b/.test(q)) return true;
    const minWidth = /min-width\s*:\s*(\d+(?:\.\d+)?)(px|em|rem)/.exec(q);
    return Boolean(minWidth && Number(minWidth[1]) * (minWidth[2] === 'px' ? 1 : 16) > 480);
  });
}

/** A mount point a browser application fills (React, Vue, Angular, Next, Nuxt, Svelte), left empty in the HTML. */
const APP_ROOTS = '#root, #app, #__next, #__nuxt, #svelte, [ng-version], [ng-app], app-root, [data-reactroot]';

const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/g;
const LATIN = /[A-Za-z]/g;

type Page = CheerioAPI;

function ogOf($: Page): Record<string, string> {
  const og: Record<string, string> = {};
  $('meta[property^="og:"], meta[name^="og:"]').each((_, element) => {
    const key = ($(element).attr('property') ?? $(element).attr('name') ?? '').toLowerCase();
    const content = $(element).attr('content')?.trim();
    if (content && !(key in og)) og[key] = content;
  });
  return og;
}

/** A phone's layout width and pixel density (Lighthouse's mobile: Moto G Power, 412 px at 1.75). */
const PHONE_WIDTH = 412;
const PHONE_DENSITY = 1.75;

/** Image types Chromium shows: a `<source>` of another type is skipped. */
const SHOWN_TYPES = /^image\/(avif|webp|jpeg|png|gif|svg\+xml|apng|bmp|x-icon)$/i;

interface Candidate {
  url: string;
  width: number | null;
  density: number;
}

function candidatesOf(srcset: string | undefined): Candidate[] {
  if (!srcset) return [];
  return srcset
    .split(/,\s+|,(?=\S+\s+\d)/)
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0])
    .map(([url, descriptor]) => {
      const width = descriptor && /^\d+w$/i.test(descriptor) ? Number(descriptor.slice(0, -1)) : null;
      const density = descriptor && /^[\d.]+x$/i.test(descriptor) ? Number(descriptor.slice(0, -1)) : 1;
      return { url: url!, width, density };
    });
}

/** The candidate a phone picks: the narrowest at least as wide as its screen in device pixels (the densest at most 1.75x). */
function phoneCandidate(candidates: readonly Candidate[]): Candidate | null {
  if (candidates.length === 0) return null;
  const widths = candidates.filter((candidate) => candidate.width !== null).sort((a, b) => a.width! - b.width!);
  if (widths.length > 0) return widths.find((candidate) => candidate.width! >= PHONE_WIDTH * PHONE_DENSITY) ?? widths.at(-1)!;
  const densities = [...candidates].sort((a, b) => a.density - b.density);
  return densities.find((candidate) => candidate.density >= PHONE_DENSITY) ?? densities.at(-1)!;
}

const pixels = (value: string | undefined) => (value && /^\s*\d+(\.\d+)?\s*(px)?\s*$/i.test(value) ? Number.parseFloat(value) : null);

function imagesOf($: Page, base: string): ImageFact[] {
  return $('img')
    .toArray()
    .map((element) => {
      const image = $(element);
      const src = image.attr('src') ?? image.attr('data-src') ?? '';
      const source = image
        .parent('picture')
        .children('source[srcset]')
        .toArray()
        .find((candidate) => {
          const type = $(candidate).attr('type');
          return (!type || SHOWN_TYPES.test(type.trim())) && !excludesPhoneScreens($(candidate).attr('media')?.trim() || null);
        });
      const chosen = phoneCandidate(candidatesOf(source ? $(source).attr('srcset') : image.attr('srcset')));
      const url = absolute(src, base);
      return {
        src,
        url,
        fetchUrl: (chosen && absolute(chosen.url, base)) ?? url,
        alt: image.attr('alt') ?? null,
        hasDimensions:
          Boolean(image.attr('width') && image.attr('height')) || /(^|;)\s*(aspect-ratio|width)\s*:/.test(image.attr('style') ?? ''),
        width: pixels(image.attr('width')),
        height: pixels(image.attr('height')),
        srcsetWidth: chosen?.width ?? null,
        lazy: image.attr('loading')?.toLowerCase() === 'lazy',
        highPriority: image.attr('fetchpriority')?.toLowerCase() === 'high',
      };
    });
}

function linksOf($: Page, base: string, pageUrl: string): LinkFact[] {
  const pageWithoutFragment = pageUrl.replace(/#.*$/, '');
  return $('a')
    .toArray()
    .map((element) => {
      const link = $(element);
      const hasHref = link.attr('href') !== undefined;
      const href = link.attr('href') ?? '';
      const url = absolute(href, base);
      const text = wordsOf(element.children, true);
      const name = (link.attr('aria-label')?.trim() || text || link.attr('title')?.trim() || '').replace(/\s+/g, ' ');
      const placeholder = hasHref ? /^\s*javascript:\s*(void\s*\(?\s*0\s*\)?\s*;?|;?)\s*$/i.test(href) : link.attr('onclick') !== undefined;
      return {
        href,
        hasHref,
        url,
        text,
        name,
        samePage: href.trim().startsWith('#') || url?.replace(/#.*$/, '') === pageWithoutFragment,
        placeholder,
      };
    });
}

/**
 * For each element of the body, in document order: how much text comes
 * before it and whether an image the browser fetches at once does.
 */
function documentPositions($: Page): { total: number; at: Map<unknown, { textBefore: number; imageBefore: boolean }> } {
  const at = new Map<unknown, { textBefore: number; imageBefore: boolean }>();
  let text = 0;
  let imageBefore = false;
  const walk = (nodes: readonly DomNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') text += (node.data ?? '').replace(/\s+/g, ' ').trim().length;
      else if (node.type === 'script' || node.type === 'tag' || node.type === 'style') {
        at.set(node, { textBefore: text, imageBefore });
        if (node.name === 'img' && node.attribs?.src && node.attribs.loading?.toLowerCase() !== 'lazy') imageBefore = true;
        if (node.name && !NOT_TEXT.has(node.name)) walk(node.children ?? []);
      }
    }
  };
  walk($('body').toArray() as unknown as DomNode[]);
  return { total: text, at };
}

function scriptsOf($: Page, base: string): ScriptFact[] {
  const positions = documentPositions($);
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
      const blocking = Boolean(src) && script.attr('async') === undefined && script.attr('defer') === undefined && type !== 'module';
      const position = positions.at.get(element);
      return {
        src,
        url: src ? absolute(src, base) : null,
        inHead,
        blocking,
        inline: src ? '' : script.text().slice(0, 2000),
        textAfter: position && positions.total > 0 ? (positions.total - position.textBefore) / positions.total : inHead ? 1 : 0,
        imageBefore: position?.imageBefore ?? false,
      };
    });
}

function telLinksOf(links: readonly LinkFact[]): string[] {
  return links
    .filter((link) => /^\s*tel:/i.test(link.href))
    .map((link) => normalisePkPhone(decodeURIComponent(link.href.replace(/^\s*tel:/i, ''))) ?? link.href.trim());
}

/** The body's visible text: scripts, styles, templates and drawings left out, a space between blocks, whitespace collapsed. */
function visibleTextOf($: Page): string {
  return wordsOf($('body').toArray());
}

/** Numbers written as the words of a tel: or WhatsApp link: already one tap away. */
function tappablePhonesOf(links: readonly LinkFact[]): string[] {
  return [
    ...new Set(
      links.filter((link) => /^\s*tel:/i.test(link.href) || WHATSAPP_LINK.test(link.href)).flatMap((link) => findPkPhones(link.text)),
    ),
  ];
}

function stylesheetLinksOf($: Page, base: string): StylesheetFact[] {
  return $('link[rel~="stylesheet" i]')
    .toArray()
    .flatMap((element) => {
      const link = $(element);
      const url = absolute(link.attr('href'), base);
      if (!url || /\balternate\b/i.test(link.attr('rel') ?? '')) return [];
      const media = link.attr('media')?.trim() || null;
      return [
        {
          url,
          inHead: link.parents('head').length > 0,
          media,
          blocking: link.attr('disabled') === undefined && !excludesPhoneScreens(media),
        },
      ];
    });
}

/** Images set in style attributes (background-image: url(…)). */
function backgroundImagesOf($: Page, base: string): string[] {
  return [
    ...new Set(
      $('[style*="url(" i]')
        .toArray()
        .flatMap((element) =>
          [...($(element).attr('style') ?? '').matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/gi)].map((match) => absolute(match[2], base)),
        )
        .filter((url): url is string => Boolean(url)),
    ),
  ];
}

/** Next to no text, no heading, an external script, and an empty app root or a <noscript> asking for JavaScript. */
function builtByJavaScriptOf($: Page, text: string, h1: readonly string[], scripts: readonly ScriptFact[]): boolean {
  if (text.length >= 200 || h1.length > 0 || !scripts.some((script) => script.src)) return false;
  const emptyAppRoot = $(APP_ROOTS)
    .toArray()
    .some((element) => wordsOf([element]).length < 20);
  return emptyAppRoot || /javascript/i.test($('noscript').text());
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

/**
 * The reader of a page's facts. cheerio loads here, when an audit first reads a
 * page, not with every function that reaches the audit area.
 */
export async function pageFactsReader(): Promise<(html: string, pageUrl: string) => PageFacts> {
  const { load } = await import('cheerio');
  return (html, pageUrl) => readPageFacts(load(html), html, pageUrl);
}

function readPageFacts($: Page, html: string, pageUrl: string): PageFacts {
  const base = absolute($('base[href]').attr('href'), pageUrl) ?? pageUrl;
  const attr = (selector: string, name: string) => $(selector).first().attr(name)?.trim() || null;
  const meta = (name: string) => attr(`meta[name="${name}" i]`, 'content');
  const links = linksOf($, base, pageUrl);
  const scripts = scriptsOf($, base);
  const text = visibleTextOf($);
  const h1 = $('h1')
    .toArray()
    .map((element) => wordsOf(element.children, true));

  return {
    url: pageUrl,
    lang: $('html').first().attr('lang')?.trim() ?? null,
    dir: attr('html', 'dir'),
    titles: $('title')
      .toArray()
      .map((element) => $(element).text().replace(/\s+/g, ' ').trim()),
    description: meta('description'),
    robotsMeta: $('meta[name="robots" i], meta[name="googlebot" i]')
      .toArray()
      .map((element) => `${$(element).attr('name')}: ${$(element).attr('content') ?? ''}`),
    crawlerMeta: $('meta[name][content]')
      .toArray()
      .map((element) => ({ name: $(element).attr('name')!.trim(), content: $(element).attr('content')!.trim() }))
      .filter(({ name }) => /^(robots|[a-z0-9_-]*bot(-[a-z]+)?)$/i.test(name)),
    dataNosnippet: $('[data-nosnippet]').length,
    canonicals: $('link[rel~="canonical" i]')
      .toArray()
      .map((element) => $(element).attr('href') ?? ''),
    viewport: meta('viewport'),
    icons: hrefsOf($, 'link[rel~="icon" i], link[rel="apple-touch-icon" i]', base),
    inlineIcons: $('link[rel~="icon" i][href^="data:" i]').length,
    og: ogOf($),
    h1,
    h2Count: $('h2').length,
    images: imagesOf($, base),
    links,
    scripts,
    stylesheets: hrefsOf($, 'link[rel~="stylesheet" i]', base),
    stylesheetLinks: stylesheetLinksOf($, base),
    backgroundImages: backgroundImagesOf($, base),
    jsonLd: parseJsonLdBlocks(
      $('script[type="application/ld+json" i]')
        .toArray()
        .map((element) => $(element).text()),
    ),
    microdataTypes: [
      ...new Set(
        $('[itemscope][itemtype]')
          .toArray()
          .flatMap((element) => ($(element).attr('itemtype') ?? '').split(/\s+/))
          .map((type) => type.replace(/^(https?:)?\/\/schema\.org\//i, ''))
          .filter(Boolean),
      ),
    ],
    hreflang: $('link[rel~="alternate" i][hreflang]')
      .toArray()
      .map((element) => ({ lang: $(element).attr('hreflang') ?? '', href: $(element).attr('href') ?? '' })),
    text,
    phonesInText: findPkPhones(text),
    telLinks: telLinksOf(links),
    tappablePhones: tappablePhonesOf(links),
    headProblem: headProblemOf(html),
    insecureResources: insecureResourcesOf($, pageUrl),
    firstCallToAction: firstCallToActionOf($, text),
    builtByJavaScript: builtByJavaScriptOf($, text, h1, scripts),
    arabicScriptShare: arabicScriptShareOf(text),
  };
}
