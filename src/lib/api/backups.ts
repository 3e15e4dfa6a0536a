/**
 * GET /api/admin/backups: when the last backup was made and how it went.
 * POST /api/admin/backups (fresh check): asks for one now; 202 {requested: true}.
 */
export interface BackupRunInfo {
  id: string;
  trigger: 'schedule' | 'admin';
  by?: string;
  started_at: string;
  finished_at?: string;
  status: 'running' | 'succeeded' | 'failed';
  error?: string;
  bytes?: number;
  /** Records per store. */
  records?: Record<string, number>;
}

export interface BackupStatusAnswer {
  last: BackupRunInfo | null;
  last_succeeded: BackupRunInfo | null;
  /** No good backup for over a week. */
  missing: boolean;
  /** Whether BACKUP_RECIPIENT holds an age public key (without one no backup is made). */
  recipient_set: boolean;
  /** How many backups are kept. */
  keep: number;
}
