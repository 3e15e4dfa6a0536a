import { z } from 'zod';
import { hasVisibleText } from '../validation/visible-text';
import { publishResultSchema } from '../publishing/publish-status';
import { usernameSchema } from './auth';

/**
 * Insights articles: what the admin's Articles screen sends to
 * /api/admin/articles* and what it gets back, validated the same way by the
 * screen (messages next to fields) and by the functions (the truth). The
 * stored record and what the build reads (the published projection) are here
 * too, so the server, the snapshot and the pages share one shape.
 */

/**
 * The fixed categories, each tied to the agency's services: an article's
 * category decides which service pages it links to (src/data/article-categories.ts).
 */
export const ARTICLE_CATEGORIES = ['local-seo', 'technical-seo', 'content-and-links', 'ecommerce-seo', 'saas-seo'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_LIMITS = {
  titleMin: 10,
  titleMax: 120,
  slugMax: 80,
  excerptMin: 50,
  excerptMax: 300,
  bodyMax: 100_000,
  tagMax: 40,
  tagsMax: 10,
  altMax: 250,
  /** The same limits every page's search title and description meet (src/lib/seo/page-seo.ts). */
  seoTitleMin: 10,
  seoTitleMax: 65,
  seoDescriptionMin: 50,
  seoDescriptionMax: 170,
} as const;

/** Lower-case letters and digits in words joined by single hyphens: the address stays readable and never needs escaping. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const articleSlugSchema = z
  .string({ error: 'Please enter an address' })
  .trim()
  .min(1, 'Please enter an address')
  .max(ARTICLE_LIMITS.slugMax, `The address must be at most ${ARTICLE_LIMITS.slugMax} characters long`)
  .regex(SLUG_PATTERN, 'The address may only contain lower-case letters, digits and single hyphens between words');

/** Ids are ULIDs (time-ordered, URL-safe), made by the server. */
export const articleIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not an article id');
export const imageIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not an image id');

const visibleText = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}` })
    .trim()
    .max(max, `The ${label} must be at most ${max.toLocaleString('en')} characters long`)
    .refine((value) => value === '' || hasVisibleText(value), { message: `The ${label} cannot be only spaces` });

/** A length range that also allows empty ("use the default"). */
const emptyOr = (schema: z.ZodString, message: string, min: number) =>
  schema.refine((value) => value === '' || value.length >= min, { message });

export const heroImageSchema = z.object({
  imageId: imageIdSchema,
  alt: visibleText('alt text', ARTICLE_LIMITS.altMax).refine((value) => value !== '', {
    message: 'Please describe the image for people who cannot see it (alt text)',
  }),
});

export const articleSeoSchema = z.object({
  /** Empty: the article's title (cut on a word to fit). */
  title: emptyOr(
    visibleText('search title', ARTICLE_LIMITS.seoTitleMax),
    `The search title must be at least ${ARTICLE_LIMITS.seoTitleMin} characters long`,
    ARTICLE_LIMITS.seoTitleMin,
  ).default(''),
  /** Empty: the excerpt (cut on a word to fit). */
  description: emptyOr(
    visibleText('search description', ARTICLE_LIMITS.seoDescriptionMax),
    `The search description must be at least ${ARTICLE_LIMITS.seoDescriptionMin} characters long`,
    ARTICLE_LIMITS.seoDescriptionMin,
  ).default(''),
  /** Empty: the share card drawn from the title. */
  imageId: imageIdSchema.nullable().default(null),
});

export const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'A tag cannot be empty')
  .max(ARTICLE_LIMITS.tagMax, `A tag must be at most ${ARTICLE_LIMITS.tagMax} characters long`)
  .refine(hasVisibleText, { message: 'A tag cannot be only spaces' });

/** Everything the writer edits. A draft may be unfinished; publishing asks for more (publishProblems). */
export const articleFieldsSchema = z.object({
  title: visibleText('title', ARTICLE_LIMITS.titleMax).refine((value) => value.length >= ARTICLE_LIMITS.titleMin, {
    message: `The title must be at least ${ARTICLE_LIMITS.titleMin} characters long`,
  }),
  slug: articleSlugSchema,
  excerpt: visibleText('excerpt', ARTICLE_LIMITS.excerptMax).default(''),
  /** Markdown; raw HTML in it never reaches a page (src/lib/markdown/render.ts). */
  body: z
    .string()
    .max(ARTICLE_LIMITS.bodyMax, `The article must be at most ${ARTICLE_LIMITS.bodyMax.toLocaleString('en')} characters long`)
    .default(''),
  category: z.enum(ARTICLE_CATEGORIES, { error: 'Please choose a category' }),
  tags: z
    .array(tagSchema)
    .max(ARTICLE_LIMITS.tagsMax, `At most ${ARTICLE_LIMITS.tagsMax} tags`)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  /** A staff member's username; the server checks the account exists. */
  author: usernameSchema,
  hero: heroImageSchema.nullable().default(null),
  seo: articleSeoSchema.default({ title: '', description: '', imageId: null }),
});
export type ArticleFields = z.infer<typeof articleFieldsSchema>;

/** What a published article must have beyond a draft; field → reason. Empty when it may go live. */
export function publishProblems(fields: ArticleFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (fields.excerpt.length < ARTICLE_LIMITS.excerptMin) {
    problems.excerpt = `Please write an excerpt of at least ${ARTICLE_LIMITS.excerptMin} characters: it is shown in lists, the feed and search results`;
  }
  if (!hasVisibleText(fields.body)) problems.body = 'Please write the article before publishing it';
  return problems;
}

const versionSchema = z.string().min(1).max(200);

/** POST /api/admin/articles: a new draft. `author` defaults to whoever saves. */
export const articleCreateSchema = articleFieldsSchema.extend({ author: usernameSchema.optional() });

/** PUT /api/admin/articles/:id: a new draft text; `version` is the one the editor read (or If-Match). */
export const articleUpdateSchema = articleFieldsSchema.extend({ version: versionSchema.optional() });

/** POST /api/admin/articles/:id/publish|unpublish: the version the writer is looking at. */
export const articleActionSchema = z.object({ version: versionSchema.optional() });

/** POST /api/admin/articles/:id/schedule: when it goes live, a UTC instant (the screen converts from Pakistan time). */
export const articleScheduleSchema = articleActionSchema.extend({
  at: z.iso.datetime({ offset: true, error: 'Please give the date and time it should go live' }),
});

/** POST /api/admin/articles/:id/restore: saves an earlier version (from its history) as a new draft. */
export const articleRestoreSchema = articleActionSchema.extend({ historyId: z.string().min(1).max(300) });

/** POST /api/admin/article-preview: the body as the article page will show it. */
export const articlePreviewSchema = z.object({
  body: z
    .string()
    .max(ARTICLE_LIMITS.bodyMax, `The article must be at most ${ARTICLE_LIMITS.bodyMax.toLocaleString('en')} characters long`),
});

/** The version that is (or will be, at goLiveAt) on the public site. */
export const publishedArticleSchema = z.object({
  fields: articleFieldsSchema,
  /** When it shows on the site: the time Publish now was pressed, or the scheduled time (UTC). */
  goLiveAt: z.string(),
  publishedBy: z.string(),
});

/** One article as stored (store `articles`, key `article/<id>`). */
export const articleRecordSchema = z.object({
  id: articleIdSchema,
  /** The working copy: what the editor shows and Save draft writes. */
  fields: articleFieldsSchema,
  created_at: z.string(),
  created_by: z.string(),
  updated_at: z.string(),
  updated_by: z.string(),
  published: publishedArticleSchema.nullable(),
  /** When it first went live (kept through unpublishing): the page's "published" date. */
  firstLiveAt: z.string().nullable(),
  /** Earlier addresses of the live article: each answers 301 to the current one. */
  formerSlugs: z.array(z.string()).default([]),
});
export type ArticleRecord = z.infer<typeof articleRecordSchema>;

/** An article as the admin API answers it, plus `version` to send back with the next change. */
export const versionedArticleSchema = articleRecordSchema.extend({ version: z.string() });
export type VersionedArticle = ArticleRecord & { version: string };

/**
 * An article change's answer (create, save, publish, schedule, unpublish, restore): the article,
 * and how it reaches the site when the change altered what the site shows.
 */
export const articleAnswerSchema = versionedArticleSchema.extend({ publish: publishResultSchema.optional() });
export type ArticleAnswer = z.infer<typeof articleAnswerSchema>;

/** DELETE /api/admin/articles/:id: nothing (204), or how the site drops it when it was on the site. */
export const articleDeletedSchema = z.object({ publish: publishResultSchema }).nullable();

/** POST /api/admin/article-preview: the body rendered as the page renders it. */
export const renderedArticleSchema = z.object({
  html: z.string(),
  headings: z.array(z.object({ id: z.string(), text: z.string(), level: z.number() })),
  readingMinutes: z.number(),
});

/** An earlier saved version (store `article-history`), kept when a save replaced it. */
export const articleVersionSchema = z.object({
  id: z.string(),
  fields: articleFieldsSchema,
  saved_at: z.string(),
  saved_by: z.string(),
  /** When the next save replaced it. */
  replaced_at: z.string(),
});
export type ArticleVersion = z.infer<typeof articleVersionSchema>;

/** What the build reads for each article that is published (the content snapshot's `articles`). */
export const siteArticleSchema = z.object({
  id: articleIdSchema,
  fields: articleFieldsSchema,
  goLiveAt: z.string(),
  firstLiveAt: z.string(),
  formerSlugs: z.array(z.string()).default([]),
});
export type SiteArticle = z.infer<typeof siteArticleSchema>;

/** POST /api/admin/article-images answers with the stored image. */
export const storedImageSchema = z.object({
  id: imageIdSchema,
  type: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/avif']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
});
export type StoredImage = z.infer<typeof storedImageSchema>;
