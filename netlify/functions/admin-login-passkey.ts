import type { Config } from '@netlify/functions';
import { passkeySignInSchema } from '../../src/lib/api/auth';
import { authenticationOptions, profileOf, signInWithPasskey } from '../../src/server/auth/index';
import { json, parseBody, readMutation, readOptionalMutation, route } from '../../src/server/http';

/**
 * The one-step "Sign in with a passkey" (no username, no password):
 * POST /api/admin/login/passkey/options  the options for startAuthentication (5 minutes, once)
 * POST /api/admin/login/passkey {response} 200 {username} and a full session, like a
 *   password and second factor together; 401 with one sentence for any passkey not
 *   accepted (unknown, removed, replayed, expired), throttled like passwords.
 */
export default route({
  POST: async (req, context) => {
    const now = Date.now();
    if (new URL(req.url).pathname.endsWith('/options')) {
      await readOptionalMutation(req);
      return json(200, await authenticationOptions(req, { purpose: 'sign-in' }, now));
    }
    const { response } = parseBody(passkeySignInSchema, await readMutation(req));
    const admin = await signInWithPasskey(req, context, response, now);
    return json(200, { username: profileOf(admin).username });
  },
});

export const config: Config = {
  path: ['/api/admin/login/passkey', '/api/admin/login/passkey/options'],
  rateLimit: { windowSize: 60, windowLimit: 20, aggregateBy: ['ip', 'domain'] },
};
