import type { Config } from '@netlify/functions';
import { searchQueriesQuerySchema } from '../../src/lib/api/search-console';
import { requireMember } from '../../src/server/auth/index';
import { HttpError, json, route } from '../../src/server/http';
import { topQueries } from '../../src/server/search-console/index';

/**
 * GET /api/admin/search-console/queries?property=&page=&from=&to= (Admin): a
 * landing page's top search queries (clicks, impressions, position) in the
 * months the range touches, of the property named: the one whose figures the
 * screen shows (the growth answer's `search.property`), so a page's queries
 * never come from another property than its row's figures, even when another
 * property was saved since.
 */
export default route({
  GET: async (req, context) => {
    await requireMember(context);
    const parsed = searchQueriesQuerySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
    return json(200, await topQueries(parsed.data.property, parsed.data.page, parsed.data.from, parsed.data.to));
  },
});

export const config: Config = { path: '/api/admin/search-console/queries' };
