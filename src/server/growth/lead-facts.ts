import { decodeTime, ulid } from 'ulid';
import type { Lead, LeadStatus } from '../../lib/api/leads';
import { StoreUnavailableError } from '../storage';
import { pakistanDay } from '../../lib/time/pakistan-time';
import { leadFactsOf } from './figures';
import { decodeFactsKey, forgetLeadFacts, recordLeadFacts, type KeyedFact } from './rollups';
import { growthKeys, keysUnder } from './store';

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

/**
 * Compares the lead index with the inbox (one listing of the lead facts, one
 * read of the inbox index) and puts it right: a lead with no facts or with
 * another status than the inbox's is filed again from its record; facts of a
 * lead no longer in the inbox (erased) are deleted. Stops at `deadline` (the
 * next run goes on). Returns how many leads it filed or took out.
 */
export async function healLeadFacts(inbox: LeadInbox, deadline = Infinity): Promise<number> {
  // Facts first: a lead's record is stored before its facts, so every lead with facts listed is in the inbox read after.
  const factKeys = await keysUnder(growthKeys.leadFacts);
  const leads = await inbox.list();
  const latest = new Map<string, KeyedFact>();
  for (const keyed of factKeys.map(decodeFactsKey)) {
    if (keyed && (latest.get(keyed.fact.id)?.rev ?? -1) < keyed.rev) latest.set(keyed.fact.id, keyed);
  }
  const inInbox = new Set(leads.map((lead) => lead.id));
  const stale = leads.filter((lead) => latest.get(lead.id)?.fact.status !== lead.status);
  let healed = 0;
  for (let start = 0; start < stale.length && Date.now() < deadline; start += 25) {
    const batch = stale.slice(start, start + 25);
    const records = await inbox.read(batch.map((lead) => lead.key));
    for (const value of records) await recordLeadFacts(leadFactsOf(value), value.rev, ulid());
    healed += records.length;
  }
  for (const [id, keyed] of latest) {
    if (inInbox.has(id) || Date.now() > deadline) continue;
    await forgetLeadFacts(keyed.fact, ulid());
    healed += 1;
  }
  return healed;
}
