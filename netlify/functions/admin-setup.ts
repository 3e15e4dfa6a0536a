import type { Config } from '@netlify/functions';
import { setupRequestSchema } from '../../src/lib/api/auth';
import { isCommonPassword, PASSWORD_MESSAGES } from '../../src/lib/api/password-policy';
import { logActivity } from '../../src/server/activity/index';
import { createFirstAdmin, setupCompleted } from '../../src/server/auth/index';
import { guardMutation, HttpError, json, parseBody, readJsonBody, route } from '../../src/server/http';

const SETUP_DONE = 'Setup has already been completed';
const USERNAME_TAKEN = 'That username is already taken.';

/**
 * POST /api/admin/setup: anyone may create the first admin; afterwards it
 * answers 409, signed in or not. Further staff join by invite
 * (/api/admin/invites), choosing their own password; nobody types one for them.
 */
export default route({
  POST: async (req, context) => {
    guardMutation(req);
    // Answer before hashing anything once setup is done.
    if (await setupCompleted()) throw new HttpError(409, SETUP_DONE);
    const request = parseBody(setupRequestSchema, await readJsonBody(req));
    // The same common-password refusal as staff passwords (spec 5's 6-character minimum stays).
    if (isCommonPassword(request.password))
      throw new HttpError(400, PASSWORD_MESSAGES.common, { fields: { password: PASSWORD_MESSAGES.common } });
    const result = await createFirstAdmin(request);
    if (!result.created) throw new HttpError(409, result.reason === 'setup-done' ? SETUP_DONE : USERNAME_TAKEN);
    await logActivity(context, { actor: result.admin.username, action: 'setup.completed', target: result.admin.username.toLowerCase() });
    return json(201, { username: result.admin.username });
  },
});

export const config: Config = {
  path: '/api/admin/setup',
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
