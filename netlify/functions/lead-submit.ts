import type { Config } from '@netlify/functions';
import { leadRequestSchema, summariseFieldErrors, type FieldErrors } from '../../src/lib/api/leads';
import { afterResponse } from '../../src/server/after-response';
import { leadChanged } from '../../src/server/growth/lead-facts';
import { saveLead } from '../../src/server/leads/records';
import { json, parseBody, readMutation, route } from '../../src/server/http';
import { alertSettings } from '../../src/server/leads/alert';
import { firstLook, secondLook, setAside } from '../../src/server/leads/spam-check';
import { leadSourceOf, ownHosts } from '../../src/server/leads/source';
import { mailLinkOrigin } from '../../src/server/mail/links';

/** POST /api/contact: the free-audit request form. */
export default route({
  POST: async (req, context) => {
    const body = await readMutation(req);
    const request = parseBody(leadRequestSchema, body, (fields) => summariseFieldErrors(fields as FieldErrors));
    // Spam is stored as spam with its reasons and no alert, and answered exactly like a lead, so a bot learns nothing.
    const { facts, assessment } = await firstLook(request);
    const alertsEnabled = alertSettings() !== null;
    // Stored first; the growth figures, the repeat check and the e-mail to the agency come after the answer, so none
    // of them slows or fails the visitor (a lead whose figures were not filed is filed by the hourly rollup).
    const source = leadSourceOf(request, ownHosts(req));
    const submission = await saveLead(request, { alertsEnabled, spam: setAside(assessment), source, fileFacts: false });
    afterResponse(
      context,
      leadChanged(submission).then(() => secondLook(request, submission, facts, { alertsEnabled, origin: mailLinkOrigin(req) })),
    );
    return json(201, { id: submission.id });
  },
});

export const config: Config = {
  path: '/api/contact',
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
