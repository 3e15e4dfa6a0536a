import type { Config } from '@netlify/functions';
import { ownFunctionsOrigin } from '../../src/server/background-calls';
import { z } from 'zod';
import { logActivity } from '../../src/server/activity/log';
import { requireFreshCheck } from '../../src/server/auth/fresh-check';
import { requireAdmin, requireSignedIn } from '../../src/server/auth/session-token';
import { addLeadByHand } from '../../src/server/leads/intake';
import { exportLeads, listLeads } from '../../src/server/leads/listing';
import { deleteLead, getLead, updateLead, type LeadChangeResult } from '../../src/server/leads/records';
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
import { alertSettings } from '../../src/server/leads/alert';
import { alertIfReleased } from '../../src/server/leads/spam-review';
import {
  handLeadSchema,
  leadChangeSchema,
  LEAD_STATUS_FILTERS,
  summariseFieldErrors,
  type FieldErrors,
  type LeadStatusFilter,
} from '../../src/lib/api/leads';
import { mailLinkOrigin } from '../../src/server/mail/links';
import { leadAuditExports } from '../../src/server/audit/lead-export';
import { auditIfReleased } from '../../src/server/audit/requests';
import { afterResponse } from '../../src/server/after-response';

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
    const admin = await requireAdmin(context);
    const request = parseBody(handLeadSchema, body, (fields) => summariseFieldErrors(fields as FieldErrors));
    const lead = await addLeadByHand(request, admin.username);
    await logActivity(context, { actor: admin.username, action: 'lead.added', target: lead.id });
    return json(201, lead);
  },
});

export const LEAD_MESSAGES = {
  missing: 'This lead does not exist (it may have been deleted).',
  conflict: 'Someone else is changing this lead right now. Please try again.',
  full: 'This lead has too many notes and changes to add more.',
} as const;

export function leadAnswer(result: LeadChangeResult): Response {
  if (result.kind === 'ok') return json(200, result.lead);
  if (result.kind === 'missing') throw new HttpError(404, LEAD_MESSAGES.missing);
  throw new HttpError(409, LEAD_MESSAGES[result.kind]);
}

/**
 * /api/contacts/:id (admin only): GET one lead; PATCH `{status?, note?}`
 * changes its status and/or adds a note (who and when are recorded);
 * DELETE erases it.
 */
const item = route({
  GET: async (_req, context) => {
    await requireAdmin(context);
    const lead = await getLead(context.params.id ?? '');
    if (!lead) throw new HttpError(404, LEAD_MESSAGES.missing);
    return json(200, lead);
  },
  PATCH: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireAdmin(context);
    const change = parseBody(leadChangeSchema, body);
    const id = context.params.id ?? '';
    const result = await updateLead(id, admin.username, change);
    if (result.kind === 'ok' && change.status !== undefined)
      await logActivity(context, { actor: admin.username, action: 'lead.status-changed', target: id });
    // "Not spam" on a lead the spam check set aside sends the alert it never had.
    if (result.kind === 'ok') result.lead = await alertIfReleased(result.lead, mailLinkOrigin(req));
    // …and the website audit it never had, after the answer.
    if (result.kind === 'ok') afterResponse(context, auditIfReleased(result.lead, ownFunctionsOrigin(req)));
    return leadAnswer(result);
  },
  DELETE: async (req, context) => {
    await readOptionalMutation(req);
    const admin = await requireAdmin(context);
    const id = context.params.id ?? '';
    if (!(await deleteLead(id, admin.username))) throw new HttpError(404, LEAD_MESSAGES.missing);
    await logActivity(context, { actor: admin.username, action: 'lead.deleted', target: id });
    return noContent();
  },
});

/** The list and its items in one file: the item handlers when the address names one. */
export default collection(list, item);

export const config: Config = { path: ['/api/contacts', '/api/contacts/:id'] };
