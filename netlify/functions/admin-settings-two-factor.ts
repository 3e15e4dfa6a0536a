import type { Config } from '@netlify/functions';
import { twoFactorSettingSchema } from '../../src/lib/api/auth';
import { logActivity } from '../../src/server/activity/index';
import {
  hasAnySecondFactor,
  requireFreshCheck,
  requireMember,
  requireSignedIn,
  setTwoFactorRequired,
  twoFactorRequired,
} from '../../src/server/auth/index';
import { HttpError, json, parseBody, readMutation, route } from '../../src/server/http';

const OWN_FACTOR_FIRST =
  'Add an authenticator app or a passkey to your own account first: once two-factor is required, a session without one can only set one up.';

/**
 * GET /api/admin/settings/two-factor  {required}
 * PUT /api/admin/settings/two-factor  {required} (fresh check): "require two-factor for all staff"; from then on
 *     (sessions already open included) a member without a factor can only set one up, and no one can remove
 *     their last factor. 409 when the Admin switching it on has no factor themselves.
 */
export default route({
  GET: async (_req, context) => {
    await requireMember(context);
    return json(200, { required: await twoFactorRequired() });
  },
  PUT: async (req, context) => {
    const body = await readMutation(req);
    const { admin, session } = await requireSignedIn(context);
    const { required } = parseBody(twoFactorSettingSchema, body);
    requireFreshCheck(session);
    if (required && !(await hasAnySecondFactor(admin.username))) throw new HttpError(409, OWN_FACTOR_FIRST);
    await setTwoFactorRequired(required, admin.username, Date.now());
    await logActivity(context, { actor: admin.username, action: 'setting.changed', target: `require-two-factor=${required}` });
    return json(200, { required });
  },
});

export const config: Config = { path: '/api/admin/settings/two-factor' };
