import type { LeadPage, Lead, LeadQuery, LeadStatus, LeadChangeRequest, HandLeadRequest } from '../../lib/api/leads';
import type { LeadAuditExport } from '../../lib/api/audits';
import { getJson, sendJson } from './http';
import { defineWrite } from './mutation';

/** The lead inbox (spec 3 "contact submissions"; README "Leads"). */
export type { LeadPage, Lead, LeadStatus };

export const leadKeys = {
  /** Prefix of every lead-inbox query. */
  all: ['admin', 'leads'] as const,
  page: (query: LeadQuery) => ['admin', 'leads', 'page', query] as const,
  one: (id: string) => ['admin', 'leads', 'one', id] as const,
};

/** The Contacts tab's filter (the same shape GET /api/contacts reads). */
export type { LeadQuery };
export const DEFAULT_CONTACT_QUERY: LeadQuery = { status: 'active', q: '', page: 1 };

function leadSearch(query: { status?: LeadQuery['status']; q?: string; page?: number; export?: boolean }): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.page) params.set('page', String(query.page));
  // Marks the fetch as the CSV download, which the activity log records.
  if (query.export) params.set('export', '1');
  const search = params.toString();
  return search ? `?${search}` : '';
}
const leadPath = (id: string, tail = '') => `/api/contacts/${encodeURIComponent(id)}${tail}`;

/** One page of the inbox with its counts (`?page=`; without it /api/contacts answers spec 7's plain array). */
export const fetchLeadPage = (query: LeadQuery) =>
  getJson<LeadPage>(
    `/api/contacts${leadSearch({ ...query, status: query.status === 'active' ? undefined : query.status, page: Math.max(1, query.page) })}`,
    { on401: 'null' },
  );
export const fetchLead = (id: string) => getJson<Lead>(leadPath(id));
/** Every lead matching the filter (all statuses unless one is chosen), full records, for the CSV download. */
/** A lead as the export answers it: with its latest website audit (address, date, report link) or null. */
export type LeadExportRow = Lead & { audit: LeadAuditExport | null };
export const fetchLeadExport = (query: Pick<LeadQuery, 'status' | 'q'>) =>
  getJson<LeadExportRow[]>(
    `/api/contacts${leadSearch({ status: query.status === 'active' ? 'all' : query.status, q: query.q, export: true })}`,
  );

export const useChangeLead = defineWrite({
  call: ({ id, change }: { id: string; change: LeadChangeRequest }) => sendJson<Lead>('PATCH', leadPath(id), change),
  failure: 'Update failed',
  refreshes: [leadKeys.all],
});
/** A lead added by hand after a chat, a call or a visit (no alert mail goes out). */
export const useAddLead = defineWrite({
  call: (input: HandLeadRequest) => sendJson<Lead>('POST', '/api/contacts', input),
  failure: 'Lead not added',
  refreshesLater: [leadKeys.all],
});
export const useDeleteLead = defineWrite({
  call: (id: string) => sendJson<null>('DELETE', leadPath(id)),
  failure: 'Delete failed',
  update: (queryClient, _answer, id) => queryClient.removeQueries({ queryKey: leadKeys.one(id) }),
  refreshes: [leadKeys.all],
});
/** The answer says whether the mail went out this time (`alert.state`). */
export const useResendLeadAlert = defineWrite({
  call: (id: string) => sendJson<Lead>('POST', leadPath(id, '/alert')),
  failure: 'Alert not sent',
  refreshes: [leadKeys.all],
});
