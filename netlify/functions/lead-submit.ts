import type { Config } from '@netlify/functions';
import { leadRequestSchema, summariseFieldErrors, type FieldErrors } from '../../src/lib/api/leads';
import { json, parseBody, readMutation, route } from '../../src/server/http';
import { leadLifecycle } from '../../src/server/leads/index';

/** POST /api/contact: the free-audit request form; the lead's arrival (src/server/leads/lifecycle.ts). */
export default route({
  POST: async (req, context) => {
    const body = await readMutation(req);
    const request = parseBody(leadRequestSchema, body, (fields) => summariseFieldErrors(fields as FieldErrors));
    const arrived = await leadLifecycle.arrive(request, req, context);
    if (arrived.kind === 'failed') throw arrived.error;
    return json(201, { id: arrived.value.id });
  },
});

export const config: Config = {
  path: '/api/contact',
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
