import { pageSeoSchema } from './page-seo';

/**
 * How a page appears in search results, and the rules an SEO editor checks
 * while typing: character counts against the limits, the title's width in
 * pixels, where a search engine cuts the title and the description, and
 * titles or descriptions two pages share. Pure, so the admin's live counter
 * and the server's refusal use the same rules (and are tested once).
 *
 * Hard limits are the ones every page already meets: `pageSeoSchema` (a save
 * outside them is refused). The recommended ranges only rate the text.
 */
export type SearchField = 'title' | 'description';
export const SEARCH_FIELDS: readonly SearchField[] = ['title', 'description'];

const schemaLimits = (field: SearchField) => {
  const shape = pageSeoSchema.shape[field];
  return { min: shape.minLength ?? 0, max: shape.maxLength ?? Number.POSITIVE_INFINITY };
};

export const SEARCH_LIMITS = {
  title: {
    ...schemaLimits('title'),
    /** Longer titles are usually cut in results. */
    recommendedMax: 60,
    /** Google's desktop results show about this many pixels of a title (Arial 20px). */
    pixelMax: 600,
  },
  description: {
    ...schemaLimits('description'),
    /** Shorter ones are often replaced by text the engine picks from the page. */
    recommendedMin: 70,
    /** Google's desktop results show about this many characters of a description. */
    recommendedMax: 160,
  },
} as const;

/**
 * Advance widths of Arial (metrically the same as Helvetica), in thousandths
 * of the font size, for printable ASCII from the space (32) to the tilde (126).
 */
// prettier-ignore
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space ! " # $ % & ' ( ) * + , - . /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0-9 : ; < = > ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ A-O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P-Z [ \ ] ^ _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` a-o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p-z { | } ~
];
const OTHER_WIDTHS: Record<string, number> = {
  '\u00a0': 278,
  '–': 556,
  '—': 1000,
  '‘': 222,
  '’': 222,
  '“': 333,
  '”': 333,
  '…': 1000,
  '•': 350,
  '·': 278,
  '×': 584,
  é: 556,
  è: 556,
  à: 556,
  ü: 556,
  ö: 556,
  ç: 500,
  ñ: 556,
};
/** Anything else (other scripts, symbols): an average lower-case letter. */
const FALLBACK_WIDTH = 556;
/** Google's desktop title font size. */
export const TITLE_FONT_PX = 20;

function charWidth(char: string): number {
  const code = char.codePointAt(0)!;
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32]!;
  return OTHER_WIDTHS[char] ?? FALLBACK_WIDTH;
}

/** Estimated width of a text in Arial at `fontPx` pixels (Google's title font). */
export function textPixelWidth(text: string, fontPx = TITLE_FONT_PX): number {
  let thousandths = 0;
  for (const char of text) thousandths += charWidth(char);
  return Math.round((thousandths * fontPx) / 1000);
}

/** Characters counted the way pageSeoSchema counts them (leading and trailing spaces left out). */
export function characterCount(text: string): number {
  return text.trim().length;
}

export type Rating = 'good' | 'too-short' | 'too-long';
export const RATING_LABELS: Record<Rating, string> = { good: 'Good', 'too-short': 'Too short', 'too-long': 'Too long' };

export interface Assessment {
  field: SearchField;
  characters: number;
  /** Title only: estimated pixel width at Google's desktop size. */
  pixels?: number;
  rating: Rating;
  /** Why a save would be refused (outside the hard limits), or null when it may be saved. */
  problem: string | null;
  /** Short advice for a rating other than good. */
  advice: string | null;
}

/** Why the server refuses this text for this field, or null when it may be saved (pageSeoSchema's limits). */
export function searchTextProblem(field: SearchField, text: string): string | null {
  const { min, max } = SEARCH_LIMITS[field];
  const name = field === 'title' ? 'Title' : 'Description';
  const characters = characterCount(text);
  if (pageSeoSchema.shape[field].safeParse(text).success) return null;
  if (characters < min) return `${name} must be at least ${min} characters long (it has ${characters}).`;
  return `${name} must be at most ${max} characters long (it has ${characters}).`;
}

export function assessTitle(text: string): Assessment {
  const limits = SEARCH_LIMITS.title;
  const characters = characterCount(text);
  const pixels = textPixelWidth(text.trim());
  const problem = searchTextProblem('title', text);
  let rating: Rating = 'good';
  let advice: string | null = null;
  if (characters < limits.min) {
    rating = 'too-short';
    advice = `Use at least ${limits.min} characters.`;
  } else if (characters > limits.recommendedMax || pixels > limits.pixelMax) {
    rating = 'too-long';
    advice =
      pixels > limits.pixelMax
        ? `About ${pixels} px wide: search results show about ${limits.pixelMax} px, so the end is cut.`
        : `Keep it to ${limits.recommendedMax} characters or fewer, or the end may be cut.`;
  }
  return { field: 'title', characters, pixels, rating, problem, advice };
}

export function assessDescription(text: string): Assessment {
  const limits = SEARCH_LIMITS.description;
  const characters = characterCount(text);
  const problem = searchTextProblem('description', text);
  let rating: Rating = 'good';
  let advice: string | null = null;
  if (characters < limits.recommendedMin) {
    rating = 'too-short';
    advice = `Use ${limits.recommendedMin}–${limits.recommendedMax} characters; short descriptions are often replaced by text from the page.`;
  } else if (characters > limits.recommendedMax) {
    rating = 'too-long';
    advice = `Search results show about ${limits.recommendedMax} characters; the rest is cut.`;
  }
  return { field: 'description', characters, rating, problem, advice };
}

export function assess(field: SearchField, text: string): Assessment {
  return field === 'title' ? assessTitle(text) : assessDescription(text);
}

const ELLIPSIS = '…';

/** Cuts at the last word boundary that keeps `fits` true with " …" added; unchanged when it fits whole. */
function cutOnWord(text: string, fits: (candidate: string) => boolean): string {
  const whole = text.trim().replace(/\s+/g, ' ');
  if (fits(whole)) return whole;
  const words = whole.split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (!fits(`${next} ${ELLIPSIS}`)) break;
    kept = next;
  }
  // A first word too long to fit is cut inside it, as the engines do.
  if (!kept) {
    for (const char of whole) {
      if (!fits(`${kept}${char}${ELLIPSIS}`)) break;
      kept += char;
    }
    return `${kept}${ELLIPSIS}`;
  }
  return `${kept.replace(/[\s,;:.–—-]+$/, '')} ${ELLIPSIS}`;
}

/** The title as a search result shows it: whole when it fits in about 600 px, else cut on a word with "…". */
export function cutTitle(title: string, pixelMax: number = SEARCH_LIMITS.title.pixelMax): string {
  return cutOnWord(title, (candidate) => textPixelWidth(candidate) <= pixelMax);
}

/** The description as a search result shows it: at most about 160 characters, cut on a word with "…". */
export function cutDescription(description: string, maxCharacters: number = SEARCH_LIMITS.description.recommendedMax): string {
  return cutOnWord(description, (candidate) => candidate.length <= maxCharacters);
}

export interface ResultPreview {
  /** The site name line Google shows above the address. */
  siteName: string;
  /** Host and path segments of the canonical address, shown "host › segment". */
  breadcrumb: string;
  title: string;
  description: string;
}

/** A search result as Google's desktop results show this page. `title` is the full <title>. */
export function resultPreview(input: { title: string; description: string; canonical: string; siteName: string }): ResultPreview {
  const url = new URL(input.canonical);
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  return {
    siteName: input.siteName,
    breadcrumb: [`${url.protocol}//${url.host}`, ...segments].join(' › '),
    title: cutTitle(input.title),
    description: cutDescription(input.description),
  };
}

/** How two texts are compared for duplicates: case, spacing and the final full stop do not matter. */
export function duplicateKey(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '')
    .toLowerCase();
}

/** For each path, the other paths whose text (title or description) is the same. Only paths with a twin are listed. */
export function findDuplicates(items: readonly { path: string; text: string }[]): Map<string, string[]> {
  const byText = new Map<string, string[]>();
  for (const { path, text } of items) {
    const key = duplicateKey(text);
    if (!key) continue;
    byText.set(key, [...(byText.get(key) ?? []), path]);
  }
  const twins = new Map<string, string[]>();
  for (const paths of byText.values()) {
    if (paths.length < 2) continue;
    for (const path of paths)
      twins.set(
        path,
        paths.filter((other) => other !== path),
      );
  }
  return twins;
}

// ---------------------------------------------------------------------------
// Where the edited values are kept: entries of the content store (page
// "search"), one per route and field, so they are versioned, kept in history,
// restored and published exactly like page text.

/** The content-store page that holds search appearance entries. */
export const SEARCH_APPEARANCE_PAGE = 'search';

/** "home" for "/", else the path's segment with "-" as "_" ("/seo-audit" → "seo_audit"); the entries' section. */
export function routeKeyOf(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replace(/-/g, '_');
}

/** The inverse of routeKeyOf (slugs never contain "_"). */
export function pathOfRouteKey(routeKey: string): string {
  return routeKey === 'home' ? '/' : `/${routeKey.replace(/_/g, '-')}`;
}

/** Content key of a route's field: "seo_audit_title", "home_description". */
export function searchContentKey(path: string, field: SearchField): string {
  return `${routeKeyOf(path)}_${field}`;
}

/** The admin id of a route's field entry: "search.seo_audit_title". */
export function searchEntryId(path: string, field: SearchField): string {
  return `${SEARCH_APPEARANCE_PAGE}.${searchContentKey(path, field)}`;
}

/** Field of a stored entry, read from its content key. */
export function fieldOfContentKey(contentKey: string): SearchField | null {
  if (contentKey.endsWith('_title')) return 'title';
  if (contentKey.endsWith('_description')) return 'description';
  return null;
}

export interface SearchTexts {
  title: string;
  description: string;
}

/**
 * What a route shows: a stored text wins over the page's own (data file)
 * value where it exists, has words and is within the hard limits (a stored
 * text that is not, e.g. saved before a limit changed, is ignored rather
 * than break the build).
 */
export function resolveSearchTexts(
  path: string,
  defaults: SearchTexts,
  stored: readonly { contentKey: string; content: string }[],
): SearchTexts {
  const pick = (field: SearchField): string => {
    const key = searchContentKey(path, field);
    const entry = stored.find((item) => item.contentKey === key);
    const text = entry?.content.trim();
    return text && searchTextProblem(field, text) === null ? text : defaults[field];
  };
  return { title: pick('title'), description: pick('description') };
}
