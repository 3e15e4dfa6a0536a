import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/auth/session';
import { listContacts } from '../../src/server/contacts';
import { json, route } from '../../src/server/http';

/** GET /api/contacts: every audit request, newest first (admin only). */
export default route({
  GET: async (_req, context) => {
    await requireAdmin(context);
    return json(200, await listContacts());
  },
});

export const config: Config = { path: '/api/contacts' };
