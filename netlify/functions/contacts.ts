import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { logActivity } from '../../src/server/activity/log';
import { requireAdmin } from '../../src/server/auth/session';
import { exportContacts, listContacts, STATUS_FILTERS, type StatusFilter } from '../../src/server/contacts';
import { HttpError, listJson, pageJson, route } from '../../src/server/http';
import { alertSettings } from '../../src/server/lead-alert';

const querySchema = z.object({
  status: z
    .string()
    .optional()
    .refine((value) => value === undefined || STATUS_FILTERS.includes(value as StatusFilter), {
      message: `status must be one of ${STATUS_FILTERS.join(', ')}`,
    })
    .transform((value) => value as StatusFilter | undefined),
  q: z.string().max(200, 'The search is limited to 200 characters').optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').max(100_000).optional(),
  export: z.enum(['1']).optional(),
});

/**
 * GET /api/contacts (admin only), newest first.
 *
 * - No `page`: a JSON array of every lead, full records, as spec 7 says
 *   ("list of contact submissions"). `?status=` and `?q=` narrow it (the CSV
 *   export uses them); without them it is every stored lead, spam included.
 * - `?page=N`: one page of the inbox (50 leads) as an object
 *   `{items, page, pageSize, matching, total, counts, alerts}` for the admin.
 *   `?status=` defaults to `active` (everything but spam) there.
 *
 * `?q=` searches name, e-mail, phone and website. Both answers carry
 * X-Unreadable-Records: how many stored records could not be read. `?export=1`
 * (with no `page`) marks the fetch as the admin's CSV download, which the
 * activity log records: the CSV is built in the browser from this answer.
 */
export default route({
  GET: async (req, context) => {
    const admin = await requireAdmin(context);
    const params = Object.fromEntries(new URL(req.url).searchParams);
    const parsed = querySchema.safeParse(params);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
    const { status, q, page } = parsed.data;
    if (page === undefined) {
      const leads = await exportContacts({ status: status ?? 'all', search: q });
      if (parsed.data.export) {
        await logActivity(context, { actor: admin.username, action: 'leads.exported', target: `${leads.items.length} leads` });
      }
      return listJson(leads);
    }
    return pageJson(await listContacts({ status, search: q, page }, { alertsEnabled: alertSettings() !== null }));
  },
});

export const config: Config = { path: '/api/contacts' };
