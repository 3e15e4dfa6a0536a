import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '@netlify/blobs';
import * as contact from '../functions/lead-submit';
import * as leads from '../functions/admin-leads';
import * as adminActivity from '../functions/admin-activity';
import { signedInOwner } from './support/admin';
import { call, CookieJar, SITE_ORIGIN } from './support/invoke';
import { useFunctionTestServers } from './support/function-tests';

/** Lead sources (docs/lead-sources.md): what a new lead records of where it came from, and leads staff add by hand. */
const servers = useFunctionTestServers({ smtp: { timeoutMs: 500 }, freshEnv: true, emptyStores: ['contact-submissions'] });
let jar: CookieJar;
beforeEach(async () => {
  vi.stubEnv('LEAD_NOTIFY_TO', 'sales@agency.test');
  jar = await signedInOwner();
});

const visitor = { name: 'Ayesha Khan', phone: '+92 300 1234567', source_page: '/' };
const submit = (body: unknown) => call(contact, '/api/contact', { method: 'POST', body });
const lead = (id: string) => call(leads, `/api/contacts/${id}`, { jar });

describe('the source of a lead sent with the audit form', () => {
  it('stores the facts and the channel the server works out, and shows them in the alert, the list and the export', async () => {
    const res = await submit({
      ...visitor,
      source: {
        landing_page: '/seo-services-lahore',
        previous_page: '/seo-services-lahore',
        referrer_host: 'WWW.Google.com',
        utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'lhr-q1', gclid: 'not-a-utm' },
        ad_click: true,
        channel: 'email',
      },
    });
    expect(res.status).toBe(201);
    await res.background;
    const expected = {
      page: '/',
      landing_page: '/seo-services-lahore',
      previous_page: '/seo-services-lahore',
      channel: 'paid-search',
      referrer_host: 'www.google.com',
      utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'lhr-q1' },
      ad_click: true,
    };
    expect((await lead(res.body.id)).body).toMatchObject({ entry: 'form', source: expected });
    expect((await lead(res.body.id)).body.added_by).toBeUndefined();

    const page = await call(leads, '/api/contacts?page=1', { jar });
    expect(page.body.items[0].source).toEqual(expected);
    const all = await call(leads, '/api/contacts', { jar });
    expect(all.body[0].source).toEqual(expected);

    expect(servers.smtp.mails).toHaveLength(1);
    const text = servers.smtp.mails[0]!.text;
    for (const line of [
      `Sent from page: ${SITE_ORIGIN}/`,
      'Channel: Paid search',
      'Landing page: /seo-services-lahore',
      'Came from page: /seo-services-lahore',
      'Referrer: www.google.com',
      'Campaign: lhr-q1',
      'Source / medium: google / cpc',
      'Ad click: Yes',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('keeps hosts and paths only and drops odd facts one by one, never losing the lead', async () => {
    const res = await submit({
      ...visitor,
      source: {
        landing_page: 'https://evil.example/phish?x=1',
        previous_page: '//evil.example/path',
        referrer_host: 'https://www.facebook.com/some/post?id=1',
        utm: { utm_source: 'x'.repeat(151), utm_medium: 'social', utm_campaign: 'bad\u0000value', utm_term: 42 },
        ad_click: 'yes',
      },
    });
    expect(res.status).toBe(201);
    const stored = (await lead(res.body.id)).body;
    expect(stored.source).toEqual({ page: '/', channel: 'social', utm: { utm_medium: 'social' }, ad_click: false });
    expect(JSON.stringify(stored)).not.toMatch(/evil|facebook\.com\/some/);
  });

  it.each([
    ['a string', 'from google'],
    ['an array', ['/x']],
    ['null', null],
  ])('a source that is %s is dropped and the lead is stored as Direct', async (_name, source) => {
    const res = await submit({ ...visitor, source });
    expect(res.status).toBe(201);
    expect((await lead(res.body.id)).body.source).toEqual({ page: '/', channel: 'direct', ad_click: false });
  });

  it('a referrer that is this site itself is no external referrer; nothing of the request (IP, user agent) is kept', async () => {
    const res = await call(contact, '/api/contact', {
      method: 'POST',
      body: { ...visitor, source: { landing_page: '/', referrer_host: 'agency.test' } },
      headers: { 'user-agent': 'Mozilla/5.0 TestBrowser/1.0' },
      ip: '203.0.113.7',
    });
    const stored = (await lead(res.body.id)).body;
    expect(stored.source).toEqual({ page: '/', landing_page: '/', channel: 'direct', ad_click: false });
    expect(JSON.stringify(stored)).not.toMatch(/203\.0\.113|TestBrowser/);
  });

  it('erasing a lead erases its source: nothing of it is left in the store', async () => {
    vi.stubEnv('SMTP_URL', '');
    const res = await submit({ ...visitor, source: { landing_page: '/dental-seo', utm: { utm_campaign: 'unique-campaign-7' } } });
    expect((await call(leads, `/api/contacts/${res.body.id}`, { method: 'DELETE', body: {}, jar })).status).toBe(204);
    const store = getStore('contact-submissions');
    const { blobs: keys } = await store.list();
    const values = await Promise.all(keys.map((blob) => store.get(blob.key)));
    expect(JSON.stringify(keys) + values.join('')).not.toMatch(/unique-campaign-7|dental-seo/);
  });
});

describe('a lead added by hand (POST /api/contacts)', () => {
  const add = (body: unknown, options: { jar?: CookieJar; origin?: string | null } = { jar }) =>
    call(leads, '/api/contacts', { method: 'POST', body, ...options });

  it('is stored with how it came, who added it, the page and the note; no alert goes out; it is logged', async () => {
    const res = await add({
      entry: 'whatsapp',
      name: 'Usman Ali',
      phone: '0300 7654321',
      page: '/dental-seo',
      note: 'Wants a quote for two clinics',
    });
    expect(res.status).toBe(201);
    await res.background;
    expect(res.body).toMatchObject({
      name: 'Usman Ali',
      phone: '0300 7654321',
      email: '',
      status: 'new',
      entry: 'whatsapp',
      added_by: 'owner',
      source: { page: '/dental-seo', channel: 'direct', ad_click: false },
      alert: { state: 'off' },
      events: [{ kind: 'note', by: 'owner', text: 'Wants a quote for two clinics' }],
    });
    expect(servers.smtp.mails).toHaveLength(0);
    const page = await call(leads, '/api/contacts?page=1', { jar });
    expect(page.body.items.map((item: { id: string }) => item.id)).toEqual([res.body.id]);
    expect(page.body.counts.new).toBe(1);

    const log = await call(adminActivity, '/api/admin/activity?action=lead.added', { jar });
    expect(log.body.items).toMatchObject([{ actor: 'owner', action: 'lead.added', target: res.body.id }]);
  });

  it('takes a channel when staff know it, and needs no page', async () => {
    const res = await add({ entry: 'walk-in', name: 'Sana', email: 'sana@example.pk', channel: 'social' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ entry: 'walk-in', source: { channel: 'social', ad_click: false } });
    expect(res.body.source.page).toBeUndefined();
  });

  it.each([
    ['no way to reach them', { entry: 'phone', name: 'Nobody' }, 'Please give an e-mail address or a phone number'],
    ['an entry that is not by hand', { entry: 'form', name: 'Ali', phone: '0300 1111111' }, 'Please choose how the lead reached you'],
    [
      'a page of another site',
      { entry: 'phone', name: 'Ali', phone: '0300 1111111', page: 'https://evil.example/' },
      'Please choose a page of this site',
    ],
    ['no name', { entry: 'phone', phone: '0300 1111111' }, 'Please tell us your name'],
  ])('refuses %s with 400 and a sentence, storing nothing', async (_name, body, message) => {
    const res = await add(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
    expect((await getStore('contact-submissions').list()).blobs).toHaveLength(0);
  });

  it('is for signed-in staff only, from this site', async () => {
    const body = { entry: 'phone', name: 'Ali', phone: '0300 1111111' };
    expect((await add(body, {})).status).toBe(401);
    expect((await add(body, { jar, origin: 'https://evil.example' })).status).toBe(403);
    expect((await getStore('contact-submissions').list()).blobs).toHaveLength(0);
  });
});
