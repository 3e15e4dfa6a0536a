import type { Config } from '@netlify/functions';
import { ownFunctionsOrigin } from '../../src/server/background-calls';
import type { BackupStatusAnswer } from '../../src/lib/api/backups';
import { logActivity } from '../../src/server/activity/index';
import { requireFreshCheck, requireSignedIn } from '../../src/server/auth/index';
import { backupJob, backupStatus, KEEP, requestBackup } from '../../src/server/backups/index';
import { json, readOptionalMutation, route } from '../../src/server/http';

/**
 * GET /api/admin/backups: the last backup and whether it succeeded.
 * POST (fresh check): back up now; the background function makes it.
 */
export default route({
  GET: async (_req, context) => {
    await requireSignedIn(context);
    const status = await backupStatus();
    const answer: BackupStatusAnswer = {
      last: status.last,
      last_succeeded: status.lastSucceeded,
      missing: status.missing,
      recipient_set: status.recipientSet,
      keep: KEEP,
    };
    return json(200, answer);
  },
  POST: async (req, context) => {
    await readOptionalMutation(req);
    const { admin, session } = await requireSignedIn(context);
    requireFreshCheck(session);
    await requestBackup(admin.username, new Date());
    await logActivity(context, { actor: admin.username, action: 'backup.requested' });
    const started = await backupJob.start(ownFunctionsOrigin(req));
    return json(202, { requested: true, started });
  },
});

export const config: Config = { path: '/api/admin/backups' };
