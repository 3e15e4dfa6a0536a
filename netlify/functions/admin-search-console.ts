import type { Config } from '@netlify/functions';
import { searchConsoleSettingsBodySchema } from '../../src/lib/api/search-console';
import { logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import { json, parseBody, readMutation, route } from '../../src/server/http';
import { saveProperty, searchConsoleStatus } from '../../src/server/search-console/index';

/**
 * GET /api/admin/search-console (Admin): the connection to Search Console:
 * the service account's e-mail, the property, the last sync and its problem
 * in words, and how far Google's figures go.
 * PUT {property} (Admin): saves the property to read (`sc-domain:agency.pk`
 * or `https://www.agency.pk/`); a new one starts a 16-month backfill at the
 * next sync, the figures of the old one are kept. Logged.
 */
export default route({
  GET: async (_req, context) => {
    await requireMember(context);
    return json(200, await searchConsoleStatus(Date.now()));
  },
  PUT: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireMember(context);
    const { property } = parseBody(searchConsoleSettingsBodySchema, body);
    await saveProperty(property, admin.username, Date.now());
    await logActivity(context, { actor: admin.username, action: 'search-console.saved', target: property });
    return json(200, await searchConsoleStatus(Date.now()));
  },
});

export const config: Config = { path: '/api/admin/search-console' };
