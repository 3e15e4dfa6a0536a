import type { Config } from '@netlify/functions';
import { logActivity } from '../../src/server/activity/index';
import { regenerateRecoveryCodes, requireFreshCheck, requireSignedIn, sealingNewFactor } from '../../src/server/auth/index';
import { HttpError, json, readOptionalMutation, route } from '../../src/server/http';

/** POST /api/admin/account/recovery-codes (fresh check): ten new codes, shown once; the old ones stop working. */
export default route({
  POST: async (req, context) => {
    await readOptionalMutation(req);
    const { admin, session } = await requireSignedIn(context);
    requireFreshCheck(session);
    const codes = await sealingNewFactor(() => regenerateRecoveryCodes(admin.username, Date.now()));
    if (!codes) throw new HttpError(409, 'Set up an authenticator app first; recovery codes belong to it.');
    await logActivity(context, { actor: admin.username, action: 'recovery-codes.regenerated', target: admin.username.toLowerCase() });
    return json(200, { recovery_codes: codes });
  },
});

export const config: Config = { path: '/api/admin/account/recovery-codes' };
