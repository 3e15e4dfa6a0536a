import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '@netlify/blobs';
import { deleteLead, getLead, listLeads, updateLead } from '../../src/server/leads/index';
import { storeFormLead } from './support/leads';
import type { Lead } from '../../src/lib/api/leads';
import { useFunctionTestServers } from './support/function-tests';
import { DAY_MS } from '../../src/lib/time/durations';

/**
 * The inbox index (src/server/leads/inbox-index.ts) against a real local
 * Blobs server: days that ended are folded into one index record, so a list
 * reads the index and today's keys instead of every key in the store, and
 * what it answers is the same as reading every record.
 */
const store = () => getStore('contact-submissions');
const keys = async () => (await store().list()).blobs.map((blob) => blob.key).sort();
// Each test starts ten days after the last: lead ids are monotonic, so one saved "three days ago"
// after a later one would take the later one's time.
let now = new Date('2026-11-25T09:00:00Z');
const today = () => now.toISOString().slice(0, 10).replaceAll('-', '');
const daysAgo = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY_MS + minutes * 60_000);
const lead = (name: string, at: Date) =>
  storeFormLead(
    { name, email: `${name.toLowerCase()}@example.pk`, phone: undefined, website: undefined, service_required: undefined },
    { now: at },
  );

useFunctionTestServers({ emptyStores: ['contact-submissions', 'erasure-log'], keepAdmins: true });
beforeEach(() => {
  // Status tags are filed under the day they are written: the clock says which.
  now = new Date(now.getTime() + 10 * DAY_MS);
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The store listings a call makes: `prefix` and whether it asked for folders only. */
async function listingsDuring(work: () => Promise<unknown>): Promise<{ prefix: string; folders: boolean }[]> {
  const listings: { prefix: string; folders: boolean }[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (/[/:]contact-submissions\/?$/.test(url.pathname) && (init?.method ?? 'GET') === 'GET') {
      listings.push({ prefix: url.searchParams.get('prefix') ?? '', folders: url.searchParams.get('directories') === 'true' });
    }
    return realFetch(input, init);
  });
  await work();
  vi.restoreAllMocks();
  return listings;
}

describe('the inbox index', () => {
  it('folds days that ended into one record; later lists list only the days after it, and answer the same', async () => {
    const old: Lead[] = [];
    for (let day = 5; day >= 2; day -= 1) for (let i = 0; i < 3; i += 1) old.push(await lead(`Old${day}x${i}`, daysAgo(day, i)));
    const fresh = await lead('Fresh', now);
    vi.setSystemTime(daysAgo(2, 30));
    await updateLead(old[0]!.id, 'owner', { status: 'won' });
    await updateLead(old[1]!.id, 'owner', { status: 'spam' });
    vi.setSystemTime(now);

    const first = await listLeads({ status: 'all' }, { now });
    expect(first.page.total).toBe(13);
    expect(await keys()).toContain('inbox-index');
    // The status tags of folded days leave the store with the fold; the leads stay.
    expect((await keys()).filter((key) => key.startsWith('status/'))).toEqual([]);
    expect((await keys()).filter((key) => key.startsWith('lead/'))).toHaveLength(13);

    await updateLead(old[2]!.id, 'owner', { status: 'contacted', note: 'Called back' });
    const listings = await listingsDuring(() => listLeads({}, { now }));
    // Every listing is of folders, or of a day after the index (today's leads and status tags).
    // (Locally, reading the index's etag takes a listing of its own key.)
    const keyListings = listings.filter((listing) => !listing.folders && listing.prefix !== 'inbox-index');
    expect(keyListings.map((listing) => listing.prefix).sort()).toEqual([`lead/${today()}/`, `status/${today()}/`]);

    const again = await listLeads({}, { now });
    expect(again.page.counts).toEqual({ ...first.page.counts, new: 10, contacted: 1, won: 1, spam: 1 });
    const active = old.filter((item) => item.id !== old[1]!.id).reverse();
    expect(again.page.items.map((item) => item.id)).toEqual([fresh.id, ...active.map((item) => item.id)]);
    expect(again.page.items.find((item) => item.id === old[2]!.id)).toMatchObject({ status: 'contacted' });
    expect((await listLeads({ status: 'spam' }, { now })).page.items.map((item) => item.id)).toEqual([old[1]!.id]);
  });

  it('a lead erased after its day was folded leaves the index, and nothing of it stays in the store', async () => {
    const kept = await lead('Kept', daysAgo(3));
    const gone = await lead('Gone', daysAgo(3, 1));
    await updateLead(gone.id, 'owner', { status: 'contacted' });
    await listLeads({}, { now });
    expect(JSON.stringify(await store().get('inbox-index', { type: 'json' }))).toContain(gone.id);

    expect(await deleteLead(gone.id, 'owner')).toBe(true);
    expect(await getLead(gone.id)).toBeNull();
    const left = await keys();
    expect(left.some((key) => key.includes(gone.id))).toBe(false);
    expect(JSON.stringify(await store().get('inbox-index', { type: 'json' }))).not.toContain(gone.id);
    expect((await listLeads({ status: 'all' }, { now })).page).toMatchObject({
      total: 1,
      items: [expect.objectContaining({ id: kept.id })],
    });
  });

  it('a record gone while the index still lists it is dropped from the list and from the index', async () => {
    const kept = await lead('Kept', daysAgo(3));
    const gone = await lead('Gone', daysAgo(3, 1));
    await listLeads({}, { now });
    // As if the erasure stopped between deleting the record and updating the index.
    await store().delete((await keys()).find((key) => key.includes(gone.id))!);
    const listed = await listLeads({}, { now });
    expect(listed.page.items.map((item) => item.id)).toEqual([kept.id]);
    expect(JSON.stringify(await store().get('inbox-index', { type: 'json' }))).not.toContain(gone.id);
    expect((await listLeads({}, { now })).page.total).toBe(1);
  });

  it('rebuilds an index it cannot read from the keys', async () => {
    const stored = await lead('Stored', daysAgo(4));
    await listLeads({}, { now });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store().set('inbox-index', '{"through":"2026112');
    expect((await listLeads({}, { now })).page.items.map((item) => item.id)).toEqual([stored.id]);
    expect(await store().get('inbox-index', { type: 'json' })).toMatchObject({ through: expect.stringMatching(/^\d{8}$/) });
  });
});
