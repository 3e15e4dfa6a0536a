import type { Config } from '@netlify/functions';
import { requireMember } from '../../src/server/auth/index';
import { HttpError, json, readOptionalMutation, route } from '../../src/server/http';
import { sendReconfirmations } from '../../src/server/newsletter';
import { CAMPAIGN_MESSAGES } from '../../src/server/newsletter/index';
import { mailLinkOrigin } from '../../src/server/mail/index';

/**
 * POST /api/newsletters/reconfirm: mails each reader who signed up before
 * confirmation was required a one-time request to confirm, up to 50 per call:
 * 200 `{sent, failed, remaining}` (call again while `remaining` > 0). A reader
 * is never sent this mail twice. Admin only.
 */
export default route({
  POST: async (req, context) => {
    await readOptionalMutation(req);
    await requireMember(context);
    const result = await sendReconfirmations({ origin: mailLinkOrigin(req) });
    if (!result) throw new HttpError(409, CAMPAIGN_MESSAGES.smtpOff);
    return json(200, result);
  },
});

export const config: Config = { path: '/api/newsletters/reconfirm' };
