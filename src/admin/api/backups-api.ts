import { backupRequestedSchema, backupStatusAnswerSchema } from '../../lib/api/backups';
import { ROUTES } from '../../lib/api/routes';
import { defineWrite } from './mutation';
import { defineRead } from './read';

/** The Backups screen's calls (src/lib/api/backups.ts). */

/** Read again every 15 s while the screen is open, so a running backup shows when it is done. */
export const useBackupStatus = defineRead({
  route: ROUTES.backups,
  schema: backupStatusAnswerSchema,
  poll: () => 15_000,
  nullWhenSignedOut: true,
});
export const useBackupNow = defineWrite({
  route: ROUTES.backups,
  method: 'POST',
  answer: backupRequestedSchema,
  body: () => ({}),
  failure: 'No backup started',
  refreshesLater: [useBackupStatus.all],
});
