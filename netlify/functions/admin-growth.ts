import type { Config } from '@netlify/functions';
import { growthQuerySchema } from '../../src/lib/api/growth';
import { requireMember } from '../../src/server/auth/index';
import { growthDashboard } from '../../src/server/growth/index';
import { HttpError, json, route } from '../../src/server/http';

/** The site's redirects, followed when a lead is credited to a page (netlify.toml ships the file with the function). */
const redirectsFile = new URL('../../public/_redirects', import.meta.url);

/**
 * GET /api/admin/growth?from=&to= (admin only): the growth dashboard's
 * figures (src/lib/api/growth.ts) for the days from `from` to `to`
 * (YYYY-MM-DD, Pakistan time, both included); the last 12 weeks without them.
 */
export default route({
  GET: async (req, context) => {
    await requireMember(context);
    const parsed = growthQuerySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
    return json(200, await growthDashboard(parsed.data, { redirectsFile }));
  },
});

export const config: Config = { path: '/api/admin/growth' };
