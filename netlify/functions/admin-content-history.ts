import type { Config } from '@netlify/functions';
import { requireMember } from '../../src/server/auth/index';
import { listHistory } from '../../src/server/content/index';
import { HttpError, json, route } from '../../src/server/http';

/**
 * GET /api/admin/content/:id/history: the entry's earlier texts, newest first,
 * each with when and by whom it was saved. Restoring one is an ordinary PUT
 * of its text to /api/admin/content/:id.
 */
export default route({
  GET: async (_req, context) => {
    await requireMember(context);
    const history = await listHistory(context.params.id ?? '');
    if (!history) throw new HttpError(404, 'There is no content entry with that id.');
    return json(200, history);
  },
});

export const config: Config = { path: '/api/admin/content/:id/history' };
