import type { ClientChangeRequest, ClientCreateRequest, ClientDetail, ClientRecord, WorkEntry } from '../../lib/api/clients';
import { clientDetailSchema, clientExportSchema, clientListSchema, clientRecordSchema, leadClientSchema } from '../../lib/api/clients';
import { address, ROUTES } from '../../lib/api/routes';
import { parseAnswer, readJson, sendJson } from './http';
import { defineWrite } from './mutation';
import { defineRead } from './read';

/**
 * Clients (issue 55; the contract is docs/reference/endpoints.md,
 * admin-clients, admin-client-work, admin-client-reports): the list, one
 * client with its work log and monthly reports, the client of a lead, and
 * the writes.
 */
export type { ClientDetail, ClientRecord };

/** A report being made is asked about every 3 s until it is listed (Google and an audit take seconds). */
const POLL_MS = 3_000;

export const useClients = defineRead({ route: ROUTES.clients, schema: clientListSchema, nullWhenSignedOut: true });

/** One client, followed while its report job runs. */
export const useClient = defineRead({
  route: ROUTES.client,
  schema: clientDetailSchema,
  values: (id: string) => ({ id }),
  poll: (answer) => (answer.job && answer.job.failure === null ? POLL_MS : false),
});

/** The client made from a lead (`client: null` when none). */
export const useLeadClient = defineRead({
  route: ROUTES.leadClient,
  schema: leadClientSchema,
  values: (leadId: string) => ({ id: leadId }),
});

/** Every client with its work log and reports' addresses, for the download. */
export const fetchClientExport = () => readJson(clientExportSchema, address(ROUTES.clients, {}, { export: 1 }));

const clientAt = (id: string) => address(ROUTES.client, { id });

/** Make client (from a lead) or a client added by hand; the answer is the client. */
export const useMakeClient = defineWrite({
  call: (input: ClientCreateRequest) => sendJson<ClientRecord>('POST', ROUTES.clients, input),
  failure: 'Client not made',
  refreshesLater: [useClients.all, useClient.all, useLeadClient.all],
});
export const useChangeClient = defineWrite({
  call: ({ id, change }: { id: string; change: ClientChangeRequest }) => sendJson<ClientRecord>('PATCH', clientAt(id), change),
  failure: 'Not saved',
  refreshes: (_answer, input) => [useClient.key(input.id)],
  refreshesLater: [useClients.all, useLeadClient.all],
});
/** An Admin's: the client's Search Console property (empty: none); the answer is the client. */
export const useSetClientProperty = defineWrite({
  call: async ({ id, property }: { id: string; property: string }) => {
    const path = address(ROUTES.clientProperty, { id });
    return parseAnswer(clientRecordSchema, path, await sendJson<unknown>('PUT', path, { property }));
  },
  failure: 'Property not saved',
  refreshes: (_answer, input) => [useClient.key(input.id)],
});
export const useEraseClient = defineWrite({
  call: (id: string) => sendJson<null>('DELETE', clientAt(id)),
  failure: 'Client not erased',
  update: (queryClient, _answer, id) => queryClient.removeQueries({ queryKey: useClient.key(id) }),
  refreshes: [useClients.all, useLeadClient.all],
});
export const useAddWork = defineWrite({
  call: ({ id, text }: { id: string; text: string }) => sendJson<WorkEntry>('POST', address(ROUTES.clientWork, { id }), { text }),
  failure: 'Work not saved',
  refreshes: (_answer, input) => [useClient.key(input.id)],
});
export const useEditWork = defineWrite({
  call: ({ id, entry, text }: { id: string; entry: string; text: string }) =>
    sendJson<WorkEntry>('PATCH', address(ROUTES.clientWorkEntry, { id, entry }), { text }),
  failure: 'Correction not saved',
  refreshes: (_answer, input) => [useClient.key(input.id)],
});
/** Make report: the month's report is made in the background; the client's page follows the job. */
export const useMakeReport = defineWrite({
  call: ({ id, month }: { id: string; month?: string }) =>
    sendJson<{ month: string }>('POST', address(ROUTES.clientReports, { id }), month ? { month } : {}),
  failure: 'Report not started',
  refreshes: (_answer, input) => [useClient.key(input.id)],
});
/** "Send on WhatsApp" was used: the link opens wa.me itself, this logs it and marks the report sent. */
export const useReportSent = defineWrite({
  call: ({ id, month }: { id: string; month: string }) => sendJson<null>('POST', address(ROUTES.clientReportSent, { id, month }), {}),
  failure: 'Sending not logged',
  refreshesLater: (_answer, input) => [useClient.key(input.id)],
});
