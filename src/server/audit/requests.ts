import { SYSTEM_ACTORS } from '../../lib/api/auth';
import { z } from 'zod';
import type { AuditRecord } from '../../lib/api/audits';
import { defineJob } from '../jobs/index';
import { claimLeadAudit, releaseLeadClaim } from './claims';
import { takeHourlySlot, takeSourceSlot, takeStaffStart, waitingCap } from './limits';
import { createAudit, createdAtOf, isAuditId, linkLead, newAuditId, readAudit } from './records';
import { homeOf, siteOf } from './site';
import { refusalMessage, nameResolves } from './safe-fetch';
import {
  expireWaiting,
  failedOutcome,
  failToStart,
  finishRun,
  QUEUE_FULL,
  queueWaiting,
  SOURCE_LIMIT,
  startRunning,
  type RunOutcome,
} from './state';
import { auditKeys, keysUnder, removeKey } from './store';
import { runsLocally } from '../local-run';
import type { AuditDeps } from './gather';
import { runAudit } from './run-audit';
import { DAY_MS } from '../../lib/time/durations';

/**
 * How an audit is asked for and made: for a form lead (at most one fetched
 * per site per 24 hours; a repeat lead links to it), by staff (prospecting,
 * or again, with an hourly limit per member), then run by the background
 * job below: queued → running → done | failed.
 */

/** The background job that makes one queued audit (runQueuedAudit), claimed by its id. */
export const auditJob = defineJob({
  path: '/.netlify/functions/audit-background',
  schema: z.object({ id: z.string().refine(isAuditId, 'not an audit id') }),
  claim: ({ id }) => id,
  run: async ({ id }) => {
    const record = await runQueuedAudit(id, runDeps());
    console.log(`Audit ${id}: ${record ? `${record.state}${record.failure ? ` (${record.failure.reason})` : ''}` : 'nothing to run'}`);
  },
});

/** Who a form lead's audit is requested by. */
export const LEAD_REQUESTER = SYSTEM_ACTORS.lead;

/** Starts the background run; an audit whose run could not be started says so at once. */
async function startRun(record: AuditRecord, functionsAt: string): Promise<AuditRecord> {
  if (await auditJob.start(functionsAt, { id: record.id })) return record;
  return (await failToStart(record.id)) ?? record;
}

/**
 * A form lead's audit: * A form lead's audit: the audit of its site made for a lead in the last 24
 * hours if there is one, whatever its outcome (this lead is linked to it),
 * else a new one of the site's home page. A new one is run only within three
 * budgets, so a script with valid form tokens cannot crowd out real leads:
 * its source's daily share (`source`, a keyed hash of the sender's address;
 * null for staff's word, as a release from Spam), a name that resolves (an
 * address that cannot be a website takes no slot), and this hour's site-wide
 * slots (else it waits for a later hour, while fewer than twice the hourly
 * budget wait). Over a budget the audit is stored failed in words, and staff
 * start it with Run again. Null when the website is no address at all.
 */
export async function auditLeadWebsite(
  lead: { id: string; website: string },
  functionsAt: string,
  {
    now = new Date(),
    source = null,
    resolve = runDeps().resolve,
  }: { now?: Date; source?: string | null; resolve?: AuditDeps['resolve'] } = {},
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
  const made = { id, address: home, host, requestedBy: LEAD_REQUESTER, leadId: lead.id, now };
  if (source !== null && !(await takeSourceSlot(source, now))) {
    // Not this site's audit for the next leads: the claim goes, so a real lead of the site gets one.
    await releaseLeadClaim(host, id);
    return { audit: await createAudit({ ...made, failure: SOURCE_LIMIT }), reused: false };
  }
  if (!(await nameResolves(new URL(/^https?:\/\//i.test(home) ? home : `http://${home}`).hostname, resolve))) {
    return { audit: await createAudit({ ...made, failure: { reason: 'not-found', message: refusalMessage('not-found') } }), reused: false };
  }
  const slot = await takeHourlySlot(now);
  if (slot) return { audit: await startRun(await createAudit(made), functionsAt), reused: false };
  if ((await keysUnder(auditKeys.waitingAudits)).length >= waitingCap()) {
    await releaseLeadClaim(host, id);
    return { audit: await createAudit({ ...made, failure: QUEUE_FULL }), reused: false };
  }
  return { audit: await createAudit({ ...made, state: 'waiting' }), reused: false };
}

/** How long an index entry whose record is not written yet counts as being written. */
const RECORD_PENDING_MS = 60_000;

/** How long a lead's audit may wait for an hour with budget left before it expires (the lead keeps its Audit button). */
const WAITING_EXPIRES_MS = DAY_MS;

/** Expires the waiting audits older than a day; returns the keys of those still waiting, oldest first. */
async function expireOldWaiting(now: Date): Promise<string[]> {
  const waiting: string[] = [];
  // Ids are ULIDs: the listing's order is the order they arrived in.
  for (const key of (await keysUnder(auditKeys.waitingAudits)).sort()) {
    const id = key.slice(auditKeys.waitingAudits.length);
    if (now.getTime() - createdAtOf(id).getTime() < WAITING_EXPIRES_MS) {
      waiting.push(key);
      continue;
    }
    await expireWaiting(id, now);
    await removeKey(key);
  }
  return waiting;
}

/**
 * The hourly scheduled function's work: expires audits that waited a day, then starts waiting ones, oldest first,
 * while this hour's budget has slots. Each is moved waiting → queued by a
 * conditional write, so a second run at the same time starts none twice (the
 * slot it took for one already moved is given back). Returns how many started.
 */
export async function startWaitingAudits(functionsAt: string, now: Date = new Date()): Promise<number> {
  let started = 0;
  for (const key of await expireOldWaiting(now)) {
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
