import type { Config } from '@netlify/functions';
import { secondFactorSchema } from '../../src/lib/api/auth';
import { authenticationOptions, checkSecondFactor, completeSignIn, requireStage } from '../../src/server/auth/index';
import { json, parseBody, readMutation, readOptionalMutation, route } from '../../src/server/http';

/**
 * POST /api/admin/login/second-factor {code}, {recovery_code} or {passkey}:
 * the second step of a sign-in (after a password answered second_factor:
 * 'required'). 200 {username} and a full session; 401 with one sentence for
 * any wrong, replayed or used code or passkey (throttled like passwords).
 * POST /api/admin/login/second-factor/passkey-options: the options for
 * startAuthentication, listing this member's passkeys (5 minutes, once).
 */
export default route({
  POST: async (req, context) => {
    const now = Date.now();
    if (new URL(req.url).pathname.endsWith('/passkey-options')) {
      await readOptionalMutation(req);
      const partial = await requireStage(context, ['second-factor']);
      const step = { purpose: 'second-factor', username: partial.admin.username, sessionId: partial.session.id } as const;
      return json(200, await authenticationOptions(req, step, now));
    }
    const body = await readMutation(req);
    const partial = await requireStage(context, ['second-factor']);
    const input = parseBody(secondFactorSchema, body);
    const method = await checkSecondFactor(req, context, partial, input, now);
    await completeSignIn(req, context, partial, now, method);
    return json(200, { username: partial.admin.username });
  },
});

export const config: Config = {
  path: ['/api/admin/login/second-factor', '/api/admin/login/second-factor/passkey-options'],
  rateLimit: { windowSize: 60, windowLimit: 20, aggregateBy: ['ip', 'domain'] },
};
