import type { Config } from '@netlify/functions';
import { reauthSchema } from '../../src/lib/api/staff';
import { checkOwnPassword } from '../../src/server/auth/password-check';
import { requireSignedIn } from '../../src/server/auth/session';
import { markVerified } from '../../src/server/auth/sessions';
import { noContent, parseBody, readMutation, route } from '../../src/server/http';

/** POST /api/admin/account/verify {password}: the fresh check; sensitive changes are allowed for 5 minutes. 204. */
export default route({
  POST: async (req, context) => {
    const body = await readMutation(req);
    const { admin, session } = await requireSignedIn(context);
    const { password } = parseBody(reauthSchema, body);
    await checkOwnPassword(admin, password, context.ip);
    await markVerified(session, Date.now());
    return noContent();
  },
});

export const config: Config = { path: '/api/admin/account/verify' };
