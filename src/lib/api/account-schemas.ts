import { z } from 'zod';

/** What the session and account endpoints answer (My account screen). */

/** One open session, as GET /api/admin/sessions lists them. */
export const sessionInfoSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  /** Coarse: updated at most every five minutes. */
  last_seen_at: z.string(),
  browser: z.string(),
  os: z.string(),
  place: z.string(),
  /** Truncated to its network, e.g. 203.0.113.0/24. */
  address: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** DELETE /api/admin/sessions (without an id): every other session ended. */
export const endedSessionsSchema = z.object({ ended: z.number() });
