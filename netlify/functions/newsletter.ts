import type { Config } from '@netlify/functions';
import { newsletterRequestSchema } from '../../src/lib/api/newsletter-request';
import { json, parseBody, readMutation, route } from '../../src/server/http';
import { subscribe } from '../../src/server/newsletter';

/**
 * POST /api/newsletter: 200 {subscribed: true} whether the address is new or
 * already subscribed, so the answer never tells anyone who is on the list.
 */
export default route({
  POST: async (req) => {
    const { email } = parseBody(newsletterRequestSchema, await readMutation(req));
    await subscribe(email);
    return json(200, { subscribed: true });
  },
});

export const config: Config = {
  path: '/api/newsletter',
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
