import type { Config } from '@netlify/functions';
import { reauthSchema } from '../../src/lib/api/staff';
import { logActivity } from '../../src/server/activity/index';
import {
  authenticationOptions,
  checkOwnPassword,
  endSession,
  PASSKEY_NOT_ACCEPTED,
  requireSignedIn,
  startSession,
  verifyPasskey,
} from '../../src/server/auth/index';
import { HttpError, json, noContent, parseBody, readMutation, readOptionalMutation, route } from '../../src/server/http';

/**
 * POST /api/admin/account/verify {password} or {passkey}: the fresh check;
 * the listed sensitive actions (fresh-check.ts) are allowed for 5 minutes.
 * The session is replaced by a new one (new id, new cookie), so a session id
 * seen before the check opens nothing after it. 204; 400 for a wrong password
 * (logged), 401 for a passkey not accepted (logged).
 * POST /api/admin/account/verify/passkey-options: options for startAuthentication
 * over the member's own passkeys, bound to this session (5 minutes, once).
 */
export default route({
  POST: async (req, context) => {
    const now = Date.now();
    if (new URL(req.url).pathname.endsWith('/passkey-options')) {
      await readOptionalMutation(req);
      const { admin, session } = await requireSignedIn(context);
      return json(
        200,
        await authenticationOptions(req, { purpose: 'second-factor', username: admin.username, sessionId: session.id }, now),
      );
    }
    const body = await readMutation(req);
    const signedIn = await requireSignedIn(context);
    const { admin, session } = signedIn;
    const input = parseBody(reauthSchema, body);
    const method = input.passkey ? 'passkey' : 'password';
    const failed = () =>
      logActivity(context, {
        actor: admin.username,
        action: 'fresh-check.failed',
        outcome: 'failed',
        method,
        target: admin.username.toLowerCase(),
      });
    if (input.passkey) {
      const step = { purpose: 'second-factor', username: admin.username, sessionId: session.id } as const;
      if ((await verifyPasskey(req, input.passkey, step, now)) === null) {
        await failed();
        throw new HttpError(401, PASSKEY_NOT_ACCEPTED);
      }
    } else {
      try {
        await checkOwnPassword(admin, input.password ?? '', context.ip);
      } catch (error) {
        if (error instanceof HttpError && error.status === 400) await failed();
        throw error;
      }
    }
    // A new session (its check time is now) replaces this one.
    await endSession(admin.username, session.id);
    await startSession(req, context, admin, { now });
    await logActivity(context, { actor: admin.username, action: 'fresh-check.succeeded', method, target: admin.username.toLowerCase() });
    return noContent();
  },
});

export const config: Config = { path: ['/api/admin/account/verify', '/api/admin/account/verify/passkey-options'] };
