import { RETENTION } from '../../data/documents/privacy';
import { auditFailureSchema, auditRecordSchema, type AuditFailureReason, type AuditRecord } from '../../lib/api/audits';
import { readRecordVersioned, replaceRecord } from './store';
import { DAY_MS } from '../../lib/time/durations';

/**
 * The audit's states and the moves between them: queued → running → done |
 * failed, each move a conditional write; a lead's audit over the hourly budget
 * starts as waiting → queued in a later hour. A queued or running audit whose
 * run stopped without a word reads as failed ("interrupted"); a waiting one
 * never does (it has no run yet).
 */

type AuditFailure = { reason: AuditFailureReason; message: string };

/** Its background run could not be started. */
export const NOT_STARTED = {
  reason: 'not-started',
  message: 'the audit could not be started; run it again',
} as const satisfies AuditFailure;
/** Its run stopped before it finished (the function ended or never started). */
export const INTERRUPTED = {
  reason: 'interrupted',
  message: 'the audit stopped before it finished; run it again',
} as const satisfies AuditFailure;
/** Its run threw something the audit did not expect. */
/** A lead's audit not run automatically: its sender asked for more than their daily share (staff can run it). */
export const SOURCE_LIMIT = {
  reason: 'source-limit',
  message: 'not run automatically: the same sender asked for more audits today than one visitor gets; run it again to audit the site',
} as const satisfies AuditFailure;

/** A lead's audit not run automatically: too many were already waiting for a later hour. */
export const QUEUE_FULL = {
  reason: 'queue-full',
  message: 'not run automatically: too many audits were already waiting for a later hour; run it again to audit the site',
} as const satisfies AuditFailure;

/** A lead's audit that waited a day for the hourly budget and was not run. */
export const EXPIRED = {
  reason: 'expired',
  message: 'waited more than 24 hours for the hourly audit budget and was not run; run it again to audit the site',
} as const satisfies AuditFailure;

export const BROKE = { reason: 'error', message: 'the audit failed on our side; run it again' } as const satisfies AuditFailure;

/** An audit that could not be made; `message` is for people. */
export class AuditFailed extends Error {
  readonly reason: AuditFailureReason;

  constructor(reason: AuditFailureReason, message: string) {
    super(message);
    this.name = 'AuditFailed';
    this.reason = reason;
  }

  /** What a lead's audit record keeps of a failure. */
  record(): AuditFailure {
    return auditFailureSchema.parse({ reason: this.reason, message: this.message });
  }
}

/**
 * Moves an audit from one state to the next with a conditional write, so two
 * runs of the same call never both run it. Null when it was not in `from`.
 */
export async function advanceAudit(
  id: string,
  from: AuditRecord['state'],
  change: (record: AuditRecord) => AuditRecord,
): Promise<AuditRecord | null> {
  const current = await readRecordVersioned(id);
  if (!current || current.value.state !== from) return null;
  const next = auditRecordSchema.parse(change(current.value));
  return (await replaceRecord(id, next, current.etag)).written ? next : null;
}

/** Queued → failed: its run could not be started. Null when it had left `queued`. */
export const failToStart = (id: string): Promise<AuditRecord | null> =>
  advanceAudit(id, 'queued', (current) => ({
    ...current,
    state: 'failed',
    finishedAt: new Date().toISOString(),
    failure: NOT_STARTED,
  }));

/** Waiting → queued, in an hour with budget left; null when another run queued it. */
export const queueWaiting = (id: string, at: Date): Promise<AuditRecord | null> =>
  advanceAudit(id, 'waiting', (record) => ({ ...record, state: 'queued', queuedAt: at.toISOString() }));

/** Queued → running; null when another run took it (a replayed call). */
/** Waiting → failed: a day passed without an hour with budget left (the lead keeps its Audit button). */
export const expireWaiting = (id: string, at: Date): Promise<AuditRecord | null> =>
  advanceAudit(id, 'waiting', (record) => ({ ...record, state: 'failed', finishedAt: at.toISOString(), failure: EXPIRED }));

export const startRunning = (id: string, at: Date): Promise<AuditRecord | null> =>
  advanceAudit(id, 'queued', (record) => ({ ...record, state: 'running', startedAt: at.toISOString() }));

export type RunOutcome = Pick<AuditRecord, 'state' | 'report' | 'failure'>;

/** Running → done | failed, with what the run made. */
export const finishRun = (id: string, outcome: RunOutcome, at: Date): Promise<AuditRecord | null> =>
  advanceAudit(id, 'running', (record) => ({ ...record, ...outcome, finishedAt: at.toISOString() }));

/** What a run's end is stored as: the report, or the reason it failed (a surprise is logged and stored as BROKE). */
export function failedOutcome(id: string, error: unknown): RunOutcome {
  if (error instanceof AuditFailed) return { state: 'failed', report: null, failure: { reason: error.reason, message: error.message } };
  console.error(`Audit ${id} failed:`, error);
  return { state: 'failed', report: null, failure: BROKE };
}

/** A queued or running audit older than this was interrupted (its function ended or never started). */
const STALLED_AFTER_MS = 5 * 60_000;

/** Whether an audit will not finish: it failed, or its run stopped without a word. */
function isStalledOrFailed(record: AuditRecord, now: Date = new Date()): boolean {
  if (record.state === 'failed') return true;
  if (record.state === 'done') return false;
  return now.getTime() - Date.parse(record.startedAt ?? record.queuedAt ?? record.createdAt) > STALLED_AFTER_MS;
}

/** An audit whose run ended without a word (its function stopped or never started) reads as failed. */
export function settled(record: AuditRecord, now: Date): AuditRecord {
  if (record.state !== 'queued' && record.state !== 'running') return record;
  return isStalledOrFailed(record, now) ? { ...record, state: 'failed', failure: INTERRUPTED } : record;
}

export const AUDIT_RETENTION_MS = RETENTION.auditReportDays * DAY_MS;

/** Whether an audit is past its retention (the sweep may not have run yet). */
export function isExpired(record: Pick<AuditRecord, 'createdAt'>, now: Date = new Date()): boolean {
  return now.getTime() - Date.parse(record.createdAt) >= AUDIT_RETENTION_MS;
}
