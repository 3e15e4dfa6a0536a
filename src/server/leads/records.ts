import { monotonicFactory } from 'ulid';
import { recordErasure } from '../erasure-log';
import {
  leadSchema,
  LEAD_STATUSES,
  type LeadPage,
  type Lead,
  type LeadAlert,
  type LeadEvent,
  type LeadStatus,
  type LeadRequest,
  type LeadSpam,
  type LeadSource,
  type HandLeadRequestData,
} from '../../lib/api/leads';
import { forgetLeads, isLeadId, leadFolder, leadKey, readInbox, statusKey, statusTagsOf, summaryOfKey, type Summary } from './inbox-index';
import { forgetSender } from './repeat-index';
import { leadChanged, leadErased } from '../growth/lead-facts';
import {
  createJson,
  deleteKey,
  listKeys,
  readJson,
  readKeys,
  readVersioned,
  replaceJson,
  StoreUnavailableError,
  writeJson,
  type Listing,
} from '../storage';

/**
 * The lead inbox: audit requests from the home page form, each worked through
 * a status with notes, and erasable on request. Each record is its own key,
 * which never changes after creation; updates are conditional writes on its
 * etag, retried, so concurrent changes (two staff adding notes) both land.
 * Which leads exist and their statuses come from the inbox index
 * (leads/inbox-index.ts), so a page of the list reads only the records it
 * shows. A status change writes the record, then its status tag; if the tag
 * was lost (a crash between the two writes), the next list that shows the
 * lead writes it again.
 */

// ULIDs sort by time, and the monotonic factory keeps that order within one millisecond.
const nextId = monotonicFactory();
/** Enough for a lead worked for years; keeps every record far below the store's size limits. */
export const MAX_LEAD_EVENTS = 300;
export const LEAD_PAGE_SIZE = 50;

export type StatusFilter = LeadStatus | 'active' | 'all';
export const STATUS_FILTERS: readonly StatusFilter[] = ['active', 'all', ...LEAD_STATUSES];

/** Who the history names for a lead the spam check set aside on arrival. */
export const SPAM_CHECK_ACTOR = 'Spam check';

/**
 * Stores one submission under its own new key; never overwrites another. A
 * lead the spam check set aside (`spam`) is stored as spam with its reasons
 * and no alert.
 */
export async function saveLead(
  request: LeadRequest,
  {
    now = new Date(),
    alertsEnabled = false,
    spam,
    source,
    fileFacts = true,
  }: {
    now?: Date;
    alertsEnabled?: boolean;
    spam?: LeadSpam;
    source?: LeadSource;
    /** File the growth dashboard's facts before returning; the form files them after its answer instead. */
    fileFacts?: boolean;
  } = {},
): Promise<Lead> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const submission: Lead = {
      id: nextId(now.getTime()),
      name: request.name,
      email: request.email ?? '',
      phone: request.phone ?? '',
      website: request.website ?? '',
      service_required: request.service_required ?? '',
      created_at: now.toISOString(),
      ...(request.source_page && { source_page: request.source_page }),
      status: spam ? 'spam' : 'new',
      rev: 0,
      events: spam ? [{ kind: 'status', at: now.toISOString(), by: SPAM_CHECK_ACTOR, from: 'new', to: 'spam' }] : [],
      alert: { state: alertsEnabled && !spam ? 'pending' : 'off' },
      ...(source && { source }),
      entry: 'form',
      ...(spam && { spam }),
    };
    // A clash needs two processes drawing the same 80 random bits in one millisecond; retry anyway.
    if (await createJson('leads', leadKey(submission), submission)) {
      if (spam) await writeSpamTag(submission, now);
      if (fileFacts) await leadChanged(submission);
      return submission;
    }
  }
  throw new StoreUnavailableError('store a contact submission under a new id');
}

/** The status tag of a lead stored as spam. Best effort: the lead is stored, and the next list that shows it rewrites a lost tag. */
async function writeSpamTag(lead: Lead, now: Date): Promise<void> {
  try {
    await writeJson('leads', statusKey(lead.id, lead.rev, 'spam', now), {});
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    console.error(`Status tag of spam lead ${lead.id} not written:`, error.message);
  }
}

/**
 * Stores a lead staff add by hand after a WhatsApp chat, a call or a visit:
 * marked with how it came and who added it, linked to the page it came from
 * if staff chose one, and never alerted (staff already know of it). Its note
 * is the first entry of its history.
 */
export async function addLeadByHand(request: HandLeadRequestData, by: string, now: Date = new Date()): Promise<Lead> {
  const at = now.toISOString();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const lead: Lead = {
      id: nextId(now.getTime()),
      name: request.name,
      email: request.email ?? '',
      phone: request.phone ?? '',
      website: '',
      service_required: '',
      created_at: at,
      status: 'new',
      rev: 0,
      events: request.note ? [{ kind: 'note', at, by, text: request.note }] : [],
      alert: { state: 'off' },
      source: { ...(request.page && { page: request.page }), channel: request.channel ?? 'direct', ad_click: false },
      entry: request.entry,
      added_by: by,
    };
    if (await createJson('leads', leadKey(lead), lead)) {
      await leadChanged(lead);
      return lead;
    }
  }
  throw new StoreUnavailableError('store a lead added by hand under a new id');
}

function matchesSearch(summary: Summary, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [summary.name, summary.email, summary.phone, summary.website].join(' ').toLowerCase();
  if (haystack.includes(needle)) return true;
  // "0300 123" finds "+92 300 1234567" and the other way round: compare digits only.
  const digits = needle.replace(/\D/g, '');
  const phoneDigits = summary.phone.replace(/\D/g, '');
  if (digits.length < 4 || !phoneDigits) return false;
  const local = digits.replace(/^0/, '');
  return phoneDigits.includes(digits) || phoneDigits.includes(local);
}

function matchesStatus(status: LeadStatus, filter: StatusFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'active') return status !== 'spam';
  return status === filter;
}

export interface LeadQuery {
  status?: StatusFilter;
  search?: string;
  /** 1-based; clamped into range. */
  page?: number;
  pageSize?: number;
}

/** A page of the inbox, and how many stored records were skipped because they could not be read. */
export interface LeadListing {
  page: LeadPage;
  unreadable: number;
}

/**
 * One page of leads, newest first: one key listing and one read per lead on
 * the page. `total` and `counts` cover every lead in the index, whatever the
 * filter. A record that cannot be read is skipped, logged with its key and
 * counted in `unreadable` (storage's readAll rules), never a failed list.
 */
export async function listLeads(
  { status = 'active', search = '', page = 1, pageSize = LEAD_PAGE_SIZE }: LeadQuery = {},
  { alertsEnabled = false, now = new Date() }: { alertsEnabled?: boolean; now?: Date } = {},
): Promise<LeadListing> {
  const inbox = await readInbox(now);
  const all = inbox.leads;
  const counts = Object.fromEntries(LEAD_STATUSES.map((name) => [name, 0])) as Record<LeadStatus, number>;
  for (const lead of all) counts[lead.status] += 1;
  const matching = all.filter((lead) => matchesStatus(lead.status, status) && matchesSearch(lead.summary, search));
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const shown = matching.slice((current - 1) * pageSize, current * pageSize);
  const { records, unreadable } = await readKeys(
    'leads',
    shown.map((lead) => lead.key),
    leadSchema,
  );
  const items = records.map((record) => record.value);
  // Listed in the index but gone: erased while the index kept it (a crash, or a fold racing the erasure).
  const found = new Set([...records.map((record) => record.key), ...unreadable]);
  const missing = shown.filter((lead) => !found.has(lead.key)).map((lead) => lead.id);
  if (missing.length > 0) await forgetLeads(missing);
  await healStatusTags(items, new Map(all.map((lead) => [lead.id, lead])));
  return {
    page: { items, page: current, pageSize, matching: matching.length, total: all.length, counts, alerts: { enabled: alertsEnabled } },
    unreadable: unreadable.length,
  };
}

/** Every readable lead matching the filter, full records (for the CSV export). */
export async function exportLeads({ status = 'all', search = '' }: Omit<LeadQuery, 'page' | 'pageSize'> = {}): Promise<Listing<Lead>> {
  const { page, unreadable } = await listLeads({ status, search, page: 1, pageSize: Number.MAX_SAFE_INTEGER });
  return { items: page.items, unreadable };
}

/**
 * Rewrites a status tag that a crash kept from being written after its record
 * changed. Best effort: the records shown are right either way, so a store
 * failing here is logged and the list still answers; the next list retries.
 */
async function healStatusTags(items: readonly Lead[], index: Map<string, { status: LeadStatus; statusRev: number }>): Promise<void> {
  for (const item of items) {
    const indexed = index.get(item.id);
    if (indexed && indexed.status !== item.status && item.rev > indexed.statusRev) {
      try {
        await writeJson('leads', statusKey(item.id, item.rev, item.status), {});
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) throw error;
        console.error(`Status tag of lead ${item.id} not rewritten:`, error.message);
      }
    }
  }
}

async function findLeadKey(id: string): Promise<string | null> {
  if (!isLeadId(id)) return null;
  const [key] = await listKeys('leads', leadFolder(id));
  return key ?? null;
}

export async function getLead(id: string): Promise<Lead | null> {
  const key = await findLeadKey(id);
  return key ? readJson('leads', key, leadSchema) : null;
}

export type LeadChangeResult = { kind: 'ok'; lead: Lead } | { kind: 'missing' } | { kind: 'conflict' } | { kind: 'full' };

const CONFLICT_RETRIES = 8;

/**
 * Applies `change` to the stored lead with a conditional write, re-reading and
 * re-applying it when someone else changed the lead meanwhile, so no change
 * is lost. `change` returns the lead unchanged to write nothing.
 */
async function changeLead(id: string, change: (lead: Lead) => Lead | 'full'): Promise<LeadChangeResult> {
  const key = await findLeadKey(id);
  if (!key) return { kind: 'missing' };
  for (let attempt = 0; attempt < CONFLICT_RETRIES; attempt += 1) {
    const current = await readVersioned('leads', key, leadSchema);
    if (!current) return { kind: 'missing' };
    const next = change(current.value);
    if (next === 'full') return { kind: 'full' };
    if (next === current.value) {
      await ensureStatusTag(next);
      return { kind: 'ok', lead: next };
    }
    const written = { ...next, rev: current.value.rev + 1 };
    if ((await replaceJson('leads', key, written, current.etag)).written) {
      if (written.status !== current.value.status) {
        await writeJson('leads', statusKey(id, written.rev, written.status), {});
        await leadChanged(written);
      }
      return { kind: 'ok', lead: written };
    }
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
  }
  return { kind: 'conflict' };
}

/** A repeated request (e.g. a retry after a 503) still leaves the index right: the tag's key is the same each time. */
async function ensureStatusTag(lead: Lead): Promise<void> {
  if (lead.status === 'new' && lead.rev === 0) return;
  await writeJson('leads', statusKey(lead.id, lead.rev, lead.status), {});
}

export interface LeadChange {
  status?: LeadStatus;
  note?: string;
}

/** Changes a lead's status and/or adds a note, recording who and when. */
export function updateLead(id: string, by: string, change: LeadChange, now: () => Date = () => new Date()): Promise<LeadChangeResult> {
  return changeLead(id, (lead) => {
    const at = now().toISOString();
    const events: LeadEvent[] = [];
    if (change.status && change.status !== lead.status) events.push({ kind: 'status', at, by, from: lead.status, to: change.status });
    if (change.note) events.push({ kind: 'note', at, by, text: change.note });
    if (events.length === 0) return lead;
    if (lead.events.length + events.length > MAX_LEAD_EVENTS) return 'full';
    return { ...lead, status: change.status ?? lead.status, events: [...lead.events, ...events] };
  });
}

/**
 * The spam check's second look, after the answer (spam-check.ts): sets aside
 * a lead stored as new, or adds to the reasons of one already set aside. A
 * lead staff have already touched is left as it is.
 */
export function setAsideOnArrival(id: string, spam: LeadSpam, now: Date = new Date()): Promise<LeadChangeResult> {
  return changeLead(id, (lead) => {
    if (lead.spam && lead.status === 'spam') return { ...lead, spam };
    if (lead.status !== 'new' || lead.events.length > 0) return lead;
    const event: LeadEvent = { kind: 'status', at: now.toISOString(), by: SPAM_CHECK_ACTOR, from: 'new', to: 'spam' };
    return { ...lead, status: 'spam', spam, alert: { state: 'off' }, events: [event] };
  });
}

/** Records how the e-mail alert went. */
export function recordAlert(id: string, alert: LeadAlert): Promise<LeadChangeResult> {
  return changeLead(id, (lead) => ({ ...lead, alert }));
}

/**
 * Erases a lead: its record and status tags leave the store. What is kept is
 * who erased which id and when (`erasures` store), nothing of the person.
 */
export async function deleteLead(id: string, by: string, now: Date = new Date()): Promise<boolean> {
  const key = await findLeadKey(id);
  if (!key) return false;
  // Its day in the growth figures comes from the record (a record that cannot be read is found by its id's day).
  const erased = await readJson('leads', key, leadSchema).catch((error: unknown) => {
    if (error instanceof StoreUnavailableError) throw error;
    return null;
  });
  await recordErasure('contact', id, by, now);
  await forgetSender(await readSender(key));
  await deleteKey('leads', key);
  for (const tag of await statusTagsOf(id)) await deleteKey('leads', tag);
  await forgetLeads([id]);
  await leadErased(id, erased?.created_at);
  return true;
}

/**
 * The e-mail and phone of a lead being erased, for its repeat-index entries.
 * A record too damaged to read still has them in its key's summary.
 */
async function readSender(key: string): Promise<{ email: string; phone: string }> {
  try {
    const record = await readJson('leads', key, leadSchema);
    if (record) return record;
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw error;
  }
  return summaryOfKey(key) ?? { email: '', phone: '' };
}
