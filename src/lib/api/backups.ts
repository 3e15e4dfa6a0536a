import { z } from 'zod';

/**
 * GET /api/admin/backups: when the last backup was made and how it went.
 * POST /api/admin/backups (fresh check): asks for one now; 202 {requested: true}.
 */
export const backupRunInfoSchema = z.object({
  id: z.string(),
  trigger: z.enum(['schedule', 'admin']),
  by: z.string().optional(),
  started_at: z.string(),
  finished_at: z.string().optional(),
  status: z.enum(['running', 'succeeded', 'failed']),
  error: z.string().optional(),
  bytes: z.number().optional(),
  /** Records per store. */
  records: z.record(z.string(), z.number()).optional(),
});

export type BackupRunInfo = z.infer<typeof backupRunInfoSchema>;

export const backupStatusAnswerSchema = z.object({
  last: backupRunInfoSchema.nullable(),
  last_succeeded: backupRunInfoSchema.nullable(),
  /** No good backup for over a week. */
  missing: z.boolean(),
  /** Whether BACKUP_RECIPIENT holds an age public key (without one no backup is made). */
  recipient_set: z.boolean(),
  /** How many backups are kept. */
  keep: z.number(),
});
export type BackupStatusAnswer = z.infer<typeof backupStatusAnswerSchema>;

/** POST /api/admin/backups answers 202: the backup is asked for, and whether its background function was started. */
export const backupRequestedSchema = z.object({ requested: z.boolean(), started: z.boolean() });
