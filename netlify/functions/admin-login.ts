import type { Config } from '@netlify/functions';
import { loginRequestSchema, type LoginAnswer } from '../../src/lib/api/auth';
import { logActivity, UNKNOWN_ACCOUNT } from '../../src/server/activity/index';
import {
  beginLoginAttempt,
  findAdmin,
  profileOf,
  recordSignIn,
  secondFactorMethods,
  settleLoginAttempt,
  startSession,
  twoFactorRequired,
  verifyPassword,
} from '../../src/server/auth/index';
import { HttpError, json, parseBody, readMutation, route } from '../../src/server/http';

const INVALID_CREDENTIALS = 'Invalid username or password';

function tooManyAttempts(seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(429, `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    headers: { 'Retry-After': String(seconds) },
  });
}

/**
 * POST /api/admin/login: 200 {username} and a session cookie, or one answer for every kind of wrong.
 * A member with a second factor gets {username, second_factor: 'required', methods} (methods: 'totp',
 * 'passkey') and a cookie good only for the second step (/api/admin/login/second-factor); where two-factor is required and they have none,
 * {username, second_factor: 'enrol'} and a cookie good only for setting up an authenticator.
 */
export default route({
  POST: async (req, context) => {
    const { username, password } = parseBody(loginRequestSchema, await readMutation(req));
    // Counted before the password is checked, so a parallel burst cannot outrun the limit.
    const decision = await beginLoginAttempt(username, context.ip);
    const admin = await findAdmin(username);
    // A name no member has may be a password typed into the wrong field: it is never stored.
    const failed = { actor: admin?.username ?? '', action: 'sign-in.failed', outcome: 'failed', method: 'password' } as const;
    const nameTried = admin ? admin.username : UNKNOWN_ACCOUNT;
    if (!decision.allowed) {
      await logActivity(context, { ...failed, nameTried });
      throw tooManyAttempts(decision.retryAfterSeconds);
    }

    // Unknown users still cost one bcrypt comparison, so the answer takes as long either way.
    const valid = (await verifyPassword(password, admin?.password_hash)) && admin !== null;
    await settleLoginAttempt(decision.attempt, valid);
    if (!valid) {
      await logActivity(context, { ...failed, nameTried });
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    const name = profileOf(admin).username;
    // With a second factor the password opens only the second step; without one, where the
    // site requires it, only setting one up. Spec answer otherwise: {username}.
    const methods = await secondFactorMethods(admin.username);
    if (methods.length > 0) {
      await startSession(req, context, admin, { stage: 'second-factor' });
      return json(200, { username: name, second_factor: 'required', methods } satisfies LoginAnswer);
    }
    if (await twoFactorRequired()) {
      await startSession(req, context, admin, { stage: 'enrol' });
      return json(200, { username: name, second_factor: 'enrol' } satisfies LoginAnswer);
    }
    const session = await startSession(req, context, admin);
    await recordSignIn(admin.username, session.created_at);
    await logActivity(context, { actor: admin.username, action: 'sign-in.succeeded', target: session.id, method: 'password' });
    return json(200, { username: name } satisfies LoginAnswer);
  },
});

export const config: Config = {
  path: '/api/admin/login',
  rateLimit: { windowSize: 60, windowLimit: 20, aggregateBy: ['ip', 'domain'] },
};
