import type { Config } from '@netlify/functions';
import { emailChangeSchema, linkTokenRequestSchema } from '../../src/lib/api/staff';
import { logActivity } from '../../src/server/activity/index';
import {
  confirmEmailChange,
  confirmEmailLink,
  findAdminByEmail,
  LINK_NOT_VALID,
  requestEmailChange,
  requireFreshCheck,
  requireSignedIn,
} from '../../src/server/auth/index';
import { HttpError, json, parseBody, readMutation, route } from '../../src/server/http';
import { confirmEmailMail, mailLinkOrigin, mailSettings, sendAccountNotice, sendMail } from '../../src/server/mail/index';

const CONFIRM_PATH = '/api/admin/account/email/confirm';

/**
 * POST /api/admin/account/email {email}    (signed in, fresh check) mails a confirmation link to the new
 *                                          address: 202; 503 when no mail server is configured
 * POST /api/admin/account/email/confirm {token}  (the link's page; no session needed) applies the change:
 *                                          200 {email}; the old address gets a notice; 410 for a link not valid
 */
export default route({
  POST: async (req, context) => {
    const body = await readMutation(req);
    if (new URL(req.url).pathname === CONFIRM_PATH) {
      const { token } = parseBody(linkTokenRequestSchema, body);
      const changed = await confirmEmailChange(token, Date.now());
      if (!changed) throw new HttpError(410, LINK_NOT_VALID);
      await logActivity(context, { actor: changed.admin.username, action: 'email.changed', target: changed.admin.username.toLowerCase() });
      sendAccountNotice(
        context,
        { email: changed.previous, username: changed.admin.username },
        `your e-mail address was changed to ${changed.admin.email}`,
      );
      return json(200, { email: changed.admin.email });
    }
    const { admin, session } = await requireSignedIn(context);
    const { email } = parseBody(emailChangeSchema, body);
    requireFreshCheck(session);
    if (!mailSettings())
      throw new HttpError(503, 'No mail server is set up, so a new address cannot be confirmed. Ask the site owner to configure SMTP_URL.');
    if (await findAdminByEmail(email))
      throw new HttpError(409, 'A staff member already uses this e-mail address.', { fields: { email: 'Already in use' } });
    const token = await requestEmailChange(admin, email, Date.now());
    const mailed = await sendMail(confirmEmailMail(email, confirmEmailLink(mailLinkOrigin(req), token), admin.username));
    if (!mailed) throw new HttpError(502, 'The confirmation e-mail could not be sent. Please try again later.');
    // The current address hears of it at once: if this was not its owner, they can change the password, which kills the link.
    sendAccountNotice(context, admin, `a change of your e-mail address to ${email} was requested; it applies when confirmed from there`);
    return json(202, { message: `We sent a confirmation link to ${email}. Your address changes when you open it.` });
  },
});

export const config: Config = { path: ['/api/admin/account/email', '/api/admin/account/email/confirm'] };
