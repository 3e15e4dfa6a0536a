import { ulid } from 'ulid';
import { createMailTransport, smtpUrl } from '../mail/index';
import { readCampaign, renderCampaign, textVersion, writeCampaign } from './campaigns';
import { newToken, sha256, unsubscribeUrl } from './links';
import { sendSubscriberMail, type MailTransport } from './mailer';
import { allSubscribers } from './subscribers';
import { suppressedKeys } from './suppression';
import { markBounced } from './unsubscribe';
import type { CampaignProgress } from '../../lib/api/newsletter';
import { omit } from './omit';
import {
  campaignKeys,
  campaignRecordKeys,
  claimKeysOf,
  createAudience,
  createClaim,
  readAllCampaigns,
  readAudience,
  readOutcomes,
  readSubscribersOf,
  writeOutcomes,
  type Outcome,
  type StoredCampaign,
} from './store';

/**
 * Sends a campaign to every confirmed reader, exactly once each, in batches
 * of NEWSLETTER_RATE_PER_MINUTE a minute, from a Netlify Background Function
 * (and resumed by the scheduled function when a run stops).
 *
 * - The audience is frozen when the send starts (`audience/<id>`, written
 *   `onlyIfNew`): every run works through the same list.
 * - One run at a time holds the campaign (a lease on its record, taken and
 *   renewed by conditional writes); a run that dies lets go when its lease
 *   runs out.
 * - Each recipient is claimed by creating `claim/<id>/<address hash>/<attempt>`
 *   `onlyIfNew` just before the mail is handed to the SMTP server; what came
 *   of it (sent, failed, to retry) is written with the next few others'. A
 *   claim exists at most once, so no two runs, and no run started again, can
 *   send a reader a second copy. A claim with no outcome, left by a run that
 *   died (the mail may or may not have gone), is recorded as failed, never
 *   sent again.
 * - A temporary refusal (4xx, no answer) is retried later (5, 10 minutes; the
 *   third failure is final); a permanent one (5xx) is recorded with the
 *   server's reason, and the address is marked bounced and suppressed.
 */
export const DEFAULT_RATE_PER_MINUTE = 120;
/** A background function may run 15 minutes; a run stops taking new batches well before. */
export const DEFAULT_RUN_BUDGET_MS = 12 * 60_000;
const LEASE_MARGIN_MS = 3 * 60_000;
export const RETRY_DELAY_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 3;

/**
 * What happened to each attempt (Outcome, store.ts) is written a few at a
 * time (`outcomes/<id>/<run>/<n>`, one record for up to FLUSH_EVERY readers),
 * so a reader costs one store write, the claim, while its mail goes out; at
 * least this often (a run that dies loses at most these, which then count as
 * interrupted). One claim per reader and attempt (`claim/<id>/<hash>/<n>`) is
 * created `onlyIfNew`, so only one run ever hands that attempt to the server.
 */
const FLUSH_EVERY = 25;

export interface RunOptions {
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  ratePerMinute?: number;
  budgetMs?: number;
  /** Asked before each mail: true stops the run there (as a stopped function would, between two mails). */
  shouldStop?: () => boolean;
}

export type RunResult =
  { outcome: 'finished' | 'paused'; progress: CampaignProgress } | { outcome: 'busy' | 'not-due' | 'missing' | 'smtp-off' | 'changed' };

function settings(options: RunOptions) {
  const rate = options.ratePerMinute ?? (Number(process.env.NEWSLETTER_RATE_PER_MINUTE) || DEFAULT_RATE_PER_MINUTE);
  return {
    now: options.now ?? (() => new Date()),
    sleep: options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    rate: Math.max(1, Math.floor(rate)),
    budgetMs: options.budgetMs ?? DEFAULT_RUN_BUDGET_MS,
    shouldStop: options.shouldStop ?? (() => false),
  };
}

/** Whether the runner has work on this campaign at `now`. */
export function isDue(campaign: StoredCampaign, now: Date): boolean {
  if (campaign.status === 'scheduled') return !!campaign.scheduled_at && Date.parse(campaign.scheduled_at) <= now.getTime();
  if (campaign.status !== 'sending') return false;
  if (campaign.run && Date.parse(campaign.run.until) > now.getTime()) return false;
  return !campaign.next_attempt_at || Date.parse(campaign.next_attempt_at) <= now.getTime();
}

/**
 * Takes the campaign for this run (starting it if it was scheduled), or null
 * when another run has it or nothing is due. A text that is not the version
 * the Admin scheduled is never sent: a scheduled campaign goes back to draft
 * (to be approved again), a sending one stops ('changed').
 */
async function takeLease(id: string, runId: string, now: Date, budgetMs: number): Promise<StoredCampaign | 'missing' | 'changed' | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await readCampaign(id);
    if (!current) return 'missing';
    if (!isDue(current.value, now)) return null;
    if (current.value.approved_version !== textVersion(current.value)) {
      if (current.value.status === 'sending') return 'changed';
      const draft = omit(current.value, 'scheduled_at', 'scheduled_by', 'origin', 'approved_version', 'next_attempt_at');
      if (await writeCampaign(current, { ...draft, status: 'draft' })) return 'changed';
      continue;
    }
    const rest = omit(current.value, 'next_attempt_at');
    const next: StoredCampaign = {
      ...rest,
      status: 'sending',
      started_at: current.value.started_at ?? now.toISOString(),
      run: { id: runId, until: new Date(now.getTime() + budgetMs + LEASE_MARGIN_MS).toISOString() },
    };
    if (await writeCampaign(current, next)) return next;
  }
  return null;
}

/** Writes the campaign while this run still holds it; false when the lease was lost. */
async function updateHeld(id: string, runId: string, change: (record: StoredCampaign) => StoredCampaign): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await readCampaign(id);
    if (!current || current.value.run?.id !== runId) return false;
    if (await writeCampaign(current, change(current.value))) return true;
  }
  return false;
}

/** The frozen audience: confirmed readers when the send started. */
async function audienceOf(id: string): Promise<string[]> {
  const stored = await readAudience(id);
  if (stored) return stored.emails;
  const { records } = await allSubscribers();
  const emails = records
    .filter((record) => record.status === 'confirmed')
    .map((record) => record.email)
    .sort();
  if (await createAudience(id, emails)) return emails;
  return (await readAudience(id))?.emails ?? [];
}

/** Where each reader stands: the highest attempt claimed, and the latest outcome recorded. */
interface Ledger {
  claimed: Map<string, number>;
  outcomes: Map<string, Outcome>;
}

async function readLedger(id: string): Promise<Ledger> {
  const claimed = new Map<string, number>();
  for (const key of await claimKeysOf(id)) {
    const [hash = '', attempt = '0'] = key.slice(campaignKeys.claims(id).length).split('/');
    claimed.set(hash, Math.max(claimed.get(hash) ?? 0, Number(attempt)));
  }
  const outcomes = new Map<string, Outcome>();
  const { records } = await readOutcomes(id);
  for (const record of records) for (const [hash, outcome] of Object.entries(record.value)) recordOutcome(outcomes, hash, outcome);
  return { claimed, outcomes };
}

/** Keeps the outcome of the latest attempt. */
function recordOutcome(outcomes: Map<string, Outcome>, hash: string, outcome: Outcome): void {
  const known = outcomes.get(hash);
  if (!known || outcome.attempt >= known.attempt) outcomes.set(hash, outcome);
}

function progressOf(audience: readonly string[], outcomes: ReadonlyMap<string, Outcome>): CampaignProgress {
  const counts = { total: audience.length, sent: 0, failed: 0, skipped: 0, waiting: 0 };
  for (const email of audience) {
    const state = outcomes.get(sha256(email))?.state;
    if (state === 'sent') counts.sent++;
    else if (state === 'failed') counts.failed++;
    else if (state === 'skipped') counts.skipped++;
    else counts.waiting++;
  }
  return counts;
}

/**
 * One run over one campaign: takes it, sends to everyone not yet claimed (and
 * retries that are due), batch by batch at the configured rate, and stops
 * when done, when its time budget is spent or when told to.
 */
export async function runCampaign(id: string, options: RunOptions = {}): Promise<RunResult> {
  const { now, sleep, rate, budgetMs, shouldStop } = settings(options);
  const url = smtpUrl();
  if (!url) return { outcome: 'smtp-off' };
  const runId = ulid();
  const startedAt = now();
  const campaign = await takeLease(id, runId, startedAt, budgetMs);
  if (campaign === 'missing' || campaign === 'changed') return { outcome: campaign };
  if (!campaign) {
    const run = (await readCampaign(id))?.value.run;
    return { outcome: run && Date.parse(run.until) > startedAt.getTime() ? 'busy' : 'not-due' };
  }

  const audience = await audienceOf(id);
  const { claimed, outcomes } = await readLedger(id);
  let pending: Record<string, Outcome> = {};
  let flushes = 0;
  const note = (hash: string, outcome: Outcome) => {
    pending[hash] = outcome;
    recordOutcome(outcomes, hash, outcome);
  };
  const flush = async (): Promise<boolean> => {
    if (Object.keys(pending).length > 0) {
      await writeOutcomes(id, runId, flushes++, pending);
      pending = {};
    }
    const progress = progressOf(audience, outcomes);
    return updateHeld(id, runId, (record) => ({
      ...record,
      progress,
      run: { id: runId, until: new Date(now().getTime() + budgetMs + LEASE_MARGIN_MS).toISOString() },
    }));
  };

  // Claims without an outcome were left by a run that died while handing those mails over: they may have gone. Never again.
  for (const email of audience) {
    const hash = sha256(email);
    const attempt = claimed.get(hash);
    if (attempt !== undefined && (outcomes.get(hash)?.attempt ?? 0) < attempt) {
      note(hash, {
        state: 'failed',
        attempt,
        at: startedAt.toISOString(),
        email,
        reason: 'Interrupted while being handed to the mail server; not sent again so that no one gets two copies.',
      });
    }
  }

  const due = audience.filter((email) => {
    const outcome = outcomes.get(sha256(email));
    return !outcome || (outcome.state === 'retry' && Date.parse(outcome.next_at) <= startedAt.getTime());
  });

  // Rendered once; each reader's own unsubscribe link replaces the placeholder.
  const placeholder = newToken();
  const origin = campaign.origin ?? '';
  const template = await renderCampaign(campaign, unsubscribeUrl(origin, placeholder));
  const transport = await createMailTransport(url, { pool: true });
  let stopped = false;
  try {
    for (let start = 0; start < due.length && !stopped; start += rate) {
      const batchStart = now();
      if (batchStart.getTime() - startedAt.getTime() >= budgetMs) break;
      const batch = due.slice(start, start + rate);
      const suppressed = await suppressedKeys();
      const { records } = await readSubscribersOf(batch);
      const readers = new Map(records.map((record) => [record.value.email, record.value]));
      let handled = 0;
      for (const email of batch) {
        if (shouldStop()) {
          stopped = true;
          break;
        }
        const hash = sha256(email);
        const reader = readers.get(email);
        const attempt = (outcomes.get(hash)?.attempt ?? 0) + 1;
        if (suppressed.has(hash) || reader?.status !== 'confirmed' || !reader.unsubscribe_token) {
          note(hash, {
            state: 'skipped',
            attempt,
            at: now().toISOString(),
            reason: suppressed.has(hash) ? 'suppressed' : (reader?.status ?? 'erased'),
          });
          continue;
        }
        // The claim is written before the mail is handed over: if it exists, this attempt is someone's, sent at most once.
        if (!(await createClaim(id, hash, attempt, { run: runId, at: now().toISOString() }))) continue;
        note(hash, await deliver(transport, template, placeholder, { email, origin, token: reader.unsubscribe_token, attempt, now }));
        if (++handled % FLUSH_EVERY === 0 && !(await flush())) return { outcome: 'busy' };
      }
      if (!(await flush())) return { outcome: 'busy' };
      const more = start + rate < due.length;
      const wait = 60_000 - (now().getTime() - batchStart.getTime());
      if (more && !stopped && wait > 0) await sleep(wait);
    }
  } finally {
    transport.close();
  }
  if (!(await flush())) return { outcome: 'busy' };
  return finishRun(id, runId, audience, now());
}

async function deliver(
  transport: MailTransport,
  template: { subject: string; html: string; text: string },
  placeholder: string,
  { email, origin, token, attempt, now }: { email: string; origin: string; token: string; attempt: number; now: () => Date },
): Promise<Outcome> {
  const mail = {
    subject: template.subject,
    html: template.html.replaceAll(placeholder, token),
    text: template.text.replaceAll(placeholder, token),
  };
  const outcome = await sendSubscriberMail(transport, { to: email, mail, origin, unsubscribeToken: token, bulk: true });
  const at = now();
  if (outcome.state === 'sent') return { state: 'sent', attempt, at: at.toISOString() };
  if (outcome.state === 'refused') {
    await markBounced(email, outcome.reason, at);
    return { state: 'failed', attempt, at: at.toISOString(), email, reason: outcome.reason };
  }
  if (attempt >= MAX_ATTEMPTS)
    return { state: 'failed', attempt, at: at.toISOString(), email, reason: `${outcome.reason} (gave up after ${attempt} attempts)` };
  return {
    state: 'retry',
    attempt,
    at: at.toISOString(),
    reason: outcome.reason,
    next_at: new Date(at.getTime() + RETRY_DELAY_MS * attempt).toISOString(),
  };
}

/** Counts from the store; finishes the campaign when every reader has a final state, else lets go until the next retry. */
async function finishRun(id: string, runId: string, audience: readonly string[], now: Date): Promise<RunResult> {
  const { outcomes } = await readLedger(id);
  const progress = progressOf(audience, outcomes);
  const failures = [...outcomes.values()]
    .flatMap((outcome) => (outcome.state === 'failed' ? [{ email: outcome.email, reason: outcome.reason }] : []))
    .slice(0, 200);
  const retries = [...outcomes.values()].flatMap((outcome) => (outcome.state === 'retry' ? [outcome.next_at] : [])).sort();
  const finished = progress.waiting === 0;
  await updateHeld(id, runId, (record) => {
    const rest = omit(record, 'run', 'next_attempt_at');
    if (finished) return { ...rest, status: 'sent', progress, failures, finished_at: now.toISOString() };
    return { ...rest, progress, failures, next_attempt_at: retries[0] ?? now.toISOString() };
  });
  return { outcome: finished ? 'finished' : 'paused', progress };
}

/** Every campaign with work due now, one after the other (the background function's job). */
export async function runDueCampaigns(options: RunOptions = {}): Promise<Record<string, RunResult>> {
  const now = options.now ?? (() => new Date());
  const keys = await campaignRecordKeys();
  const results: Record<string, RunResult> = {};
  for (const key of keys) {
    const id = key.slice(campaignKeys.campaigns.length);
    const current = await readCampaign(id);
    if (current && isDue(current.value, now())) results[id] = await runCampaign(id, options);
  }
  return results;
}

/** Whether any campaign has work due (the scheduled function starts the background function only then). */
export async function anyCampaignDue(now: Date = new Date()): Promise<boolean> {
  const { records } = await readAllCampaigns();
  return records.some((record) => isDue(record.value, now));
}
