import type { Config } from '@netlify/functions';
import { clearSessionCookie, currentAdmin, NOT_SIGNED_IN, revokeSessions } from '../../src/server/auth/session';
import { HttpError, noContent, readOptionalMutation, route } from '../../src/server/http';

/** POST /api/admin/logout: revokes every session of this admin on the server and clears the cookie. */
export default route({
  POST: async (req, context) => {
    await readOptionalMutation(req);
    const admin = await currentAdmin(context);
    // The cookie goes either way; only a signed-in admin has sessions to revoke.
    clearSessionCookie(context);
    if (!admin) throw new HttpError(401, NOT_SIGNED_IN);
    await revokeSessions(admin.username);
    return noContent();
  },
});

export const config: Config = { path: '/api/admin/logout' };
