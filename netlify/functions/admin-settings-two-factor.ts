import type { Config } from '@netlify/functions';
import { twoFactorSettingSchema } from '../../src/lib/api/auth';
import { logActivity } from '../../src/server/activity/log';
import { requireFreshCheck } from '../../src/server/auth/fresh-check';
import { requireAdmin, requireSignedIn } from '../../src/server/auth/session';
import { setTwoFactorRequired, twoFactorRequired } from '../../src/server/auth/two-factor';
import { json, parseBody, readMutation, route } from '../../src/server/http';

/**
 * GET /api/admin/settings/two-factor  {required}
 * PUT /api/admin/settings/two-factor  {required} (fresh check): "require two-factor for all staff"; from the next
 *     sign-in a member without a factor can only set one up
 */
export default route({
  GET: async (_req, context) => {
    await requireAdmin(context);
    return json(200, { required: await twoFactorRequired() });
  },
  PUT: async (req, context) => {
    const body = await readMutation(req);
    const { admin, session } = await requireSignedIn(context);
    const { required } = parseBody(twoFactorSettingSchema, body);
    requireFreshCheck(session);
    await setTwoFactorRequired(required, admin.username, Date.now());
    await logActivity(context, { actor: admin.username, action: 'setting.changed', target: `require-two-factor=${required}` });
    return json(200, { required });
  },
});

export const config: Config = { path: '/api/admin/settings/two-factor' };
