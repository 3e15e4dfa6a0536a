import type { BackupStatusAnswer } from '../../lib/api/backups';
import { getJson, sendJson } from './http';

/** The Backups screen's calls (src/lib/api/backups.ts); failures are raised as `Error("<status>: <body>")`. */
export type { BackupStatusAnswer };

export const backupKeys = { status: ['admin', 'backups'] as const };

export const fetchBackupStatus = () => getJson<BackupStatusAnswer>('/api/admin/backups', { on401: 'null' });
export const requestBackupNow = () => sendJson<{ requested: boolean; started: boolean }>('POST', '/api/admin/backups', {});
