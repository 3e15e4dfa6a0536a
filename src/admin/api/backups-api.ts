import { useQuery } from '@tanstack/react-query';
import type { BackupStatusAnswer } from '../../lib/api/backups';
import { getJson, sendJson } from './http';
import { defineWrite } from './mutation';

/** The Backups screen's calls (src/lib/api/backups.ts). */
export type { BackupStatusAnswer };

const backupKeys = { status: ['admin', 'backups'] as const };

/** Read again every 15 s while the screen is open, so a running backup shows when it is done. */
export const useBackupStatus = () =>
  useQuery({
    queryKey: backupKeys.status,
    queryFn: () => getJson<BackupStatusAnswer>('/api/admin/backups', { on401: 'null' }),
    refetchInterval: 15_000,
  });
export const useBackupNow = defineWrite({
  call: () => sendJson<{ requested: boolean; started: boolean }>('POST', '/api/admin/backups', {}),
  failure: 'No backup started',
  refreshesLater: [backupKeys.status],
});
