import { createHash, createHmac } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as OTPAuth from 'otpauth';
import { getStore } from '@netlify/blobs';
import * as accountPasskeys from '../functions/admin-account-passkeys';
import * as accountTotp from '../functions/admin-account-totp';
import * as adminActivity from '../functions/admin-activity';
import * as adminBackups from '../functions/admin-backups';
import * as adminMe from '../functions/admin-me';
import * as leadsFunction from '../functions/admin-leads';
import * as loginPasskey from '../functions/admin-login-passkey';
import * as newslettersFunction from '../functions/admin-newsletter-subscribers';
import * as secondFactor from '../functions/admin-login-second-factor';
import { totpSetupSchema } from '../../src/lib/api/auth';
import {
  BACKED_UP_STORES,
  BACKUP_FORMAT,
  BACKUP_POLICY,
  BackupCheckError,
  type BackupKeys,
  decryptWith,
  downloadLatestBackup,
  encryptedBackup,
  encryptTo,
  gunzip,
  gzip,
  LEFT_OUT_STORES,
  listRuns,
  makeBackup,
  newKeyPair,
  NO_RECIPIENT,
  PULL_COMMAND_ACTOR,
  readParts,
  recordLine,
  restoreBackup,
  RestoreIncompleteError,
  RestoreRefusedError,
  StoreDigest,
  type StoreSummary,
} from '../../src/server/backups/index';
import { updateLead, deleteLead } from '../../src/server/leads/index';
import { storeFormLead } from './support/leads';
import { addWork, createClient } from '../../src/server/clients/index';
import { createSubscriber, deleteSubscriber, isSuppressed, newSubscriber, suppress } from '../../src/server/newsletter/index';
import { STORE_KINDS, storeNameOf, writeBytes, writeJson, type StoreKind } from '../../src/server/storage';
import { login, OWNER, signedInOwner } from './support/admin';
import { SoftwareAuthenticator } from './support/authenticator';
import { call, CookieJar } from './support/invoke';
import { useFunctionTestServers } from './support/function-tests';
import { fileMonth, saveProperty } from '../../src/server/search-console/index';

/**
 * Backups round trip against a real local Blobs server: a small site with a
 * record in every store, backed up by the real job into the backups store,
 * pulled, the stores wiped, restored; then the same records (byte for byte),
 * the same lists from the list endpoints, staff sign in with password and
 * second factor, and what was erased or unsubscribed stays so. The issue's
 * full-size site is scripts/bench-backup.ts (docs/backups-performance.md).
 */
const servers = useFunctionTestServers({ smtp: true, emptyStores: STORE_KINDS.filter((kind) => kind !== 'auth').map(storeNameOf) });
let keys: { identity: string; recipient: string };
/** What restore is given: the private key and the signing key the site signs with. */
let restoreKeys: BackupKeys;
const SIGNING_KEY = 'backup-signing-key-for-these-tests-0123456789';
beforeAll(async () => {
  keys = await newKeyPair();
  restoreKeys = { identity: keys.identity, signingKey: new TextEncoder().encode(SIGNING_KEY) };
});
beforeEach(() => {
  vi.stubEnv('BACKUP_RECIPIENT', keys.recipient);
  vi.stubEnv('BACKUP_SIGNING_KEY', SIGNING_KEY);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/** The next authenticator code: the one used to enrol is spent (and that record travels too). */
function nextCodeWindow(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30_000 });
}

async function wipe(kinds: readonly StoreKind[]): Promise<void> {
  await Promise.all(kinds.map((kind) => getStore(storeNameOf(kind)).deleteAll()));
}

/** Every record of every store that travels: key → sha256 of its bytes and metadata. */
async function snapshot(): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  for (const kind of BACKED_UP_STORES) {
    const store = getStore(storeNameOf(kind));
    const entries: Record<string, string> = {};
    for (const { key } of (await store.list()).blobs) {
      const found = await store.getWithMetadata(key, { type: 'arrayBuffer' });
      if (found)
        entries[key] = createHash('sha256').update(JSON.stringify(found.metadata)).update(new Uint8Array(found.data)).digest('hex');
    }
    out[kind] = entries;
  }
  return out;
}

const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now(),
  });
const IMAGE = new Uint8Array(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256));

interface Seeded {
  ownerJar: CookieJar;
  totpSecret: string;
  device: SoftwareAuthenticator;
  raceErasedLead: string;
  raceErasedClient: string;
  raceErasedClientLead: string;
  raceErasedSubscriber: string;
}

/** A small site with data in every store a backup holds; some of it through the real functions. */
async function seedSite(): Promise<Seeded> {
  const ownerJar = await signedInOwner();
  const started = await call(accountTotp, '/api/admin/account/totp', { method: 'POST', body: {}, jar: ownerJar });
  const { secret: totpSecret } = totpSetupSchema.parse(started.body);
  expect(
    (await call(accountTotp, '/api/admin/account/totp/confirm', { method: 'POST', body: { code: codeFor(totpSecret) }, jar: ownerJar }))
      .status,
  ).toBe(200);
  const device = new SoftwareAuthenticator();
  const options = await call(accountPasskeys, '/api/admin/account/passkeys/options', { method: 'POST', body: {}, jar: ownerJar });
  const added = await call(accountPasskeys, '/api/admin/account/passkeys', {
    method: 'POST',
    body: { name: 'Laptop', response: device.register(options.body) },
    jar: ownerJar,
  });
  expect(added.status).toBe(201);

  const leads = [];
  for (let i = 0; i < 12; i += 1) {
    leads.push(await storeFormLead({ name: `Lead ${i}`, email: `lead${i}@example.pk`, phone: '', website: '', service_required: 'SEO' }));
  }
  await updateLead(leads[0]!.id, 'owner', { status: 'contacted', note: 'Called back' });
  await deleteLead(leads[1]!.id, 'owner');
  for (let i = 0; i < 10; i += 1) {
    const subscriber = { ...newSubscriber(`reader${i}@example.pk`, new Date(), 'home'), status: 'confirmed' as const };
    await createSubscriber(subscriber);
  }
  await suppress('reader2@example.pk', { reason: 'unsubscribed', at: new Date().toISOString() });
  await deleteSubscriber('reader3@example.pk', 'owner');
  // Erased while a backup was being made: the log has the id, the records are still there.
  const raceErasedSubscriber = newSubscriber('reader-late@example.pk', new Date(), 'home');
  await createSubscriber(raceErasedSubscriber);
  await writeJson('newsletterTokens', 'unsubscribe/late', { email: raceErasedSubscriber.email });
  await writeJson('erasures', '01JZZZZZZZZZZZZZZZZZZZZZZ1', {
    kind: 'newsletter-subscriber',
    id: raceErasedSubscriber.id,
    by: 'owner',
    at: '',
  });
  await writeJson('erasures', '01JZZZZZZZZZZZZZZZZZZZZZZ2', { kind: 'contact', id: leads[2]!.id, by: 'owner', at: '' });

  // Stores without a cheap domain call get records of their shape; a backup copies bytes, whatever they hold.
  await writeJson('content', 'home/hero.title', { text: 'Rank higher', version: 2 });
  await writeJson('contentHistory', 'home/hero.title/2026-01-01T00:00:00.000Z-1', { text: 'Rank', version: 1 });
  await writeJson('articles', 'article/a1', { id: 'a1', title: 'Local SEO' });
  await writeJson('articles', 'slug/local-seo', { id: 'a1' });
  await writeJson('articleHistory', 'a1/2026-01-01T00:00:00.000Z-1', { title: 'Local' });
  await writeBytes('articleImages', 'img1', IMAGE, { type: 'image/webp', width: 60, height: 50 });
  await writeJson('campaigns', 'campaign/c1', { id: 'c1', subject: 'News' });
  // Search Console's snapshots (Google keeps 16 months only): every key family, written by the sync's own modules.
  await saveProperty('sc-domain:agency.pk', 'owner', Date.now());
  const searchDay = { day: '2026-01-05', pages: new Map([['/seo-lahore', [3, 40, 2.5] as [number, number, number]]]) };
  await fileMonth('sc-domain:agency.pk', '2026-01', [{ ...searchDay, queries: new Map([['/seo-lahore', new Map(searchDay.pages)]]) }]);
  // A client with its work log, and one erased while the backup was being made (its report address holds its id).
  const { client } = await createClient({ businessName: 'Karachi Tiles', leadId: leads[0]!.id }, 'owner');
  await addWork(client.id, 'Fixed the titles', 'owner');
  const { client: raceErasedClient } = await createClient({ businessName: 'Gone Bakery', leadId: leads[3]!.id }, 'owner');
  await addWork(raceErasedClient.id, 'Claimed the profile', 'owner');
  await writeJson('clients', `token/${'t'.repeat(43)}`, { clientId: raceErasedClient.id, month: '2026-10' });
  await writeJson('erasures', '01JZZZZZZZZZZZZZZZZZZZZZZ3', { kind: 'client', id: raceErasedClient.id, by: 'owner', at: '' });
  // The clients' proof: an answer (the consent record), a results card, tags, the rating setting; and the erased client's answer.
  const at = '2026-11-03T10:00:00.000Z';
  const answer = (clientId: string) => ({
    clientId,
    month: '2026-10',
    rating: 5,
    text: 'Calls doubled',
    naming: 'business',
    publishReview: true,
    publishResults: true,
    firstSentAt: at,
    sentAt: at,
    withdrawnAt: null,
    trail: [
      { at, action: 'sent', choice: { rating: 5, text: 'Calls doubled', naming: 'business', publishReview: true, publishResults: true } },
    ],
    review: { status: 'new', at: null, by: null, reason: null, shown: null },
  });
  await writeJson('proof', `answer/${client.id}/2026-10`, answer(client.id));
  await writeJson('proof', `answer/${raceErasedClient.id}/2026-10`, answer(raceErasedClient.id));
  await writeJson('proof', `tags/${client.id}`, { industry: 'dental-seo', city: 'Karachi' });
  await writeJson('proof', `card/${client.id}`, {
    clientId: client.id,
    status: 'published',
    publishedAt: at,
    publishedBy: 'owner',
    withdrawnAt: null,
    consentMonth: '2026-10',
    label: 'Karachi Tiles, Karachi',
    clientSince: '2026-09',
    industry: null,
    city: 'Karachi',
    month: '2026-10',
    clicks: 120,
    baseline: { kind: 'first-month', month: '2026-08', clicks: 60 },
    problems: null,
  });
  await writeJson('proof', 'settings', { ratingSource: 'reviews', changedAt: at, changedBy: 'owner' });
  return {
    ownerJar,
    totpSecret,
    device,
    raceErasedLead: leads[2]!.id,
    raceErasedSubscriber: raceErasedSubscriber.email,
    raceErasedClient: raceErasedClient.id,
    raceErasedClientLead: leads[3]!.id,
  };
}

/** The latest backup in the backups store, as the pull command reads it. */
async function pullLatest(): Promise<Uint8Array> {
  const latest = (await listRuns()).find((run) => run.status === 'succeeded');
  if (!latest) throw new Error('no backup');
  const parts: Uint8Array[] = [];
  for await (const part of readParts(latest)) parts.push(part);
  return new Uint8Array(Buffer.concat(parts));
}

const opener = (bytes: Uint8Array) => () => new Blob([new Uint8Array(bytes)]).stream();
const listsOf = async (jar: CookieJar) => ({
  leads: (await call(leadsFunction, '/api/contacts', { jar })).body,
  subscribers: (await call(newslettersFunction, '/api/newsletters', { jar })).body,
});

describe('what a backup holds', () => {
  it('decides every store of the storage module: travels, or left out with a reason', () => {
    expect(Object.keys(BACKUP_POLICY).sort()).toEqual([...STORE_KINDS].sort());
    expect([...BACKED_UP_STORES, ...LEFT_OUT_STORES.map((left) => left.kind)].sort()).toEqual([...STORE_KINDS].sort());
    // Sessions, one-time links and challenges (with the session secret) never travel.
    for (const kind of ['sessions', 'adminTokens', 'auth'] as const) expect(BACKUP_POLICY[kind].travels).toBe(false);
  });

  it('holds a record of every store that travels, and lists them all in its header and manifest', async () => {
    await seedSite();
    const { stream } = await encryptedBackup(keys.recipient, restoreKeys.signingKey);
    const plain = await new Response((await decryptWith(keys.identity, stream)).pipeThrough(gunzip())).text();
    const lines = plain
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const header = lines[0];
    const end = lines.at(-1);
    const withRecords = new Set(lines.filter((line) => line.t === 'record').map((line) => line.store));
    for (const kind of BACKED_UP_STORES) {
      expect(header.stores).toContain(storeNameOf(kind));
      expect(end.stores[storeNameOf(kind)].records, kind).toBeGreaterThan(0);
      expect(withRecords.has(storeNameOf(kind)), kind).toBe(true);
    }
    expect(Object.keys(header.left_out).sort()).toEqual(LEFT_OUT_STORES.map((left) => storeNameOf(left.kind)).sort());
  }, 20_000);
});

describe('back up, wipe, restore', () => {
  it('brings back every record byte for byte, the same lists, and staff who sign in with their password and second factor', async () => {
    const seeded = await seedSite();
    const before = await snapshot();
    const listsBefore = await listsOf(seeded.ownerJar);

    const run = await makeBackup('admin', { by: 'owner' });
    expect(run?.status).toBe('succeeded');
    expect(run?.records?.articleImages).toBe(1);
    const file = await pullLatest();

    await wipe(STORE_KINDS);
    const report = await restoreBackup(opener(file), restoreKeys, { replace: false });
    const after = await snapshot();

    // The erasures logged during the backup are applied: those records stay out, nothing else differs.
    const expected = structuredClone(before);
    for (const key of Object.keys(expected.leads!)) if (key.includes(`/${seeded.raceErasedLead}/`)) delete expected.leads![key];
    delete expected.newsletter![seeded.raceErasedSubscriber];
    delete expected.newsletterTokens!['unsubscribe/late'];
    // The erased client's keys name it; its lead link and report address only hold its id.
    for (const key of Object.keys(expected.clients!)) if (key.includes(seeded.raceErasedClient)) delete expected.clients![key];
    delete expected.clients![`lead/${seeded.raceErasedClientLead}`];
    delete expected.clients![`token/${'t'.repeat(43)}`];
    expect(Object.keys(expected.clients!)).toHaveLength(3);
    delete expected.proof![`answer/${seeded.raceErasedClient}/2026-10`];
    expect(Object.keys(expected.proof!)).toHaveLength(4);
    expect(after).toEqual(expected);
    const images = report.stores.find((store) => store.store === storeNameOf('articleImages'));
    expect(images).toMatchObject({ inBackup: 1, restored: 1 });
    expect(report.stores.find((store) => store.store === storeNameOf('leads'))?.skippedErased).toBeGreaterThan(0);
    const image = await getStore(storeNameOf('articleImages')).getWithMetadata('img1', { type: 'arrayBuffer' });
    expect(new Uint8Array(image!.data)).toEqual(IMAGE);
    expect(image!.metadata).toEqual({ type: 'image/webp', width: 60, height: 50 });

    // The old session did not come back; the owner signs in with password + authenticator, and with the passkey.
    expect((await call(adminMe, '/api/admin/me', { jar: seeded.ownerJar })).status).toBe(401);
    nextCodeWindow();
    const jar = new CookieJar();
    expect((await login(jar)).body.second_factor).toBe('required');
    expect(
      (await call(secondFactor, '/api/admin/login/second-factor', { method: 'POST', body: { code: codeFor(seeded.totpSecret) }, jar }))
        .status,
    ).toBe(200);
    expect((await call(adminMe, '/api/admin/me', { jar })).status).toBe(200);
    const options = await call(loginPasskey, '/api/admin/login/passkey/options', { method: 'POST' });
    const passkeyJar = new CookieJar();
    const passkey = await call(loginPasskey, '/api/admin/login/passkey', {
      method: 'POST',
      body: { response: seeded.device.authenticate(options.body) },
      jar: passkeyJar,
    });
    expect(passkey.status).toBe(200);

    const listsAfter = await listsOf(jar);
    expect(listsAfter.leads).toEqual(listsBefore.leads.filter((lead: { id: string }) => lead.id !== seeded.raceErasedLead));
    expect(listsAfter.subscribers).toEqual(
      listsBefore.subscribers.filter((subscriber: { email: string }) => subscriber.email !== seeded.raceErasedSubscriber),
    );
    expect(await isSuppressed('reader2@example.pk')).toBe(true);
  }, 20_000);

  it('refuses a backup with one flipped byte, or a record whose checksum does not match, before writing anything', async () => {
    await seedSite();
    const { stream } = await encryptedBackup(keys.recipient, restoreKeys.signingKey);
    const file = new Uint8Array(await new Response(stream).arrayBuffer());
    await wipe(STORE_KINDS);
    const empty = await snapshot();

    const flipped = file.slice();
    flipped[Math.floor(flipped.length * 0.6)]! ^= 0x01;
    await expect(restoreBackup(opener(flipped), restoreKeys, { replace: false })).rejects.toThrow(BackupCheckError);
    expect(await snapshot()).toEqual(empty);

    // A record changed inside a validly encrypted file: the checksum catches it.
    const plain = await new Response((await decryptWith(keys.identity, opener(file)())).pipeThrough(gunzip())).text();
    const tampered = plain.replace('Lead 5', 'Lead X');
    expect(tampered).not.toBe(plain);
    const reencrypted = await encryptTo(keys.recipient, new Blob([tampered]).stream().pipeThrough(gzip()));
    const tamperedFile = new Uint8Array(await new Response(reencrypted).arrayBuffer());
    await expect(restoreBackup(opener(tamperedFile), restoreKeys, { replace: false })).rejects.toThrow(/Checksum mismatch/);
    // Cut short: the manifest is missing.
    const cut = plain.split('\n').slice(0, -3).join('\n');
    const cutFile = await encryptTo(keys.recipient, new Blob([cut]).stream().pipeThrough(gzip()));
    const cutBytes = new Uint8Array(await new Response(cutFile).arrayBuffer());
    await expect(restoreBackup(opener(cutBytes), restoreKeys, { replace: false })).rejects.toThrow(BackupCheckError);
    expect(await snapshot()).toEqual(empty);
  });

  it('refuses a site that holds data unless told to replace it; a replace keeps what the site erased or unsubscribed since', async () => {
    const seeded = await seedSite();
    const { stream } = await encryptedBackup(keys.recipient, restoreKeys.signingKey);
    const file = new Uint8Array(await new Response(stream).arrayBuffer());

    // After the backup: a lead erased and a reader unsubscribed on the live site.
    const listed = (await call(leadsFunction, '/api/contacts', { jar: seeded.ownerJar })).body as { id: string }[];
    const laterErased = listed.find((lead) => lead.id !== seeded.raceErasedLead)!.id;
    await deleteLead(laterErased, 'owner');
    await suppress('reader4@example.pk', { reason: 'unsubscribed', at: new Date().toISOString() });
    const live = await snapshot();

    await expect(restoreBackup(opener(file), restoreKeys, { replace: false })).rejects.toThrow(RestoreRefusedError);
    expect(await snapshot()).toEqual(live);

    await restoreBackup(opener(file), restoreKeys, { replace: true });
    nextCodeWindow();
    const jar = new CookieJar();
    expect((await login(jar, OWNER)).status).toBe(200);
    expect(
      (await call(secondFactor, '/api/admin/login/second-factor', { method: 'POST', body: { code: codeFor(seeded.totpSecret) }, jar }))
        .status,
    ).toBe(200);
    const leads = (await call(leadsFunction, '/api/contacts', { jar })).body as { id: string }[];
    expect(leads.map((lead) => lead.id)).not.toContain(laterErased);
    expect(leads.map((lead) => lead.id)).not.toContain(seeded.raceErasedLead);
    expect(await isSuppressed('reader4@example.pk')).toBe(true);
    // The sessions of the replaced site are gone too.
    expect((await call(adminMe, '/api/admin/me', { jar: seeded.ownerJar })).status).toBe(401);
  }, 20_000);
});

/**
 * A backup as anyone with the public key can make one: right format, right
 * checksums, encrypted to the site's recipient; signed (or not) with a key of
 * the maker's choosing.
 */
async function forgedBackup(
  records: { kind: StoreKind; key: string; value: unknown }[],
  version: number,
  macKey?: string,
): Promise<Uint8Array> {
  const lines: unknown[] = [
    {
      t: 'backup',
      format: BACKUP_FORMAT,
      version,
      created_at: new Date().toISOString(),
      stores: BACKED_UP_STORES.map(storeNameOf),
      left_out: {},
    },
  ];
  const manifest: Record<string, StoreSummary> = {};
  let total = 0;
  for (const kind of BACKED_UP_STORES) {
    const digest = new StoreDigest();
    for (const record of records.filter((r) => r.kind === kind)) {
      const line = recordLine(storeNameOf(kind), record.key, {}, new TextEncoder().encode(JSON.stringify(record.value)));
      digest.add(line.sha256);
      lines.push(line);
    }
    manifest[storeNameOf(kind)] = digest.summary();
    total += digest.records;
    lines.push({ t: 'store', store: storeNameOf(kind), ...digest.summary() });
  }
  const texts = lines.map((line) => JSON.stringify(line));
  const mac =
    macKey === undefined
      ? undefined
      : createHmac('sha256', macKey)
          .update(texts.map((text) => `${text}\n`).join(''))
          .digest('hex');
  texts.push(JSON.stringify({ t: 'end', records: total, stores: manifest, ...(mac && { mac }) }));
  const encrypted = await encryptTo(keys.recipient, new Blob([`${texts.join('\n')}\n`]).stream().pipeThrough(gzip()));
  return new Uint8Array(await new Response(encrypted).arrayBuffer());
}

describe('a backup that was not made by the site', () => {
  it('is refused before anything is written, however well formed: no Admin account can be written in', async () => {
    await signedInOwner();
    const owner = await getStore(storeNameOf('admins')).get('users/owner', { type: 'json' });
    const mallory = { ...owner, username: 'mallory', email: 'mallory@example.net', role: 'admin' };
    const records = [{ kind: 'admins' as const, key: 'users/mallory', value: mallory }];
    await wipe(STORE_KINDS);
    const empty = await snapshot();
    // As the code wrote backups before they were signed, and signed with a key that is not the site's.
    for (const file of [await forgedBackup(records, 1), await forgedBackup(records, 2, 'a key the forger made up, 32 bytes or more')]) {
      await expect(restoreBackup(opener(file), restoreKeys, { replace: false })).rejects.toThrow(BackupCheckError);
      expect(await snapshot()).toEqual(empty);
    }
    expect(await getStore(storeNameOf('admins')).get('users/mallory')).toBeNull();
  }, 20_000);
});

describe('every record is checked against its store before anything is written', () => {
  it('refuses a signed backup holding a key its store never holds, or a record that is not of its schema', async () => {
    await signedInOwner();
    const owner = (await getStore(storeNameOf('admins')).get('users/owner', { type: 'json' })) as Record<string, unknown>;
    const withoutPassword = { ...owner };
    delete withoutPassword.password_hash;
    await wipe(STORE_KINDS);
    const empty = await snapshot();
    const cases = [
      {
        records: [{ kind: 'admins' as const, key: 'backdoor/mallory', value: owner }],
        problem: /admin-users\/backdoor\/mallory is a key this store never holds/,
      },
      {
        records: [{ kind: 'admins' as const, key: 'users/mallory', value: withoutPassword }],
        problem: /admin-users\/users\/mallory is not a record of this store/,
      },
      { records: [{ kind: 'activity' as const, key: 'not-a-log-key', value: {} }], problem: /a key this store never holds/ },
    ];
    for (const { records, problem } of cases) {
      const file = await forgedBackup(records, 2, SIGNING_KEY);
      await expect(restoreBackup(opener(file), restoreKeys, { replace: false })).rejects.toThrow(problem);
      expect(await snapshot()).toEqual(empty);
    }
  }, 20_000);
});

describe('a replace that fails half way', () => {
  it('says which stores were replaced, which one was partly written and which were not touched, and leaves those as they were', async () => {
    await seedSite();
    const { stream } = await encryptedBackup(keys.recipient, restoreKeys.signingKey);
    const file = new Uint8Array(await new Response(stream).arrayBuffer());
    await writeJson('articles', 'article/a2', { id: 'a2', title: 'Written after the backup' });
    const live = await snapshot();

    servers.blobs.failWhen((request) => request.store === storeNameOf('content') && request.method === 'PUT');
    const failure = await restoreBackup(opener(file), restoreKeys, { replace: true }).then(
      () => null,
      (error: unknown) => error,
    );
    servers.blobs.failWhen(null);
    expect(failure).toBeInstanceOf(RestoreIncompleteError);
    const incomplete = failure as RestoreIncompleteError;
    const order = BACKED_UP_STORES.map(storeNameOf);
    const at = order.indexOf(storeNameOf('content'));
    expect(incomplete.restored).toEqual(order.slice(0, at));
    expect(incomplete.partial).toBe(storeNameOf('content'));
    expect(incomplete.untouched).toEqual(order.slice(at + 1));
    expect(incomplete.message).toContain(`Not touched: ${order.slice(at + 1).join(', ')}`);
    const after = await snapshot();
    for (const kind of BACKED_UP_STORES.slice(at + 1)) expect(after[kind], kind).toEqual(live[kind]);
  }, 60_000);
});

describe('backup runs', () => {
  it('without BACKUP_RECIPIENT records a clear failure, mails the admins and keeps nothing unencrypted', async () => {
    const jar = await signedInOwner();
    vi.stubEnv('BACKUP_RECIPIENT', '');
    const run = await makeBackup('schedule');
    expect(run).toMatchObject({ status: 'failed', error: NO_RECIPIENT });
    expect((await getStore(storeNameOf('backups')).list({ prefix: 'parts/' })).blobs).toEqual([]);
    await vi.waitFor(() => expect(servers.smtp.mails.map((mail) => mail.headers.get('subject'))).toContain('The website backup failed'));
    const status = await call(adminBackups, '/api/admin/backups', { jar });
    expect(status.body).toMatchObject({
      last: { status: 'failed', error: NO_RECIPIENT },
      last_succeeded: null,
      missing: true,
      recipient_set: false,
    });
  });

  it('keeps the last 8 backups, and "back up now" needs a signed-in admin', async () => {
    const jar = await signedInOwner();
    for (let i = 0; i < 10; i += 1)
      expect((await makeBackup('schedule', { now: new Date(Date.now() + i * 1000) }))?.status).toBe('succeeded');
    expect((await listRuns()).filter((run) => run.status === 'succeeded')).toHaveLength(8);
    expect((await call(adminBackups, '/api/admin/backups', { method: 'POST', body: {} })).status).toBe(401);
    const asked = await call(adminBackups, '/api/admin/backups', { method: 'POST', body: {}, jar });
    expect(asked.status).toBe(202);
    const status = await call(adminBackups, '/api/admin/backups', { jar });
    expect(status.body).toMatchObject({ last: { status: 'succeeded' }, missing: false, recipient_set: true, keep: 8 });
  }, 20_000);

  it('logs who asked for a backup and each download of one', async () => {
    const jar = await signedInOwner();
    expect((await call(adminBackups, '/api/admin/backups', { method: 'POST', body: {}, jar })).status).toBe(202);
    const run = await makeBackup('admin', { by: 'owner' });
    const pulled = await downloadLatestBackup(PULL_COMMAND_ACTOR);
    expect(pulled?.run.id).toBe(run?.id);
    const log = await call(adminActivity, '/api/admin/activity', { jar });
    const entries = (log.body.items as { action: string; actor: string; target?: string }[]).filter((entry) =>
      entry.action.startsWith('backup.'),
    );
    expect(entries).toEqual([
      expect.objectContaining({ action: 'backup.downloaded', actor: PULL_COMMAND_ACTOR, target: run?.id }),
      expect.objectContaining({ action: 'backup.requested', actor: 'owner' }),
    ]);
  }, 20_000);
});
