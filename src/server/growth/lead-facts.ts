import { decodeTime, ulid } from 'ulid';
import { z } from 'zod';
import type { Lead, LeadStatus } from '../../lib/api/leads';
import { StoreUnavailableError } from '../storage';
import { pakistanDay } from '../../lib/time/pakistan-time';
import { monthOf } from '../../lib/time/calendar-days';
import { FACTS_VERSION, leadFactsOf } from './figures';
import { decodeFactsKey, foldLeadDays, forgetLeadFacts, recordLeadFacts, refileLeadFacts, replaces, type KeyedFact } from './rollups';
import { growthKeys, keysUnder, readEntry, writeEntry } from './store';

/**
 * Keeps the growth figures' lead index (rollups.ts) in step with the lead
 * inbox: the inbox calls leadChanged when a lead is stored or its status
 * changes, and leadErased when it is erased. Both are best effort, so the
 * figures never fail a visitor's submission or a staff member's change; the
 * scheduled rollup's healLeadFacts puts right whatever a failure (or a
 * crash between two writes) left wrong, and files leads stored before the
 * dashboard existed.
 */

export async function leadChanged(lead: Lead): Promise<void> {
  try {
    await recordLeadFacts(leadFactsOf(lead), lead.rev, ulid());
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    console.error(`Growth figures: lead ${lead.id} not filed (the scheduled rollup retries):`, error.message);
  }
}

/** `createdAt` gives the lead's day; without it (an unreadable record), the day of its id's time. */
export async function leadErased(id: string, createdAt?: string): Promise<void> {
  try {
    const day = pakistanDay(createdAt ? Date.parse(createdAt) : decodeTime(id));
    await forgetLeadFacts({ id, day }, ulid());
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    console.error(`Growth figures: erased lead ${id} not taken out yet (the scheduled rollup retries):`, error.message);
  }
}

/**
 * What the rollup needs of the lead inbox, given by its caller, so growth
 * reads no lead store itself: every lead with its status and the key of its
 * record, and a read of records by those keys.
 */
export interface LeadInbox {
  list(): Promise<readonly { id: string; status: LeadStatus; key: string }[]>;
  read(keys: readonly string[]): Promise<Lead[]>;
}

/** How the stored facts stand against the inbox (one listing of the facts, one read of the inbox index). */
interface FactsScan {
  /** Leads in the inbox. */
  leads: number;
  /** Leads whose facts are of an older version (FACTS_VERSION), with their day: to rebuild, newest lead first (the weeks staff look at first). */
  outdated: { id: string; key: string; day: string }[];
  /** Leads with no facts, or facts of another status than the inbox's: to file again. */
  stale: { id: string; key: string }[];
  /** Facts of leads no longer in the inbox (erased): to take out. */
  orphaned: KeyedFact[];
}

async function scanFacts(inbox: LeadInbox): Promise<FactsScan> {
  // Facts first: a lead's record is stored before its facts, so every lead with facts listed is in the inbox read after.
  const factKeys = await keysUnder(growthKeys.leadFacts);
  const leads = await inbox.list();
  const latest = new Map<string, KeyedFact>();
  for (const keyed of factKeys.map(decodeFactsKey)) {
    if (!keyed) continue;
    const current = latest.get(keyed.fact.id);
    if (!current || replaces(keyed, current)) latest.set(keyed.fact.id, keyed);
  }
  const inInbox = new Set(leads.map((lead) => lead.id));
  const outdated: FactsScan['outdated'] = [];
  const stale: FactsScan['stale'] = [];
  for (const lead of leads) {
    const fact = latest.get(lead.id)?.fact;
    if (fact && fact.version < FACTS_VERSION) outdated.push({ ...lead, day: fact.day });
    else if (fact?.status !== lead.status) stale.push(lead);
  }
  outdated.sort((a, b) => b.id.localeCompare(a.id));
  return { leads: leads.length, outdated, stale, orphaned: [...latest.values()].filter((keyed) => !inInbox.has(keyed.fact.id)) };
}

/**
 * The rebuild's cursor (`rebuild/facts-v<version>`): when it began, how many
 * leads had facts of an older version then, how many were rebuilt, the last
 * lead rebuilt (leads go newest first) and when none was left, written after
 * each batch. What is left is found again from the facts themselves (a lead
 * rebuilt is of the current version), so a run stopped anywhere loses nothing
 * and the next goes on with the leads not done.
 */
const rebuildCursorSchema = z.object({
  version: z.number(),
  startedAt: z.string(),
  before: z.number(),
  rebuilt: z.number(),
  last: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type RebuildCursor = z.infer<typeof rebuildCursorSchema>;

export const readRebuildCursor = () => readEntry(growthKeys.rebuildCursor(FACTS_VERSION), rebuildCursorSchema);

/** What one healLeadFacts run found and did. */
export interface HealOutcome {
  leads: number;
  /** Leads whose facts were of an older version when the run began, and when it ended. */
  outdatedBefore: number;
  outdatedAfter: number;
  rebuilt: number;
  /** Leads filed again (no facts, or another status; read or erased meanwhile), and erased leads' facts taken out. */
  filed: number;
  erased: number;
}

/**
 * Reads the records of these leads a batch at a time and files their facts,
 * until `deadline`; calls `done` after each batch. How many leads it went
 * through (a lead erased meanwhile has no record to file: the next run takes
 * its facts out).
 */
async function refile(
  inbox: LeadInbox,
  leads: readonly { id: string; key: string }[],
  deadline: number,
  done: (batch: readonly { id: string }[]) => Promise<void> = async () => {},
): Promise<number> {
  let through = 0;
  for (let start = 0; start < leads.length && Date.now() < deadline; start += REBUILD_BATCH) {
    const batch = leads.slice(start, start + REBUILD_BATCH);
    const records = await inbox.read(batch.map((lead) => lead.key));
    await refileLeadFacts(
      records.map((lead) => ({ fact: leadFactsOf(lead), rev: lead.rev })),
      () => ulid(),
    );
    through += batch.length;
    await done(batch);
  }
  return through;
}

/** Leads read and filed per batch (the rebuild writes its cursor after each). */
const REBUILD_BATCH = 100;

/**
 * Puts the lead index right against the inbox (scanFacts): rebuilds facts of
 * an older version from the stored leads (the migration when the rules
 * change, issue 62: safe to run again, as a lead whose facts are current is
 * left alone; resumable, by its cursor), files again a lead with no facts or
 * with another status than the inbox's, and takes out facts of erased leads.
 * Each filed day gets a marker, so a fold refolds it and sweeps the keys
 * replaced; the rebuild folds each month as soon as its leads are done (newest
 * month first), so the Growth screen reads at most about a month of days live
 * meanwhile. Stops at `deadline` (the next run goes on).
 */
export async function healLeadFacts(inbox: LeadInbox, deadline = Infinity): Promise<HealOutcome> {
  const scan = await scanFacts(inbox);
  let rebuilt = 0;
  if (scan.outdated.length > 0) {
    const key = growthKeys.rebuildCursor(FACTS_VERSION);
    let cursor: RebuildCursor = (await readRebuildCursor()) ?? {
      version: FACTS_VERSION,
      startedAt: new Date().toISOString(),
      before: scan.outdated.length,
      rebuilt: 0,
      last: null,
      finishedAt: null,
    };
    const byMonth = new Map<string, FactsScan['outdated']>();
    for (const lead of scan.outdated) byMonth.set(monthOf(lead.day), [...(byMonth.get(monthOf(lead.day)) ?? []), lead]);
    for (const [month, leads] of [...byMonth].sort(([a], [b]) => b.localeCompare(a))) {
      const through = await refile(inbox, leads, deadline, async (batch) => {
        cursor = { ...cursor, rebuilt: cursor.rebuilt + batch.length, last: batch.at(-1)!.id, finishedAt: null };
        await writeEntry(key, cursor);
      });
      rebuilt += through;
      await foldLeadDays(deadline, month);
      if (through < leads.length) break;
    }
    if (rebuilt === scan.outdated.length) await writeEntry(key, { ...cursor, finishedAt: new Date().toISOString() });
  }
  const filed = await refile(inbox, scan.stale, deadline);
  let erased = 0;
  for (const keyed of scan.orphaned) {
    if (Date.now() > deadline) break;
    await forgetLeadFacts(keyed.fact, ulid());
    erased += 1;
  }
  return { leads: scan.leads, outdatedBefore: scan.outdated.length, outdatedAfter: scan.outdated.length - rebuilt, rebuilt, filed, erased };
}

/** How the stored facts stand now, without changing anything (the rebuild command's count before and after). */
export async function checkLeadFacts(inbox: LeadInbox): Promise<{ leads: number; outdated: number; stale: number; orphaned: number }> {
  const scan = await scanFacts(inbox);
  return { leads: scan.leads, outdated: scan.outdated.length, stale: scan.stale.length, orphaned: scan.orphaned.length };
}

/**
 * The rebuild as one command (`npm run growth:rebuild-facts`): the count
 * before, every lead's facts of an older version rebuilt (and any other
 * mismatch put right), the days folded, the count after. Run it again and
 * nothing changes; stop it anywhere and the next run (or the hourly rollup)
 * goes on from the cursor.
 */
export async function rebuildLeadFacts(inbox: LeadInbox): Promise<{
  before: Awaited<ReturnType<typeof checkLeadFacts>>;
  heal: HealOutcome;
  folded: number;
  after: Awaited<ReturnType<typeof checkLeadFacts>>;
  cursor: RebuildCursor | null;
}> {
  const before = await checkLeadFacts(inbox);
  const heal = await healLeadFacts(inbox);
  const folded = await foldLeadDays();
  const after = await checkLeadFacts(inbox);
  return { before, heal, folded, after, cursor: await readRebuildCursor() };
}
