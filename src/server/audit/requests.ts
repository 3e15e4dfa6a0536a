import { SYSTEM_ACTORS } from '../../lib/api/auth';
import type { AuditRecord } from '../../lib/api/audits';
import { startBackground } from '../background-calls';
import { claimLeadAudit } from './claims';
import { takeHourlySlot, takeStaffStart } from './limits';
import { createAudit, createdAtOf, linkLead, newAuditId, readAudit } from './records';
import { homeOf, siteOf } from './site';
import { failedOutcome, failToStart, finishRun, queueWaiting, startRunning, type RunOutcome } from './state';
import { auditKeys, keysUnder, removeKey } from './store';
import { runsLocally } from '../local-run';
import type { AuditDeps } from './gather';
import { runAudit } from './run-audit';

/**
 * How an audit is asked for and made: for a form lead (at most one fetched
 * per site per 24 hours; a repeat lead links to it), by staff (prospecting,
 * or again, with an hourly limit per member), then run by the background
 * function audit-background: queued → running → done | failed.
 */
export const AUDIT_FUNCTION_PATH = '/.netlify/functions/audit-background';

/** Who a form lead's audit is requested by. */
export const LEAD_REQUESTER = SYSTEM_ACTORS.lead;

/** Starts the background run; an audit whose run could not be started says so at once. */
async function startRun(record: AuditRecord, functionsAt: string): Promise<AuditRecord> {
  if (await startBackground(functionsAt, AUDIT_FUNCTION_PATH, { id: record.id })) return record;
  return (await failToStart(record.id)) ?? record;
}

/**
 * A form lead's audit: the audit of its site made for a lead in the last 24
 * hours if there is one, whatever its outcome (this lead is linked to it),
 * else a new one of the site's home page, queued and started when this hour's
 * site-wide budget has a slot left, else stored waiting (startWaitingAudits
 * starts it in a later hour). Null when the website is no address at all.
 */
export async function auditLeadWebsite(
  lead: { id: string; website: string },
  functionsAt: string,
  now: Date = new Date(),
): Promise<{ audit: AuditRecord | null; reused: boolean } | null> {
  const host = siteOf(lead.website);
  const home = homeOf(lead.website);
  if (!host || !home) return null;
  const id = newAuditId(now);
  const holder = await claimLeadAudit(host, id, now);
  if (holder !== id) {
    // Linked even while the first lead's record is still being written.
    await linkLead(holder, lead.id);
    return { audit: await readAudit(holder), reused: true };
  }
  const slot = await takeHourlySlot(now);
  const state = slot ? 'queued' : 'waiting';
  const record = await createAudit({ id, address: home, host, requestedBy: LEAD_REQUESTER, leadId: lead.id, now, state });
  return { audit: slot ? await startRun(record, functionsAt) : record, reused: false };
}

/** How long an index entry whose record is not written yet counts as being written. */
const RECORD_PENDING_MS = 60_000;

/**
 * The hourly scheduled function's work: starts waiting audits, oldest first,
 * while this hour's budget has slots. Each is moved waiting → queued by a
 * conditional write, so a second run at the same time starts none twice (the
 * slot it took for one already moved is given back). Returns how many started.
 */
export async function startWaitingAudits(functionsAt: string, now: Date = new Date()): Promise<number> {
  let started = 0;
  // Ids are ULIDs: the listing's order is the order they arrived in.
  for (const key of (await keysUnder(auditKeys.waitingAudits)).sort()) {
    const id = key.slice(auditKeys.waitingAudits.length);
    const slot = await takeHourlySlot(now);
    if (!slot) break;
    const queued = await queueWaiting(id, now);
    if (!queued) {
      await removeKey(slot);
      // Started by another run, or erased: its entry is spent. One whose record is still being
      // written (the entry goes first) stays for the next run.
      const writing = !(await readAudit(id)) && now.getTime() - createdAtOf(id).getTime() < RECORD_PENDING_MS;
      if (!writing) await removeKey(key);
      continue;
    }
    await removeKey(key);
    await startRun(queued, functionsAt);
    started += 1;
  }
  return started;
}

export type StaffRequest = { kind: 'ok'; audit: AuditRecord } | { kind: 'invalid' } | { kind: 'limited' };

/** An audit a member asks for: of any address (prospecting) or again (`previous`, keeping its leads). */
export async function requestStaffAudit(
  input: { address: string; member: string; previous?: AuditRecord; leadIds?: readonly string[] },
  functionsAt: string,
  now: Date = new Date(),
): Promise<StaffRequest> {
  const host = input.previous?.host ?? siteOf(input.address);
  if (!host) return { kind: 'invalid' };
  if (!(await takeStaffStart(input.member, now))) return { kind: 'limited' };
  const record = await createAudit({
    address: input.address,
    host,
    requestedBy: input.member.toLowerCase(),
    previousId: input.previous?.id ?? null,
    now,
  });
  for (const leadId of input.leadIds ?? []) await linkLead(record.id, leadId);
  return { kind: 'ok', audit: await startRun(record, functionsAt) };
}

const noSuchName = () => Promise.reject(Object.assign(new Error('AUDIT_NO_DNS: names are not resolved'), { code: 'ENOTFOUND' }));

/**
 * What the background run fetches with. AUDIT_NO_DNS=1 (local runs only, like
 * AUDIT_ALLOW_HOSTS) resolves no name at all, so the browser tests' leads with
 * made-up sites (example.pk) send nothing off the machine; the fixture site,
 * reached by its address, is still audited.
 */
export function runDeps(env: Record<string, string | undefined> = process.env): AuditDeps {
  if (env.AUDIT_NO_DNS !== '1' || !runsLocally()) return {};
  return { resolve: noSuchName, resolveTxt: noSuchName };
}

/**
 * The background function's work: claims the queued audit (a replayed call
 * finds it running and does nothing), runs it and stores the report or the
 * reason it failed. Returns the stored record, or null when there was nothing to run.
 */
export async function runQueuedAudit(id: string, deps: AuditDeps = {}, clock: () => Date = () => new Date()): Promise<AuditRecord | null> {
  const running = await startRunning(id, clock());
  if (!running) return null;
  let outcome: RunOutcome;
  try {
    outcome = { state: 'done', report: await runAudit(running.address, deps), failure: null };
  } catch (error) {
    outcome = failedOutcome(id, error);
  }
  return finishRun(id, outcome, clock());
}
