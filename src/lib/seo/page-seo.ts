import { z } from 'zod';

/**
 * What every page must say about itself to search engines. Shared by every
 * page and data collection, so a page with a missing or overlong title fails
 * the build instead of reaching a visitor.
 */
export const pageSeoSchema = z.object({
  /** Page title without the brand; the head adds " | <brand>". */
  title: z.string().trim().min(10).max(65),
  description: z.string().trim().min(50).max(170),
  keywords: z.array(z.string().trim().min(2)).min(1).max(15),
  /** Route path: "/" or "/name" with no trailing slash. */
  path: z.string().regex(/^\/$|^(\/[a-z0-9-]+)+$/, 'path must be "/" or "/segment" without a trailing slash'),
  /** The page's name in the breadcrumb trail (Home › this). Omitted on home. */
  breadcrumb: z.string().trim().min(2).max(60).optional(),
});

export type PageSeo = z.infer<typeof pageSeoSchema>;
