import type { Config } from '@netlify/functions';
import { newsletterRequestSchema } from '../../src/lib/newsletter/newsletter-request';
import { json, parseBody, readMutation, route } from '../../src/server/http';
import { subscribe } from '../../src/server/newsletter';

/** POST /api/newsletter: 201 for a new subscriber, 200 when already subscribed, the same body either way. */
export default route({
  POST: async (req) => {
    const { email } = parseBody(newsletterRequestSchema, await readMutation(req));
    const { created } = await subscribe(email);
    return json(created ? 201 : 200, { subscribed: true });
  },
});

export const config: Config = {
  path: '/api/newsletter',
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
