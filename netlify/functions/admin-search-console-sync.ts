import { ownFunctionsOrigin } from '../../src/server/background-calls';
import type { Config } from '@netlify/functions';
import { requireMember } from '../../src/server/auth/index';
import { HttpError, json, readOptionalMutation, route } from '../../src/server/http';
import { connectedProperty, countSyncNow, syncJob, SYNCS_PER_HOUR } from '../../src/server/search-console/index';

/**
 * POST /api/admin/search-console/sync (Admin): Sync now. Starts the
 * background sync of the saved property (202 {started}); 409 before a
 * property is saved; 429 after SYNCS_PER_HOUR in the last hour.
 */
export default route({
  POST: async (req, context) => {
    await readOptionalMutation(req);
    await requireMember(context);
    const property = await connectedProperty();
    if (!property) throw new HttpError(409, 'Save a Search Console property first.');
    if (!(await countSyncNow(property, Date.now()))) {
      throw new HttpError(429, `Sync now works ${SYNCS_PER_HOUR} times an hour; the daily sync runs anyway.`);
    }
    const started = await syncJob.start(ownFunctionsOrigin(req), { property });
    return json(202, { started });
  },
});

export const config: Config = { path: '/api/admin/search-console/sync' };
