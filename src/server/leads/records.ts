import type { Lead, LeadAlert, LeadEvent, LeadStatus } from '../../lib/api/leads';
import { recordErasure } from '../erasures/index';
import { leadChanged, leadErased } from '../growth/index';
import { forgetLeads, statusTagsOf } from './inbox-index';
import { forgetSender } from './repeat-index';
import { ensureStatusTag, writeStatusTag } from './status-tags';
import { StoreUnavailableError } from '../storage';
import {
  isLeadId,
  leadFolder,
  leadKeysUnder,
  readLeadRecord,
  readLeadVersioned,
  removeLeadKey,
  replaceLeadRecord,
  summaryOfKey,
} from './store';

/**
 * A lead's record: read by id, changed (status, notes, alert outcome) and
 * erased. Each record is its own key, which never changes after creation
 * (creation.ts); updates are conditional writes on its etag, retried, so
 * concurrent changes (two staff adding notes) both land. A status change
 * writes the record, then its status tag (status-tags.ts).
 */

/** Enough for a lead worked for years; keeps every record far below the store's size limits. */
export const MAX_LEAD_EVENTS = 300;

async function findLeadKey(id: string): Promise<string | null> {
  if (!isLeadId(id)) return null;
  const [key] = await leadKeysUnder(leadFolder(id));
  return key ?? null;
}

export async function leadExists(id: string): Promise<boolean> {
  return (await findLeadKey(id)) !== null;
}

export async function getLead(id: string): Promise<Lead | null> {
  const key = await findLeadKey(id);
  return key ? readLeadRecord(key) : null;
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
    const current = await readLeadVersioned(key);
    if (!current) return { kind: 'missing' };
    const next = change(current.value);
    if (next === 'full') return { kind: 'full' };
    if (next === current.value) {
      await ensureStatusTag(next);
      return { kind: 'ok', lead: next };
    }
    const written = { ...next, rev: current.value.rev + 1 };
    if ((await replaceLeadRecord(key, written, current.etag)).written) {
      if (written.status !== current.value.status) {
        await writeStatusTag(written);
        await leadChanged(written);
      }
      return { kind: 'ok', lead: written };
    }
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
  }
  return { kind: 'conflict' };
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

/** Records the earlier lead this one repeats (intake.ts), for staff to see both. */
export function recordRepeat(id: string, earlier: string): Promise<LeadChangeResult> {
  return changeLead(id, (lead) => (lead.repeat_of === earlier ? lead : { ...lead, repeat_of: earlier }));
}

/** Records how the e-mail alert went. */
export function recordAlert(id: string, alert: LeadAlert): Promise<LeadChangeResult> {
  return changeLead(id, (lead) => ({ ...lead, alert }));
}

/**
 * Erases a lead's record: it and its status tags leave the store (its website audits go first,
 * lifecycle.ts). What is kept is who erased which id and when (`erasures` store), nothing of the person.
 */
export async function deleteLead(id: string, by: string, now: Date = new Date()): Promise<boolean> {
  const key = await findLeadKey(id);
  if (!key) return false;
  // Its day in the growth figures comes from the record (a record that cannot be read is found by its id's day).
  const erased = await readLeadRecord(key).catch((error: unknown) => {
    if (error instanceof StoreUnavailableError) throw error;
    return null;
  });
  await recordErasure('contact', id, by, now);
  await forgetSender(await readSender(key));
  await removeLeadKey(key);
  for (const tag of await statusTagsOf(id)) await removeLeadKey(tag);
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
    const record = await readLeadRecord(key);
    if (record) return record;
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw error;
  }
  return summaryOfKey(key) ?? { email: '', phone: '' };
}
