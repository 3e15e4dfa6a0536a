import type { Config } from '@netlify/functions';
import { resetRequestSchema } from '../../src/lib/api/staff';
import { afterResponse } from '../../src/server/after-response';
import { requestReset, resetLink } from '../../src/server/auth/index';
import { HttpError, json, parseBody, readMutation, route } from '../../src/server/http';
import { mailLinkOrigin, mailSettings, resetMail, sendMail } from '../../src/server/mail/index';

const RESET_SENT =
  'If that address belongs to a staff account, we have sent it a link to choose a new password. The link works for 30 minutes.';
const RESET_UNAVAILABLE = 'Password reset by e-mail is not set up on this site. Please ask an admin to help you.';

/**
 * GET  /api/admin/password-reset  {available}: whether the login page offers "Forgot password"
 *                                 (false without a mail server: it tells the person to ask an admin)
 * POST /api/admin/password-reset  {email}: 202 with the same sentence whether or not the address is
 *                                 known; the mail goes out after the answer, so timing tells nothing either
 */
export default route({
  GET: async () => json(200, { available: mailSettings() !== null }),
  POST: async (req, context) => {
    const { email } = parseBody(resetRequestSchema, await readMutation(req));
    if (!mailSettings()) throw new HttpError(503, RESET_UNAVAILABLE);
    const origin = mailLinkOrigin(req);
    afterResponse(
      context,
      (async () => {
        const reset = await requestReset(email, Date.now());
        if (reset) await sendMail(resetMail(reset.admin.email, resetLink(origin, reset.token)));
      })(),
    );
    return json(202, { message: RESET_SENT });
  },
});

export const config: Config = {
  path: '/api/admin/password-reset',
  rateLimit: { windowSize: 60, windowLimit: 5, aggregateBy: ['ip', 'domain'] },
};
