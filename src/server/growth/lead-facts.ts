import { decodeTime, ulid } from 'ulid';
import { z } from 'zod';
import type { Lead, LeadStatus } from '../../lib/api/leads';
import { StoreUnavailableError } from '../storage';
import { pakistanDay } from '../../lib/time/pakistan-time';
import { monthOf } from '../../lib/time/months';
import { FACTS_VERSION, leadFactsOf } from './figures';
import {
  decodeFactsKey,
  foldLeadDays,
  forgetLeadFacts,
  pakistanDaysIn,
  recordLeadFacts,
  refileLeadFacts,
  replaces,
  type KeyedFact,
} from './rollups';
import { foldersUnder, growthKeys, keysUnder, readEntry, writeEntry } from './store';

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

/** The latest facts of each lead among these keys. */
function latestFacts(keys: readonly string[]): Map<string, KeyedFact> {
  const latest = new Map<string, KeyedFact>();
  for (const keyed of keys.map(decodeFactsKey)) {
    if (!keyed) continue;
    const current = latest.get(keyed.fact.id);
    if (!current || replaces(keyed, current)) latest.set(keyed.fact.id, keyed);
  }
  return latest;
}

/** How the stored facts stand against the inbox (one listing of every lead's facts, one read of the inbox index). */
interface FactsScan {
  /** Leads in the inbox. */
  leads: number;
  /** Leads whose facts are of an older version (FACTS_VERSION). */
  outdated: { id: string; key: string }[];
  /** Leads with no facts, or facts of another status than the inbox's: to file again. */
  stale: { id: string; key: string }[];
  /** Facts of leads no longer in the inbox (erased): to take out. */
  orphaned: KeyedFact[];
}

async function scanFacts(inbox: LeadInbox): Promise<FactsScan> {
  // Facts first: a lead's record is stored before its facts, so every lead with facts listed is in the inbox read after.
  const latest = latestFacts(await keysUnder(growthKeys.leadFacts));
  const leads = await inbox.list();
  const inInbox = new Set(leads.map((lead) => lead.id));
  const outdated: FactsScan['outdated'] = [];
  const stale: FactsScan['stale'] = [];
  for (const lead of leads) {
    const fact = latest.get(lead.id)?.fact;
    if (fact && fact.version < FACTS_VERSION) outdated.push(lead);
    else if (fact?.status !== lead.status) stale.push(lead);
  }
  return { leads: leads.length, outdated, stale, orphaned: [...latest.values()].filter((keyed) => !inInbox.has(keyed.fact.id)) };
}

/**
 * Reads the records of these leads a batch at a time and files their facts,
 * until `deadline`; calls `done` after each batch. How many leads it went
 * through (a lead erased meanwhile has no record to file: a later run takes
 * its facts out).
 */
async function refile(
  inbox: LeadInbox,
  leads: readonly { id: string; key: string }[],
  deadline: number,
  done: (batch: readonly { id: string }[]) => Promise<void> = async () => {},
): Promise<number> {
  let through = 0;
  for (let start = 0; start < leads.length && Date.now() < deadline; start += REFILE_BATCH) {
    const batch = leads.slice(start, start + REFILE_BATCH);
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
const REFILE_BATCH = 100;

// ---------------------------------------------------------------- the rebuild (issue 62)

/**
 * The rebuild's cursor (`rebuild/facts-v<version>`). The rebuild goes through
 * the months that have facts, newest first (the weeks staff look at first):
 * `month` is the month under way (null before the first), `rebuilt` how many
 * leads it has filed again so far, `finishedAt` when the oldest month was
 * done. Within a month, what is left is found again from the month's facts
 * (a lead rebuilt is of the current version), so a run stopped anywhere
 * loses nothing and the next one goes on from the cursor's month.
 */
const rebuildCursorSchema = z.object({
  version: z.number(),
  startedAt: z.string(),
  month: z.string().nullable(),
  rebuilt: z.number(),
  finishedAt: z.string().nullable(),
});
type RebuildCursor = z.infer<typeof rebuildCursorSchema>;

const cursorKey = growthKeys.rebuildCursor(FACTS_VERSION);
const readRebuildCursor = () => readEntry(cursorKey, rebuildCursorSchema);

/** The months that have lead facts, newest first (one listing of the day folders). */
async function monthsWithFacts(): Promise<string[]> {
  const days = pakistanDaysIn(await foldersUnder(growthKeys.leadFacts), growthKeys.leadFacts);
  return [...new Set(days.map(monthOf))].sort().reverse();
}

/**
 * Rebuilds, from the stored leads, the facts of an older version, a month at
 * a time from the cursor (one listing of the month's facts, the leads' records
 * read in batches of 100), folding each month as soon as its leads are done,
 * so the Growth screen reads at most about a month of days live meanwhile.
 * Stops at `deadline`. Whether it has finished, and how many leads it filed.
 */
async function rebuildOutdated(inbox: LeadInbox, deadline: number): Promise<{ finished: boolean; rebuilt: number; folded: number }> {
  let cursor: RebuildCursor = (await readRebuildCursor()) ?? {
    version: FACTS_VERSION,
    startedAt: new Date().toISOString(),
    month: null,
    rebuilt: 0,
    finishedAt: null,
  };
  if (cursor.finishedAt) return { finished: true, rebuilt: 0, folded: 0 };
  let rebuilt = 0;
  let folded = 0;
  let keysOf: Map<string, string> | undefined;
  for (const month of await monthsWithFacts()) {
    if (cursor.month !== null && month > cursor.month) continue;
    if (Date.now() > deadline) return { finished: false, rebuilt, folded };
    if (cursor.month !== month) await writeEntry(cursorKey, (cursor = { ...cursor, month }));
    const outdated = [...latestFacts(await keysUnder(growthKeys.leadFactsOfMonth(month))).values()]
      .filter((keyed) => keyed.fact.version < FACTS_VERSION)
      .map((keyed) => keyed.fact.id)
      .sort()
      .reverse();
    if (outdated.length > 0) {
      keysOf ??= new Map((await inbox.list()).map((lead) => [lead.id, lead.key]));
      // A lead no longer in the inbox was erased: the full comparison takes its facts out.
      const leads = outdated.flatMap((id) => {
        const key = keysOf!.get(id);
        return key ? [{ id, key }] : [];
      });
      const through = await refile(inbox, leads, deadline, async (batch) => {
        await writeEntry(cursorKey, (cursor = { ...cursor, rebuilt: cursor.rebuilt + batch.length }));
      });
      rebuilt += through;
      folded += await foldLeadDays(deadline, month);
      if (through < leads.length) return { finished: false, rebuilt, folded };
    }
  }
  await writeEntry(cursorKey, { ...cursor, finishedAt: new Date().toISOString() });
  return { finished: true, rebuilt, folded };
}

/** What one healLeadFacts run did. */
export interface HealOutcome {
  /** Leads whose facts of an older version were filed again (the rebuild), and whether none is left. */
  rebuilt: number;
  rebuildFinished: boolean;
  /** Days the rebuild folded into their months as it went. */
  folded: number;
  /** Leads filed again (no facts, another status or an older version found by the comparison), and erased leads' facts taken out. */
  filed: number;
  erased: number;
}

/**
 * Keeps the lead index right against the inbox. First the rebuild of facts
 * of an older version (the migration when the rules change, issue 62: safe
 * to run again, as a lead whose facts are current is left alone; resumable,
 * by its cursor); while it is under way, the run's time is its own. Then the
 * full comparison (scanFacts): a lead with no facts, with another status than
 * the inbox's or still of an older version is filed again from its record;
 * facts of erased leads are taken out. Each filed day gets a marker, so a
 * fold refolds it and sweeps the keys replaced. Stops at `deadline` (the
 * next run goes on).
 */
export async function healLeadFacts(inbox: LeadInbox, deadline = Infinity): Promise<HealOutcome> {
  const rebuild = await rebuildOutdated(inbox, deadline);
  if (!rebuild.finished) return { rebuilt: rebuild.rebuilt, rebuildFinished: false, folded: rebuild.folded, filed: 0, erased: 0 };
  const scan = await scanFacts(inbox);
  const filed = await refile(inbox, [...scan.outdated, ...scan.stale], deadline);
  let erased = 0;
  for (const keyed of scan.orphaned) {
    if (Date.now() > deadline) break;
    await forgetLeadFacts(keyed.fact, ulid());
    erased += 1;
  }
  return { rebuilt: rebuild.rebuilt, rebuildFinished: true, folded: rebuild.folded, filed, erased };
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
