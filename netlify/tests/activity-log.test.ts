import { beforeEach, describe, expect, it } from 'vitest';
import { useFunctionTestServers } from './support/function-tests';
import { getStore } from '@netlify/blobs';
import * as activityRetention from '../functions/activity-retention-scheduled';
import * as adminActivity from '../functions/admin-activity';
import * as adminContent from '../functions/admin-content';
import * as adminSeed from '../functions/admin-seed';
import * as leads from '../functions/admin-leads';
import * as newsletters from '../functions/admin-newsletter-subscribers';
import { ACTIVITY_RETENTION_MS, recordActivity, removeExpired } from '../../src/server/activity/index';
import { storeFormLead } from './support/leads';
import { searchAppearanceDefaults } from '../../src/data/search-appearance';
import { login, OWNER, signedInOwner } from './support/admin';
import { call, CookieJar, type CallOptions } from './support/invoke';
import { DAY_MS, HOUR_MS } from '../../src/lib/time/durations';

useFunctionTestServers({ emptyStores: ['page-content', 'page-content-history', 'contact-submissions', 'newsletter-subscribers'] });
let jar: CookieJar;
beforeEach(async () => {
  jar = await signedInOwner();
});

const activity = (query = '', options: CallOptions = {}) => call(adminActivity, `/api/admin/activity${query}`, { jar, ...options });
interface Entry {
  action: string;
  actor: string;
  target?: string;
  outcome: string;
  address: string;
  name_tried?: string;
  count?: number;
}
const entries = async (query = '') => (await activity(query)).body.items as Entry[];

describe('what is logged', () => {
  it('records sign-ins: success with the session, failure with the method and never the password (an unknown name is "unknown account"), address truncated', async () => {
    await login(new CookieJar(), { username: 'mallory', password: 'secret guess 1' }, '198.51.100.23');
    const items = await entries();
    expect(items[0]).toMatchObject({
      action: 'sign-in.failed',
      actor: '',
      outcome: 'failed',
      name_tried: 'unknown account',
      method: 'password',
      address: '198.51.100.0/24',
    });
    expect(items[1]).toMatchObject({ action: 'sign-in.succeeded', actor: 'owner', outcome: 'succeeded', address: '203.0.113.0/24' });
    const raw = JSON.stringify((await getStore('activity-log').list()).blobs) + JSON.stringify(items);
    expect(raw).not.toContain('secret guess');
    expect(raw).not.toContain('mallory');
    expect(raw).not.toContain('198.51.100.23');
  });

  it('records content saves, restores, search appearance and publishing with the entry id, not the text', async () => {
    await call(adminSeed, '/api/admin/seed-content', { method: 'POST', body: '', jar });
    const put = (id: string, body: unknown) => call(adminContent, `/api/admin/content/${id}`, { method: 'PUT', body, jar });
    expect((await put('home.main_heading', { content: 'A brand new heading' })).status).toBe(200);
    expect((await put('home.main_heading', { content: 'The old heading again', restoredFrom: 'some-version' })).status).toBe(200);
    const search = searchAppearanceDefaults[0]!;
    expect((await put(`search.${search.contentKey}`, { content: 'A new page title for search results' })).status).toBe(200);
    const items = await entries();
    expect(items.slice(0, 3).map((entry) => [entry.action, entry.target])).toEqual([
      ['search-appearance.saved', `search.${search.contentKey}`],
      ['page-text.restored', 'home.main_heading'],
      ['page-text.saved', 'home.main_heading'],
    ]);
    expect(JSON.stringify(items)).not.toMatch(/brand new heading|old heading again/);
  });

  it('records lead status changes, deletions and exports, and the newsletter export', async () => {
    const lead = await storeFormLead({
      name: 'Ayesha Khan',
      phone: '0300 1234567',
      email: 'ayesha@example.pk',
      website: undefined,
      service_required: undefined,
    });
    const leadCall = (options: CallOptions) => call(leads, `/api/contacts/${lead.id}`, { jar, ...options });
    expect((await leadCall({ method: 'PATCH', body: { status: 'contacted' } })).status).toBe(200);
    expect((await leadCall({ method: 'PATCH', body: { note: 'Called back' } })).status).toBe(200);
    expect((await call(leads, '/api/contacts?export=1', { jar })).status).toBe(200);
    expect((await call(leads, '/api/contacts', { jar })).status).toBe(200);
    expect((await call(newsletters, '/api/newsletters?export=1', { jar })).status).toBe(200);
    expect((await call(newsletters, '/api/newsletters', { jar })).status).toBe(200);
    expect((await leadCall({ method: 'DELETE' })).status).toBe(204);
    const items = await entries();
    expect(items.slice(0, 4).map((entry) => [entry.action, entry.target])).toEqual([
      ['lead.deleted', lead.id],
      ['newsletter.exported', '0 subscribers'],
      ['leads.exported', '1 leads'],
      ['lead.status-changed', lead.id],
    ]);
    expect(JSON.stringify(items)).not.toMatch(/Ayesha|ayesha@|0300/);
  });
});

describe('GET /api/admin/activity', () => {
  const base = Date.UTC(2026, 2, 10, 12);

  it('filters by person, action and date range, 50 a page, newest first', async () => {
    // Written together (each its own key), so the test spends its time on the listing, not on 55 round trips in a row.
    await Promise.all(
      Array.from({ length: 55 }, (_, index) =>
        recordActivity({ actor: 'editor', action: 'page-text.saved', target: `home.key_${index}` }, '203.0.113.9', base + index * 1000),
      ),
    );
    await recordActivity({ actor: 'owner', action: 'lead.deleted', target: 'lead-1' }, '203.0.113.9', base - 2 * DAY_MS);
    const first = (await activity('?actor=Editor')).body;
    expect(first).toMatchObject({ page: 1, pageSize: 50, matching: 55 });
    expect(first.items).toHaveLength(50);
    expect(first.items[0].target).toBe('home.key_54');
    const second = (await activity('?actor=editor&page=2')).body;
    expect(second.items.map((entry: Entry) => entry.target)).toEqual([
      'home.key_4',
      'home.key_3',
      'home.key_2',
      'home.key_1',
      'home.key_0',
    ]);
    expect((await activity('?action=lead.deleted')).body.items.map((entry: Entry) => entry.target)).toEqual(['lead-1']);
    expect((await activity('?from=2026-03-08&to=2026-03-08')).body.matching).toBe(1);
    expect((await activity('?from=2026-03-09&to=2026-03-10')).body.matching).toBe(55);
    expect((await activity('?action=nonsense')).status).toBe(400);
    expect((await activity('?from=10/03/2026')).status).toBe(400);
  });

  it('exports the matching entries as CSV', async () => {
    await recordActivity({ actor: 'editor', action: 'lead.deleted', target: '=HYPERLINK("x")' }, '203.0.113.9', base);
    const res = await activity('?action=lead.deleted&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const text = res.text;
    // (Response.text() drops the byte-order mark the file starts with.)
    expect(text.startsWith('Time (UTC),Person,Action,Target,Outcome,Address,Name tried,Method,Times\r\n')).toBe(true);
    expect(text).toContain(`2026-03-10T12:00:00.000Z,editor,Lead deleted,"'=HYPERLINK(""x"")",succeeded,203.0.113.0/24,,,1`);
    // The export itself is logged, with what it held.
    const logged = await entries('?action=activity.exported');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actor: 'owner', target: '1 entries (action=lead.deleted)' });
  });

  it('has no way to edit or delete an entry: PUT, DELETE, POST and PATCH answer 405; signed out is 401', async () => {
    await recordActivity({ actor: 'owner', action: 'lead.deleted', target: 'lead-1' }, '203.0.113.9');
    for (const method of ['PUT', 'DELETE', 'POST', 'PATCH']) {
      const res = await activity('', { method, body: {} });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET');
    }
    expect((await entries()).some((entry) => entry.action === 'lead.deleted')).toBe(true);
    expect((await activity('', { jar: new CookieJar() })).status).toBe(401);
  });

  it('keeps entries for a year: only the scheduled job removes older ones', async () => {
    const now = Date.now();
    await recordActivity({ actor: 'owner', action: 'lead.deleted', target: 'old' }, undefined, now - ACTIVITY_RETENTION_MS - DAY_MS);
    await recordActivity({ actor: 'owner', action: 'lead.deleted', target: 'recent' }, undefined, now - ACTIVITY_RETENTION_MS + DAY_MS);
    expect(activityRetention.config.schedule).toBe('@daily');
    expect(await removeExpired(now)).toBe(1);
    const targets = (await entries('?action=lead.deleted')).map((entry) => entry.target);
    expect(targets).toEqual(['recent']);
  });

  it('keeps repeated refusals to one entry per hour, kind, person and address, with a count', async () => {
    for (let n = 0; n < 12; n += 1) await login(new CookieJar(), { username: `random-${n}`, password: 'guess' }, '198.51.100.23');
    await login(new CookieJar(), { username: 'someone', password: 'guess' }, '192.0.2.40');
    const failed = await entries('?action=sign-in.failed');
    expect(failed).toHaveLength(2);
    expect(failed.find((entry) => entry.address === '198.51.100.0/24')).toMatchObject({ name_tried: 'unknown account', count: 12 });
    expect(failed.find((entry) => entry.address === '192.0.2.0/24')).toMatchObject({ count: 1 });
    // The next hour starts a new entry; successes are never merged.
    await recordActivity({ actor: '', action: 'sign-in.failed', outcome: 'failed' }, '198.51.100.23', Date.now() + HOUR_MS);
    expect((await activity('?action=sign-in.failed')).body.matching).toBe(3);
    const csv = (await activity('?action=sign-in.failed&format=csv')).text;
    expect(csv).toContain(',12\r\n');
    // The daily job deletes the pointers of hours that are over, never their entries.
    const pointers = async () => (await getStore('activity-log').list({ prefix: 'refusal/' })).blobs.length;
    expect(await pointers()).toBe(3);
    await removeExpired(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 1);
    expect(await pointers()).toBe(1);
    expect((await activity('?action=sign-in.failed')).body.matching).toBe(3);
  });

  it('never overwrites an entry: two events in the same millisecond are two entries', async () => {
    await Promise.all(
      [1, 2, 3].map((n) => recordActivity({ actor: OWNER.username, action: 'lead.deleted', target: `same-${n}` }, undefined, base)),
    );
    expect((await activity('?action=lead.deleted')).body.matching).toBe(3);
  });
});
