import type { ClientDetail, ClientExport, ClientRecord, ClientReport, ReportSummary, WorkEntry } from '../../lib/api/clients';
import { chatLink } from '../../lib/chat/chat-link';
import { greeting } from '../audit/index';
import { CLIENT_REPORT_PATH } from '../../lib/api/clients';
import { monthLabel } from '../../lib/time/months';
import { lastCompleteMonth } from './months';
import { listClients } from './records';
import { readJob, reportsOf } from './reports';
import { mayEdit, workLog } from './work-log';

/** The admin's views of a client: its page, the list, the export; and the message that sends a report. */

/** The admin API's sentences about a client. */
export const CLIENT_MESSAGES = {
  missing: 'There is no such client (it may have been erased).',
  noLead: 'This lead does not exist (it may have been deleted).',
  conflict: 'Someone else is changing this client right now. Please try again.',
  notEnded: 'Only an ended client can be erased: set it to Ended first.',
} as const;

export const clientReportUrl = (report: Pick<ClientReport, 'token'>, origin: string) => `${origin}${CLIENT_REPORT_PATH}${report.token}`;

/** The greeting that carries a report's link on WhatsApp, to the client's contact by first name. */
export function reportMessage(client: Pick<ClientRecord, 'contactName' | 'businessName'>, month: string, url: string): string {
  return [
    `${greeting(client.contactName)} Your ${monthLabel(month)} report for ${client.businessName} is ready: what we did, what was fixed and what Google shows.`,
    `Your report: ${url}`,
  ].join('\n');
}

export function reportSummary(client: ClientRecord, report: ClientReport, origin: string): ReportSummary {
  const url = clientReportUrl(report, origin);
  return {
    month: report.month,
    label: monthLabel(report.month),
    url,
    madeAt: report.madeAt,
    sentAt: report.sentAt,
    whatsAppLink: client.whatsapp ? chatLink(client.whatsapp, reportMessage(client, report.month, url)) : null,
  };
}

const withEditable = (entries: WorkEntry[], member: string, now: Date) =>
  entries.map((entry) => ({ ...entry, editable: mayEdit(entry, member, now) }));

export async function clientDetail(
  client: ClientRecord,
  options: { origin: string; member: string; serviceAccountEmail: string | null; now?: Date },
): Promise<ClientDetail> {
  const now = options.now ?? new Date();
  const [work, reports, job] = await Promise.all([workLog(client.id), reportsOf(client.id), readJob(client.id)]);
  return {
    client,
    work: withEditable(work, options.member, now),
    reports: reports.map((report) => reportSummary(client, report, options.origin)),
    job,
    dueMonth: lastCompleteMonth(now),
    serviceAccountEmail: options.serviceAccountEmail,
  };
}

/** Every client with its work log and its reports' addresses, as the privacy notice promises a copy holds. */
export async function exportClients(origin: string): Promise<ClientExport> {
  const items = [];
  for (const client of await listClients()) {
    const [work, reports] = await Promise.all([workLog(client.id), reportsOf(client.id)]);
    items.push({
      ...client,
      work,
      reports: reports.map((report) => ({
        month: report.month,
        url: clientReportUrl(report, origin),
        madeAt: report.madeAt,
        sentAt: report.sentAt,
      })),
    });
  }
  return { items };
}
