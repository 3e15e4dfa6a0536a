import type { Lead, LeadStatus } from '../../lib/api/leads';
import { StoreUnavailableError } from '../storage';
import { writeStatusTagRecord } from './store';

/**
 * A lead's status tag: the key the inbox index reads its status from
 * (inbox-index.ts). A status change writes the record, then its tag; a tag
 * that a crash kept from being written is written again by the next list that
 * shows the lead. Writing a tag twice is harmless: its key is the same.
 */

export async function writeStatusTag(lead: Pick<Lead, 'id' | 'rev' | 'status'>, now?: Date): Promise<void> {
  await writeStatusTagRecord(lead, now);
}

/** Best effort: the lead is stored either way, and the next list that shows it writes a lost tag again. */
export async function writeStatusTagBestEffort(lead: Pick<Lead, 'id' | 'rev' | 'status'>, now?: Date): Promise<void> {
  try {
    await writeStatusTag(lead, now);
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    console.error(`Status tag of lead ${lead.id} not written:`, error.message);
  }
}

/** A repeated request (e.g. a retry after a 503) still leaves the index right. */
export async function ensureStatusTag(lead: Lead): Promise<void> {
  if (lead.status === 'new' && lead.rev === 0) return;
  await writeStatusTag(lead);
}

/**
 * Rewrites a status tag that a crash kept from being written after its record
 * changed. Best effort: the records shown are right either way, so a store
 * failing here is logged and the list still answers; the next list retries.
 */
export async function healStatusTags(items: readonly Lead[], index: Map<string, { status: LeadStatus; statusRev: number }>): Promise<void> {
  for (const item of items) {
    const indexed = index.get(item.id);
    if (indexed && indexed.status !== item.status && item.rev > indexed.statusRev) {
      await writeStatusTagBestEffort(item);
    }
  }
}
