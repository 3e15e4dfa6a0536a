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
  all: z.enum(['1']).optional(),
});

/**
 * GET /api/contacts: a page of the lead inbox, newest first (admin only).
 * `?status=` (active by default: everything but spam; `all`; or one status),
 * `?q=` searches name, e-mail, phone and website, `?page=` (50 a page).
 * `?all=1` answers every matching lead, full records, for the CSV export (logged as an export).
 */
export default route({
  GET: async (req, context) => {
    const admin = await requireAdmin(context);
    const params = Object.fromEntries(new URL(req.url).searchParams);
    const parsed = querySchema.safeParse(params);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
    const { status, q, page, all } = parsed.data;
    if (all) {
      // The CSV is built in the browser from this answer, so fetching every lead is what an export is.
      const leads = await exportContacts({ status: status ?? 'all', search: q });
      await logActivity(context, { actor: admin.username, action: 'leads.exported', target: `${leads.items.length} leads` });
      return listJson(leads);
    }
    return pageJson(await listContacts({ status, search: q, page }, { alertsEnabled: alertSettings() !== null }));
  },
});

export const config: Config = { path: '/api/contacts' };
