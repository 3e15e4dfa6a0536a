import type { Config } from '@netlify/functions';
import { requireMember } from '../../src/server/auth/index';
import { alertSettings, deliverLeadAlert, getLead, LEAD_MESSAGES } from '../../src/server/leads/index';
import { HttpError, json, readOptionalMutation, route } from '../../src/server/http';
import { mailLinkOrigin } from '../../src/server/mail/index';

const ALERTS_OFF = 'E-mail alerts are off: SMTP_URL and LEAD_NOTIFY_TO are not set.';

/** POST /api/contacts/:id/alert: sends the lead's e-mail alert again (admin only); answers the lead with the outcome. */
export default route({
  POST: async (req, context) => {
    await readOptionalMutation(req);
    await requireMember(context);
    const settings = alertSettings();
    if (!settings) throw new HttpError(409, ALERTS_OFF);
    const lead = await getLead(context.params.id ?? '');
    if (!lead) throw new HttpError(404, LEAD_MESSAGES.missing);
    const alert = await deliverLeadAlert(lead, mailLinkOrigin(req), settings);
    return json(200, { ...lead, alert });
  },
});

export const config: Config = {
  path: '/api/contacts/:id/alert',
  // Each call sends a mail: a stuck button or a script cannot flood the agency's inbox.
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
