import type { ClientChangeRequest, ClientCreateRequest, ClientDetail } from '../../lib/api/clients';
import {
  clientDetailSchema,
  clientExportSchema,
  clientListSchema,
  clientRecordSchema,
  leadClientSchema,
  reportStartedSchema,
  workEntrySchema,
} from '../../lib/api/clients';
import { address, ROUTES } from '../../lib/api/routes';
import { readJson } from './http';
import { defineWrite, noAnswer } from './mutation';
import { defineRead } from './read';

/**
 * Clients (issue 55; the contract is docs/reference/endpoints.md,
 * admin-clients, admin-client-work, admin-client-reports): the list, one
 * client with its work log and monthly reports, the client of a lead, and
 * the writes.
 */
export type { ClientDetail };

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

/** Make client (from a lead) or a client added by hand; the answer is the client. */
export const useMakeClient = defineWrite({
  route: ROUTES.clients,
  method: 'POST',
  answer: clientRecordSchema,
  body: (input: ClientCreateRequest) => input,
  failure: 'Client not made',
  refreshesLater: [useClients.all, useClient.all, useLeadClient.all],
});
export const useChangeClient = defineWrite({
  route: ROUTES.client,
  method: 'PATCH',
  answer: clientRecordSchema,
  params: ({ id }: { id: string; change: ClientChangeRequest }) => ({ id }),
  body: ({ change }) => change,
  failure: 'Not saved',
  refreshes: (_answer, input) => [useClient.key(input.id)],
  refreshesLater: [useClients.all, useLeadClient.all],
});
export const useEraseClient = defineWrite({
  route: ROUTES.client,
  method: 'DELETE',
  answer: noAnswer,
  params: (id: string) => ({ id }),
  failure: 'Client not erased',
  update: (queryClient, _answer, id) => queryClient.removeQueries({ queryKey: useClient.key(id) }),
  refreshes: [useClients.all, useLeadClient.all],
});
export const useAddWork = defineWrite({
  route: ROUTES.clientWork,
  method: 'POST',
  answer: workEntrySchema,
  params: ({ id }: { id: string; text: string }) => ({ id }),
  body: ({ text }) => ({ text }),
  failure: 'Work not saved',
  refreshes: (_answer, input) => [useClient.key(input.id)],
});
export const useEditWork = defineWrite({
  route: ROUTES.clientWorkEntry,
  method: 'PATCH',
  answer: workEntrySchema,
  params: ({ id, entry }: { id: string; entry: string; text: string }) => ({ id, entry }),
  body: ({ text }) => ({ text }),
  failure: 'Correction not saved',
  refreshes: (_answer, input) => [useClient.key(input.id)],
});
/** Make report: the month's report is made in the background; the client's page follows the job. */
export const useMakeReport = defineWrite({
  route: ROUTES.clientReports,
  method: 'POST',
  answer: reportStartedSchema,
  params: ({ id }: { id: string; month?: string }) => ({ id }),
  body: ({ month }) => (month ? { month } : {}),
  failure: 'Report not started',
  refreshes: (_answer, input) => [useClient.key(input.id)],
});
/** "Send on WhatsApp" was used: the link opens wa.me itself, this logs it and marks the report sent. */
export const useReportSent = defineWrite({
  route: ROUTES.clientReportSent,
  method: 'POST',
  answer: noAnswer,
  params: ({ id, month }: { id: string; month: string }) => ({ id, month }),
  body: () => ({}),
  failure: 'Sending not logged',
  refreshesLater: (_answer, input) => [useClient.key(input.id)],
});
