import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '@netlify/blobs';
import * as contact from '../functions/lead-submit';
import * as formToken from '../functions/lead-form-token';
import * as leads from '../functions/admin-leads';
import * as repeatCleanup from '../functions/lead-repeat-cleanup-scheduled';
import { HONEYPOT_FIELD, type Lead } from '../../src/lib/api/leads';
import { login, signedInOwner } from './support/admin';
import { call, CookieJar } from './support/invoke';
import { useFunctionTestServers } from './support/function-tests';

/**
 * The spam check through the real functions: each signal with real requests
 * to POST /api/contact (a real local Blobs server, a real SMTP server), what
 * is stored and mailed, "Not spam" and "Spam" in the inbox, and the repeat
 * index's privacy (hashes only, swept, erased with the lead).
 */
const servers = useFunctionTestServers({
  smtp: { timeoutMs: 500 },
  freshEnv: true,
  emptyStores: ['contact-submissions', 'lead-repeat-index', 'lead-form-tokens'],
});
let jar: CookieJar;
beforeEach(async () => {
  vi.stubEnv('LEAD_NOTIFY_TO', 'sales@agency.test');
  jar = await signedInOwner();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const visitor = {
  name: 'Ayesha Khan',
  email: 'ayesha@clinic.pk',
  phone: '+92 300 1234567',
  website: 'clinic.pk',
  service_required: 'Local SEO for our dental clinic in Lahore',
};

let people = 0;
/** The visitor with an e-mail and phone of their own, so earlier sends in a test are no repeat. */
const someone = (fields: Record<string, string> = {}) => {
  people += 1;
  return { ...visitor, email: `person${people}@clinic.pk`, phone: `0300 55${String(people).padStart(5, '0')}`, ...fields };
};

/** The token the island fetches when the form is shown. */
async function showForm(): Promise<string> {
  const res = await call(formToken, '/api/contact/form-token');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.body.token as string;
}

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** Sends the form as a person would: shown, filled for `fillMs`, sent; waits for the work after the answer. */
async function send(body: Record<string, unknown>, { fillMs = 40_000, token = true }: { fillMs?: number; token?: boolean } = {}) {
  const form_token = token ? await showForm() : undefined;
  later(fillMs);
  const res = await call(contact, '/api/contact', { method: 'POST', body: { ...body, form_token } });
  await res.background;
  expect(res.status).toBe(201);
  expect(Object.keys(res.body)).toEqual(['id']);
  return res.body.id as string;
}

const stored = async (id: string): Promise<Lead> => (await call(leads, `/api/contacts/${id}`, { jar })).body as Lead;

describe('POST /api/contact: the spam check', () => {
  it('a person who took their time is a new lead, alerted, with no spam record', async () => {
    const lead = await stored(await send(visitor));
    expect(lead).toMatchObject({ status: 'new', events: [], alert: { state: 'sent' } });
    expect(lead.spam).toBeUndefined();
    expect(lead).not.toHaveProperty('form_token');
    expect(servers.smtp.mails).toHaveLength(1);
  });

  it('a form sent 1 s after it was shown is answered as a success, stored as spam with its reason, and not mailed', async () => {
    const lead = await stored(await send(visitor, { fillMs: 1_000 }));
    expect(lead).toMatchObject({ status: 'spam', spam: { verdict: 'doubtful', reasons: ['too-fast'] }, alert: { state: 'off' } });
    expect(lead.events).toEqual([{ kind: 'status', at: expect.any(String), by: 'Spam check', from: 'new', to: 'spam' }]);
    expect(servers.smtp.mails).toHaveLength(0);
    // The inbox lists it under spam, not among the leads.
    const page = await call(leads, '/api/contacts?page=1', { jar });
    expect(page.body.counts).toMatchObject({ new: 0, spam: 1 });
    expect(page.body.items).toHaveLength(0);
  });

  it('a spec-style call without the form’s values is stored as a normal lead and answered as the spec says', async () => {
    const id = await send(visitor, { token: false });
    expect(await stored(id)).toMatchObject({ status: 'new', alert: { state: 'sent' } });
    expect(servers.smtp.mails).toHaveLength(1);
  });

  it('a prospect asking about guarantees without the form token is a lead; the same words offered are set aside', async () => {
    const question = await stored(await send(someone({ service_required: 'Do you guarantee first page ranking?' }), { token: false }));
    expect(question).toMatchObject({ status: 'new', alert: { state: 'sent' } });
    const offer = await stored(await send(someone({ service_required: 'We guarantee first page ranking.' }), { token: false }));
    expect(offer.spam).toMatchObject({ verdict: 'doubtful', reasons: ['no-form-token', 'sales-pitch'] });
  });

  it('a filled hidden field: answered exactly as a success, stored as a clear bot, no alert', async () => {
    const lead = await stored(await send({ ...visitor, [HONEYPOT_FIELD]: 'http://spam.example' }));
    expect(lead).toMatchObject({ status: 'spam', spam: { verdict: 'bot', reasons: ['honeypot'] } });
    expect(servers.smtp.mails).toHaveLength(0);
  });

  it('a forged or altered token counts, but not alone', async () => {
    const real = await showForm();
    const forged = `${(Date.now() - 60_000).toString(36)}.${real.split('.')[1]}`;
    const alone = await call(contact, '/api/contact', { method: 'POST', body: { ...someone(), form_token: forged } });
    expect((await stored(alone.body.id)).status).toBe('new');
    const withPitch = await call(contact, '/api/contact', {
      method: 'POST',
      body: { ...someone({ service_required: 'I am an SEO expert, top results' }), form_token: 'not-a-token' },
    });
    expect((await stored(withPitch.body.id)).spam).toMatchObject({ reasons: ['form-token-invalid', 'sales-pitch'] });
  });

  it('link markup, many links or a link in the name set a lead aside', async () => {
    const markup = await stored(await send(someone({ service_required: 'Great [url=http://x.example]cheap pills[/url]' })));
    expect(markup.spam).toMatchObject({ verdict: 'doubtful', reasons: ['link-markup'] });
    const many = await stored(await send(someone({ service_required: 'http://a.example http://b.example https://c.example' })));
    expect(many.spam?.reasons).toEqual(['many-links']);
    const name = await stored(await send(someone({ name: 'Best SEO www.rank.example' })));
    expect(name.spam?.reasons).toEqual(['link-in-name']);
    // The lead's own site in the message is no reason.
    expect((await stored(await send(someone({ service_required: 'Our site https://clinic.pk is slow' })))).status).toBe('new');
  });

  it('a throwaway-mail address sets a lead aside', async () => {
    const lead = await stored(await send({ ...visitor, email: 'someone@mailinator.com' }));
    expect(lead.spam).toMatchObject({ verdict: 'doubtful', reasons: ['disposable-mail'] });
  });

  it('text mostly in Cyrillic or Chinese counts; Urdu and Roman Urdu never do', async () => {
    const cyrillic = await stored(await send(someone({ service_required: 'Здравствуйте! Предлагаем продвижение сайтов, низкие цены.' })));
    expect(cyrillic.spam?.reasons).toEqual(['foreign-script']);
    const urdu = await send(
      someone({ name: 'علی رضا', service_required: 'السلام علیکم، ہماری بیکری لاہور میں ہے۔ گوگل پر ویب سائٹ نظر نہیں آتی۔' }),
    );
    const roman = await send(someone({ service_required: 'AoA, hamein bakery ke liye SEO chahiye' }));
    for (const id of [urdu, roman]) expect((await stored(id)).status).toBe('new');
  });

  it('a repeat never sets a lead aside: whoever sends first with a prospect’s phone, the prospect’s own request is a lead, shown with the earlier one', async () => {
    // The prospect opens the form, leaves the tab for a day, then asks with one pitch-like phrase.
    const prospectToken = await showForm();
    later(24 * 60 * 60 * 1000);
    // Meanwhile someone who knows the prospect's phone sends first.
    const first = await send(someone({ phone: '0300-1234567' }));
    later(60 * 60 * 1000);
    await login(jar); // the admin's session ended meanwhile
    const res = await call(contact, '/api/contact', {
      method: 'POST',
      body: { ...visitor, service_required: 'Can you guarantee first page ranking for our clinic?', form_token: prospectToken },
    });
    await res.background;
    const own = await stored(res.body.id);
    expect(own).toMatchObject({ status: 'new', alert: { state: 'sent' }, repeat_of: first });
    expect(own.spam).toBeUndefined();
    expect(servers.smtp.mails).toHaveLength(2);
    // The earlier lead is untouched and names no repeat.
    expect(await stored(first)).not.toHaveProperty('repeat_of');
  });

  it('a form token vouches for one request: sent again, it counts like a forged one', async () => {
    const token = await showForm();
    later(40_000);
    const post = (body: Record<string, unknown>) => call(contact, '/api/contact', { method: 'POST', body: { ...body, form_token: token } });
    const first = await post(someone({ service_required: 'We guarantee first page ranking for clinics.' }));
    await first.background;
    expect((await stored(first.body.id)).status).toBe('new');
    const again = await post(someone({ service_required: 'We guarantee first page ranking for clinics.' }));
    await again.background;
    expect(again.status).toBe(201);
    expect(await stored(again.body.id)).toMatchObject({ status: 'spam', spam: { reasons: ['form-token-used', 'sales-pitch'] } });
  });

  it('the daily sweep deletes the spent-token records no token can use any more', async () => {
    const spent = getStore('lead-form-tokens');
    const keys = async () => (await spent.list()).blobs.map((blob) => blob.key);
    await send(visitor);
    expect(await keys()).toEqual([expect.stringMatching(/^\d{8}\/[\w-]{43}$/)]);
    later(3 * 24 * 60 * 60 * 1000);
    await send(someone());
    expect(await keys()).toHaveLength(2);
    expect((await repeatCleanup.default()).status).toBe(204);
    expect(await keys()).toHaveLength(1);
  });

  it('nothing is dropped: every request the form takes is stored, spam or not', async () => {
    const bodies = [
      someone(),
      someone({ [HONEYPOT_FIELD]: 'x' }),
      someone({ email: 'a@yopmail.com' }),
      someone({ name: 'http://x.example' }),
    ];
    const ids = [];
    for (const body of bodies) ids.push(await send(body, { fillMs: 500 }));
    const all = (await call(leads, '/api/contacts', { jar })).body as Lead[];
    expect(all.map((lead) => lead.id).sort()).toEqual(ids.sort());
  });
});

describe('the repeat index', () => {
  const index = () => getStore('lead-repeat-index');
  const entries = async () => (await index().list()).blobs.map((blob) => blob.key);

  it('holds keyed hashes only, never the address or phone', async () => {
    const id = await send(visitor);
    const keys = await entries();
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).toMatch(/^[\w-]{43}$/);
      expect(await index().get(key, { type: 'json' })).toEqual({ lead: id, at: expect.any(String) });
    }
    expect(JSON.stringify(keys)).not.toMatch(/ayesha|300|1234567/i);
  });

  it('erasing a lead deletes its entries', async () => {
    const id = await send(visitor);
    await send({ name: 'Bilal', phone: '0321 7654321' });
    expect(await entries()).toHaveLength(3);
    expect((await call(leads, `/api/contacts/${id}`, { method: 'DELETE', jar })).status).toBe(204);
    expect(await entries()).toHaveLength(1);
  });

  it('the daily sweep deletes the days no check reads any more', async () => {
    await send(visitor);
    later(2 * 24 * 60 * 60 * 1000);
    await send({ name: 'Bilal', phone: '0321 7654321' });
    expect(await entries()).toHaveLength(3);
    const res = await repeatCleanup.default();
    expect(res.status).toBe(204);
    expect(await entries()).toHaveLength(1);
  });
});

describe('the inbox: Not spam and Spam', () => {
  const patch = (id: string, body: unknown) => call(leads, `/api/contacts/${id}`, { method: 'PATCH', body, jar });

  it('"Not spam" moves a lead set aside to New and sends its alert then, once', async () => {
    const id = await send({ ...visitor, email: 'real.person@mailinator.com' });
    expect(servers.smtp.mails).toHaveLength(0);
    const moved = await patch(id, { status: 'new' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'new', alert: { state: 'sent' }, spam: { reasons: ['disposable-mail'] } });
    expect(moved.body.events.at(-1)).toMatchObject({ kind: 'status', by: 'owner', from: 'spam', to: 'new' });
    expect(servers.smtp.mails).toHaveLength(1);
    expect(servers.smtp.mails[0]!.text).toContain('real.person@mailinator.com');
    // Sent again (a retry), back to spam and New again: no second mail.
    await patch(id, { status: 'new' });
    await patch(id, { status: 'spam' });
    await patch(id, { status: 'new' });
    expect(servers.smtp.mails).toHaveLength(1);
  });

  it('"Spam" on a new lead records who marked it', async () => {
    const id = await send(visitor);
    const marked = await patch(id, { status: 'spam' });
    expect(marked.body.events).toEqual([{ kind: 'status', at: expect.any(String), by: 'owner', from: 'new', to: 'spam' }]);
    expect(marked.body.spam).toBeUndefined();
    // Moving a lead staff marked back to New sends nothing: its alert went out when it came.
    await patch(id, { status: 'new' });
    expect(servers.smtp.mails).toHaveLength(1);
  });
});
