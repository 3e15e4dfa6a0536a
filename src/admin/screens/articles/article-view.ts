import { ARTICLE_LIMITS, type ArticleCategory, type ArticleFields } from '../../../lib/api/articles';
import type { ArticleStatus } from '../../../lib/publishing/article-status';
import { pakistanToUtc, utcToPakistan } from '../../../lib/time/pakistan-time';

/** What the Articles screen shows and sends, kept out of the components so it can be tested on its own. */

/** An address from a title: lower-case words of letters and digits joined by single hyphens (the server's rule). */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > ARTICLE_LIMITS.slugMax) break;
    slug = next;
  }
  return slug;
}

/** "2026-12-01 09:30 PKT": a UTC instant as read in Pakistan, whatever the browser's own time zone. */
export function formatPakistanTime(iso: string): string {
  const local = utcToPakistan(iso);
  return local ? `${local.replace('T', ' ')} PKT` : iso;
}

/** The schedule field's value (Pakistan time) → the UTC instant to send, or the reason it cannot be sent. */
export function scheduleInstant(local: string, now: number): { at: string } | { problem: string } {
  const at = pakistanToUtc(local);
  if (!at) return { problem: 'Please enter the date and time it should go live.' };
  if (Date.parse(at) <= now) return { problem: 'Please choose a time in the future.' };
  return { at };
}

export type StatusFilter = ArticleStatus['state'] | 'all';
export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'publishing', label: 'Publishing' },
  { value: 'live', label: 'Live' },
  { value: 'changed', label: 'Changed since live' },
  { value: 'failed', label: 'Failed' },
];

export function statusFilterOf(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter.value === value)?.value ?? 'all';
}

/** The status as one short label: "Scheduled for 2026-12-01 09:30 PKT". */
export function articleStatusLabel(status: ArticleStatus): string {
  switch (status.state) {
    case 'draft':
      return 'Draft';
    case 'scheduled':
      return `Scheduled for ${formatPakistanTime(status.at)}`;
    case 'live':
      return 'Live';
    case 'changed':
      return 'Changed since live';
    case 'publishing':
      return 'Publishing';
    case 'failed':
      return 'Failed';
  }
}

/** A new article's fields: empty, written by whoever opens it. */
export function newArticleFields(author: string): ArticleFields {
  return {
    title: '',
    slug: '',
    excerpt: '',
    body: '',
    category: 'local-seo',
    tags: [],
    author,
    hero: null,
    seo: { title: '', description: '', imageId: null },
  };
}

/** "seo, local business" → ["seo", "local business"]: how tags are typed, one field, commas between. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

const FIELD_LABELS: Record<keyof ArticleFields, string> = {
  title: 'Title',
  slug: 'Address',
  excerpt: 'Excerpt',
  body: 'Article',
  category: 'Category',
  tags: 'Tags',
  author: 'Author',
  hero: 'Hero image',
  seo: 'Search appearance',
};

/** The fields whose values differ, with their label and both values as text (the conflict notice). */
export function differingFields(
  mine: ArticleFields,
  theirs: ArticleFields,
): { field: keyof ArticleFields; label: string; theirs: string }[] {
  const asText = (fields: ArticleFields, field: keyof ArticleFields) => {
    const value = fields[field];
    if (field === 'tags') return (value as string[]).join(', ');
    if (field === 'hero') return fields.hero ? `Image, alt text: ${fields.hero.alt}` : 'No image';
    if (field === 'seo') return [fields.seo.title, fields.seo.description].filter(Boolean).join(' · ') || '(the title and excerpt)';
    return String(value);
  };
  return (Object.keys(FIELD_LABELS) as (keyof ArticleFields)[])
    .filter((field) => JSON.stringify(mine[field]) !== JSON.stringify(theirs[field]))
    .map((field) => ({ field, label: FIELD_LABELS[field], theirs: asText(theirs, field) }));
}

/**
 * The categories' names as the site shows them. Not imported from
 * src/data/article-categories.ts: that pulls in every route and the site's
 * server configuration, which cannot run in the browser; a test keeps the two equal.
 */
export const CATEGORY_LABELS: Record<ArticleCategory, string> = {
  'local-seo': 'Local SEO',
  'technical-seo': 'Technical SEO',
  'content-and-links': 'Content and links',
  'ecommerce-seo': 'E-commerce SEO',
  'saas-seo': 'SEO for SaaS',
};
