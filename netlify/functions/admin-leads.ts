import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { logActivity } from '../../src/server/activity/index';
import { requireFreshCheck, requireMember, requireSignedIn } from '../../src/server/auth/index';
import { alertSettings, exportLeads, getLead, LEAD_MESSAGES, leadAnswer, leadLifecycle, listLeads } from '../../src/server/leads/index';
import {
  collection,
  HttpError,
  json,
  listJson,
  noContent,
  pageJson,
  parseBody,
  readMutation,
  readOptionalMutation,
  route,
} from '../../src/server/http';
import {
  handLeadSchema,
  leadChangeSchema,
  LEAD_STATUS_FILTERS,
  summariseFieldErrors,
  type FieldErrors,
  type LeadStatusFilter,
} from '../../src/lib/api/leads';
import { mailLinkOrigin } from '../../src/server/mail/index';
import { leadAuditExports } from '../../src/server/audit/index';

const querySchema = z.object({
  status: z
    .string()
    .optional()
    .refine((value) => value === undefined || LEAD_STATUS_FILTERS.includes(value as LeadStatusFilter), {
      message: `status must be one of ${LEAD_STATUS_FILTERS.join(', ')}`,
    })
    .transform((value) => value as LeadStatusFilter | undefined),
  q: z.string().max(200, 'The search is limited to 200 characters').optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').max(100_000).optional(),
  export: z.enum(['1']).optional(),
});

/**
 * GET /api/contacts (admin only), newest first. Each lead carries its
 * `source` (page, landing page, channel, referrer host, UTMs, ad click),
 * `entry` (form or added by hand) and `added_by`.
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
 * Without `page`, each lead also carries `audit`: its latest website audit
 * (`{address, requestedAt, reportUrl}`, reportUrl null until done) or null.
 */
const list = route({
  GET: async (req, context) => {
    const { admin, session } = await requireSignedIn(context);
    const params = Object.fromEntries(new URL(req.url).searchParams);
    const parsed = querySchema.safeParse(params);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
    const { status, q, page } = parsed.data;
    if (page === undefined) {
      if (parsed.data.export) requireFreshCheck(session);
      const leads = await exportLeads({ status: status ?? 'all', q });
      // Each lead with its latest website audit (address, date, report link), as the privacy notice promises an export holds.
      const audits = await leadAuditExports(mailLinkOrigin(req));
      const items = leads.items.map((lead) => ({ ...lead, audit: audits.get(lead.id) ?? null }));
      if (parsed.data.export) {
        await logActivity(context, { actor: admin.username, action: 'leads.exported', target: `${leads.items.length} leads` });
      }
      return listJson({ items, unreadable: leads.unreadable });
    }
    return pageJson(await listLeads({ status, q, page }, { alertsEnabled: alertSettings() !== null }));
  },
  /**
   * POST `{entry, name, email?, phone?, page?, channel?, note?}`: a lead staff
   * add by hand after a WhatsApp chat, a call or a visit. 201 with the lead;
   * no alert mail goes out.
   */
  POST: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireMember(context);
    const request = parseBody(handLeadSchema, body, (fields) => summariseFieldErrors(fields as FieldErrors));
    const added = await leadLifecycle.addByHand(request, admin.username);
    if (added.kind === 'failed') throw added.error;
    await logActivity(context, { actor: admin.username, action: 'lead.added', target: added.value.id });
    return json(201, added.value);
  },
});

/**
 * /api/contacts/:id (admin only): GET one lead; PATCH `{status?, note?}`
 * changes its status and/or adds a note (who and when are recorded; a lead
 * released from Spam gets its audit and alert then); DELETE erases it.
 */
const item = route({
  GET: async (_req, context) => {
    await requireMember(context);
    const lead = await getLead(context.params.id ?? '');
    if (!lead) throw new HttpError(404, LEAD_MESSAGES.missing);
    return json(200, lead);
  },
  PATCH: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireMember(context);
    const change = parseBody(leadChangeSchema, body);
    const id = context.params.id ?? '';
    const outcome = await leadLifecycle.change(id, admin.username, change, req);
    if (outcome.kind === 'done' && change.status !== undefined)
      await logActivity(context, { actor: admin.username, action: 'lead.status-changed', target: id });
    return leadAnswer(outcome);
  },
  DELETE: async (req, context) => {
    await readOptionalMutation(req);
    const admin = await requireMember(context);
    const id = context.params.id ?? '';
    const erased = await leadLifecycle.erase(id, admin.username);
    if (erased.kind === 'failed') throw erased.error;
    if (erased.kind === 'dropped') throw new HttpError(404, LEAD_MESSAGES.missing);
    await logActivity(context, { actor: admin.username, action: 'lead.deleted', target: id });
    return noContent();
  },
});

/** The list and its items in one file: the item handlers when the address names one. */
export default collection(list, item);

export const config: Config = { path: ['/api/contacts', '/api/contacts/:id'] };
