import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as clients from '../functions/admin-clients';
import * as clientProperty from '../functions/admin-client-property';
import * as clientWork from '../functions/admin-client-work';
import * as leadClient from '../functions/admin-lead-client';
import { site } from '../../src/config/site';
import { clientDetailSchema, clientExportSchema, clientRecordSchema } from '../../src/lib/api/clients';
import { saveProperty } from '../../src/server/search-console/index';
import { listKeys, storeNameOf } from '../../src/server/storage';
import { signedInMember, signedInOwner } from './support/admin';
import { useFunctionTestServers } from './support/function-tests';
import { call, type CookieJar } from './support/invoke';
import { storeFormLead } from './support/leads';

/**
 * The Clients screen's endpoints: a client made from an open lead or by
 * hand, its fields (the phone's WhatsApp form), its Search Console property
 * (an Admin's alone, validated, never the site's own or another client's),
 * the work log with its same-day rule for authors, roles, the export and the
 * erasure of an ended client.
 */
useFunctionTestServers({
  emptyStores: [
    storeNameOf('leads'),
    storeNameOf('clients'),
    storeNameOf('audits'),
    storeNameOf('activity'),
    storeNameOf('erasures'),
    storeNameOf('searchConsole'),
  ],
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
const setProperty = (id: string, property: string, jar = owner) =>
  call(clientProperty, `/api/admin/clients/${id}/property`, { method: 'PUT', body: { property }, jar });
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

  it('is added by hand and saved, its phone in its WhatsApp form', async () => {
    const made = await make({ businessName: 'Karachi Tiles', phone: '+92 21 35761234' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ businessName: 'Karachi Tiles', whatsapp: '922135761234', leadId: null, property: '' });
    const saved = await call(clients, `/api/admin/clients/${made.body.id}`, {
      method: 'PATCH',
      body: { phone: '0321-7654321' },
      jar: sales,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ phone: '0321-7654321', whatsapp: '923217654321' });
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

describe('the Search Console property', () => {
  // A report reads it with the site's own service account, which reads the agency's own figures too (issue 64, finding 1).
  it('is set by an Admin alone, on its own: Sales is refused whichever way it sends one', async () => {
    const { body: client } = await make({ businessName: 'Karachi Tiles' });
    const path = `/api/admin/clients/${client.id}`;
    const patched = await call(clients, path, { method: 'PATCH', body: { property: 'sc-domain:karachitiles.pk' }, jar: sales });
    expect(patched.status).toBe(400);
    expect(patched.body.fields.property).toBe('Only an Admin sets the Search Console property, on its own (Save property).');
    const byHand = await make({ businessName: 'Lahore Tiles', property: 'sc-domain:lahoretiles.pk' });
    expect(byHand.status).toBe(400);
    expect(byHand.body.fields.property).toBe('Only an Admin sets the Search Console property, on its own (Save property).');
    expect((await setProperty(client.id, 'sc-domain:karachitiles.pk', sales)).status).toBe(403);
    // Nor does an Admin send it with the other fields.
    expect((await call(clients, path, { method: 'PATCH', body: { property: 'sc-domain:karachitiles.pk' }, jar: owner })).status).toBe(400);
    expect((await open(client.id)).client.property).toBe('');
    expect(await listKeys('clients', 'client/')).toHaveLength(1);
  }, 30_000);

  it('is validated as Google names properties, and logged', async () => {
    const { body: client } = await make({ businessName: 'Karachi Tiles' });
    for (const property of ['karachitiles.pk', 'sc-domain:', 'https://karachitiles.pk/page?x=1', 'ftp://karachitiles.pk/']) {
      const refused = await setProperty(client.id, property);
      expect(refused.status, property).toBe(400);
      expect(refused.body.fields.property).toBe(
        'Enter the property as Search Console names it: sc-domain:agency.pk, or a URL prefix such as https://www.agency.pk/',
      );
    }
    for (const [property, stored] of [
      ['sc-domain:KarachiTiles.pk', 'sc-domain:karachitiles.pk'],
      ['https://www.karachitiles.pk/', 'https://www.karachitiles.pk/'],
      ['', ''],
    ] as const) {
      const saved = await setProperty(client.id, property);
      expect(saved.status, property).toBe(200);
      expect(saved.body).toMatchObject({ id: client.id, property: stored, businessName: 'Karachi Tiles' });
    }
    expect((await setProperty('01M8G5Y9K0M0MAR3SA24E8QEW2', 'sc-domain:karachitiles.pk')).status).toBe(404);
    expect(await activityActions()).toEqual([
      'client.added/saad',
      'client.property-set/owner',
      'client.property-set/owner',
      'client.property-set/owner',
    ]);
  }, 30_000);

  it("is never the site's own (the property connected on Growth, or the site's address) nor one another client has: 409 naming it", async () => {
    await saveProperty('sc-domain:agency.pk', 'owner', Date.now());
    const { body: tiles } = await make({ businessName: 'Karachi Tiles' });
    const { body: other } = await make({ businessName: 'Lahore Tiles' });
    for (const property of ['sc-domain:agency.pk', 'https://www.agency.pk/', 'https://shop.agency.pk/', `${site.origin}/`]) {
      const refused = await setProperty(tiles.id, property);
      expect(refused.status, property).toBe(409);
      expect(refused.body.error.startsWith(`${property} holds this site's own figures (`), refused.body.error).toBe(true);
    }
    expect((await setProperty(tiles.id, 'sc-domain:agency.pk')).body.error).toBe(
      "sc-domain:agency.pk holds this site's own figures (sc-domain:agency.pk): a client's report never shows the agency's.",
    );

    expect((await setProperty(tiles.id, 'sc-domain:karachitiles.pk')).status).toBe(200);
    for (const property of [
      'sc-domain:karachitiles.pk',
      'https://www.karachitiles.pk/',
      'https://karachitiles.pk/',
      'sc-domain:shop.karachitiles.pk',
    ]) {
      const refused = await setProperty(other.id, property);
      expect(refused.status, property).toBe(409);
      expect(refused.body.error).toBe(
        `${property} holds figures of Karachi Tiles, whose property is sc-domain:karachitiles.pk: two clients never share figures.`,
      );
    }
    // Its own property again, and another client's once it was given up.
    expect((await setProperty(tiles.id, 'https://www.karachitiles.pk/')).status).toBe(200);
    expect((await setProperty(tiles.id, '')).status).toBe(200);
    expect((await setProperty(other.id, 'sc-domain:karachitiles.pk')).status).toBe(200);
    expect((await open(other.id)).client.property).toBe('sc-domain:karachitiles.pk');
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
