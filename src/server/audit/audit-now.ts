import type { AuditRecord, AuditReport } from '../../lib/api/audits';
import { takeStaffStart } from './limits';
import { createAudit } from './records';
import { runDeps, runQueuedAudit } from './requests';
import { siteOf } from './site';

/** What an audit made now came to. */
export type AuditNow =
  | { kind: 'done'; audit: AuditRecord; report: AuditReport }
  /** It ran and failed (or did not finish): the reason in words. */
  | { kind: 'failed'; reason: string }
  /** The address names no site. */
  | { kind: 'no-site' }
  /** The member's audits of this hour are used up (STAFF_STARTS_PER_HOUR). */
  | { kind: 'limited' };

export interface AuditNowOptions {
  now?: Date;
  /** The start was counted already, when the work that makes this audit was asked for (takeStaffStart). */
  counted?: boolean;
}

/**
 * A staff audit of `address` made now, in this invocation (a background
 * function's, which waits for it), for `by`: counted against the member's
 * hourly limit as any staff audit is, unless the caller counted it when the
 * work was asked for (the 24-hour claim of leads' audits does not stop it),
 * stored like one, queued and run at once.
 */
export async function auditNow(
  address: string,
  by: string,
  { now = new Date(), counted = false }: AuditNowOptions = {},
): Promise<AuditNow> {
  const host = siteOf(address);
  if (!host) return { kind: 'no-site' };
  if (!counted && !(await takeStaffStart(by, now))) return { kind: 'limited' };
  const queued = await createAudit({ address, host, requestedBy: by, now });
  const done = await runQueuedAudit(queued.id, runDeps());
  if (done?.state !== 'done' || !done.report) return { kind: 'failed', reason: done?.failure?.message ?? 'it did not finish' };
  return { kind: 'done', audit: done, report: done.report };
}
