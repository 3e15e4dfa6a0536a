import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '@netlify/blobs';
import * as adminArticles from '../functions/admin-articles';
import * as articleActions from '../functions/admin-article-actions';
import * as adminGrowth from '../functions/admin-growth';
import * as adminSearchConsole from '../functions/admin-search-console';
import * as adminSitePages from '../functions/admin-site-pages';
import * as contact from '../functions/lead-submit';
import * as growthRollup from '../functions/growth-rollup-scheduled';
import { CHANNELS, LEAD_STATUSES, type Lead } from '../../src/lib/api/leads';
import { pakistanDay } from '../../src/lib/time/pakistan-time';
import { addDays } from '../../src/lib/time/calendar-days';
import { createLead, formLead, leadInbox } from '../../src/server/leads/index';
import { googleDay, syncSearchConsole } from '../../src/server/search-console/index';
import { growthDashboard, healLeadFacts, rebuildLeadFacts } from '../../src/server/growth/index';
import { makeServiceAccountKey, type TestServiceAccountKey } from '../../tests/support/google-key';
import { startGoogleStandIn, type GoogleStandIn } from '../../tests/support/google-stand-in';
import { signedInOwner } from './support/admin';
import { call, type CookieJar } from './support/invoke';
import { useFunctionTestServers } from './support/function-tests';

/**
 * Issue 62: a lead counts for the first page of its visit (the landing page
 * its source records), not the page its form was sent from, in every growth
 * figure: the Pages table, Search Console's table, channels and the funnel.
 */
const servers = useFunctionTestServers({
  freshEnv: true,
  emptyStores: ['search-console', 'contact-submissions', 'growth-figures', 'articles', 'article-history', 'erasure-log'],
});

const PROPERTY = 'sc-domain:agency.pk';
/** Not a path, so no page can be called that (src/lib/growth/landing-page.ts OTHER_PAGES). */
const OTHER_PAGES = 'other-pages';
const DAY_MS = 86_400_000;
let google: GoogleStandIn;
let key: TestServiceAccountKey;
let jar: CookieJar;

beforeAll(async () => {
  google = await startGoogleStandIn();
  key = makeServiceAccountKey({ tokenUri: google.tokenUri });
  google.addServiceAccount({ clientEmail: key.file.client_email, privateKeyId: key.file.private_key_id, publicKey: key.publicKey });
  google.grant(PROPERTY, key.file.client_email);
});
afterAll(async () => {
  await google.close();
});
beforeEach(async () => {
  vi.stubEnv('GOOGLE_SERVICE_ACCOUNT_KEY', key.json);
  vi.stubEnv('SEARCH_CONSOLE_API_URL', google.url);
  google.setNow(Date.now());
  jar = await signedInOwner();
});

const growth = async (query = '') => {
  const answer = await call(adminGrowth, `/api/admin/growth${query}`, { jar });
  expect(answer.status).toBe(200);
  return answer.body as {
    pages: { page: string | null; leads: number }[];
    channels: { channel: string; leads: number }[];
    funnel: { new: number };
    search: { pages: { page: string; clicks: number; leads: number; leadsPer100Clicks: number | null }[] } | null;
  };
};
const pageRow = (body: Awaited<ReturnType<typeof growth>>, page: string | null) => body.pages.find((row) => row.page === page);
const searchRow = (body: Awaited<ReturnType<typeof growth>>, page: string) => body.search?.pages.find((row) => row.page === page);

/** A visitor who found `landing` on Google, read it, followed a link home and sent the audit form there. */
async function landedThenSentFromHome(landing: string, name: string): Promise<void> {
  const sent = await call(contact, '/api/contact', {
    method: 'POST',
    body: {
      name,
      email: `${name.toLowerCase()}@example.pk`,
      source_page: '/',
      source: { landing_page: landing, previous_page: landing, referrer_host: 'www.google.com' },
    },
  });
  expect(sent.status).toBe(201);
  await sent.background; // the growth facts are filed after the answer
}

/** Google's figures for a page of agency.pk on a day, then the site's sync. */
async function searchFigures(path: string, day: string, clicks: number, impressions: number): Promise<void> {
  expect((await call(adminSearchConsole, '/api/admin/search-console', { method: 'PUT', body: { property: PROPERTY }, jar })).status).toBe(
    200,
  );
  google.addFacts(PROPERTY, [
    { date: day, page: `https://www.agency.pk${path}`, query: 'dental seo lahore', clicks, impressions, position: 4 },
  ]);
  expect(await syncSearchConsole({ retryDelaysMs: [0] })).toMatchObject({ kind: 'done', problem: null });
}

describe('a lead counts for the first page of its visit', { timeout: 30_000 }, () => {
  it('counts two leads that landed on /dental-seo and were sent from / for /dental-seo, in the pages and Search Console tables', async () => {
    const day = addDays(googleDay(Date.now()), -5);
    await searchFigures('/dental-seo', day, 437, 9_000);
    await landedThenSentFromHome('/dental-seo', 'Ayesha');
    await landedThenSentFromHome('/dental-seo', 'Bilal');

    const answer = await growth();
    expect(pageRow(answer, '/dental-seo')).toMatchObject({ leads: 2 });
    expect(pageRow(answer, '/')).toMatchObject({ leads: 0 });
    expect(searchRow(answer, '/dental-seo')).toMatchObject({ clicks: 437, leads: 2, leadsPer100Clicks: 0.46 });
    expect(searchRow(answer, '/')).toBeUndefined();
    expect(answer.channels.find((row) => row.channel === 'organic-search')).toMatchObject({ leads: 2 });
    expect(answer.funnel.new).toBe(2);

    // Folded into its month by the scheduled rollup: the same answer.
    await growthRollup.default();
    expect(await growth()).toEqual(answer);
  });

  it('counts a landing page the site does not have under other pages, never under a page that does not exist', async () => {
    await searchFigures('/dental-seo', addDays(googleDay(Date.now()), -5), 10, 100);
    await landedThenSentFromHome('/wp-login.php', 'Bot');
    await landedThenSentFromHome('/no-such-page/', 'Chand');
    const answer = await growth();
    expect(pageRow(answer, OTHER_PAGES)).toMatchObject({ leads: 2 });
    expect(pageRow(answer, '/')).toMatchObject({ leads: 0 });
    expect(answer.pages.map((row) => row.page)).not.toContain('/wp-login.php');
    expect(searchRow(answer, OTHER_PAGES)).toMatchObject({ clicks: 0, leads: 2, leadsPer100Clicks: null });
    expect(answer.search!.pages.map((row) => row.page)).not.toContain('/no-such-page');
  });

  it('counts a path that redirects where it lands: an article that moved, and a rule of _redirects', async () => {
    const created = await call(adminArticles, '/api/admin/articles', {
      method: 'POST',
      jar,
      body: {
        title: 'How Lahore shops win the map pack',
        slug: 'lahore-map-pack',
        excerpt: 'What a shop in Lahore can do this month to appear in the Google map pack for its own neighbourhood.',
        body: '## Start with your profile\n\nClaim it, then fill **every** field.',
        category: 'local-seo',
        tags: ['lahore'],
        author: 'owner',
      },
    });
    expect(created.status).toBe(201);
    const act = (action: string, body: unknown) =>
      call(articleActions, `/api/admin/articles/${created.body.id}/${action}`, { method: 'POST', body, jar, deployContext: 'dev' });
    const live = await act('publish', {});
    const moved = await call(adminArticles, `/api/admin/articles/${created.body.id}`, {
      method: 'PUT',
      jar,
      body: { ...created.body.fields, slug: 'lahore-google-maps', version: live.body.version },
    });
    expect((await act('publish', { version: moved.body.version })).body).toMatchObject({ formerSlugs: ['lahore-map-pack'] });

    // The admin's list of the site's pages (the lead's card and the export use it) knows the move.
    const site = await call(adminSitePages, '/api/admin/site-pages', { jar });
    expect(site.body.pages).toEqual(expect.arrayContaining(['/', '/dental-seo', '/insights', '/insights/lahore-google-maps']));
    expect(site.body.pages).not.toContain('/insights/lahore-map-pack');
    expect(site.body.redirects).toMatchObject({ '/insights/lahore-map-pack': '/insights/lahore-google-maps' });

    await landedThenSentFromHome('/insights/lahore-map-pack', 'Dua');
    await landedThenSentFromHome('/old-dental-page', 'Ehsan');
    const answer = await growth();
    expect(pageRow(answer, '/insights/lahore-google-maps')).toMatchObject({ leads: 1 });
    expect(answer.pages.map((row) => row.page)).not.toContain('/insights/lahore-map-pack');
    // public/_redirects moves no page today: the same lead counts for other pages through the function...
    expect(pageRow(answer, OTHER_PAGES)).toMatchObject({ leads: 1 });
    // ...and for where a rule sends it, once the site has one.
    const redirectsFile = join(mkdtempSync(join(tmpdir(), 'redirects-')), '_redirects');
    writeFileSync(redirectsFile, '/admin/*  /admin  200\n/old-dental-page  /dental-seo  301\n');
    const withRule = await growthDashboard({}, { redirectsFile });
    expect(withRule.pages.find((row) => row.page === '/dental-seo')).toMatchObject({ leads: 1 });
    expect(withRule.pages.find((row) => row.page === OTHER_PAGES)).toBeUndefined();
  });
});

/**
 * The facts as the code before issue 62 filed them: the page the form was
 * sent from in the key (five values, no version), and the day folded into its
 * month record (no version either).
 */
async function storeAsBefore(lead: Lead): Promise<void> {
  const day = pakistanDay(Date.parse(lead.created_at));
  const tuple = [CHANNELS.indexOf(lead.source!.channel), LEAD_STATUSES.indexOf(lead.status), -1, lead.source!.page ?? '/', null];
  const facts = Buffer.from(JSON.stringify(tuple), 'utf8').toString('base64url');
  const store = getStore('growth-figures');
  await store.setJSON(`lead/${day}/${lead.id}/${String(lead.rev).padStart(8, '0')}-${facts}`, {});
  const monthKey = `leads-month/${day.slice(0, 7)}`;
  const month = ((await store.get(monthKey, { type: 'json' })) as { days: Record<string, unknown[]> } | null) ?? { days: {} };
  month.days[day] = [
    ...(month.days[day] ?? []),
    {
      id: lead.id,
      channel: lead.source!.channel,
      page: lead.source!.page ?? '/',
      campaign: null,
      status: lead.status,
      firstContactSeconds: null,
    },
  ];
  await store.setJSON(monthKey, month);
}

async function leadsStoredBefore(count: number, daysAgo = (n: number) => 3 + n): Promise<void> {
  for (let n = 0; n < count; n += 1) {
    const lead = await createLead(
      formLead(
        {
          name: `Earlier ${n}`,
          email: `earlier${n}@example.pk`,
          source_page: '/',
          phone: undefined,
          website: undefined,
          service_required: undefined,
        },
        {
          now: new Date(Date.now() - daysAgo(n) * DAY_MS),
          source: { page: '/', landing_page: '/dental-seo', channel: 'organic-search', referrer_host: 'www.google.com', ad_click: false },
        },
      ),
    );
    await storeAsBefore(lead);
  }
}

const factKeys = async () => (await getStore('growth-figures').list({ prefix: 'lead/' })).blobs.map((blob) => blob.key).sort();

describe('rebuilding the facts of leads stored before', { timeout: 30_000 }, () => {
  it('credits them to their landing page once the scheduled rollup ran, and a second run changes nothing', async () => {
    await leadsStoredBefore(3);
    const before = await growth();
    expect(pageRow(before, '/')).toMatchObject({ leads: 3 });
    expect(pageRow(before, '/dental-seo')).toMatchObject({ leads: 0 });

    await growthRollup.default();
    const once = await growth();
    const keysOnce = await factKeys();
    expect(pageRow(once, '/dental-seo')).toMatchObject({ leads: 3 });
    expect(pageRow(once, '/')).toMatchObject({ leads: 0 });
    expect(keysOnce).toHaveLength(3); // the old keys were swept by the fold

    await growthRollup.default();
    expect(await factKeys()).toEqual(keysOnce);
    expect(await growth()).toEqual(once);
  });

  it('the command counts before and after, keeps a cursor, and run twice gives the same facts', async () => {
    await leadsStoredBefore(4);
    const first = await rebuildLeadFacts(leadInbox);
    expect(first.before).toMatchObject({ leads: 4, outdated: 4 });
    expect(first.heal).toMatchObject({ rebuilt: 4, rebuildFinished: true, filed: 0 });
    expect(first.after).toEqual({ leads: 4, outdated: 0, stale: 0, orphaned: 0 });
    expect(first.cursor).toMatchObject({ version: 2, rebuilt: 4, finishedAt: expect.any(String) as unknown });
    const keys = await factKeys();
    const answer = await growth();
    expect(pageRow(answer, '/dental-seo')).toMatchObject({ leads: 4 });

    const second = await rebuildLeadFacts(leadInbox);
    expect(second.before).toEqual({ leads: 4, outdated: 0, stale: 0, orphaned: 0 });
    expect(second.heal).toEqual({ rebuilt: 0, rebuildFinished: true, folded: 0, filed: 0, erased: 0 });
    expect(second.cursor).toEqual(first.cursor);
    expect(await factKeys()).toEqual(keys);
    expect(await growth()).toEqual(answer);
  });

  it('stopped half-way (the store failed in an older month), goes on from its cursor and finishes', async () => {
    await leadsStoredBefore(2, (n) => [2, 70][n]!); // two months: the newest is rebuilt first
    const olderDay = pakistanDay(Date.now() - 70 * DAY_MS);
    servers.blobs.failWhen((request) => request.method === 'PUT' && request.key.startsWith(`lead/${olderDay}/`));
    await expect(healLeadFacts(leadInbox)).rejects.toThrow();
    servers.blobs.failWhen(null);
    const cursor = await getStore('growth-figures').get('rebuild/facts-v2', { type: 'json' });
    expect(cursor).toMatchObject({ month: olderDay.slice(0, 7), rebuilt: 1, finishedAt: null });
    expect(pageRow(await growth(), '/dental-seo')).toMatchObject({ leads: 1 }); // the newest month is done and folded

    expect(await healLeadFacts(leadInbox)).toMatchObject({ rebuilt: 1, rebuildFinished: true });
    expect(await getStore('growth-figures').get('rebuild/facts-v2', { type: 'json' })).toMatchObject({ rebuilt: 2 });
    expect(pageRow(await growth(`?from=${olderDay}`), '/dental-seo')).toMatchObject({ leads: 2 });
  });
});
