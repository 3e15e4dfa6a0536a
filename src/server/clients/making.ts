import { SYSTEM_ACTORS } from '../../lib/api/auth';
import { z } from 'zod';
import { clientReportSchema, type ClientRecord, type ReportGoogle } from '../../lib/api/clients';
import { recordActivity } from '../activity/index';
import { takeStaffStart } from '../audit/index';
import { defineJob } from '../jobs/index';
import { pakistanDay } from '../../lib/time/pakistan-time';
import { missingReason, reportSearchQuery } from './google-connection';
import { googlePart, type MissingReason, type SearchQuery } from './google-figures';
import { monthLabel } from '../../lib/time/months';
import { lastCompleteMonth, reportIsDue } from './months';
import { NOT_ITS_OWN, propertyConflict } from './property';
import { listClients, readClient } from './records';
import { auditForReport } from './report-audit';
import { claimReportJob, endReportJob, jobRunning, newReportToken, readJob, readReport, reportsOf, storeReport } from './reports';
import { workForReport } from './work-log';

/**
 * How a monthly report is made: asked for (Make report, or the scheduled run
 * for what is due) and counted against the asker's hourly audit limit,
 * claimed (one job per client at a time), made in the background job below
 * (Google's figures and a fresh audit at once, then the work of the month),
 * and stored as a snapshot.
 */

/** The background job that makes the report whose job the call names (makeReport), one run per client at a time. */
export const reportJob = defineJob({
  path: '/.netlify/functions/client-report-background',
  schema: z.object({ clientId: z.string(), month: z.string(), by: z.string() }),
  claim: ({ clientId }) => clientId,
  run: async ({ clientId, month, by }) => {
    const outcome = await makeReport(clientId, month, by, { query: reportSearchQuery, missingReason });
    console.log(`Client ${clientId}, ${month}: ${outcome}`);
  },
});

/** Who the scheduled run's reports (and their audits) are made by. */
export const MONTHLY_RUN = SYSTEM_ACTORS.monthlyReport;

/** Reports the scheduled run starts per run: their audits share the hourly audit budget. */
export const REPORTS_PER_RUN = 5;

export type ReportRequest = { kind: 'started' } | { kind: 'busy' } | { kind: 'sent' } | { kind: 'limited' } | { kind: 'not-started' };

/**
 * Counts the report against the member's hourly audit limit (a report audits
 * the website and asks Google; website or not, each request counts, a 'busy'
 * one too), then claims the client's report job for `month` and starts the
 * background run: nothing is asked of Google before the start is counted.
 */
export async function requestReport(
  client: Pick<ClientRecord, 'id'>,
  month: string,
  by: string,
  functionsAt: string,
  now: Date = new Date(),
): Promise<ReportRequest> {
  if ((await readReport(client.id, month))?.sentAt) return { kind: 'sent' };
  if (!(await takeStaffStart(by, now))) return { kind: 'limited' };
  if (!(await claimReportJob(client.id, month, by, now))) return { kind: 'busy' };
  if (await reportJob.start(functionsAt, { clientId: client.id, month, by })) return { kind: 'started' };
  await endReportJob(client.id, 'The report could not be started. Please try again.');
  return { kind: 'not-started' };
}

export interface MakeDeps {
  query: SearchQuery;
  missingReason: MissingReason;
  now?: () => Date;
}

export type MadeOutcome = 'made' | 'sent' | 'no-client' | 'not-claimed';

/**
 * The background run: makes `month`'s report for the client holding the
 * claim for it (a replayed call finds no claim of its own and does nothing),
 * and ends the job, with the reason when no report came of it.
 */
export async function makeReport(clientId: string, month: string, by: string, deps: MakeDeps): Promise<MadeOutcome> {
  const now = deps.now ?? (() => new Date());
  const job = await readJob(clientId);
  if (!jobRunning(job, now()) || job.month !== month || job.by !== by) return 'not-claimed';
  try {
    const client = await readClient(clientId);
    if (!client) {
      await endReportJob(clientId);
      return 'no-client';
    }
    const [google, audit] = await Promise.all([googleFor(client, month, deps), auditForReport(client, by, now())]);
    const shownElsewhere = new Set(
      (await reportsOf(clientId)).filter((earlier) => earlier.month !== month).flatMap((earlier) => earlier.work.map((entry) => entry.id)),
    );
    const work = (await workForReport(clientId, month, shownElsewhere)).map(({ id, at, by: author, text }) => ({
      id,
      at,
      by: author,
      text,
    }));
    const report = clientReportSchema.parse({
      clientId,
      month,
      token: newReportToken(),
      madeAt: now().toISOString(),
      madeBy: by,
      businessName: client.businessName,
      website: client.website,
      google,
      audit,
      work,
      nextMonth: client.nextMonth,
      sentAt: null,
      sentBy: null,
    });
    if ((await storeReport(report)) === 'sent') {
      await endReportJob(clientId, `The ${monthLabel(month)} report was already sent; it stays as it was sent.`);
      return 'sent';
    }
    await endReportJob(clientId);
    await recordActivity({ actor: by, action: 'client-report.made', target: `${clientId} ${month}` }, undefined);
    return 'made';
  } catch (error) {
    await endReportJob(clientId, 'The report could not be made (our side failed). Please try again.').catch(() => undefined);
    throw error;
  }
}

/** The Google part: Google is asked only for a property that is the client's alone (property.ts). */
async function googleFor(client: ClientRecord, month: string, deps: MakeDeps): Promise<ReportGoogle> {
  if (await propertyConflict(client.id, client.property)) return { state: 'missing', property: client.property, reason: NOT_ITS_OWN };
  return googlePart(client.property, month, deps.query, deps.missingReason);
}

/** Whether `month`'s report is owed to a client: active, a client before the month ended, none made yet. */
async function owed(client: ClientRecord, month: string, now: Date): Promise<boolean> {
  if (client.status !== 'active') return false;
  if (pakistanDay(Date.parse(client.createdAt)).slice(0, 7) > month) return false;
  if (await readReport(client.id, month)) return false;
  return !jobRunning(await readJob(client.id), now);
}

/**
 * The scheduled run: from the 2nd of the month (Pakistan time), starts last
 * month's report for each active client that has none, a few per run (their
 * audits share the hourly budget of MONTHLY_RUN: once it is used up the run
 * stops and the next one goes on). Running it twice starts nothing twice: a
 * report made or a job running is not owed.
 */
export async function startDueReports(functionsAt: string, now: Date = new Date()): Promise<number> {
  if (!reportIsDue(now)) return 0;
  const month = lastCompleteMonth(now);
  let started = 0;
  for (const client of await listClients()) {
    if (started >= REPORTS_PER_RUN) break;
    if (!(await owed(client, month, now))) continue;
    const request = await requestReport(client, month, MONTHLY_RUN, functionsAt, now);
    if (request.kind === 'limited') break;
    if (request.kind === 'started') started += 1;
  }
  return started;
}
