import type { Config } from '@netlify/functions';
import { secondFactorSchema } from '../../src/lib/api/two-factor-schemas';
import { checkCode, completeSignIn } from '../../src/server/auth/second-step';
import { requireStage } from '../../src/server/auth/session';
import { json, parseBody, readMutation, route } from '../../src/server/http';

/**
 * POST /api/admin/login/second-factor {code} or {recovery_code}: the second
 * step of a sign-in (after a password answered second_factor: 'required').
 * 200 {username} and a full session; 401 with one sentence for any wrong,
 * replayed or used code (throttled like passwords).
 */
export default route({
  POST: async (req, context) => {
    const body = await readMutation(req);
    const partial = await requireStage(context, ['second-factor']);
    const input = parseBody(secondFactorSchema, body);
    const now = Date.now();
    await checkCode(context, partial.admin, input, now);
    await completeSignIn(req, context, partial, now);
    return json(200, { username: partial.admin.username });
  },
});

export const config: Config = {
  path: '/api/admin/login/second-factor',
  rateLimit: { windowSize: 60, windowLimit: 20, aggregateBy: ['ip', 'domain'] },
};
