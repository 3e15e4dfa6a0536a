import type { Config } from '@netlify/functions';
import { resetConfirmSchema } from '../../src/lib/api/staff';
import { logActivity } from '../../src/server/activity/index';
import { clearSessionCookie, completeReset, LINK_NOT_VALID } from '../../src/server/auth/index';
import { HttpError, json, parseBody, readMutation, route } from '../../src/server/http';
import { sendAccountNotice } from '../../src/server/mail/index';

/**
 * POST /api/admin/password-reset/confirm {token, password}: sets the new
 * password and ends every session of the account. It signs no one in: the
 * person then signs in with the new password and, if they have one, their
 * second factor. 410 for a link that is unknown, used, expired or outdated.
 */
export default route({
  POST: async (req, context) => {
    const { token, password } = parseBody(resetConfirmSchema, await readMutation(req));
    const admin = await completeReset(token, password, Date.now());
    if (!admin) throw new HttpError(410, LINK_NOT_VALID);
    clearSessionCookie(context);
    await logActivity(context, { actor: admin.username, action: 'password.reset', target: admin.username.toLowerCase() });
    sendAccountNotice(context, admin, 'your password was reset');
    return json(200, { username: admin.username });
  },
});

export const config: Config = {
  path: '/api/admin/password-reset/confirm',
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
