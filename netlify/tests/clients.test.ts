import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as clients from '../functions/admin-clients';
import * as clientWork from '../functions/admin-client-work';
import * as leadClient from '../functions/admin-lead-client';
import { clientDetailSchema, clientExportSchema, clientRecordSchema } from '../../src/lib/api/clients';
import { listKeys, storeNameOf } from '../../src/server/storage';
import { signedInMember, signedInOwner } from './support/admin';
import { useFunctionTestServers } from './support/function-tests';
import { call, type CookieJar } from './support/invoke';
import { storeFormLead } from './support/leads';

/**
 * The Clients screen's endpoints: a client made from an open lead or by
 * hand, its fields (the property validated, the phone's WhatsApp form), the
 * work log with its same-day rule for authors, roles, the export and the
 * erasure of an ended client.
 */
useFunctionTestServers({
  emptyStores: [storeNameOf('leads'), storeNameOf('clients'), storeNameOf('audits'), storeNameOf('activity'), storeNameOf('erasures')],
  freshEnv: true,
});

let owner: CookieJar;
let sales: CookieJar;
beforeEach(async () => {
  owner = await signedInOwner();
  sales = await signedInMember(owner, 'saad', 'sales');
});
afterEach(() => {
  vi.useRealTimers();
});

/** The clients' entries of the activity log, in order of name (entries of one millisecond have no order). */
const activityActions = async () =>
  (await listKeys('activity'))
    .map((key) => key.split('/').slice(1).join('/'))
    .filter((action) => action.startsWith('client'))
    .sort();
const leadOf = () =>
  storeFormLead({
    name: 'Ayesha Khan',
    email: 'ayesha@example.pk',
    phone: '0300 1234567',
    website: 'https://www.ayesha-bakes.pk/',
    service_required: 'SEO',
  });
const make = (body: unknown, jar = sales) => call(clients, '/api/admin/clients', { method: 'POST', body, jar });
const open = async (id: string, jar = sales) => clientDetailSchema.parse((await call(clients, `/api/admin/clients/${id}`, { jar })).body);

describe('a client', () => {
  it('is made from an open lead with its details, once, and the lead and the client point at each other', async () => {
    const lead = await leadOf();
    const made = await make({ leadId: lead.id });
    expect(made.status).toBe(201);
    expect(clientRecordSchema.parse(made.body)).toMatchObject({
      businessName: 'ayesha-bakes.pk',
      contactName: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      phone: '0300 1234567',
      whatsapp: '923001234567',
      website: 'https://www.ayesha-bakes.pk/',
      property: '',
      status: 'active',
      leadId: lead.id,
      createdBy: 'saad',
    });
    const again = await make({ leadId: lead.id }, owner);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(made.body.id);
    expect((await call(leadClient, `/api/contacts/${lead.id}/client`, { jar: sales })).body.client).toMatchObject({ id: made.body.id });
    expect((await make({ leadId: '01M8G5Y9K0M0MAR3SA24E8QEW2' })).status).toBe(404);
    expect((await call(clients, '/api/admin/clients', { jar: sales })).body.items).toEqual([
      expect.objectContaining({ id: made.body.id, businessName: 'ayesha-bakes.pk', status: 'active' }),
    ]);
    expect(await activityActions()).toEqual(['client.added/saad']);
  }, 30_000);

  it('is added by hand and saved with a Search Console property validated as Google names them', async () => {
    const made = await make({ businessName: 'Karachi Tiles', phone: '+92 21 35761234' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ businessName: 'Karachi Tiles', whatsapp: '922135761234', leadId: null });
    const path = `/api/admin/clients/${made.body.id}`;
    for (const property of ['karachitiles.pk', 'sc-domain:', 'https://karachitiles.pk/page?x=1', 'ftp://karachitiles.pk/']) {
      const refused = await call(clients, path, { method: 'PATCH', body: { property }, jar: sales });
      expect(refused.status, property).toBe(400);
      expect(refused.body.fields.property).toBe(
        'Enter the property as Search Console names it: sc-domain:agency.pk, or a URL prefix such as https://www.agency.pk/',
      );
    }
    for (const property of ['sc-domain:karachitiles.pk', 'https://www.karachitiles.pk/', '']) {
      const saved = await call(clients, path, { method: 'PATCH', body: { property, phone: '0321-7654321' }, jar: sales });
      expect(saved.status, property).toBe(200);
      expect(saved.body).toMatchObject({ property, whatsapp: '923217654321' });
    }
    expect((await make({ businessName: '' })).status).toBe(400);
  }, 30_000);

  it('is Sales and Admin work: an Editor is refused; erasure and the export are the Admin’s', async () => {
    const editor = await signedInMember(owner, 'esha', 'editor');
    const made = await make({ businessName: 'Karachi Tiles' });
    expect((await call(clients, '/api/admin/clients', { jar: editor })).status).toBe(403);
    expect((await make({ businessName: 'Other' }, editor)).status).toBe(403);
    expect((await call(clients, `/api/admin/clients/${made.body.id}`, { jar: editor })).status).toBe(403);
    expect((await call(clients, '/api/admin/clients?export=1', { jar: sales })).status).toBe(403);
    expect((await call(clients, `/api/admin/clients/${made.body.id}`, { method: 'DELETE', jar: sales })).status).toBe(403);
  }, 30_000);
});

describe('the work log', () => {
  it('keeps dated entries by their author, who alone may correct one on its day (Pakistan time)', async () => {
    const { body: client } = await make({ businessName: 'Karachi Tiles' });
    const other = await signedInMember(owner, 'bilal', 'sales');
    // 23:30 in Pakistan on 5 October: the entry's day ends half an hour later.
    vi.useFakeTimers({ now: new Date('2026-10-05T18:30:00Z'), toFake: ['Date'] });
    const work = `/api/admin/clients/${client.id}/work`;
    const added = await call(clientWork, work, { method: 'POST', body: { text: 'Fixed the titles of 12 pages' }, jar: sales });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ by: 'saad', text: 'Fixed the titles of 12 pages', at: '2026-10-05T18:30:00.000Z' });
    expect((await call(clientWork, work, { method: 'POST', body: { text: '  ' }, jar: sales })).status).toBe(400);
    const entry = `${work}/${added.body.id}`;
    expect((await call(clientWork, entry, { method: 'PATCH', body: { text: 'Not mine' }, jar: other })).status).toBe(403);
    const fixed = await call(clientWork, entry, { method: 'PATCH', body: { text: 'Fixed the titles of 14 pages' }, jar: sales });
    expect(fixed.status).toBe(200);
    expect((await open(client.id)).work).toEqual([expect.objectContaining({ text: 'Fixed the titles of 14 pages', editable: true })]);
    vi.setSystemTime(new Date('2026-10-05T19:05:00Z')); // 00:05 on the 6th in Pakistan
    const late = await call(clientWork, entry, { method: 'PATCH', body: { text: 'Too late' }, jar: sales });
    expect(late.status).toBe(403);
    expect(late.body.error).toBe('An entry can be corrected only by who wrote it, on the day it was written.');
    expect((await open(client.id)).work).toEqual([expect.objectContaining({ text: 'Fixed the titles of 14 pages', editable: false })]);
    expect(await activityActions()).toEqual(['client.added/saad', 'client.work-added/saad', 'client.work-changed/saad']);
  }, 30_000);
});

describe('export and erasure', () => {
  it('exports every client with its work log; erases only an ended client, with its work log, leaving who erased it', async () => {
    const lead = await leadOf();
    const { body: client } = await make({ leadId: lead.id });
    await call(clientWork, `/api/admin/clients/${client.id}/work`, {
      method: 'POST',
      body: { text: 'Claimed the Business Profile' },
      jar: sales,
    });
    const exported = await call(clients, '/api/admin/clients?export=1', { jar: owner });
    expect(exported.status).toBe(200);
    expect(clientExportSchema.parse(exported.body).items).toEqual([
      expect.objectContaining({
        id: client.id,
        phone: '0300 1234567',
        work: [expect.objectContaining({ text: 'Claimed the Business Profile' })],
      }),
    ]);

    const path = `/api/admin/clients/${client.id}`;
    const early = await call(clients, path, { method: 'DELETE', jar: owner });
    expect(early.status).toBe(409);
    expect((await call(clients, path, { method: 'PATCH', body: { status: 'ended' }, jar: sales })).status).toBe(200);
    expect((await call(clients, path, { method: 'DELETE', jar: owner })).status).toBe(204);
    expect(await listKeys('clients')).toEqual([]);
    expect((await call(clients, path, { jar: sales })).status).toBe(404);
    expect((await call(leadClient, `/api/contacts/${lead.id}/client`, { jar: sales })).body).toEqual({ client: null });
    expect(await listKeys('erasures')).toHaveLength(1);
    expect(await activityActions()).toEqual(
      expect.arrayContaining(['clients.exported/owner', 'client.changed/saad', 'client.erased/owner']),
    );
  }, 30_000);
});
