import { useQuery } from '@tanstack/react-query';
import type {
  ClientChangeRequest,
  ClientCreateRequest,
  ClientDetail,
  ClientExport,
  ClientList,
  ClientRecord,
  LeadClient,
  WorkEntry,
} from '../../lib/api/clients';
import { getJson, sendJson } from './http';
import { defineWrite } from './mutation';

/**
 * Clients (issue 55; the contract is docs/reference/endpoints.md,
 * admin-clients, admin-client-work, admin-client-reports): the list, one
 * client with its work log and monthly reports, the client of a lead, and
 * the writes. Every query of the area is here, so it moves to the read layer whole.
 */
export type { ClientDetail, ClientRecord };

const clientKeys = {
  /** Prefix of every client query. */
  all: ['admin', 'clients'] as const,
  list: ['admin', 'clients', 'list'] as const,
  one: (id: string) => ['admin', 'clients', 'one', id] as const,
  ofLead: (leadId: string) => ['admin', 'clients', 'lead', leadId] as const,
};

const clientPath = (id: string, tail = '') => `/api/admin/clients/${encodeURIComponent(id)}${tail}`;

/** A report being made is asked about every 3 s until it is listed (Google and an audit take seconds). */
const POLL_MS = 3_000;

export const useClients = () =>
  useQuery({ queryKey: clientKeys.list, queryFn: () => getJson<ClientList>('/api/admin/clients', { on401: 'null' }) });

export const useClient = (id: string) =>
  useQuery({
    queryKey: clientKeys.one(id),
    queryFn: () => getJson<ClientDetail>(clientPath(id)),
    refetchInterval: (query) => (query.state.data?.job && query.state.data.job.failure === null ? POLL_MS : false),
  });

/** The client made from a lead (`client: null` when none). */
export const useLeadClient = (leadId: string) =>
  useQuery({
    queryKey: clientKeys.ofLead(leadId),
    queryFn: () => getJson<LeadClient>(`/api/contacts/${encodeURIComponent(leadId)}/client`),
  });

/** Every client with its work log and reports' addresses, for the download. */
export const fetchClientExport = () => getJson<ClientExport>('/api/admin/clients?export=1');

/** Make client (from a lead) or a client added by hand; the answer is the client. */
export const useMakeClient = defineWrite({
  call: (input: ClientCreateRequest) => sendJson<ClientRecord>('POST', '/api/admin/clients', input),
  failure: 'Client not made',
  refreshesLater: [clientKeys.all],
});
export const useChangeClient = defineWrite({
  call: ({ id, change }: { id: string; change: ClientChangeRequest }) => sendJson<ClientRecord>('PATCH', clientPath(id), change),
  failure: 'Not saved',
  refreshes: (_answer, input) => [clientKeys.one(input.id)],
  refreshesLater: [clientKeys.list],
});
export const useEraseClient = defineWrite({
  call: (id: string) => sendJson<null>('DELETE', clientPath(id)),
  failure: 'Client not erased',
  update: (queryClient, _answer, id) => queryClient.removeQueries({ queryKey: clientKeys.one(id) }),
  refreshes: [clientKeys.list],
});
export const useAddWork = defineWrite({
  call: ({ id, text }: { id: string; text: string }) => sendJson<WorkEntry>('POST', clientPath(id, '/work'), { text }),
  failure: 'Work not saved',
  refreshes: (_answer, input) => [clientKeys.one(input.id)],
});
export const useEditWork = defineWrite({
  call: ({ id, entry, text }: { id: string; entry: string; text: string }) =>
    sendJson<WorkEntry>('PATCH', clientPath(id, `/work/${encodeURIComponent(entry)}`), { text }),
  failure: 'Correction not saved',
  refreshes: (_answer, input) => [clientKeys.one(input.id)],
});
/** Make report: the month's report is made in the background; the client's page follows the job. */
export const useMakeReport = defineWrite({
  call: ({ id, month }: { id: string; month?: string }) =>
    sendJson<{ month: string }>('POST', clientPath(id, '/reports'), month ? { month } : {}),
  failure: 'Report not started',
  refreshes: (_answer, input) => [clientKeys.one(input.id)],
});
/** "Send on WhatsApp" was used: the link opens wa.me itself, this logs it and marks the report sent. */
export const useReportSent = defineWrite({
  call: ({ id, month }: { id: string; month: string }) => sendJson<null>('POST', clientPath(id, `/reports/${month}/sent`), {}),
  failure: 'Sending not logged',
  refreshesLater: (_answer, input) => [clientKeys.one(input.id)],
});
