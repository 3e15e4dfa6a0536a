import { z } from 'zod';
import {
  leadPageSchema,
  leadSchema,
  type LeadPage,
  type Lead,
  type LeadQuery,
  type LeadStatus,
  type LeadChangeRequest,
  type HandLeadRequest,
} from '../../lib/api/leads';
import { leadAuditExportSchema } from '../../lib/api/audits';
import { ROUTES } from '../../lib/api/routes';
import { defineWrite, noAnswer } from './mutation';
import { definePagedRead, defineRead } from './read';

/** The lead inbox (spec 3 "contact submissions"; README "Leads"). */
export type { LeadPage, Lead, LeadStatus };

/** The Contacts tab's filter (the same shape GET /api/contacts reads). */
export type { LeadQuery };
export const DEFAULT_CONTACT_QUERY: LeadQuery = { status: 'active', q: '', page: 1 };

/** One page of the inbox with its counts (`?page=`; without it /api/contacts answers spec 7's plain array). */
export const useLeadPage = definePagedRead({
  route: ROUTES.leads,
  schema: leadPageSchema,
  values: (query: LeadQuery) => ({
    status: query.status === 'active' ? undefined : query.status,
    q: query.q.trim(),
    page: Math.max(1, query.page),
  }),
  page: ({ items, page, pageSize, matching }) => ({ items, page, pageSize, total: matching }),
  nullWhenSignedOut: true,
});
export type LeadPageRead = ReturnType<typeof useLeadPage>;

/** One lead, its stored record. */
export const useLead = defineRead({ route: ROUTES.lead, schema: leadSchema, values: (id: string) => ({ id }) });

/** A lead as the export answers it: with its latest website audit (address, date, report link) or null. */
const leadExportRowSchema = leadSchema.extend({ audit: leadAuditExportSchema.nullable() });
export type LeadExportRow = z.infer<typeof leadExportRowSchema>;
/** Every lead matching the filter (all statuses unless one is chosen), full records, for the CSV download; `export` has the activity log record it. */
const leadExport = defineRead({
  route: ROUTES.leads,
  schema: z.array(leadExportRowSchema),
  values: (query: Pick<LeadQuery, 'status' | 'q'>) => ({
    status: query.status === 'active' ? 'all' : query.status,
    q: query.q.trim(),
    export: 1,
  }),
});
export const fetchLeadExport = leadExport.fetch;

/** Every read of a lead: the inbox pages (their rows and counts) and the open lead. */
const LEAD_READS = [useLeadPage.all, useLead.all];

export const useChangeLead = defineWrite({
  route: ROUTES.lead,
  method: 'PATCH',
  answer: leadSchema,
  params: ({ id }: { id: string; change: LeadChangeRequest }) => ({ id }),
  body: ({ change }) => change,
  failure: 'Update failed',
  refreshes: LEAD_READS,
});
/** A lead added by hand after a chat, a call or a visit (no alert mail goes out). */
export const useAddLead = defineWrite({
  route: ROUTES.leads,
  method: 'POST',
  answer: leadSchema,
  body: (input: HandLeadRequest) => input,
  failure: 'Lead not added',
  refreshesLater: LEAD_READS,
});
export const useDeleteLead = defineWrite({
  route: ROUTES.lead,
  method: 'DELETE',
  answer: noAnswer,
  params: (id: string) => ({ id }),
  failure: 'Delete failed',
  update: (queryClient, _answer, id) => queryClient.removeQueries({ queryKey: useLead.key(id) }),
  refreshes: LEAD_READS,
});
/** The answer says whether the mail went out this time (`alert.state`). */
export const useResendLeadAlert = defineWrite({
  route: ROUTES.leadAlert,
  method: 'POST',
  answer: leadSchema,
  params: (id: string) => ({ id }),
  failure: 'Alert not sent',
  refreshes: LEAD_READS,
});
