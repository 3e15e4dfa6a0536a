import { z } from 'zod';

/**
 * GET /api/admin/indexnow: what the Search appearance screen says about IndexNow
 * (docs/publishing.md): the key and the address of its file, where the key
 * comes from, whether deploy notifications can start a submission, and the
 * last submission IndexNow took.
 */
export const indexNowAnswerSchema = z.object({
  key: z.string(),
  key_url: z.string(),
  /** `environment`: INDEXNOW_KEY; `generated`: made by the site on first use and kept in its store. */
  source: z.enum(['environment', 'generated']),
  /** Whether DEPLOY_NOTIFICATION_SECRET is set (without it no deploy is submitted). */
  notifications: z.boolean(),
  last_submitted_at: z.string().nullable(),
  pages_submitted: z.number().int().nonnegative(),
});
export type IndexNowAnswer = z.infer<typeof indexNowAnswerSchema>;
