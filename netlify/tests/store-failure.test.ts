import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFunctionTestServers } from './support/function-tests';
import { getStore } from '@netlify/blobs';
import * as adminContent from '../functions/admin-content';
import * as adminSeed from '../functions/admin-seed';
import * as contact from '../functions/lead-submit';
import * as leadAlert from '../functions/admin-lead-alert';
import * as leads from '../functions/admin-leads';
import * as newsletter from '../functions/newsletter-signup';
import * as newsletters from '../functions/admin-newsletter-subscribers';
import * as publicContent from '../functions/content';
import { login, OWNER, setup, signedInOwner } from './support/admin';
import { call, CookieJar } from './support/invoke';
import { homeDefaults } from '../../src/data/editable/home';

/** The home page's built-in text for a key (what the site ships). */
const homeDefault = (contentKey: string) => homeDefaults.find((entry) => entry.contentKey === contentKey)!.content;

/**
 * A store that fails is never reported as a save,
 * and one bad record never takes a list down. The functions run against the
 * real local Blobs server, behind a front that answers 500 on demand.
 */

const UNAVAILABLE = 'We could not save your request. Please try again in a minute.';

const servers = useFunctionTestServers({ emptyStores: ['page-content', 'contact-submissions', 'newsletter-subscribers', 'erasure-log'] });
beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  servers.blobs.failWhen(null);
  vi.restoreAllMocks();
});

const writesTo =
  (store: string, keyPrefix = '') =>
  (request: { method: string; store: string; key: string }) =>
    request.method === 'PUT' && request.store === store && request.key.startsWith(keyPrefix);

const visitor = { name: 'Ayesha Khan', email: 'ayesha@example.pk', service_required: 'An audit' };

describe('a store that fails to write', () => {
  it('answers a contact request 503 with a plain sentence and stores nothing', async () => {
    servers.blobs.failWhen(writesTo('contact-submissions'));
    const res = await call(contact, '/api/contact', { method: 'POST', body: visitor });
    expect(servers.blobs.failures()).toBeGreaterThan(0);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: UNAVAILABLE });
    expect(res.headers.get('retry-after')).toBe('60');
    servers.blobs.failWhen(null);
    expect((await getStore('contact-submissions').list()).blobs).toEqual([]);
  });

  it('rides out a short outage: two failed answers, then the contact is stored (201)', async () => {
    let left = 2;
    servers.blobs.failWhen((request) => writesTo('contact-submissions')(request) && left-- > 0);
    const res = await call(contact, '/api/contact', { method: 'POST', body: visitor });
    expect(servers.blobs.failures()).toBe(2);
    expect(res.status).toBe(201);
    const keys = (await getStore('contact-submissions').list()).blobs.map((blob) => blob.key);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^lead/\\d{8}/${res.body.id}/`));
  });

  it('sends a newsletter form post to the "not saved" page when the store fails, and stores nothing', async () => {
    servers.blobs.failWhen(writesTo('newsletter-subscribers'));
    const res = await call(newsletter, '/api/newsletter', {
      method: 'POST',
      body: 'email=reader%40example.pk&source=%2Fus',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(servers.blobs.failures()).toBeGreaterThan(0);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/newsletter/not-saved');
    servers.blobs.failWhen(null);
    expect((await getStore('newsletter-subscribers').list()).blobs).toEqual([]);
  });

  it('answers a newsletter sign-up 503 and stores nothing', async () => {
    servers.blobs.failWhen(writesTo('newsletter-subscribers'));
    const res = await call(newsletter, '/api/newsletter', { method: 'POST', body: { email: 'reader@example.pk' } });
    expect(res.status).toBe(503);
    servers.blobs.failWhen(null);
    expect((await getStore('newsletter-subscribers').list()).blobs).toEqual([]);
  });

  it('answers a content save 503 and keeps the old text', async () => {
    const jar = await signedInOwner();
    await call(adminSeed, '/api/admin/seed-content', { method: 'POST', jar });
    servers.blobs.failWhen(writesTo('page-content'));
    const res = await call(adminContent, '/api/admin/content/home.subheading', {
      method: 'PUT',
      body: { content: 'Text that never reached the store' },
      jar,
    });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: UNAVAILABLE });
    servers.blobs.failWhen(null);
    const stored = (await call(adminContent, '/api/admin/content/home', { jar })).body;
    expect(stored.find((entry: { id: string }) => entry.id === 'home.subheading').content).toBe(homeDefault('subheading'));
  });

  it('refuses every sign-in (503) while attempts cannot be counted: no 401 stream, no way in', async () => {
    expect((await setup()).status).toBe(201);
    servers.blobs.failWhen(writesTo('admin-auth', 'attempts/'));
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      answers.push((await login(new CookieJar(), { username: OWNER.username, password: `guess ${attempt}` })).status);
    }
    const right = await login(new CookieJar());
    expect(answers).toEqual(Array(7).fill(503));
    expect(right.status).toBe(503);
    expect(right.setCookies).toEqual([]);
    servers.blobs.failWhen(null);
    expect((await login(new CookieJar())).status).toBe(200);
  });

  it('leaves setup undone (503, no claim, no user) when the admin record cannot be written', async () => {
    servers.blobs.failWhen(writesTo('admin-users', 'users/'));
    const res = await setup();
    expect(res.status).toBe(503);
    servers.blobs.failWhen(null);
    expect((await getStore('admin-users').list()).blobs).toEqual([]);
    expect((await setup()).status).toBe(201);
    expect((await login(new CookieJar())).status).toBe(200);
  });
});

describe('one bad record in a store', () => {
  const truncated = '{"id":"01J00000000000000000000000","name":"Cut of';

  it('leaves GET /api/contacts answering 200 with the rest, and says how many it skipped', async () => {
    const jar = await signedInOwner();
    const stored = await call(contact, '/api/contact', { method: 'POST', body: visitor });
    await getStore('contact-submissions').set('lead/20240601/01J00000000000000000000000/QmFk', truncated);
    await getStore('contact-submissions').setJSON('lead/20240601/01J00000000000000000000001/QmFk', { id: 'x', name: 42 });
    await getStore('contact-submissions').set('lead/20240601/01J00000000000000000000002/QmFk', truncated);
    const res = await call(leads, '/api/contacts?page=1', { jar });
    expect(res.status).toBe(200);
    expect(res.body.items.map((item: { id: string }) => item.id)).toEqual([stored.body.id]);
    expect(res.headers.get('x-unreadable-records')).toBe('3');
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('contact-submissions/lead/20240601/01J00000000000000000000000/QmFk'),
    );
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('contact-submissions/lead/20240601/01J00000000000000000000002/QmFk'),
    );
    // An unreadable record is kept as it was, never deleted by a list.
    expect(await getStore('contact-submissions').get('lead/20240601/01J00000000000000000000000/QmFk')).toBe(truncated);

    const exported = await call(leads, '/api/contacts', { jar });
    expect(exported.status).toBe(200);
    expect(exported.body.map((item: { id: string }) => item.id)).toEqual([stored.body.id]);
    expect(exported.headers.get('x-unreadable-records')).toBe('3');
  });

  it('leaves GET /api/newsletters answering 200 with the rest', async () => {
    const jar = await signedInOwner();
    await call(newsletter, '/api/newsletter', { method: 'POST', body: { email: 'reader@example.pk' } });
    await getStore('newsletter-subscribers').set('broken@example.pk', '{"id":');
    const res = await call(newsletters, '/api/newsletters?status=all', { jar });
    expect(res.status).toBe(200);
    expect(res.body.map((item: { email: string }) => item.email)).toEqual(['reader@example.pk']);
    expect(res.headers.get('x-unreadable-records')).toBe('1');
  });

  it('leaves the admin content list and the public page text answering 200 with the rest', async () => {
    const jar = await signedInOwner();
    await call(adminSeed, '/api/admin/seed-content', { method: 'POST', jar });
    await call(adminContent, '/api/admin/content/home.feature_1', { method: 'PUT', body: { content: 'Edited feature' }, jar });
    await getStore('page-content').set('home/subheading', '{"id":"home.subheading","page":"ho');
    await getStore('page-content').setJSON('home/cta_primary', { id: 'home.cta_primary', page: 'nowhere' });

    const admin = await call(adminContent, '/api/admin/content/home', { jar });
    expect(admin.status).toBe(200);
    expect(admin.body.map((entry: { contentKey: string }) => entry.contentKey)).toEqual([
      'main_heading',
      'feature_1',
      'feature_2',
      'cta_secondary',
    ]);
    expect(admin.headers.get('x-unreadable-records')).toBe('2');

    const shown = await call(publicContent, '/api/content/home');
    expect(shown.status).toBe(200);
    expect(shown.body).toContainEqual({ contentKey: 'feature_1', section: 'hero', content: 'Edited feature' });
    expect(shown.body).toContainEqual({ contentKey: 'subheading', section: 'hero', content: homeDefault('subheading') });
  });
});

describe('content history when the store fails', () => {
  it('answers 503 and leaves the text unchanged when the replaced text cannot be kept', async () => {
    const jar = await signedInOwner();
    await call(adminSeed, '/api/admin/seed-content', { method: 'POST', jar });
    servers.blobs.failWhen(writesTo('page-content-history'));
    const res = await call(adminContent, '/api/admin/content/home.subheading', { method: 'PUT', body: { content: 'Never saved' }, jar });
    expect(res.status).toBe(503);
    servers.blobs.failWhen(null);
    const stored = (await call(adminContent, '/api/admin/content/home', { jar })).body;
    expect(stored.find((entry: { id: string }) => entry.id === 'home.subheading').content).toBe(homeDefault('subheading'));
  });
});

describe('a store that fails while staff work the lead inbox', () => {
  const leadKeys = async () => (await getStore('contact-submissions').list()).blobs.map((blob) => blob.key).sort();

  async function storedLead() {
    const jar = await signedInOwner();
    const res = await call(contact, '/api/contact', { method: 'POST', body: visitor });
    expect(res.status).toBe(201);
    // The work after the answer (the repeat check may record an earlier lead) is done before the snapshot.
    await res.background;
    const before = (await call(leads, `/api/contacts/${res.body.id}`, { jar })).body;
    return { jar, id: res.body.id as string, before, keys: await leadKeys() };
  }

  it('answers PATCH /api/contacts/:id 503 and leaves the lead as it was', async () => {
    const { jar, id, before, keys } = await storedLead();
    servers.blobs.failWhen(writesTo('contact-submissions'));
    const res = await call(leads, `/api/contacts/${id}`, {
      method: 'PATCH',
      body: { status: 'contacted', note: 'Called, wants a quote' },
      jar,
    });
    expect(servers.blobs.failures()).toBeGreaterThan(0);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: UNAVAILABLE });
    servers.blobs.failWhen(null);
    const after = await call(leads, `/api/contacts/${id}`, { jar });
    expect(after.body).toEqual(before);
    expect(after.body.status).toBe('new');
    expect(await leadKeys()).toEqual(keys);
    const listed = await call(leads, '/api/contacts?page=1', { jar });
    expect(listed.body.counts.new).toBe(1);
  });

  it('answers DELETE /api/contacts/:id 503 and keeps the lead, whether the erasure log or the lead fails', async () => {
    const { jar, id, before, keys } = await storedLead();
    for (const store of ['erasure-log', 'contact-submissions']) {
      servers.blobs.failWhen((request) => request.method === 'DELETE' || writesTo(store)(request));
      const res = await call(leads, `/api/contacts/${id}`, { method: 'DELETE', jar });
      expect(servers.blobs.failures()).toBeGreaterThan(0);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: UNAVAILABLE });
      servers.blobs.failWhen(null);
      expect((await call(leads, `/api/contacts/${id}`, { jar })).body).toEqual(before);
      expect(await leadKeys()).toEqual(keys);
    }
    expect((await call(leads, '/api/contacts', { jar })).body).toHaveLength(1);
    // Two outages, each ridden out by the Blobs client's own retries with back-off before the 503.
  }, 30_000);

  it('answers a newsletter erasure 503 and keeps the subscriber', async () => {
    const jar = await signedInOwner();
    await call(newsletter, '/api/newsletter', { method: 'POST', body: { email: 'reader@example.pk' } });
    servers.blobs.failWhen((request) => request.method === 'DELETE' || writesTo('erasure-log')(request));
    const res = await call(newsletters, '/api/newsletters', { method: 'DELETE', body: { email: 'reader@example.pk' }, jar });
    expect(res.status).toBe(503);
    servers.blobs.failWhen(null);
    expect((await call(newsletters, '/api/newsletters?status=all', { jar })).body.map((item: { email: string }) => item.email)).toEqual([
      'reader@example.pk',
    ]);
  });

  it('answers an alert re-send 503 when its outcome cannot be recorded', async () => {
    const { jar, id, before } = await storedLead();
    // Nothing listens on the discard port: the send fails fast, and recording that outcome meets the failing store.
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:9/?connectionTimeout=200&greetingTimeout=200&socketTimeout=200');
    vi.stubEnv('LEAD_NOTIFY_TO', 'sales@agency.test');
    servers.blobs.failWhen(writesTo('contact-submissions'));
    const res = await call(leadAlert, `/api/contacts/${id}/alert`, { method: 'POST', jar });
    expect(res.status).toBe(503);
    servers.blobs.failWhen(null);
    vi.unstubAllEnvs();
    const after = (await call(leads, `/api/contacts/${id}`, { jar })).body;
    expect(after.rev).toBe(before.rev);
  });
});
