import type { Config } from '@netlify/functions';
import { profileOf, requireMember } from '../../src/server/auth/index';
import { json, route } from '../../src/server/http';

/** GET /api/admin/me: the signed-in admin, or 401. */
export default route({
  GET: async (_req, context) => json(200, profileOf(await requireMember(context))),
});

export const config: Config = { path: '/api/admin/me' };
