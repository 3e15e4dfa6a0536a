import type { Config } from '@netlify/functions';
import { logActivity } from '../../src/server/activity/index';
import { clearSessionCookie, currentSession, endSession, NOT_SIGNED_IN } from '../../src/server/auth/index';
import { HttpError, noContent, readOptionalMutation, route } from '../../src/server/http';

/** POST /api/admin/logout: ends this session (the admin's other sessions stay open) and clears the cookie. */
export default route({
  POST: async (req, context) => {
    await readOptionalMutation(req);
    const signedIn = await currentSession(context);
    // The cookie goes either way; only a signed-in admin has a session to end.
    clearSessionCookie(context);
    if (!signedIn) throw new HttpError(401, NOT_SIGNED_IN);
    await endSession(signedIn.admin.username, signedIn.session.id);
    await logActivity(context, { actor: signedIn.admin.username, action: 'sign-out', target: signedIn.session.id });
    return noContent();
  },
});

export const config: Config = { path: '/api/admin/logout' };
