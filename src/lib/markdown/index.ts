import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown written by staff, turned into HTML that is safe to put in a page
 * or an e-mail: `marked` (GitHub-flavoured Markdown) parses, `sanitize-html`
 * keeps only the elements and attributes an article or newsletter needs. Raw
 * HTML in the Markdown is escaped by the sanitiser's allow-list, scripts,
 * event handlers, `style` and `javascript:` / `data:` links never survive, and
 * every link gets rel="noopener noreferrer". Shared by anything that renders
 * staff-written Markdown (newsletter campaigns today).
 */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** Markdown to sanitised HTML. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source, { async: false }), SANITISE);
}
