import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { clientReportSchema, reportJobSchema, type ClientReport, type ReportJob } from '../../lib/api/clients';
import { CLAIM_TIMEOUT_MS } from '../jobs/index';
import { createJson, deleteKey, listKeys, readJson, readKeys, readVersioned, replaceJson, writeJson } from '../storage';

/**
 * The monthly reports of a client (`report/<clientId>/<YYYY-MM>`, one per
 * month, a frozen snapshot) and their private addresses (`token/<token>`,
 * 256 random bits), and the claim that lets one report job run at a time
 * per client (`job/<clientId>`).
 */

const tokenSchema = z.object({ clientId: z.string(), month: z.string() });
const reportKey = (clientId: string, month: string) => `report/${clientId}/${month}`;

/** 256 random bits: the report's address cannot be guessed or walked. */
export const newReportToken = () => randomBytes(32).toString('base64url');

export async function reportsOf(clientId: string): Promise<ClientReport[]> {
  const keys = (await listKeys('clients', `report/${clientId}/`)).sort().reverse();
  const { records } = await readKeys('clients', keys, clientReportSchema);
  return records.map((record) => record.value);
}

export const readReport = (clientId: string, month: string) => readJson('clients', reportKey(clientId, month), clientReportSchema);

/** The report a token opens; null for any token that is not exactly one of ours. */
export async function reportByToken(token: string): Promise<ClientReport | null> {
  if (!/^[\w-]{43}$/.test(token)) return null;
  const entry = await readJson('clients', `token/${token}`, tokenSchema);
  const report = entry && (await readReport(entry.clientId, entry.month));
  // The report must name this very token: an index entry left behind never opens another report.
  return report?.token === token ? report : null;
}

/**
 * Stores a month's report: a new one, or in place of that month's unsent one
 * (its old address stops working). A sent report stays: 'sent' is answered.
 */
export async function storeReport(report: ClientReport): Promise<'stored' | 'sent'> {
  const key = reportKey(report.clientId, report.month);
  await writeJson('clients', `token/${report.token}`, { clientId: report.clientId, month: report.month });
  const current = await readVersioned('clients', key, clientReportSchema);
  if (current?.value.sentAt) {
    await deleteKey('clients', `token/${report.token}`);
    return 'sent';
  }
  const written = current ? (await replaceJson('clients', key, report, current.etag)).written : await createJson('clients', key, report);
  if (!written) {
    await deleteKey('clients', `token/${report.token}`);
    // Someone stored (or sent) it meanwhile: whatever is there now stands.
    return (await readReport(report.clientId, report.month))?.sentAt ? 'sent' : 'stored';
  }
  if (current && current.value.token !== report.token) await deleteKey('clients', `token/${current.value.token}`);
  return 'stored';
}

/** Marks a report sent on WhatsApp (the first time counts); null when there is no such report. */
export async function markSent(clientId: string, month: string, by: string, now: Date = new Date()): Promise<ClientReport | null> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await readVersioned('clients', reportKey(clientId, month), clientReportSchema);
    if (!current) return null;
    if (current.value.sentAt) return current.value;
    const next = { ...current.value, sentAt: now.toISOString(), sentBy: by };
    if ((await replaceJson('clients', reportKey(clientId, month), next, current.etag)).written) return next;
  }
  return null;
}

/** A job that has not finished in this long stopped without a word (its function ended): the background job's claim lets go then too. */
export const JOB_STALE_MS = CLAIM_TIMEOUT_MS;

const jobKey = (clientId: string) => `job/${clientId}`;

export const readJob = (clientId: string) => readJson('clients', jobKey(clientId), reportJobSchema);

/** Whether a job is still running at `now` (not failed, not stale). */
export const jobRunning = (job: ReportJob | null, now: Date = new Date()): job is ReportJob =>
  job !== null && job.failure === null && now.getTime() - Date.parse(job.at) < JOB_STALE_MS;

/**
 * Takes the client's report claim for `month`; false while another job runs.
 * A failed or stale job's claim is taken over with a conditional write, so
 * two takers agree on one.
 */
export async function claimReportJob(clientId: string, month: string, by: string, now: Date = new Date()): Promise<boolean> {
  const job: ReportJob = { month, by, at: now.toISOString(), failure: null };
  const current = await readVersioned('clients', jobKey(clientId), reportJobSchema);
  if (!current) return createJson('clients', jobKey(clientId), job);
  if (jobRunning(current.value, now)) return false;
  return (await replaceJson('clients', jobKey(clientId), job, current.etag)).written;
}

/** The job is over: its claim goes, or stays with the reason it failed (shown on the client's page). */
export async function endReportJob(clientId: string, failure: string | null = null): Promise<void> {
  if (failure === null) {
    await deleteKey('clients', jobKey(clientId));
    return;
  }
  const current = await readJob(clientId);
  if (current) await writeJson('clients', jobKey(clientId), { ...current, failure });
}

/** The report addresses of a client, for its erasure. */
export async function reportTokensOf(clientId: string): Promise<string[]> {
  return (await reportsOf(clientId)).map((report) => report.token);
}
