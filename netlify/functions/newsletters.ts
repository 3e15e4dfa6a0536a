import type { Config } from '@netlify/functions';
import { newsletterRequestSchema } from '../../src/lib/api/newsletter-request';
import { logActivity } from '../../src/server/activity/log';
import { requireAdmin } from '../../src/server/auth/session';
import { HttpError, listJson, noContent, parseBody, readMutation, route } from '../../src/server/http';
import { deleteSubscriber, listSubscribers } from '../../src/server/newsletter';

/**
 * GET /api/newsletters: every subscriber `{id, email, subscribed_at}`, newest first (admin only);
 *   `?export=1` (the CSV download) is logged as an export of the list.
 * DELETE /api/newsletters `{email}`: erases that subscriber (the address stays out of the URL and logs).
 */
export default route({
  GET: async (req, context) => {
    const admin = await requireAdmin(context);
    const subscribers = await listSubscribers();
    // The CSV is built in the browser; the admin fetches with ?export=1 for it, which is logged.
    if (new URL(req.url).searchParams.get('export') === '1') {
      await logActivity(context, {
        actor: admin.username,
        action: 'newsletter.exported',
        target: `${subscribers.items.length} subscribers`,
      });
    }
    return listJson(subscribers);
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
