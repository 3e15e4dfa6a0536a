import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/auth/session';
import { listContacts } from '../../src/server/contacts';
import { listJson, route } from '../../src/server/http';

/** GET /api/contacts: every audit request, newest first (admin only). */
export default route({
  GET: async (_req, context) => {
    await requireAdmin(context);
    return listJson(await listContacts());
  },
});

export const config: Config = { path: '/api/contacts' };
