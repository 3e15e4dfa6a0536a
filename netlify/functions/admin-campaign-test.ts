import type { Config } from '@netlify/functions';
import { logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import { HttpError, json, readOptionalMutation, route } from '../../src/server/http';
import { CAMPAIGN_MESSAGES, readCampaign, renderCampaign, sendOne, unsubscribeUrl } from '../../src/server/newsletter/index';
import { mailLinkOrigin } from '../../src/server/mail/index';

/**
 * POST /api/campaigns/:id/test: sends the saved campaign once to the signed-in
 * admin's own e-mail address, subject marked [Test]. 200 `{sent_to}`; 502 with
 * the mail server's words when it refused; 409 when SMTP is off. Admin only.
 */
export default route({
  POST: async (req, context) => {
    await readOptionalMutation(req);
    const admin = await requireMember(context);
    const found = await readCampaign(context.params.id ?? '');
    if (!found) throw new HttpError(404, CAMPAIGN_MESSAGES.missing);
    const origin = mailLinkOrigin(req);
    // A test copy's unsubscribe link leads to the page, where the token matches no one.
    const token = 'test-copy-not-a-subscriber';
    const mail = await renderCampaign(found.value, unsubscribeUrl(origin, token));
    const outcome = await sendOne({
      to: admin.email,
      mail: { ...mail, subject: `[Test] ${mail.subject}` },
      origin,
      unsubscribeToken: token,
    });
    if (outcome.state === 'off') throw new HttpError(409, CAMPAIGN_MESSAGES.smtpOff);
    if (outcome.state !== 'sent') throw new HttpError(502, `The mail server did not take the test: ${outcome.reason}`);
    await logActivity(context, { actor: admin.username, action: 'campaign.tested', target: found.value.id });
    return json(200, { sent_to: admin.email });
  },
});

export const config: Config = {
  path: '/api/campaigns/:id/test',
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
