import type { Config } from '@netlify/functions';
import { leadRequestSchema, summariseFieldErrors, type FieldErrors } from '../../src/lib/api/leads';
import { afterResponse } from '../../src/server/after-response';
import { json, parseBody, readMutation, route } from '../../src/server/http';
import { afterLeadReceived, receiveLead } from '../../src/server/leads/intake';

/** POST /api/contact: the free-audit request form. */
export default route({
  POST: async (req, context) => {
    const body = await readMutation(req);
    const request = parseBody(leadRequestSchema, body, (fields) => summariseFieldErrors(fields as FieldErrors));
    const received = await receiveLead(request, req);
    afterResponse(context, afterLeadReceived(received));
    return json(201, { id: received.lead.id });
  },
});

export const config: Config = {
  path: '/api/contact',
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
