import type { Config } from '@netlify/functions';
import { passwordChangeSchema } from '../../src/lib/api/staff';
import { logActivity } from '../../src/server/activity/index';
import { checkOwnPassword, endSession, endSessions, requireSignedIn, setPassword, startSession } from '../../src/server/auth/index';
import { json, parseBody, readMutation, route } from '../../src/server/http';
import { sendAccountNotice } from '../../src/server/mail/index';

/**
 * POST /api/admin/account/password {current, password}: changes the signed-in
 * member's password (staff rules: 8+ characters, at most 72 bytes, not a
 * common one), ends every other session, renews this one (a new session and
 * cookie), and e-mails a notice. 200 {ended}: the other sessions ended.
 */
export default route({
  POST: async (req, context) => {
    const body = await readMutation(req);
    const { admin, session } = await requireSignedIn(context);
    const { current, password } = parseBody(passwordChangeSchema, body);
    await checkOwnPassword(admin, current, context.ip);
    await setPassword(admin.username, password);
    const ended = await endSessions(admin.username, { keep: session.id });
    // This one is renewed (new id, new cookie), so a copy of the old cookie opens nothing.
    await endSession(admin.username, session.id);
    await startSession(req, context, admin);
    await logActivity(context, { actor: admin.username, action: 'password.changed', target: admin.username.toLowerCase() });
    sendAccountNotice(context, admin, 'your password was changed');
    return json(200, { ended });
  },
});

export const config: Config = { path: '/api/admin/account/password' };
