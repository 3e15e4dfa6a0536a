import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFunctionTestServers } from './support/function-tests';
import { getStore } from '@netlify/blobs';
import * as newsletter from '../functions/newsletter-signup';
import * as newsletters from '../functions/admin-newsletter-subscribers';
import * as newsletterConfirm from '../functions/newsletter-confirm';
import * as newsletterUnsubscribe from '../functions/newsletter-unsubscribe';
import * as newsletterReconfirm from '../functions/admin-newsletter-reconfirm';
import * as sendBackground from '../functions/newsletter-send-background';
import { startBackground } from '../../src/server/background-calls';
import {
  createSubscriber,
  isSuppressed,
  newToken,
  RETRY_DELAY_MS,
  runCampaign,
  sendJob,
  sha256,
  type StoredSubscriber,
  suppress,
} from '../../src/server/newsletter/index';
import { serveFunction } from './support/background';
import * as campaigns from '../functions/admin-campaigns';
import * as campaignPreview from '../functions/admin-campaign-preview';
import * as campaignTest from '../functions/admin-campaign-test';
import * as campaignSend from '../functions/admin-campaign-send';
import { confirm, subscribe } from '../../src/server/newsletter';
import { OWNER, signedInMember, signedInOwner } from './support/admin';
import { listActivity } from '../../src/server/activity/index';
import { call, CookieJar, SITE_ORIGIN, type CallResult } from './support/invoke';
import { type ReceivedMail } from '../../scripts/lib/local-smtp';

const servers = useFunctionTestServers({
  emptyStores: ['newsletter-subscribers', 'newsletter-tokens', 'newsletter-suppression', 'newsletter-campaigns', 'erasure-log'],
  smtp: { timeoutMs: 2_000 },
  freshEnv: true,
});
let jar: CookieJar;
beforeEach(async () => {
  // What a dev server started with only these three sends every kind of mail with.
  vi.stubEnv('LEAD_NOTIFY_TO', 'sales@agency.test');
  vi.stubEnv('LEAD_NOTIFY_FROM', 'Website <news@agency.test>');
  vi.stubEnv('BRAND_NAME', 'Test Agency');
  vi.stubEnv('POSTAL_ADDRESS', '12 Mall Road, Lahore 54000, Pakistan');
  servers.smtp.refusedRecipients.clear();
  servers.smtp.deferAfter = null;
  jar = await signedInOwner();
});

const signUp = async (email: string, headers: Record<string, string> = {}): Promise<CallResult> => {
  const res = await call(newsletter, '/api/newsletter', { method: 'POST', body: { email }, headers });
  await res.background;
  return res;
};
const listed = async (status = 'all') => (await call(newsletters, `/api/newsletters?status=${status}`, { jar })).body as StoredSubscriber[];
const mailsTo = (email: string) => servers.smtp.mails.filter((mail) => mail.to.includes(email));

/** The link of a given path in a mail's text part. */
function linkIn(mail: ReceivedMail, path: string): URL {
  const match = new RegExp(`https?://[^\\s\\]>)]+${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in:\n${mail.text}`);
  return new URL(match[0]);
}

/** Every newsletter mail: sender, one recipient, both parts, and the unsubscribe headers with this reader's token. */
function expectNewsletterHeaders(mail: ReceivedMail): string {
  const headers = mail.headers;
  expect(headers.get('from')).toBe('Website <news@agency.test>');
  expect(mail.from).toBe('news@agency.test');
  expect(mail.to).toHaveLength(1);
  expect(headers.get('to')).toBe(mail.to[0]);
  expect(headers.get('message-id')).toMatch(/^<.+@.+>$/);
  expect(headers.get('date')).toBeTruthy();
  expect(headers.get('content-type')).toMatch(/^multipart\/alternative;/);
  expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
  expect(mail.raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
  const list =
    /^<(https:\/\/agency\.test\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]{43}))>, <mailto:news@agency\.test\?subject=unsubscribe%20([A-Za-z0-9_-]{43})>$/.exec(
      headers.get('list-unsubscribe') ?? '',
    );
  expect(list, `List-Unsubscribe: ${headers.get('list-unsubscribe')}`).not.toBeNull();
  expect(list![3]).toBe(list![2]);
  expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  return list![2]!;
}

/** Posts like a mail provider's one-click unsubscribe: no cookie, no Origin, the RFC 8058 body. */
function oneClick(url: string, body = 'List-Unsubscribe=One-Click'): Promise<CallResult> {
  const { pathname, search } = new URL(url);
  return call(newsletterUnsubscribe, `${pathname}${search}`, {
    method: 'POST',
    origin: null,
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const pressConfirm = (url: URL) =>
  call(newsletterConfirm, `${url.pathname}${url.search}`, {
    method: 'POST',
    body: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

// Each test makes dozens of store writes, which the atomic front runs one at a time, and sends real mail:
// about a second each on a quiet machine, many times that on a loaded one.
vi.setConfig({ testTimeout: 60_000 });

describe('double opt-in', () => {
  it('makes a new address pending, mails one confirmation link; the button confirms it once, with the consent evidence', async () => {
    const res = await signUp('Reader@Example.pk', { referer: `${SITE_ORIGIN}/lahore` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ subscribed: true });
    expect(await listed('list')).toEqual([]);
    const [pending] = await listed('pending');
    expect(pending).toMatchObject({ email: 'reader@example.pk', status: 'pending', source: '/lahore' });
    expect(pending).not.toHaveProperty('confirm');
    expect(pending).not.toHaveProperty('unsubscribe_token');

    expect(servers.smtp.mails).toHaveLength(1);
    const [mail] = servers.smtp.mails;
    expectNewsletterHeaders(mail!);
    expect(mail!.headers.get('subject')).toBe('Please confirm your subscription to Test Agency');
    expect(mail!.text).toContain('12 Mall Road, Lahore 54000, Pakistan');
    const link = linkIn(mail!, '/newsletter/confirm');
    expect(link.origin).toBe(SITE_ORIGIN);

    // A GET of the link is the prebuilt page's; the function takes only the button's POST.
    expect((await call(newsletterConfirm, `${link.pathname}${link.search}`)).status).toBe(405);
    expect((await listed('pending')).map((item) => item.email)).toEqual(['reader@example.pk']);

    const confirmed = await pressConfirm(link);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${SITE_ORIGIN}/newsletter/confirmed`);
    const [reader] = await listed('list');
    expect(reader).toMatchObject({
      email: 'reader@example.pk',
      status: 'confirmed',
      source: '/lahore',
      subscribed_at: pending!.subscribed_at,
    });
    expect(Date.parse(reader!.confirmed_at!)).toBeGreaterThanOrEqual(Date.parse(reader!.subscribed_at));

    // Single use.
    const again = await pressConfirm(link);
    expect(again.headers.get('location')).toBe(`${SITE_ORIGIN}/newsletter/link-expired`);
    // The spec's list: a JSON array of confirmed readers, newest first.
    const spec = await call(newsletters, '/api/newsletters', { jar });
    expect(spec.body).toEqual([
      expect.objectContaining({ id: expect.any(String), email: 'reader@example.pk', subscribed_at: expect.any(String) }),
    ]);
  });

  it('stores the confirmation token only as a hash, and the link dies after 7 days', async () => {
    await signUp('late@example.pk');
    const token = linkIn(servers.smtp.mails[0]!, '/newsletter/confirm').searchParams.get('token')!;
    const files = (await readdir(servers.blobs.directory, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    const stored = await Promise.all(files.map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')));
    const keys = files.map((entry) => join(entry.parentPath, entry.name));
    expect([...stored, ...keys].join('\n')).not.toContain(token);
    expect(stored.join('\n')).toContain(sha256(token));
    expect(keys.join('\n')).toContain(sha256(token));

    const eightDays = new Date(Date.now() + 8 * 24 * 3600_000);
    expect(await confirm(token, eightDays)).toBe('invalid');
    expect(await confirm(token, new Date(Date.now() + 6 * 24 * 3600_000))).toBe('confirmed');
  });

  it('answers every kind of address the same: status, body, headers and one mail each (enumeration probe)', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await subscribe('pending@example.pk', { origin: SITE_ORIGIN, now: twoHoursAgo });
    await subscribe('confirmed@example.pk', { origin: SITE_ORIGIN, now: twoHoursAgo });
    await subscribe('left@example.pk', { origin: SITE_ORIGIN, now: twoHoursAgo });
    for (const email of ['confirmed@example.pk', 'left@example.pk']) {
      expect(await confirm(linkIn(mailsTo(email)[0]!, '/newsletter/confirm').searchParams.get('token'))).toBe('confirmed');
    }
    const leftToken = expectNewsletterHeaders(mailsTo('left@example.pk')[0]!);
    expect((await oneClick(`${SITE_ORIGIN}/newsletter/unsubscribe?token=${leftToken}`)).status).toBe(200);
    servers.smtp.mails = [];

    const kinds = ['new@example.pk', 'pending@example.pk', 'confirmed@example.pk', 'left@example.pk'];
    const answers = [];
    for (const email of kinds) answers.push(await signUp(email));
    const shape = (res: CallResult) => ({
      status: res.status,
      text: res.text,
      type: res.headers.get('content-type'),
      cookies: res.setCookies,
    });
    for (const res of answers) expect(shape(res)).toEqual(shape(answers[0]!));
    expect(kinds.map((email) => mailsTo(email).length)).toEqual([1, 1, 1, 1]);
    servers.smtp.mails.forEach(expectNewsletterHeaders);

    // Asking again within the hour: the same answer, and no new mail for anyone.
    for (const email of kinds) expect(shape(await signUp(email))).toEqual(shape(answers[0]!));
    expect(servers.smtp.mails).toHaveLength(4);
    // The one who left is pending again, and still suppressed until they confirm.
    expect((await listed('pending')).map((item) => item.email).sort()).toEqual(['left@example.pk', 'new@example.pk', 'pending@example.pk']);
  });

  it('keeps addresses stored before double opt-in on the list as "legacy", and mails each a re-confirmation once', async () => {
    await getStore('newsletter-subscribers').setJSON('old@example.pk', {
      id: '01J00000000000000000000001',
      email: 'old@example.pk',
      subscribed_at: '2025-01-01T00:00:00.000Z',
    });
    expect(await listed('list')).toEqual([
      { id: '01J00000000000000000000001', email: 'old@example.pk', subscribed_at: '2025-01-01T00:00:00.000Z', status: 'legacy' },
    ]);
    expect((await call(newsletterReconfirm, '/api/newsletters/reconfirm', { method: 'POST' })).status).toBe(401);
    const first = await call(newsletterReconfirm, '/api/newsletters/reconfirm', { method: 'POST', jar });
    expect(first.body).toEqual({ sent: 1, failed: 0, remaining: 0 });
    const second = await call(newsletterReconfirm, '/api/newsletters/reconfirm', { method: 'POST', jar });
    expect(second.body).toEqual({ sent: 0, failed: 0, remaining: 0 });
    expect(servers.smtp.mails).toHaveLength(1);
    expectNewsletterHeaders(servers.smtp.mails[0]!);
    expect(servers.smtp.mails[0]!.headers.get('subject')).toBe("Do you still want Test Agency's newsletter?");
    expect((await pressConfirm(linkIn(servers.smtp.mails[0]!, '/newsletter/confirm'))).headers.get('location')).toMatch(
      /\/newsletter\/confirmed$/,
    );
    expect(await listed('confirmed')).toEqual([
      expect.objectContaining({ email: 'old@example.pk', reconfirmation_sent_at: expect.any(String) }),
    ]);
  });
});

describe('leaving', () => {
  it('unsubscribes at once on a raw RFC 8058 one-click POST, and suppresses the address', async () => {
    await signUp('reader@example.pk');
    await pressConfirm(linkIn(servers.smtp.mails[0]!, '/newsletter/confirm'));
    const url = /^<([^>]+)>/.exec(servers.smtp.mails[0]!.headers.get('list-unsubscribe')!)![1]!;

    // A GET shows the page (the function does not take it) and changes nothing.
    const { pathname, search } = new URL(url);
    expect((await call(newsletterUnsubscribe, `${pathname}${search}`)).status).toBe(405);
    expect((await listed('confirmed')).length).toBe(1);

    const res = await oneClick(url);
    expect(res.status).toBe(200);
    expect(res.text).toBe('You have been unsubscribed.\n');
    expect(await listed('list')).toEqual([]);
    expect(await listed('unsubscribed')).toEqual([
      expect.objectContaining({ email: 'reader@example.pk', unsubscribed_at: expect.any(String) }),
    ]);
    expect(await getStore('newsletter-suppression').get(sha256('reader@example.pk'), { type: 'json' })).toMatchObject({
      reason: 'unsubscribed',
    });

    // The page's button (no one-click body) gets the prebuilt page; a made-up token learns nothing.
    const button = await call(newsletterUnsubscribe, `${pathname}${search}`, {
      method: 'POST',
      body: 'confirm=yes',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(button.headers.get('location')).toBe(`${SITE_ORIGIN}/newsletter/unsubscribed`);
    const unknown = await oneClick(`${SITE_ORIGIN}/newsletter/unsubscribe?token=${newToken()}`);
    expect(unknown.status).toBe(400);
  });
});

/** Confirmed readers written straight to the store (as 500 confirmed sign-ups would leave them). */
async function seedConfirmed(count: number, prefix = 'reader'): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, index) => `${prefix}${String(index).padStart(3, '0')}@example.pk`);
  const offset = prefix === 'reader' ? 0 : 900;
  const at = new Date().toISOString();
  for (let start = 0; start < emails.length; start += 50) {
    await Promise.all(
      emails.slice(start, start + 50).map((email, index) =>
        createSubscriber({
          id: `01J${String(offset + start + index).padStart(23, '0')}`,
          email,
          subscribed_at: at,
          status: 'confirmed',
          confirmed_at: at,
          unsubscribe_token: newToken(),
        }),
      ),
    );
  }
  return emails;
}

async function draft(
  body = { subject: 'SEO tips for November', preview_text: 'Three quick wins', body_markdown: '# Hello\n\nRead **this**.' },
) {
  const res = await call(campaigns, '/api/campaigns', { method: 'POST', body, jar });
  expect(res.status).toBe(201);
  return res.body as { id: string; text_version: string };
}

describe('campaigns', () => {
  it('creates, edits, previews (sanitised, footer with name, address and unsubscribe) and sends a test to the admin', async () => {
    await seedConfirmed(3);
    const created = await draft({
      subject: 'Hello',
      preview_text: '',
      body_markdown: 'Hi <script>alert(1)</script> [x](javascript:alert(1))',
    });
    const listing = await call(campaigns, '/api/campaigns', { jar });
    expect(listing.body).toEqual({ items: [expect.objectContaining({ id: created.id, status: 'draft' })], confirmed_subscribers: 3 });
    expect((await call(campaigns, '/api/campaigns')).status).toBe(401);
    expect((await call(campaigns, '/api/campaigns', { method: 'POST', body: { subject: '', body_markdown: '' }, jar })).status).toBe(400);

    const edited = await call(campaigns, `/api/campaigns/${created.id}`, {
      method: 'PUT',
      body: {
        subject: 'SEO tips',
        preview_text: 'Quick wins',
        body_markdown: '## Tip one\n\nFix your **titles**.',
        text_version: created.text_version,
      },
      jar,
    });
    expect(edited.body).toMatchObject({
      subject: 'SEO tips',
      body_markdown: '## Tip one\n\nFix your **titles**.',
      updated_by: OWNER.username,
    });
    expect((await call(campaigns, '/api/campaigns/01J00000000000000000000000', { jar })).status).toBe(404);

    const preview = await call(campaignPreview, '/api/campaign-preview', {
      method: 'POST',
      body: { subject: 'Draft', preview_text: 'Peek', body_markdown: 'Hi <script>alert(1)</script> [x](javascript:alert(1)) **bold**' },
      jar,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe('Draft');
    expect(preview.body.html).toContain('<strong>bold</strong>');
    // What staff typed shows as text; nothing of it becomes a script or a link.
    expect(preview.body.html).not.toMatch(/<script|href="javascript:/i);
    expect(preview.body.html).toContain('12 Mall Road, Lahore 54000, Pakistan');
    expect(preview.body.html).toContain(`${SITE_ORIGIN}/newsletter/unsubscribe?token=`);
    expect(preview.body.text).toMatch(/Test Agency, 12 Mall Road/);
    expect(preview.body.text).toMatch(/at agency\.test\. Unsubscribe https:\/\/agency\.test\/newsletter\/unsubscribe\?token=/);

    const test = await call(campaignTest, `/api/campaigns/${created.id}/test`, { method: 'POST', jar });
    expect(test.body).toEqual({ sent_to: OWNER.email });
    expect(servers.smtp.mails.map((mail) => [mail.to, mail.headers.get('subject')])).toEqual([[[OWNER.email], '[Test] SEO tips']]);
    expect(servers.smtp.mails[0]!.text).toContain('Fix your titles.');
  });

  it('sends a 500-reader campaign stopped after 137 deliveries and resumed: 500 deliveries, nobody twice; the suppressed and bounced get nothing', async () => {
    const readers = await seedConfirmed(500);
    // Confirmed on the list but suppressed (say, put back by hand after unsubscribing): never mailed.
    const [suppressed, refused] = await seedConfirmed(2, 'zz-extra');
    await suppress(suppressed!, { reason: 'unsubscribed', at: new Date().toISOString() });
    // Refused for good by the mail server: failed with the reason, then bounced and suppressed.
    servers.smtp.refusedRecipients.add(refused!);
    // Bounced before: not in the audience at all.
    await createSubscriber({
      id: '01JZZZZZZZZZZZZZZZZZZZZZZZ',
      email: 'bounced@example.pk',
      subscribed_at: new Date().toISOString(),
      status: 'bounced',
    });

    const { id, text_version } = await draft();
    const queued = await call(campaignSend, `/api/campaigns/${id}/send`, { method: 'POST', body: { text_version }, jar });
    expect(queued.status).toBe(200);
    expect(queued.body).toMatchObject({ status: 'scheduled', scheduled_by: OWNER.username });
    // Queued once: a second send is refused, whatever the time asked for.
    expect(
      (
        await call(campaignSend, `/api/campaigns/${id}/send`, {
          method: 'POST',
          jar,
          body: { at: new Date(Date.now() + 3600_000).toISOString(), text_version },
        })
      ).status,
    ).toBe(409);

    const sleeps: number[] = [];
    const sleep = async (ms: number) => {
      sleeps.push(servers.smtp.mails.length);
      expect(ms).toBeLessThanOrEqual(60_000);
    };
    const started = Date.now();
    // Stopped between two mails after 137 deliveries, as a function stopped halfway.
    const first = await runCampaign(id, { ratePerMinute: 100, sleep, shouldStop: () => servers.smtp.mails.length >= 137 });
    expect(first).toMatchObject({ outcome: 'paused', progress: { total: 502, sent: 137, waiting: 365 } });
    expect(servers.smtp.mails).toHaveLength(137);
    expect((await call(campaigns, `/api/campaigns/${id}`, { jar })).body).toMatchObject({
      status: 'sending',
      progress: { sent: 137, failed: 0, waiting: 365 },
    });

    // Started again twice at once (the scheduled function and a retry, say): one run carries on, the other finds it busy.
    const [a, b] = await Promise.all([runCampaign(id, { ratePerMinute: 100, sleep }), runCampaign(id, { ratePerMinute: 100, sleep })]);
    const elapsed = Date.now() - started;

    const delivered = servers.smtp.mails.map((mail) => mail.to[0]!);
    console.log(
      `500-reader campaign: ${delivered.length} deliveries (137 before the stop, ${delivered.length - 137} after), ${new Set(delivered).size} distinct, in ${elapsed} ms; batches of 100 paused at ${sleeps.join(', ')} mails`,
    );
    expect(delivered).toHaveLength(500);
    expect(new Set(delivered).size).toBe(500);
    expect([...delivered].sort()).toEqual(readers);
    expect(sleeps).toEqual([100, 237, 337, 437]);
    expect([a.outcome, b.outcome].sort()).toEqual(['busy', 'finished']);
    const tokens = new Set(servers.smtp.mails.map(expectNewsletterHeaders));
    expect(tokens.size).toBe(500);
    for (const mail of servers.smtp.mails) expect(mail.headers.get('precedence')).toBe('bulk');
    console.log(`Headers of one campaign mail:\n${servers.smtp.mails[0]!.raw.slice(0, servers.smtp.mails[0]!.raw.indexOf('\r\n\r\n'))}`);

    const done = (await call(campaigns, `/api/campaigns/${id}`, { jar })).body;
    expect(done).toMatchObject({
      status: 'sent',
      progress: { total: 502, sent: 500, failed: 1, skipped: 1, waiting: 0 },
      failures: [{ email: refused, reason: expect.stringMatching(/550 No such user/) }],
      finished_at: expect.any(String),
    });
    const bounced = await listed('bounced');
    expect(bounced.map((item) => item.email).sort()).toEqual(['bounced@example.pk', refused]);
    expect(bounced.find((item) => item.email === refused)?.bounce_reason).toMatch(/550 No such user/);

    // Never twice: the background function finds nothing due.
    const site = await serveFunction(sendBackground.default);
    try {
      expect(await startBackground(site.origin, sendJob.path)).toBe(true);
    } finally {
      await site.close();
    }
    expect(servers.smtp.mails).toHaveLength(500);

    // The refused address is suppressed now, like the unsubscribed one: no later campaign mails either.
    expect(await isSuppressed(refused!)).toBe(true);
    expect(await isSuppressed(suppressed!)).toBe(true);
    expect(mailsTo('bounced@example.pk')).toEqual([]);
  }, 120_000);

  it('retries a temporary refusal (4xx) later, and never resends a mail a dead run may have handed over', async () => {
    const readers = await seedConfirmed(6);
    const { id, text_version } = await draft();
    await call(campaignSend, `/api/campaigns/${id}/send`, { method: 'POST', body: { text_version }, jar });
    // A run that died while handing reader005 to the server left its claim behind.
    await getStore('newsletter-campaigns').setJSON(`claim/${id}/${sha256('reader005@example.pk')}/1`, {
      run: 'a-run-that-died',
      at: new Date().toISOString(),
    });
    servers.smtp.deferAfter = 3;
    const first = await runCampaign(id, { ratePerMinute: 1000 });
    expect(first).toMatchObject({ outcome: 'paused', progress: { sent: 3, failed: 1, waiting: 2 } });
    expect(await runCampaign(id, { ratePerMinute: 1000 })).toEqual({ outcome: 'not-due' });

    servers.smtp.deferAfter = null;
    const later = new Date(Date.now() + RETRY_DELAY_MS + 1000);
    const second = await runCampaign(id, { ratePerMinute: 1000, now: () => later });
    expect(second).toMatchObject({ outcome: 'finished', progress: { sent: 5, failed: 1, waiting: 0 } });
    expect(servers.smtp.mails.map((mail) => mail.to[0]).sort()).toEqual(readers.slice(0, 5));
    const done = (await call(campaigns, `/api/campaigns/${id}`, { jar })).body;
    expect(done.failures).toEqual([{ email: 'reader005@example.pk', reason: expect.stringMatching(/^Interrupted/) }]);
  });

  it("locks a scheduled campaign's text until an Admin cancels the schedule, and logs every edit", async () => {
    const editor = await signedInMember(jar, 'edna', 'editor');
    const { id } = await draft();
    // Each writer writes over the text as it stands (read just before): this test is about the lock.
    const edit = async (by: CookieJar, subject: string) => {
      const { text_version } = (await call(campaigns, `/api/campaigns/${id}`, { jar: by })).body;
      return call(campaigns, `/api/campaigns/${id}`, {
        method: 'PUT',
        body: { subject, preview_text: '', body_markdown: 'Body', text_version },
        jar: by,
      });
    };
    const approved = await edit(editor, 'Before approval');
    expect(approved.status).toBe(200);
    const at = new Date(Date.now() + 3600_000).toISOString();
    const text_version = approved.body.text_version;
    expect((await call(campaignSend, `/api/campaigns/${id}/send`, { method: 'POST', body: { at, text_version }, jar })).status).toBe(200);

    const locked = await edit(editor, 'Rewritten after approval');
    expect(locked.status).toBe(409);
    expect(locked.body.error).toBe('This campaign is scheduled, so its text is locked. An Admin can cancel the schedule to edit it again.');
    expect((await edit(jar, 'Rewritten by the Admin')).status).toBe(409);
    expect((await call(campaigns, `/api/campaigns/${id}`, { jar })).body).toMatchObject({
      status: 'scheduled',
      subject: 'Before approval',
    });
    // Only an Admin takes it back to draft.
    expect((await call(campaignSend, `/api/campaigns/${id}/send`, { method: 'DELETE', jar: editor })).status).toBe(403);
    expect((await call(campaignSend, `/api/campaigns/${id}/send`, { method: 'DELETE', jar })).body).toMatchObject({ status: 'draft' });
    expect((await edit(editor, 'After the schedule was cancelled')).status).toBe(200);

    const { page } = await listActivity({ action: 'campaign.edited' });
    expect(page.items.map((entry) => [entry.actor, entry.target])).toEqual([
      ['edna', id],
      ['edna', id],
    ]);
  });

  it('sends only what the Admin saw: an Editor who saved since makes Send and Schedule answer 409, and two writers never overwrite each other', async () => {
    await seedConfirmed(2);
    const editor = await signedInMember(jar, 'edna', 'editor');
    const { id } = await draft();
    // The Admin opens the campaign (the screen keeps the version of the text it shows)...
    const opened = (await call(campaigns, `/api/campaigns/${id}`, { jar })).body;
    // ...the Editor, who opened it too, rewrites it...
    const rewrite = { subject: 'Rewritten by the Editor', preview_text: '', body_markdown: 'Not what the Admin read' };
    const edited = await call(campaigns, `/api/campaigns/${id}`, {
      method: 'PUT',
      body: { ...rewrite, text_version: opened.text_version },
      jar: editor,
    });
    expect(edited.status).toBe(200);

    // ...and the Admin presses Send (nothing typed), now or for later: nothing is queued.
    for (const at of [undefined, new Date(Date.now() + 3600_000).toISOString()]) {
      const send = await call(campaignSend, `/api/campaigns/${id}/send`, {
        method: 'POST',
        body: { at, text_version: opened.text_version },
        jar,
      });
      expect(send.status).toBe(409);
      expect(send.body.error).toBe('This campaign was changed after you opened it. Read it again before sending.');
      expect(send.body.campaign).toMatchObject({ status: 'draft', subject: 'Rewritten by the Editor' });
    }
    // A send that names no version is refused too: the server never guesses what the Admin saw.
    expect((await call(campaignSend, `/api/campaigns/${id}/send`, { method: 'POST', body: {}, jar })).status).toBe(400);
    expect((await call(campaigns, `/api/campaigns/${id}`, { jar })).body).toMatchObject({ status: 'draft', ...rewrite });
    expect(await listActivity({ action: 'campaign.sent' })).toMatchObject({ page: { items: [] } });

    // The Admin's own save over the text they opened does not overwrite the Editor's either.
    const save = await call(campaigns, `/api/campaigns/${id}`, {
      method: 'PUT',
      body: { subject: "The Admin's text", preview_text: '', body_markdown: 'Hello', text_version: opened.text_version },
      jar,
    });
    expect(save.status).toBe(409);
    expect(save.body.error).toBe(
      'This campaign was changed by someone else after you opened it, so your changes were not saved. Copy them, read the campaign again, then save.',
    );
    expect((await call(campaigns, `/api/campaigns/${id}`, { jar })).body).toMatchObject(rewrite);

    // Read again, the Admin sends what they now see.
    expect(edited.body.text_version).not.toBe(opened.text_version);
    const sent = await call(campaignSend, `/api/campaigns/${id}/send`, {
      method: 'POST',
      body: { text_version: edited.body.text_version },
      jar,
    });
    expect(sent.body).toMatchObject({ status: 'scheduled', subject: 'Rewritten by the Editor' });
  });

  it('sends only the text the Admin scheduled: a changed text goes back to draft and nothing goes out', async () => {
    await seedConfirmed(2);
    const { id, text_version } = await draft();
    const at = new Date(Date.now() + 3600_000);
    expect(
      (await call(campaignSend, `/api/campaigns/${id}/send`, { method: 'POST', body: { at: at.toISOString(), text_version }, jar })).status,
    ).toBe(200);
    // Changed in the store behind the API's back (the lock is the API's; the send must not rely on it alone).
    const store = getStore('newsletter-campaigns');
    const stored = (await store.get(`campaign/${id}`, { type: 'json' })) as Record<string, unknown>;
    await store.setJSON(`campaign/${id}`, { ...stored, body_markdown: 'Not what the Admin approved' });

    expect(await runCampaign(id, { now: () => new Date(at.getTime() + 1000) })).toEqual({ outcome: 'changed' });
    expect(servers.smtp.mails).toHaveLength(0);
    expect((await call(campaigns, `/api/campaigns/${id}`, { jar })).body).toMatchObject({ status: 'draft' });
  });

  it('starts a campaign scheduled for later only when its time has come', async () => {
    await seedConfirmed(2);
    const { id, text_version } = await draft();
    const at = new Date(Date.now() + 3600_000);
    const queued = await call(campaignSend, `/api/campaigns/${id}/send`, {
      method: 'POST',
      body: { at: at.toISOString(), text_version },
      jar,
    });
    expect(queued.body).toMatchObject({ status: 'scheduled', scheduled_at: at.toISOString() });
    expect(await runCampaign(id)).toEqual({ outcome: 'not-due' });
    expect(servers.smtp.mails).toHaveLength(0);
    expect(await runCampaign(id, { now: () => new Date(at.getTime() + 1000) })).toMatchObject({
      outcome: 'finished',
      progress: { sent: 2 },
    });
  });

  it('signs every mail with DKIM when a key is configured', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    vi.stubEnv('DKIM_PRIVATE_KEY', privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    vi.stubEnv('DKIM_DOMAIN', 'agency.test');
    vi.stubEnv('DKIM_SELECTOR', 'news2026');
    await signUp('signed@example.pk');
    expect(servers.smtp.mails[0]!.headers.get('dkim-signature')).toMatch(/d=agency\.test; .*s=news2026;/);
  });
});
