import { z } from 'zod';
import { auditReportSchema, type AuditReport } from '../../lib/api/audits';
import type { ReportAudit } from '../../lib/api/clients';
import { auditNow, compareAudits, readAudits } from '../audit/index';
import { clientKeys, readEntry, writeEntry } from './store';

/**
 * The audit part of a monthly report: a fresh audit of the client's website
 * (made like a staff audit, so it counts against the same budget), set
 * beside the client's FIRST audit. The first audit is kept with the client
 * (`baseline/<id>`): audits themselves are erased after their retention
 * period, and "fixed since you joined" must outlive it.
 */

const baselineSchema = z.object({ auditId: z.string(), auditedAt: z.iso.datetime(), report: auditReportSchema });
type Baseline = z.infer<typeof baselineSchema>;

export const readBaseline = (clientId: string) => readEntry(clientKeys.baseline(clientId), baselineSchema);

/**
 * Keeps the oldest finished audit among `auditIds` as the client's first, unless one is kept already.
 * True when the client has one afterwards.
 */
export async function keepFirstAudit(clientId: string, auditIds: readonly string[]): Promise<boolean> {
  if (await readBaseline(clientId)) return true;
  const done = (await readAudits([...auditIds].sort()))
    .filter((record) => record.state === 'done' && record.report)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  if (!done?.report) return false;
  await writeEntry(clientKeys.baseline(clientId), {
    auditId: done.id,
    auditedAt: done.createdAt,
    report: done.report,
  } satisfies Baseline);
  return true;
}

const problems = (report: AuditReport) => report.checks.filter((check) => check.status === 'fail' || check.status === 'warn');

/** Compares a fresh audit with the client's first; pure, so the page and the tests agree on the words. */
export function auditPart(first: Baseline, fresh: { report: AuditReport; at: string }): ReportAudit {
  const comparison = compareAudits(first.report, fresh.report);
  const title = (report: AuditReport) => (id: string) => ({ id, title: report.checks.find((check) => check.id === id)?.title ?? id });
  return {
    state: 'ok',
    url: fresh.report.url,
    auditedAt: fresh.at,
    firstAuditedAt: first.auditedAt,
    firstProblems: problems(first.report).length,
    fixed: comparison.fixed.map(title(first.report)),
    new: comparison.new.map(title(fresh.report)),
    stillOpen: comparison.unchanged.map(title(fresh.report)),
  };
}

/**
 * Audits the client's website now, in this (background) invocation, and
 * compares it with the first audit; with no first audit yet, this one becomes
 * it. The audit was counted against the member's hourly limit when the
 * report was asked for (making.ts), so it is not counted again here.
 */
export async function auditForReport(
  client: { id: string; website: string; auditIds: readonly string[] },
  by: string,
  now: Date = new Date(),
): Promise<ReportAudit> {
  const made = client.website.trim() ? await auditNow(client.website, by, { now, counted: true }) : ({ kind: 'no-site' } as const);
  if (made.kind === 'no-site') return { state: 'missing', reason: 'No website is recorded for this client, so no audit was made.' };
  if (made.kind !== 'done')
    return {
      state: 'missing',
      reason: `The audit of the website could not be made this time: ${made.kind === 'failed' ? made.reason : 'the audits of this hour are used up'}.`,
    };
  // The audit's date is when it was made, as the first audit's is (the same audit, when it becomes the first).
  const at = made.audit.createdAt;
  if (!(await keepFirstAudit(client.id, [...client.auditIds, made.audit.id]))) throw new Error('The first audit could not be kept');
  const first = await readBaseline(client.id);
  if (!first) throw new Error('The first audit could not be read back');
  return auditPart(first, { report: made.report, at });
}
