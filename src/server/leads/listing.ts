import { LEAD_STATUSES, type Lead, type LeadPage, type LeadQuery, type LeadStatus, type LeadStatusFilter } from '../../lib/api/leads';
import { forgetLeads, readInbox, type Summary } from './inbox-index';
import { healStatusTags } from './status-tags';
import type { Listing } from '../storage';
import { readLeadRecords } from './store';

/**
 * The inbox as staff see it: a page of leads, newest first, filtered by status
 * and searched by name, e-mail, phone or website, or every matching lead for
 * the CSV export. Which leads exist and their statuses come from the inbox
 * index (inbox-index.ts), so a page reads only the records it shows.
 */

export const LEAD_PAGE_SIZE = 50;

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

function matchesStatus(status: LeadStatus, filter: LeadStatusFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'active') return status !== 'spam';
  return status === filter;
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
  { status = 'active', q = '', page = 1, pageSize = LEAD_PAGE_SIZE }: Partial<LeadQuery> & { pageSize?: number } = {},
  { alertsEnabled = false, now = new Date() }: { alertsEnabled?: boolean; now?: Date } = {},
): Promise<LeadListing> {
  const inbox = await readInbox(now);
  const all = inbox.leads;
  const counts = Object.fromEntries(LEAD_STATUSES.map((name) => [name, 0])) as Record<LeadStatus, number>;
  for (const lead of all) counts[lead.status] += 1;
  const matching = all.filter((lead) => matchesStatus(lead.status, status) && matchesSearch(lead.summary, q));
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const shown = matching.slice((current - 1) * pageSize, current * pageSize);
  const { records, unreadable } = await readLeadRecords(shown.map((lead) => lead.key));
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
export async function exportLeads({ status = 'all', q = '' }: Partial<Pick<LeadQuery, 'status' | 'q'>> = {}): Promise<Listing<Lead>> {
  const { page, unreadable } = await listLeads({ status, q, page: 1, pageSize: Number.MAX_SAFE_INTEGER });
  return { items: page.items, unreadable };
}

/** Every lead with its status, and a read of records by key: what the growth rollup checks its figures against. */
export const leadInbox = {
  list: async () => (await readInbox()).leads,
  read: async (keys: readonly string[]) => (await readLeadRecords(keys)).records.map((record) => record.value),
};
