import type { Config } from '@netlify/functions';
import { inviteAcceptSchema } from '../../src/lib/api/staff';
import { logActivity } from '../../src/server/activity/index';
import { acceptInvite, LINK_NOT_VALID } from '../../src/server/auth/index';
import { HttpError, json, parseBody, readMutation, route } from '../../src/server/http';

/**
 * POST /api/admin/invite-accept {token, username, password}: creates the
 * invitee's account (201 {username}); they then sign in as usual. One answer
 * (410) for a link that is unknown, used, revoked or expired.
 */
export default route({
  POST: async (req, context) => {
    const { token, username, password } = parseBody(inviteAcceptSchema, await readMutation(req));
    const result = await acceptInvite(token, username, password, Date.now());
    if (!result.ok && result.reason === 'username-taken') {
      throw new HttpError(409, 'That username is already taken.', { fields: { username: 'That username is already taken' } });
    }
    if (!result.ok) throw new HttpError(410, LINK_NOT_VALID);
    await logActivity(context, { actor: result.admin.username, action: 'invite.accepted', target: result.admin.username.toLowerCase() });
    return json(201, { username: result.admin.username });
  },
});

export const config: Config = {
  path: '/api/admin/invite-accept',
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
