import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFunctionTestServers } from './support/function-tests';
import { getStore } from '@netlify/blobs';
import * as contact from '../functions/lead-submit';
import * as leadAlert from '../functions/admin-lead-alert';
import * as leads from '../functions/admin-leads';
import * as newsletter from '../functions/newsletter-signup';
import * as newsletters from '../functions/admin-newsletter-subscribers';
import { storeFormLead } from './support/leads';
import { signedInOwner } from './support/admin';
import { call, CookieJar, SITE_ORIGIN, type CallOptions } from './support/invoke';

const servers = useFunctionTestServers({
  emptyStores: ['contact-submissions', 'newsletter-subscribers', 'erasure-log'],
  smtp: { timeoutMs: 500 },
  freshEnv: true,
});
let jar: CookieJar;
beforeEach(async () => {
  vi.stubEnv('LEAD_NOTIFY_TO', 'sales@agency.test, owner@agency.test');
  vi.stubEnv('LEAD_NOTIFY_FROM', 'Website <leads@agency.test>');
  jar = await signedInOwner();
});

const visitor = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '+92 300 1234567',
  website: 'clinic.example.pk',
  service_required: 'Local SEO for our dental clinic in Lahore',
  source_page: '/dental-seo',
};

const submit = (body: unknown = visitor) => call(contact, '/api/contact', { method: 'POST', body });
/** A page of the inbox (the admin's view); the bare /api/contacts is the spec's array. */
const list = (query = '') =>
  call(leads, `/api/contacts?${new URLSearchParams({ page: '1', ...Object.fromEntries(new URLSearchParams(query)) })}`, { jar });
const lead = (id: string, options: CallOptions = {}) => call(leads, `/api/contacts/${id}`, { jar, ...options });
const patch = (id: string, body: unknown, options: CallOptions = {}) => lead(id, { method: 'PATCH', body, ...options });

describe('the e-mail alert', () => {
  it('sends one mail with every field, the page, Pakistan time, the admin link and Reply-To the visitor', async () => {
    const res = await submit();
    expect(res.status).toBe(201);
    await res.background;
    expect(servers.smtp.mails).toHaveLength(1);
    const [mail] = servers.smtp.mails;
    expect(mail!.to).toEqual(['sales@agency.test', 'owner@agency.test']);
    expect(mail!.from).toBe('leads@agency.test');
    expect(mail!.headers.get('reply-to')).toBe('Ayesha Khan <ayesha@example.pk>');
    expect(mail!.headers.get('subject')).toBe('New audit request: Ayesha Khan');
    for (const value of [visitor.name, visitor.email, visitor.phone, visitor.website, visitor.service_required]) {
      expect(mail!.text).toContain(value);
    }
    expect(mail!.text).toContain(`Sent from page: ${SITE_ORIGIN}/dental-seo`);
    expect(mail!.text).toMatch(/Received: .+ \(Pakistan time\)/);
    expect(mail!.text).toContain(`${SITE_ORIGIN}/admin/dashboard/contacts/${res.body.id}`);

    const stored = await lead(res.body.id);
    expect(stored.body.alert).toEqual({ state: 'sent', at: expect.any(String) });
  });

  it('has no Reply-To when the visitor gave only a phone number', async () => {
    const res = await submit({ name: 'Bilal', phone: '0300 7654321' });
    await res.background;
    expect(servers.smtp.mails).toHaveLength(1);
    expect(servers.smtp.mails[0]!.headers.has('reply-to')).toBe(false);
    expect(servers.smtp.mails[0]!.text).toContain('Sent from page: Not known');
  });

  it('sends nothing when SMTP_URL is unset, and the list says alerts are off', async () => {
    vi.stubEnv('SMTP_URL', '');
    const res = await submit();
    expect(res.status).toBe(201);
    await res.background;
    expect(servers.smtp.mails).toHaveLength(0);
    const page = await list();
    expect(page.body.alerts).toEqual({ enabled: false });
    expect(page.body.items[0].alert.state).toBe('off');
    const resend = await call(leadAlert, `/api/contacts/${res.body.id}/alert`, { method: 'POST', body: {}, jar });
    expect(resend.status).toBe(409);
    expect((await list()).body.alerts).toEqual({ enabled: false });
  });

  it.each(['refuse', 'hang'] as const)(
    'an SMTP server that %ss leaves the lead stored, the answer 201 and fast, and the lead marked "alert not sent"; re-send works',
    async (mode) => {
      servers.smtp.mode = mode;
      const res = await submit();
      expect(res.status).toBe(201);
      // The answer came before the mail attempt ended: the lead still waits for its alert.
      let attemptEnded = false;
      void res.background.then(() => (attemptEnded = true));
      expect(attemptEnded).toBe(false);
      expect((await lead(res.body.id)).body.alert.state).toBe('pending');
      await res.background;
      const failed = await lead(res.body.id);
      expect(failed.body.name).toBe(visitor.name);
      expect(failed.body.alert).toMatchObject({ state: 'failed', error: expect.any(String) });
      expect(servers.smtp.mails).toHaveLength(0);

      servers.smtp.mode = 'accept';
      const resend = await call(leadAlert, `/api/contacts/${res.body.id}/alert`, { method: 'POST', body: {}, jar });
      expect(resend.status).toBe(200);
      expect(resend.body.alert.state).toBe('sent');
      expect(servers.smtp.mails).toHaveLength(1);
      expect((await lead(res.body.id)).body.alert.state).toBe('sent');
    },
    15_000,
  );

  it('re-send is for admins, same-origin, and 404 for an unknown lead', async () => {
    const res = await submit();
    await res.background;
    expect((await call(leadAlert, `/api/contacts/${res.body.id}/alert`, { method: 'POST', body: {} })).status).toBe(401);
    expect(
      (await call(leadAlert, `/api/contacts/${res.body.id}/alert`, { method: 'POST', body: {}, jar, origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    expect((await call(leadAlert, '/api/contacts/01HZZZZZZZZZZZZZZZZZZZZZZZ/alert', { method: 'POST', body: {}, jar })).status).toBe(404);
  });
});

describe('status, notes, filters and search', () => {
  it('changes the status and adds notes, recording who and when; the list filters and counts', async () => {
    vi.stubEnv('SMTP_URL', '');
    const ids: string[] = [];
    for (const name of ['Asad', 'Benish', 'Chaudhry']) {
      ids.push((await submit({ ...visitor, name, email: `${name.toLowerCase()}@example.pk` })).body.id);
    }
    const changed = await patch(ids[0]!, { status: 'contacted', note: 'Called, wants a quote' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('cache-control')).toBe('no-store');
    expect(changed.body.status).toBe('contacted');
    expect(changed.body.events).toEqual([
      { kind: 'status', at: expect.any(String), by: 'owner', from: 'new', to: 'contacted' },
      { kind: 'note', at: expect.any(String), by: 'owner', text: 'Called, wants a quote' },
    ]);
    await patch(ids[1]!, { status: 'spam' });

    const page = await list();
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body.total).toBe(3);
    expect(page.body.counts).toEqual({ new: 1, contacted: 1, qualified: 0, won: 0, lost: 0, spam: 1 });
    // Spam leaves the default view; newest first.
    expect(page.body.items.map((item: { name: string }) => item.name)).toEqual(['Chaudhry', 'Asad']);
    expect((await list('?status=spam')).body.items.map((item: { name: string }) => item.name)).toEqual(['Benish']);
    expect((await list('?status=contacted')).body.items[0].events).toHaveLength(2);
    expect((await list('?status=all')).body.matching).toBe(3);
    // The bare list is every record, spam included.
    expect((await call(leads, '/api/contacts', { jar })).body.map((item: { name: string }) => item.name)).toEqual([
      'Chaudhry',
      'Benish',
      'Asad',
    ]);

    // Restored from spam.
    await patch(ids[1]!, { status: 'new' });
    expect((await list()).body.items).toHaveLength(3);

    // Search by name, e-mail, phone (any spelling of the digits) and website.
    expect((await list('?q=benish')).body.items.map((item: { name: string }) => item.name)).toEqual(['Benish']);
    expect((await list('?q=CHAUDHRY%40example')).body.matching).toBe(1);
    expect((await list('?q=0300%20123')).body.matching).toBe(3);
    expect((await list('?q=clinic.example')).body.matching).toBe(3);
    expect((await list('?q=nobody')).body.matching).toBe(0);
  });

  it('keeps both notes when two staff change the same lead at once', async () => {
    vi.stubEnv('SMTP_URL', '');
    const { id } = (await submit()).body;
    const results = await Promise.all([
      patch(id, { status: 'contacted', note: 'First note' }),
      patch(id, { status: 'qualified', note: 'Second note' }),
      patch(id, { note: 'Third note' }),
    ]);
    expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
    const stored = (await lead(id)).body;
    const notes = stored.events.filter((event: { kind: string }) => event.kind === 'note').map((event: { text: string }) => event.text);
    expect(notes.sort()).toEqual(['First note', 'Second note', 'Third note']);
    // The list's status (from the index) agrees with the record's.
    const page = await list('?status=all');
    expect(page.body.items[0].status).toBe(stored.status);
    expect(page.body.counts[stored.status]).toBe(1);
  });

  it('pages 50 at a time with an exact total', async () => {
    for (let index = 0; index < 120; index += 1) {
      await storeFormLead(
        { name: `Lead ${index}`, phone: '0300 1234567', email: undefined, website: undefined, service_required: undefined },
        { now: new Date(Date.UTC(2025, 0, 1, 0, 0, index)) },
      );
    }
    const first = await list();
    expect(first.body).toMatchObject({ page: 1, pageSize: 50, matching: 120, total: 120 });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0].name).toBe('Lead 119');
    const third = await list('?page=3');
    expect(third.body.items.map((item: { name: string }) => item.name).at(-1)).toBe('Lead 0');
    expect(third.body.items).toHaveLength(20);
    expect((await list('?page=9')).body.page).toBe(3);
    // Without ?page, spec 7's contract: an array of every lead, newest first, not a page of 50.
    const everything = await call(leads, '/api/contacts', { jar });
    expect(everything.body).toHaveLength(120);
    expect([everything.body[0].name, everything.body.at(-1).name]).toEqual(['Lead 119', 'Lead 0']);
  }, 30_000);

  it('refuses bad input with the API rules: 400, 401, 403, 404, 413, 415', async () => {
    vi.stubEnv('SMTP_URL', '');
    const { id } = (await submit()).body;
    expect((await patch(id, { status: 'archived' })).status).toBe(400);
    const empty = await patch(id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Please choose a status or write a note.');
    expect((await patch(id, { note: 'x'.repeat(1001) })).status).toBe(400);
    expect((await patch(id, { note: 'x'.repeat(40_000) })).status).toBe(413);
    expect((await patch(id, { note: 'hi' }, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await patch(id, { note: 'hi' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await call(leads, `/api/contacts/${id}`, { method: 'PATCH', body: { note: 'hi' } })).status).toBe(401);
    expect((await patch('01HZZZZZZZZZZZZZZZZZZZZZZZ', { note: 'hi' })).status).toBe(404);
    expect((await patch('not-an-id', { note: 'hi' })).status).toBe(404);
    expect((await list('?status=archived')).status).toBe(400);
    expect((await call(leads, '/api/contacts')).status).toBe(401);
  });
});

describe('erasure and export', () => {
  it('deletes a lead after which it is gone from the store, the list and the export; the erasure is logged without personal data', async () => {
    vi.stubEnv('SMTP_URL', '');
    const keep = (await submit({ ...visitor, name: 'Keep Me' })).body.id;
    const gone = (await submit({ ...visitor, name: 'Erase Me', email: 'erase@example.pk' })).body.id;
    await patch(gone, { status: 'contacted', note: 'Asked us to delete their data' });
    await patch(keep, { status: 'won', note: 'Signed, "quoted" note' });

    const removed = await lead(gone, { method: 'DELETE', body: {} });
    expect(removed.status).toBe(204);
    expect((await lead(gone)).status).toBe(404);
    expect((await lead(gone, { method: 'DELETE', body: {} })).status).toBe(404);

    const { blobs: keys } = await getStore('contact-submissions').list();
    expect(keys.some((blob) => blob.key.includes(gone))).toBe(false);
    const page = await list('?status=all');
    expect(page.body.total).toBe(1);
    const exported = await call(leads, '/api/contacts', { jar });
    expect(exported.body.map((item: { name: string }) => item.name)).toEqual(['Keep Me']);
    expect(exported.body[0]).toMatchObject({
      status: 'won',
      events: [expect.anything(), expect.objectContaining({ text: 'Signed, "quoted" note' })],
    });

    const log = getStore('erasure-log');
    const entries = await Promise.all((await log.list()).blobs.map((blob) => log.get(blob.key, { type: 'json' })));
    expect(entries).toEqual([{ kind: 'contact', id: gone, by: 'owner', at: expect.any(String) }]);
    expect(JSON.stringify(entries)).not.toMatch(/erase@example|Erase Me/);
  });

  it('deletes a newsletter subscriber (admin, same origin, JSON) and logs only its id', async () => {
    await call(newsletter, '/api/newsletter', { method: 'POST', body: { email: 'reader@example.pk' } });
    await call(newsletter, '/api/newsletter', { method: 'POST', body: { email: 'other@example.pk' } });
    const [reader] = (await call(newsletters, '/api/newsletters?status=all', { jar })).body.filter(
      (subscriber: { email: string }) => subscriber.email === 'reader@example.pk',
    );
    expect((await call(newsletters, '/api/newsletters', { method: 'DELETE', body: { email: 'reader@example.pk' } })).status).toBe(401);
    expect(
      (
        await call(newsletters, '/api/newsletters', {
          method: 'DELETE',
          body: { email: 'reader@example.pk' },
          jar,
          origin: 'https://evil.example',
        })
      ).status,
    ).toBe(403);
    const res = await call(newsletters, '/api/newsletters', { method: 'DELETE', body: { email: ' Reader@Example.pk ' }, jar });
    expect(res.status).toBe(204);
    expect((await call(newsletters, '/api/newsletters', { method: 'DELETE', body: { email: 'reader@example.pk' }, jar })).status).toBe(404);
    const remaining = (await call(newsletters, '/api/newsletters?status=all', { jar })).body;
    expect(remaining.map((subscriber: { email: string }) => subscriber.email)).toEqual(['other@example.pk']);

    const log = getStore('erasure-log');
    const entries = await Promise.all((await log.list()).blobs.map((blob) => log.get(blob.key, { type: 'json' })));
    expect(entries).toEqual([{ kind: 'newsletter-subscriber', id: reader.id, by: 'owner', at: expect.any(String) }]);
  });
});
