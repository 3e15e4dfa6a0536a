import type { Config } from '@netlify/functions';
import { newsletterRequestSchema } from '../../src/lib/api/newsletter';
import { logActivity } from '../../src/server/activity/index';
import { requireFreshCheck, requireMember, requireSignedIn } from '../../src/server/auth/index';
import { HttpError, listJson, noContent, parseBody, readMutation, route } from '../../src/server/http';
import { deleteSubscriber, listSubscribers, SUBSCRIBER_FILTERS, type SubscriberFilter } from '../../src/server/newsletter';

/** `?status=`: pending, unsubscribed, bounced, confirmed, legacy or all; none gives the list (confirmed and legacy). */
function subscriberFilter(status: string | null): SubscriberFilter {
  if (status === null || status === '') return 'list';
  if ((SUBSCRIBER_FILTERS as readonly string[]).includes(status)) return status as SubscriberFilter;
  throw new HttpError(400, `Unknown status filter; use one of ${SUBSCRIBER_FILTERS.join(', ')}.`);
}

/**
 * GET /api/newsletters: the subscribers on the list (confirmed, and those who signed up before confirmation
 * was required), newest first (admin only): `{id, email, subscribed_at}` plus status and consent evidence;
 * `?status=` picks another filter; `?export=1` (the CSV download) is logged as an export of the list.
 * DELETE /api/newsletters `{email}`: erases that subscriber (the address stays out of the URL and logs).
 */
export default route({
  GET: async (req, context) => {
    const { admin, session } = await requireSignedIn(context);
    const params = new URL(req.url).searchParams;
    if (params.get('export') === '1') requireFreshCheck(session);
    const subscribers = await listSubscribers(subscriberFilter(params.get('status')));
    // The CSV is built in the browser; the admin fetches with ?export=1 for it, which is logged.
    if (params.get('export') === '1') {
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
    const admin = await requireMember(context);
    const { email } = parseBody(newsletterRequestSchema, body);
    if (!(await deleteSubscriber(email, admin.username))) {
      throw new HttpError(404, 'This subscriber does not exist (it may have been deleted).');
    }
    return noContent();
  },
});

export const config: Config = { path: '/api/newsletters' };
