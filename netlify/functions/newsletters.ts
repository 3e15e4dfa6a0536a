import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/auth/session';
import { listJson, route } from '../../src/server/http';
import { listSubscribers } from '../../src/server/newsletter';

/** GET /api/newsletters: every subscriber `{id, email, subscribed_at}`, newest first (admin only). */
export default route({
  GET: async (_req, context) => {
    await requireAdmin(context);
    return listJson(await listSubscribers());
  },
});

export const config: Config = { path: '/api/newsletters' };
