import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import sanitizeHtml from 'sanitize-html';

/**
 * The one Markdown renderer: the article pages at build time (and under
 * `npm run dev`) and the admin's preview (POST /api/admin/article-preview)
 * both call `renderMarkdown`, so the preview is the page. Server-only: the
 * sanitiser is too large to ship to the browser, hence the preview endpoint.
 *
 * Safety, in two layers:
 * 1. markdown-it with `html: false` prints raw HTML in the body as text (a
 *    stored `<script>` or `<iframe>` becomes visible characters, never an
 *    element), and refuses `javascript:`, `vbscript:`, `file:` and `data:` links.
 * 2. sanitize-html then keeps only the elements and attributes Markdown makes
 *    (and http, https, mailto and tel links), whatever slips through layer 1.
 *
 * Links to other sites get rel="noopener"; headings get an id and link to
 * themselves. The page's title is its only h1, so "# Heading" in the body
 * becomes an h2. Images in the body are not supported yet: they show as
 * their alt text (the hero image is the article's picture).
 */
export interface RenderedMarkdown {
  html: string;
  /** Headings in order (level 2–6), with the id each got. */
  headings: { level: number; text: string; id: string }[];
}

/** Ids the page around an article uses; a heading that would take one gets a suffix. */
const RESERVED_IDS = new Set(['main', 'mobile-menu', 'newsletter-heading', 'article-title', 'related-heading', 'services-heading']);

export function slugifyHeading(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  // An id must begin with a letter ("1. Step one" → "section-1-step-one").
  const base = !slug ? 'section' : /^[0-9]/.test(slug) ? `section-${slug}` : slug;
  return RESERVED_IDS.has(base) ? `${base}-section` : base;
}

const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  's',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

type Renderer = ReturnType<typeof MarkdownIt>;

function createRenderer(siteOrigin: string): Renderer {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: true });
  // One h1 per page (the title): body headings start at h2.
  md.core.ruler.push('demote_h1', (state) => {
    for (const token of state.tokens) {
      if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
    }
  });
  md.use(anchor, {
    level: [1, 2, 3, 4, 5, 6],
    slugify: (text: string) => slugifyHeading(text),
    permalink: anchor.permalink.headerLink(),
  });
  md.renderer.rules.image = (tokens, index) => md.utils.escapeHtml(tokens[index]!.content);
  const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const rewriteLink = (env as RenderEnv | undefined)?.rewriteLink;
    if (rewriteLink) tokens[index]!.attrSet('href', rewriteLink(String(tokens[index]!.attrGet('href') ?? '')));
    const href = String(tokens[index]!.attrGet('href') ?? '');
    if (isExternal(href, siteOrigin)) tokens[index]!.attrSet('rel', 'noopener');
    return defaultLinkOpen(tokens, index, options, env, self);
  };
  return md;
}

function isExternal(href: string, siteOrigin: string): boolean {
  if (!/^https?:/i.test(href) && !href.startsWith('//')) return false;
  try {
    return new URL(href, siteOrigin).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

function sanitize(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'rel', 'class'],
      h2: ['id'],
      h3: ['id'],
      h4: ['id'],
      h5: ['id'],
      h6: ['id'],
      ol: ['start'],
    },
    // No style attributes at all (table alignment included): the pages' CSP blocks inline styles.
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
  });
}

const renderers = new Map<string, Renderer>();

/** Per render: a newsletter campaign tags its links to the site (src/server/newsletter/campaign-links.ts). */
interface RenderEnv {
  rewriteLink?: (href: string) => string;
}

export function renderMarkdown(
  markdown: string,
  { siteOrigin, rewriteLink }: { siteOrigin: string; rewriteLink?: (href: string) => string },
): RenderedMarkdown {
  let md = renderers.get(siteOrigin);
  if (!md) renderers.set(siteOrigin, (md = createRenderer(siteOrigin)));
  const env: Record<string, unknown> = { rewriteLink } satisfies RenderEnv;
  const tokens = md.parse(markdown, env);
  const headings: RenderedMarkdown['headings'] = [];
  tokens.forEach((token, index: number) => {
    if (token.type !== 'heading_open') return;
    const inline = tokens[index + 1];
    headings.push({ level: Number(token.tag.slice(1)), text: inline?.content ?? '', id: String(token.attrGet('id') ?? '') });
  });
  return { html: sanitize(md.renderer.render(tokens, md.options, env)), headings };
}

/** Words a reader reads: the Markdown without its syntax characters. */
export function countWords(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .match(/[\p{Letter}\p{Number}][\p{Letter}\p{Number}'’-]*/gu);
  return words?.length ?? 0;
}

/** Minutes to read at 200 words a minute (a common rate for reading on screen), at least one. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / 200));
}
