import type { Config } from '@netlify/functions';
import { setupRequestSchema } from '../../src/lib/api/admin-schemas';
import { createAdditionalAdmin, createFirstAdmin, setupCompleted } from '../../src/server/auth/admins';
import { currentAdmin } from '../../src/server/auth/session';
import { guardMutation, HttpError, json, parseBody, readJsonBody, route } from '../../src/server/http';

const SETUP_DONE = 'Setup has already been completed';
const USERNAME_TAKEN = 'That username is already taken.';

/**
 * POST /api/admin/setup: anyone may create the first admin; once one exists,
 * only a signed-in admin may add more (as Ghost, Strapi and Payload do).
 */
export default route({
  POST: async (req, context) => {
    guardMutation(req);
    const signedIn = await currentAdmin(context);
    // Answer an anonymous caller before hashing anything once setup is done.
    if (!signedIn && (await setupCompleted())) throw new HttpError(409, SETUP_DONE);
    const request = parseBody(setupRequestSchema, await readJsonBody(req));
    const result = signedIn ? await createAdditionalAdmin(request) : await createFirstAdmin(request);
    if (!result.created) throw new HttpError(409, result.reason === 'setup-done' ? SETUP_DONE : USERNAME_TAKEN);
    return json(201, { username: result.admin.username });
  },
});

export const config: Config = {
  path: '/api/admin/setup',
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
