import type { Config } from '@netlify/functions';
import { newsletterRequestSchema } from '../../src/lib/api/newsletter-request';
import { json, parseBody, readMutation, route } from '../../src/server/http';
import { subscribe } from '../../src/server/newsletter';
import { signupContext } from '../../src/server/newsletter/signup-context';

/**
 * POST /api/newsletter: 200 {subscribed: true} whether the address is new,
 * pending, confirmed or unsubscribed, so the answer never tells anyone who is
 * on the list. A new address is pending until its confirmation link is used.
 */
export default route({
  POST: async (req, context) => {
    const { email } = parseBody(newsletterRequestSchema, await readMutation(req));
    await subscribe(email, signupContext(req, context));
    return json(200, { subscribed: true });
  },
});

export const config: Config = {
  path: '/api/newsletter',
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
