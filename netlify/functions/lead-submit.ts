import type { Config } from '@netlify/functions';
import { leadRequestSchema, summariseFieldErrors, type FieldErrors } from '../../src/lib/api/leads';
import { afterResponse } from '../../src/server/after-response';
import { saveLead } from '../../src/server/leads/records';
import { json, parseBody, readMutation, route } from '../../src/server/http';
import { alertSettings, deliverLeadAlert } from '../../src/server/leads/alert';
import { checkSpam, setAside } from '../../src/server/leads/spam-check';
import { bestEffort, rememberSender } from '../../src/server/leads/repeat-index';

/** POST /api/contact: the free-audit request form. */
export default route({
  POST: async (req, context) => {
    const body = await readMutation(req);
    const request = parseBody(leadRequestSchema, body, (fields) => summariseFieldErrors(fields as FieldErrors));
    // Spam is stored as spam with its reasons and no alert, and answered exactly like a lead, so a bot learns nothing.
    const spam = setAside(await checkSpam(request));
    const alertsEnabled = alertSettings() !== null;
    // Stored first; the e-mail to the agency goes out after the answer, so SMTP never slows or fails the visitor.
    const submission = await saveLead(request, { alertsEnabled, spam });
    afterResponse(
      context,
      bestEffort('note', () => rememberSender(submission), undefined),
    );
    if (alertsEnabled && !spam) afterResponse(context, deliverLeadAlert(submission, new URL(req.url).origin));
    return json(201, { id: submission.id });
  },
});

export const config: Config = {
  path: '/api/contact',
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
