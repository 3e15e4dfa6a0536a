import { z } from 'zod';
import type { LeadStatus } from '../../lib/api/leads';
import { StoreUnavailableError } from '../storage';
import {
  createInboxIndex,
  leadFoldersUnder,
  leadKeys,
  leadKeysUnder,
  parseLeadKey,
  parseStatusKey,
  readInboxIndexVersioned,
  removeInboxIndex,
  removeLeadKey,
  replaceInboxIndex,
  utcDayOf,
  type StatusTag,
  type StoredInboxIndex,
  type Summary,
} from './store';
import { DAY_MS } from '../../lib/time/durations';

/**
 * The lead inbox's index: every lead's list summary and status, without
 * reading the records or listing every key, so the first screen of the inbox
 * costs the same with 50 leads or 50,000.
 *
 * Layout in the `contact-submissions` store (keys spelled in store.ts):
 *
 * - `lead/<day>/<ULID>/<summary>`: the record; its key carries name, e-mail,
 *   phone and website, so search needs no reads.
 * - `status/<day>/<ULID>/<rev>-<status>`: one per status change, under the
 *   day of the change; the highest rev of a lead is its status.
 * - `inbox-index`: every lead of the days up to `through`, with its status
 *   after the status changes of those days.
 *
 * Reading the inbox: the index, one listing of the day folders of `lead/` and
 * of `status/`, and one listing per day after `through` (today and
 * yesterday, normally). Days that ended over a day ago are folded into the
 * index by the read that finds them, so the index takes every day's leads
 * once, written conditionally (of two readers folding at once, one writes;
 * the other's answer is still right). Their status tags are then deleted.
 * New leads and status changes never write the index, so a burst of
 * submissions never contends on it; only erasure does (staff, rarely).
 */

const LEAD_PREFIX = leadKeys.leads;
const STATUS_PREFIX = leadKeys.statuses;
const UTC_DAY_FOLDER = /^\d{8}$/;

export type { Summary } from './store';

export interface IndexedLead {
  id: string;
  key: string;
  summary: Summary;
  status: LeadStatus;
  /** Rev of the record the status came from; -1 for a lead never changed. */
  statusRev: number;
}

/** A lead as its key tells it, with no status change yet. */
function indexedLead(key: string): IndexedLead | null {
  const lead = parseLeadKey(key);
  return lead && { ...lead, status: 'new', statusRev: -1 };
}

function applyTags(leads: Map<string, IndexedLead>, tags: readonly StatusTag[]): void {
  for (const tag of tags) {
    const lead = leads.get(tag.id);
    if (lead && tag.rev > lead.statusRev) {
      lead.status = tag.status;
      lead.statusRev = tag.rev;
    }
  }
}

type StoredIndex = StoredInboxIndex;

function fromStored(index: StoredIndex | undefined): Map<string, IndexedLead> {
  const leads = new Map<string, IndexedLead>();
  for (const [key, status, statusRev] of index?.leads ?? []) {
    const lead = indexedLead(key);
    if (lead) leads.set(lead.id, { ...lead, status, statusRev });
  }
  return leads;
}

const toStored = (through: string, leads: Map<string, IndexedLead>): StoredIndex => ({
  through,
  leads: [...leads.values()].map((lead) => [lead.key, lead.status, lead.statusRev]),
});

interface IndexRead {
  index?: StoredIndex;
  etag?: string;
  /** Stored but not readable (cut off, or an unknown shape): rebuilt from the keys and written over. */
  unreadable?: true;
}

async function readIndex(): Promise<IndexRead> {
  try {
    const stored = await readInboxIndexVersioned();
    return stored ? { index: stored.value, etag: stored.etag } : {};
  } catch (error) {
    const unreadable = error instanceof z.ZodError || (error instanceof StoreUnavailableError && error.cause instanceof SyntaxError);
    if (!unreadable) throw error;
    console.error('The lead inbox index is unreadable; it is rebuilt from the keys.');
    return { unreadable: true };
  }
}

async function writeIndex(next: StoredIndex, read: IndexRead): Promise<boolean> {
  if (read.unreadable) {
    await removeInboxIndex();
    return createInboxIndex(next);
  }
  return read.etag ? (await replaceInboxIndex(next, read.etag)).written : createInboxIndex(next);
}

const utcDaysIn = (folders: readonly string[], prefix: string) =>
  folders.map((folder) => folder.slice(prefix.length)).filter((day) => UTC_DAY_FOLDER.test(day));

/** Beyond this many days to read, one listing of the whole prefix costs less than one per day. */
const DAYS_LISTED_ONE_BY_ONE = 8;

async function keysOfDays(prefix: string, days: readonly string[]): Promise<Map<string, string[]>> {
  const byDay = new Map(days.map((day) => [day, [] as string[]]));
  if (days.length > DAYS_LISTED_ONE_BY_ONE) {
    // The first read after a long time, or of a store that never had an index.
    for (const key of await leadKeysUnder(prefix)) byDay.get(key.slice(prefix.length, prefix.length + 8))?.push(key);
    return byDay;
  }
  const listed = await Promise.all(days.map(async (day) => [day, await leadKeysUnder(`${prefix}${day}/`)] as const));
  return new Map(listed);
}

export interface Inbox {
  /** Every lead, newest first. */
  leads: IndexedLead[];
}

/** Every lead in the inbox with its status; folds finished days into the index on the way (best effort). */
export async function readInbox(now = new Date()): Promise<Inbox> {
  const [read, leadFolders, statusFolders] = await Promise.all([
    readIndex(),
    leadFoldersUnder(LEAD_PREFIX),
    leadFoldersUnder(STATUS_PREFIX),
  ]);
  const { index } = read;
  const through = index?.through ?? '';
  const leadDays = utcDaysIn(leadFolders, LEAD_PREFIX).filter((day) => day > through);
  const newStatusDays = utcDaysIn(statusFolders, STATUS_PREFIX).filter((day) => day > through);
  const [leadKeysByDay, tagKeysByDay] = await Promise.all([keysOfDays(LEAD_PREFIX, leadDays), keysOfDays(STATUS_PREFIX, newStatusDays)]);

  const leads = fromStored(index);
  const addDays = (target: Map<string, IndexedLead>, days: readonly string[]) => {
    for (const day of days) for (const lead of (leadKeysByDay.get(day) ?? []).map(indexedLead)) if (lead) target.set(lead.id, { ...lead });
  };
  const tagsOf = (days: readonly string[]) =>
    days.flatMap((day) => (tagKeysByDay.get(day) ?? []).map(parseStatusKey)).filter((tag): tag is StatusTag => tag !== null);

  // Days that ended more than a day ago get no new keys (a request lasts seconds), so they can be folded.
  const cutoff = utcDayOf(now.getTime() - DAY_MS);
  const foldedLeadDays = leadDays.filter((day) => day < cutoff);
  const foldedStatusDays = newStatusDays.filter((day) => day < cutoff);
  if (foldedLeadDays.length + foldedStatusDays.length > 0) {
    const folded = fromStored(index);
    addDays(folded, foldedLeadDays);
    applyTags(folded, tagsOf(foldedStatusDays));
    const nextThrough = [through, ...foldedLeadDays, ...foldedStatusDays].sort().at(-1)!;
    await foldIndex(toStored(nextThrough, folded), read, foldedStatusDays, tagKeysByDay);
  }

  addDays(leads, leadDays);
  applyTags(leads, tagsOf(newStatusDays));
  return { leads: [...leads.values()].sort((a, b) => (a.id < b.id ? 1 : -1)) };
}

/**
 * Writes the index with the finished days folded in, then deletes the status
 * tags it now holds. Best effort: the inbox read answers from the keys
 * either way, and the next read tries again. A tag left behind (a failed
 * delete) is harmless: days up to `through` are never read again, and an
 * erasure still finds it (statusTagsOf).
 */
async function foldIndex(next: StoredIndex, read: IndexRead, tagDays: readonly string[], listed: Map<string, string[]>) {
  try {
    if (!(await writeIndex(next, read))) return;
    for (const day of tagDays) for (const key of listed.get(day) ?? []) await removeLeadKey(key);
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    console.error('Lead inbox index not folded:', error.message);
  }
}

const FORGET_RETRIES = 8;

/**
 * Takes erased leads out of the index (their keys are already gone). Best
 * effort: an inbox read that finds a listed record missing calls it again.
 */
export async function forgetLeads(ids: readonly string[]): Promise<void> {
  try {
    for (let attempt = 0; attempt < FORGET_RETRIES; attempt += 1) {
      const read = await readIndex();
      const { index } = read;
      if (!index || !index.leads.some(([key]) => ids.some((id) => key.includes(`/${id}/`)))) return;
      const leads = fromStored(index);
      for (const id of ids) leads.delete(id);
      if (await writeIndex(toStored(index.through, leads), read)) return;
    }
    console.error(`Erased leads ${ids.join(', ')} still in the inbox index (it kept changing); the next inbox read retries.`);
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    console.error(`Erased leads ${ids.join(', ')} still in the inbox index:`, error.message);
  }
}

/** Every status tag of a lead (to erase it): in the days not folded yet, and any left behind. */
export async function statusTagsOf(id: string): Promise<string[]> {
  const days = utcDaysIn(await leadFoldersUnder(STATUS_PREFIX), STATUS_PREFIX);
  const keys = await Promise.all(days.map((day) => leadKeysUnder(leadKeys.statusesOfLead(day, id))));
  return keys.flat();
}
