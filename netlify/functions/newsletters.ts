import type { Config } from '@netlify/functions';
import { newsletterRequestSchema } from '../../src/lib/api/newsletter-request';
import { requireAdmin } from '../../src/server/auth/session';
import { HttpError, listJson, noContent, parseBody, readMutation, route } from '../../src/server/http';
import { deleteSubscriber, listSubscribers } from '../../src/server/newsletter';

/**
 * GET /api/newsletters: every subscriber `{id, email, subscribed_at}`, newest first (admin only).
 * DELETE /api/newsletters `{email}`: erases that subscriber (the address stays out of the URL and logs).
 */
export default route({
  GET: async (_req, context) => {
    await requireAdmin(context);
    return listJson(await listSubscribers());
  },
  DELETE: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireAdmin(context);
    const { email } = parseBody(newsletterRequestSchema, body);
    if (!(await deleteSubscriber(email, admin.username))) {
      throw new HttpError(404, 'This subscriber does not exist (it may have been deleted).');
    }
    return noContent();
  },
});

export const config: Config = { path: '/api/newsletters' };
