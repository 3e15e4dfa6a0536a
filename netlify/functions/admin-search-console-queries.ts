import type { Config } from '@netlify/functions';
import { searchQueriesQuerySchema } from '../../src/lib/api/search-console';
import { requireMember } from '../../src/server/auth/index';
import { HttpError, json, route } from '../../src/server/http';
import { topQueries } from '../../src/server/search-console/index';

/**
 * GET /api/admin/search-console/queries?page=&from=&to= (Admin): a landing
 * page's top search queries (clicks, impressions, position) in the months the
 * range touches; 404 while no property is saved.
 */
export default route({
  GET: async (req, context) => {
    await requireMember(context);
    const parsed = searchQueriesQuerySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
    const answer = await topQueries(parsed.data.page, parsed.data.from, parsed.data.to);
    if (!answer) throw new HttpError(404, 'No Search Console property is saved.');
    return json(200, answer);
  },
});

export const config: Config = { path: '/api/admin/search-console/queries' };
