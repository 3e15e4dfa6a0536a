import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as activity from '../functions/admin-activity';
import * as clients from '../functions/admin-clients';
import * as clientProperty from '../functions/admin-client-property';
import * as clientResults from '../functions/admin-client-results';
import * as reviews from '../functions/admin-reviews';
import * as reportPage from '../functions/client-report';
import { clientExportSchema, type ClientReport } from '../../src/lib/api/clients';
import { clientResultsSchema, reviewsAnswerSchema, type ReviewsAnswer } from '../../src/lib/api/reviews';
import { readPublishedProof } from '../../src/server/content-snapshot/index';
import { ANSWERS_PER_HOUR } from '../../src/server/proof/index';
import { listKeys, storeNameOf } from '../../src/server/storage';
import { signedInMember, signedInOwner } from './support/admin';
import { serveFunction } from './support/background';
import { seedReport, type SeedFigures } from './support/client-reports';
import { useFunctionTestServers } from './support/function-tests';
import { call, type CallResult, type CookieJar } from './support/invoke';

/**
 * "How are we doing?" on a monthly report, without JavaScript: the plain form
 * post answered 303 back to the page, replacing, withdrawing, an unknown
 * token, a missing rating and over-long words (400 on the page), a flood on
 * one report (429); consent (nothing unconsented reaches the content
 * snapshot, whatever staff do); the typical-results line; the export and
 * the erasure of the consent record.
 */
useFunctionTestServers({
  emptyStores: [storeNameOf('clients'), storeNameOf('proof'), storeNameOf('activity'), storeNameOf('publishing'), storeNameOf('erasures')],
  freshEnv: true,
});

let owner: CookieJar;
let hook: { origin: string; close: () => Promise<void> };
let hookCalls = 0;
beforeAll(async () => {
  // The build hook (a POST), and the site's own 404 page that an unknown report address gets.
  hook = await serveFunction(async (req) => {
    if (req.method !== 'POST') return new Response('<h1>Page not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
    hookCalls += 1;
    return new Response('{}', { status: 200 });
  });
  return () => hook.close();
});
beforeEach(async () => {
  vi.stubEnv('URL', hook.origin);
  owner = await signedInOwner();
  hookCalls = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

async function newClient(businessName = 'Smile Dental Clinic', contactName = 'Usman Tariq'): Promise<{ id: string; businessName: string }> {
  const made = await call(clients, '/api/admin/clients', { method: 'POST', body: { businessName, contactName }, jar: owner });
  expect(made.status).toBe(201);
  return { id: made.body.id as string, businessName };
}

async function clientWithReport(month = '2027-02', google: SeedFigures | null = { clicks: 400, previousMonth: 300, yearBefore: 200 }) {
  const client = await newClient();
  return { client, report: await seedReport(client, month, google) };
}

const pagePath = (report: ClientReport) => `/client-report/${report.token}`;

/** The form as a browser without JavaScript posts it. */
function send(report: ClientReport, fields: Record<string, string>, options: { deployContext?: string } = {}): Promise<CallResult> {
  return call(reportPage, pagePath(report), {
    method: 'POST',
    // A checkbox left unticked is not sent at all.
    body: new URLSearchParams(Object.entries({ intent: 'send', ...fields }).filter(([, value]) => value !== '')).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...options,
  });
}
const withdraw = (report: ClientReport, options: { deployContext?: string } = {}) =>
  call(reportPage, pagePath(report), {
    method: 'POST',
    body: 'intent=withdraw',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...options,
  });
const ANSWER = {
  rating: '5',
  text: 'They fixed our Google profile and the phone rings more.',
  naming: 'business',
  publishReview: 'yes',
  publishResults: 'yes',
};

const list = async (): Promise<ReviewsAnswer> =>
  reviewsAnswerSchema.parse((await call(reviews, '/api/admin/reviews', { jar: owner })).body);
const decide = (clientId: string, month: string, body: unknown, jar = owner) =>
  call(reviews, `/api/admin/reviews/${clientId}/${month}`, { method: 'POST', body, jar });
const publish = (
  clientId: string,
  month: string,
  tags: { industry: string | null; city: string | null } = { industry: 'dental-seo', city: 'Lahore' },
) => decide(clientId, month, { action: 'publish', ...tags });
const publishCard = (
  clientId: string,
  tags: { industry: string | null; city: string | null } = { industry: 'dental-seo', city: 'Lahore' },
) => call(clientResults, `/api/admin/clients/${clientId}/results`, { method: 'POST', body: tags, jar: owner });

describe('the form on the monthly report, without JavaScript', () => {
  it('is on the page, posts to the report itself, and the page allows that form and nothing more', async () => {
    const { report } = await clientWithReport();
    const page = await call(reportPage, pagePath(report));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h2 id="answer-heading">How are we doing?</h2>');
    expect(page.text).toContain(`<form method="post" action="/client-report/${report.token}#answer">`);
    expect(page.text).not.toMatch(/<script/i);
    for (const name of ['publishReview', 'publishResults']) expect(page.text).toMatch(new RegExp(`name="${name}" value="yes">`)); // unticked
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("form-action 'self'");
    // Only form-action changed from the audit report's policy.
    expect(csp.replace("form-action 'self'", "form-action 'none'")).toMatch(
      /^default-src 'none'; style-src 'sha256-[^']+'; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
    );
  });

  it('answers 303 back to the report, which thanks the client and shows what they sent, escaped', async () => {
    const { report } = await clientWithReport();
    const sent = await send(report, { ...ANSWER, text: 'Great work <script>alert("x")</script> & more' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/client-report/${report.token}#answer`);
    const page = await call(reportPage, pagePath(report));
    expect(page.text).toContain('Thank you for your answer.');
    expect(page.text).toContain('Great work &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('<dt>Your rating</dt><dd>5 of 5 (Excellent)</dd>');
    expect(page.text).toMatch(/id="answer-rating-5" name="rating" value="5" checked/);
    expect(page.text).toContain('>Withdraw</button>');
    expect(page.text).toContain('<h3>Change your answer</h3>');
  });

  it('shows the Google review link after sending, whatever the rating, when GOOGLE_REVIEW_URL is set', async () => {
    const { report } = await clientWithReport();
    vi.stubEnv('GOOGLE_REVIEW_URL', 'https://g.page/r/agency-review');
    expect((await call(reportPage, pagePath(report))).text).not.toContain('Review us on Google');
    await send(report, { ...ANSWER, rating: '1' });
    expect((await call(reportPage, pagePath(report))).text).toContain(
      '<a class="button" href="https://g.page/r/agency-review" rel="noopener noreferrer">Review us on Google</a>',
    );
    vi.stubEnv('GOOGLE_REVIEW_URL', '');
    expect((await call(reportPage, pagePath(report))).text).not.toContain('Review us on Google');
  });

  it('replaces the answer when sent again, and keeps every send in the consent record', async () => {
    const { client, report } = await clientWithReport();
    await send(report, ANSWER);
    expect((await send(report, { ...ANSWER, rating: '4', text: 'Changed my mind a little.' })).status).toBe(303);
    const page = await call(reportPage, pagePath(report));
    expect(page.text).toContain('Changed my mind a little.');
    expect(page.text).not.toContain('the phone rings more');
    const [answer] = (await list()).items;
    expect(answer).toMatchObject({ clientId: client.id, month: '2027-02', rating: 4, status: 'new' });
    expect(await listKeys('proof', `answer/${client.id}/`)).toEqual([`answer/${client.id}/2027-02`]);
  });

  it('withdraws at the same link, and the page says so; sending again later answers anew', async () => {
    const { report } = await clientWithReport();
    await send(report, ANSWER);
    const withdrawn = await withdraw(report);
    expect(withdrawn.status).toBe(303);
    expect(withdrawn.headers.get('location')).toBe(`/client-report/${report.token}#answer`);
    const page = await call(reportPage, pagePath(report));
    expect(page.text).toContain('You withdrew your answer');
    expect(page.text).not.toContain('>Withdraw</button>');
    expect((await list()).items[0]).toMatchObject({ status: 'withdrawn' });
    expect((await withdraw(report)).status).toBe(303); // nothing left to withdraw: the same page
    await send(report, ANSWER);
    expect((await list()).items[0]).toMatchObject({ status: 'new', withdrawnAt: null });
  });

  it('gives an unknown token the 404 page, and stores nothing', async () => {
    await clientWithReport();
    const unknown = await call(reportPage, `/client-report/${'A'.repeat(43)}`, {
      method: 'POST',
      body: new URLSearchParams(ANSWER).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unknown.status).toBe(404);
    expect(await listKeys('proof')).toEqual([]);
  });

  it('answers a missing rating or over-long words with 400 and the page, the field named beside it and the words kept', async () => {
    const { report } = await clientWithReport();
    const missing = await send(report, { text: 'No stars <b>here</b>', naming: 'anonymous', publishReview: 'yes' });
    expect(missing.status).toBe(400);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    expect(missing.text).toContain('<a href="#answer-rating-1">Choose a rating from 1 to 5</a>');
    expect(missing.text).toContain('<span class="error" id="answer-rating-error">Choose a rating from 1 to 5</span>');
    expect(missing.text).toContain('>No stars &lt;b&gt;here&lt;/b&gt;</textarea>');
    expect(missing.text).toMatch(/id="answer-publish-review" name="publishReview" value="yes" checked/);
    expect(missing.headers.get('content-security-policy')).toContain("form-action 'self'");

    const long = await send(report, { ...ANSWER, text: 'x'.repeat(601) });
    expect(long.status).toBe(400);
    expect(long.text).toContain('Your words are limited to 600 characters');
    // A browser sends a line break as CRLF; the textarea counted it as one character, and so does the server.
    expect((await send(report, { ...ANSWER, text: `${'x'.repeat(299)}\r\n${'y'.repeat(300)}` })).status).toBe(303);
    expect((await list()).items).toHaveLength(1);
  });

  it('limits a flood of answers on one report, and takes them again an hour later', async () => {
    const { report } = await clientWithReport();
    vi.useFakeTimers({ now: new Date('2027-03-03T10:00:00.000Z'), toFake: ['Date'] });
    for (let n = 0; n < ANSWERS_PER_HOUR; n += 1) expect((await send(report, { ...ANSWER, text: `Answer ${n}` })).status).toBe(303);
    const flood = await send(report, { ...ANSWER, text: 'One too many' });
    expect(flood.status).toBe(429);
    expect(flood.text).toContain('sent many times in the last hour');
    expect((await withdraw(report)).status).toBe(429);
    vi.setSystemTime(new Date('2027-03-03T11:00:01.000Z'));
    expect((await send(report, { ...ANSWER, text: 'An hour later' })).status).toBe(303);
  });

  it('refuses a post that is not the form, or from another site', async () => {
    const { report } = await clientWithReport();
    expect((await call(reportPage, pagePath(report), { method: 'POST', body: { rating: 5 } })).status).toBe(415);
    const foreign = await call(reportPage, pagePath(report), {
      method: 'POST',
      body: new URLSearchParams(ANSWER).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    // The page is served with Referrer-Policy: no-referrer, so a browser posts its form with Origin: null; Sec-Fetch-Site decides.
    const form = { method: 'POST', body: new URLSearchParams(ANSWER).toString(), origin: 'null' };
    const ownPage = await call(reportPage, pagePath(report), {
      ...form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    expect(ownPage.status).toBe(303);
    const otherSite = await call(reportPage, pagePath(report), {
      ...form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    });
    expect(otherSite.status).toBe(403);
    expect((await call(reportPage, pagePath(report), { method: 'PUT', body: '' })).status).toBe(405);
  });
});

describe('consent: nothing unconsented is ever published', () => {
  it('a review without "publish my review" cannot be published, and never reaches the snapshot', async () => {
    const { client, report } = await clientWithReport();
    await send(report, { rating: '5', text: 'Private praise', naming: 'business' });
    const refused = await publish(client.id, report.month);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('The client did not agree to publish this review.');
    expect((await readPublishedProof()).answers).toEqual([]);
  });

  it('a consented review is published by an Admin only, named as chosen; Sales reads and cannot publish', async () => {
    const { client, report } = await clientWithReport();
    await send(report, ANSWER);
    const sales = await signedInMember(owner, 'saad', 'sales');
    expect((await call(reviews, '/api/admin/reviews', { jar: sales })).status).toBe(200);
    expect((await decide(client.id, report.month, { action: 'publish', industry: null, city: null }, sales)).status).toBe(403);
    expect((await publish(client.id, report.month, { industry: 'dental-seo', city: 'Atlantis' })).status).toBe(400);
    const published = await publish(client.id, report.month);
    expect(published.status).toBe(200);
    expect(published.body.publish).toMatchObject({ state: 'live' });
    const { answers } = await readPublishedProof();
    expect(answers).toEqual([
      expect.objectContaining({
        text: ANSWER.text,
        rating: 5,
        review: expect.objectContaining({ status: 'published', shown: expect.objectContaining({ label: 'Smile Dental Clinic, Lahore' }) }),
      }),
    ]);
    expect(answers[0]).not.toHaveProperty('trail');
    const row = (await list()).items[0]!;
    expect(row).toMatchObject({ status: 'published', label: 'Smile Dental Clinic, Lahore' });
    expect(row.site.shown).toContain(ANSWER.text);
    expect((await list()).publishedByRating).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 });
    const log = await call(activity, '/api/admin/activity?action=review.published', { jar: owner });
    expect(log.body.items).toEqual([expect.objectContaining({ actor: 'owner', target: `${client.id} ${report.month}` })]);
  });

  it('changed words take the review off until staff publish the new ones; untouched words stay published', async () => {
    const { client, report } = await clientWithReport();
    await send(report, ANSWER);
    await publish(client.id, report.month);
    await send(report, ANSWER);
    expect((await readPublishedProof()).answers).toHaveLength(1);
    const NEW_WORDS = { ...ANSWER, text: 'New words nobody has read yet' };
    await send(report, NEW_WORDS);
    expect((await readPublishedProof()).answers).toEqual([]);
    expect((await list()).items[0]).toMatchObject({ status: 'new' });
    await publish(client.id, report.month);
    expect((await readPublishedProof()).answers).toEqual([expect.objectContaining({ text: NEW_WORDS.text })]);
    // The same words without "publish my review": off the site, and new again.
    await send(report, { ...NEW_WORDS, publishReview: '' });
    expect((await readPublishedProof()).answers).toEqual([]);
    expect((await list()).items[0]).toMatchObject({ status: 'new', publishReview: false });
  });

  it('a withdrawal takes the review and the results off at once, and starts a build', async () => {
    const { client, report } = await clientWithReport();
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', hook.origin);
    await send(report, ANSWER);
    await publish(client.id, report.month);
    expect((await publishCard(client.id)).status).toBe(200);
    expect(await readPublishedProof()).toMatchObject({ answers: [expect.anything()], cards: [expect.anything()] });
    const calls = hookCalls;
    expect((await withdraw(report, { deployContext: 'production' })).status).toBe(303);
    expect(hookCalls).toBe(calls + 1);
    expect(await readPublishedProof()).toMatchObject({ answers: [], cards: [] });
    const log = await call(activity, '/api/admin/activity?action=review.withdrawn', { jar: owner });
    expect(log.body.items).toEqual([expect.objectContaining({ actor: '', target: `${client.id} ${report.month}` })]);
    // Publishing again needs the client's word again.
    expect((await publish(client.id, report.month)).status).toBe(409);
    expect((await publishCard(client.id)).status).toBe(409);
  });

  it('results are published only while the latest answer consents; an answer without it takes the card off', async () => {
    const { client, report } = await clientWithReport();
    await send(report, { ...ANSWER, publishResults: '' });
    const refused = await publishCard(client.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/has not agreed to publish their results/);
    await send(report, ANSWER);
    const published = await publishCard(client.id);
    expect(published.status).toBe(200);
    const [card] = (await readPublishedProof()).cards as { label: string; clicks: number; baseline: unknown; problems: unknown }[];
    expect(card).toMatchObject({
      label: 'Smile Dental Clinic, Lahore',
      month: '2027-02',
      clicks: 400,
      baseline: { kind: 'year-before', month: '2026-02', clicks: 200 },
      problems: { fixed: 9, of: 10 },
      industry: 'dental-seo',
      city: 'Lahore',
    });
    // A later report changes nothing on the card.
    await seedReport(client, '2027-03', { clicks: 900, previousMonth: 400, yearBefore: 100 });
    expect((await readPublishedProof()).cards).toEqual([card]);
    await send(report, { ...ANSWER, publishResults: '' });
    expect((await readPublishedProof()).cards).toEqual([]);
    const detail = clientResultsSchema.parse((await call(clientResults, `/api/admin/clients/${client.id}/results`, { jar: owner })).body);
    expect(detail.card).toMatchObject({ status: 'withdrawn' });
    expect(detail.refusal).toMatch(/has not agreed/);
  });

  it("never makes a card of figures whose property is not the client's alone", async () => {
    const other = await newClient('Other Clinic', 'Sara Khan');
    const set = await call(clientProperty, `/api/admin/clients/${other.id}/property`, {
      method: 'PUT',
      body: { property: 'sc-domain:smile-dental.pk' },
      jar: owner,
    });
    expect(set.status).toBe(200);
    const { client, report } = await clientWithReport(); // its report's figures are of sc-domain:smile-dental.pk
    await send(report, ANSWER);
    const refused = await publishCard(client.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/has no figures from Google/);
    expect((await readPublishedProof()).cards).toEqual([]);
  });

  it('compares with the first month with data when there is no year before, and says which', async () => {
    const client = await newClient('Glow Aesthetics', 'Hina Javed');
    await seedReport(client, '2027-01', { clicks: 120, previousMonth: 80, yearBefore: null });
    const report = await seedReport(client, '2027-02', { clicks: 200, previousMonth: 120, yearBefore: null });
    await send(report, { ...ANSWER, naming: 'anonymous' });
    expect((await publishCard(client.id, { industry: 'seo-for-aestheticians', city: 'Karachi' })).status).toBe(200);
    expect((await readPublishedProof()).cards).toEqual([
      expect.objectContaining({
        label: 'An aesthetics clinic in Karachi',
        baseline: { kind: 'first-month', month: '2026-12', clicks: 80 },
      }),
    ]);
  });

  it('a hidden review leaves the site, for a reason from the closed list only, logged', async () => {
    const { client, report } = await clientWithReport();
    await send(report, ANSWER);
    await publish(client.id, report.month);
    expect((await decide(client.id, report.month, { action: 'hide', reason: 'too negative' })).status).toBe(400);
    expect((await decide(client.id, report.month, { action: 'hide', reason: 'personal-data', text: 'edited' })).status).toBe(400);
    expect((await decide(client.id, report.month, { action: 'hide', reason: 'personal-data' })).status).toBe(200);
    expect((await readPublishedProof()).answers).toEqual([]);
    expect((await list()).items[0]).toMatchObject({ status: 'hidden', decision: { reason: 'personal-data', by: 'owner' } });
    const log = await call(activity, '/api/admin/activity?action=review.hidden', { jar: owner });
    expect(log.body.items).toEqual([expect.objectContaining({ target: `${client.id} ${report.month} personal-data` })]);
  });

  it('the rating setting: the spec figures by default, or the count and mean of every published rating', async () => {
    expect(await list()).toMatchObject({ ratingSource: 'spec', rating: { value: 5, count: 1000 } });
    const sales = await signedInMember(owner, 'saad', 'sales');
    expect((await call(reviews, '/api/admin/reviews', { method: 'PUT', body: { ratingSource: 'reviews' }, jar: sales })).status).toBe(403);
    expect((await call(reviews, '/api/admin/reviews', { method: 'PUT', body: { ratingSource: 'reviews' }, jar: owner })).status).toBe(200);
    expect(await list()).toMatchObject({ ratingSource: 'reviews', rating: null });
    for (const rating of ['5', '2']) {
      const { client, report } = await clientWithReport();
      await send(report, { ...ANSWER, rating });
      await publish(client.id, report.month);
    }
    expect(await list()).toMatchObject({ rating: { value: 3.5, count: 2 }, publishedByRating: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 } });
    expect((await readPublishedProof()).settings).toMatchObject({ ratingSource: 'reviews', changedBy: 'owner' });
  });
});

describe('the typical-results line', () => {
  it('is the median change in clicks over every published card, counting the clients it stands on', async () => {
    expect((await list()).typical).toBeNull();
    // +100 %, +20 %, -10 %; a card whose baseline had no clicks gives no change and is not counted.
    for (const [clicks, yearBefore] of [
      [200, 100],
      [120, 100],
      [90, 100],
      [50, 0],
    ] as const) {
      const { client, report } = await clientWithReport('2027-02', { clicks, previousMonth: null, yearBefore });
      await send(report, ANSWER);
      expect((await publishCard(client.id)).status).toBe(200);
    }
    expect((await list()).typical).toEqual({ medianChange: 20, clients: 3 });
    // +200 % joins: the median of -10, +20, +100 and +200 % is +60 %; withdrawn, it leaves the line again.
    const { client, report } = await clientWithReport('2027-02', { clicks: 300, previousMonth: null, yearBefore: 100 });
    await send(report, ANSWER);
    await publishCard(client.id);
    expect((await list()).typical).toEqual({ medianChange: 60, clients: 4 });
    await withdraw(report);
    expect((await list()).typical).toEqual({ medianChange: 20, clients: 3 });
  });
});

describe('the consent record with the client', () => {
  it('is in the clients export, and erased with the client; the activity and erasure logs keep that it happened', async () => {
    const { client, report } = await clientWithReport();
    await send(report, ANSWER);
    await withdraw(report);
    await send(report, { ...ANSWER, rating: '4' });
    await publish(client.id, report.month);
    await publishCard(client.id);
    const exported = clientExportSchema
      .parse((await call(clients, '/api/admin/clients?export=1', { jar: owner })).body)
      .items.find((item) => item.id === client.id)!;
    expect(exported.answers).toEqual([
      expect.objectContaining({
        month: '2027-02',
        rating: 4,
        text: ANSWER.text,
        naming: 'business',
        publishResults: true,
        withdrawnAt: null,
      }),
    ]);
    expect(exported.answers![0]!.trail.map((step) => step.action)).toEqual(['sent', 'withdrawn', 'sent']);
    expect(exported.results).toMatchObject({ status: 'published', clicks: 400 });

    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', hook.origin);
    await call(clients, `/api/admin/clients/${client.id}`, { method: 'PATCH', body: { status: 'ended' }, jar: owner });
    const calls = hookCalls;
    expect(
      (await call(clients, `/api/admin/clients/${client.id}`, { method: 'DELETE', jar: owner, deployContext: 'production' })).status,
    ).toBe(204);
    expect(hookCalls).toBe(calls + 1);
    expect(await listKeys('proof')).toEqual([]);
    expect(await readPublishedProof()).toMatchObject({ answers: [], cards: [] });
    const log = await call(activity, '/api/admin/activity', { jar: owner });
    const actions = (log.body.items as { action: string }[]).map((item) => item.action);
    expect(actions).toEqual(expect.arrayContaining(['client.erased', 'review.sent', 'review.withdrawn', 'results.published']));
    expect(await listKeys('erasures')).toHaveLength(1);
  });
});
