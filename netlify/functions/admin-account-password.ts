import type { Config } from '@netlify/functions';
import { passwordChangeSchema } from '../../src/lib/api/staff';
import { logActivity } from '../../src/server/activity/log';
import { setPassword } from '../../src/server/auth/admins';
import { checkOwnPassword } from '../../src/server/auth/password-check';
import { requireSignedIn } from '../../src/server/auth/session';
import { endSessions, markVerified } from '../../src/server/auth/sessions';
import { json, parseBody, readMutation, route } from '../../src/server/http';
import { sendAccountNotice } from '../../src/server/mail/staff-mail';

/**
 * POST /api/admin/account/password {current, password}: changes the signed-in
 * member's password (staff rules: 8+ characters, at most 72 bytes, not a
 * common one), ends every other session, and e-mails a notice. 200 {ended}.
 */
export default route({
  POST: async (req, context) => {
    const body = await readMutation(req);
    const { admin, session } = await requireSignedIn(context);
    const { current, password } = parseBody(passwordChangeSchema, body);
    await checkOwnPassword(admin, current, context.ip);
    await setPassword(admin.username, password);
    const ended = await endSessions(admin.username, { keep: session.id });
    await markVerified(session, Date.now());
    await logActivity(context, { actor: admin.username, action: 'password.changed', target: admin.username.toLowerCase() });
    sendAccountNotice(context, admin, 'your password was changed');
    return json(200, { ended });
  },
});

export const config: Config = { path: '/api/admin/account/password' };
