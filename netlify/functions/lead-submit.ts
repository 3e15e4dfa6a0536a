import type { Config } from '@netlify/functions';
import { ulid } from 'ulid';
import { leadRequestSchema, HONEYPOT_FIELD, summariseFieldErrors, type FieldErrors } from '../../src/lib/api/leads';
import { afterResponse } from '../../src/server/after-response';
import { saveLead } from '../../src/server/leads/records';
import { json, parseBody, readMutation, route } from '../../src/server/http';
import { alertSettings, deliverLeadAlert } from '../../src/server/leads/alert';
import { leadSourceOf, ownHosts } from '../../src/server/leads/source';

/** POST /api/contact: the free-audit request form. */
export default route({
  POST: async (req, context) => {
    const body = await readMutation(req);
    const request = parseBody(leadRequestSchema, body, (fields) => summariseFieldErrors(fields as FieldErrors));
    if (request[HONEYPOT_FIELD]) {
      // A bot filled the hidden field: answer like a success so it learns nothing, store nothing.
      return json(201, { id: ulid() });
    }
    const alertsEnabled = alertSettings() !== null;
    // Stored first; the e-mail to the agency goes out after the answer, so SMTP never slows or fails the visitor.
    const source = leadSourceOf(request, ownHosts(req));
    const submission = await saveLead(request, { alertsEnabled, source });
    if (alertsEnabled) afterResponse(context, deliverLeadAlert(submission, new URL(req.url).origin));
    return json(201, { id: submission.id });
  },
});

export const config: Config = {
  path: '/api/contact',
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
