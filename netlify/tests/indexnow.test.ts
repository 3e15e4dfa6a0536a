import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as deployNotification from '../functions/deploy-notification';
import * as keyFile from '../functions/indexnow-key';
import { readJson, writeJson } from '../../src/server/storage';
import { startIndexNowStandIn, type IndexNowStandIn } from '../../tests/stand-ins/indexnow';
import { deployNotification as notification, type NotifiedDeployFields } from '../../tests/stand-ins/netlify-deploy-notification';
import { call } from './support/invoke';
import { useFunctionTestServers } from './support/function-tests';

/**
 * IndexNow after a deploy: the key file at /<key>.txt and Netlify's signed
 * deploy notification, against a local stand-in of IndexNow's endpoint that
 * keeps its protocol (tests/stand-ins/indexnow.ts) and checks the key by
 * asking the site's own key-file function. A real local Blobs server keeps
 * the key and what was submitted.
 */
useFunctionTestServers({ freshEnv: true, emptyStores: ['site-publishing', 'site-indexnow'] });
// About 2 s in all on a quiet machine; the 10,000-address test and the stand-in's key check take longer on a busy one.
vi.setConfig({ testTimeout: 30_000 });
const ORIGIN = 'https://www.agency.test';
const SECRET = 'the-jws-secret-the-operator-gave-netlify';
const SITE_ID = '5a1c2d3e-0000-4000-8000-00000000a9e0';
let indexNow: IndexNowStandIn;
beforeAll(async () => {
  indexNow = await startIndexNowStandIn(async (location) => {
    const res = await call(keyFile, new URL(location).pathname);
    return res.status === 200 ? res.text : null;
  });
});
afterAll(() => indexNow.stop());

const pagesFile = join(mkdtempSync(join(tmpdir(), 'page-fingerprints-')), 'page-fingerprints.json');
let clock = Date.parse('2026-11-28T10:00:00.000Z');
let deploys = 0;
beforeEach(() => {
  vi.stubEnv('SITE_URL', ORIGIN);
  vi.stubEnv('INDEXNOW_URL', indexNow.url);
  vi.stubEnv('PAGE_FINGERPRINTS_FILE', pagesFile);
  vi.stubEnv('DEPLOY_NOTIFICATION_SECRET', SECRET);
  indexNow.refuseWith = null;
  indexNow.taken = [];
  indexNow.requests = [];
  // Each deploy comes a quarter of an hour after the one before: past the ten-minute cooldown.
  vi.useFakeTimers({ now: clock, toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

/** A build's list: each page with the fingerprint of its HTML. */
const build = (pages: Record<string, string>) => writeFileSync(pagesFile, JSON.stringify(pages));
const live = (id: string): NotifiedDeployFields => ({ id, context: 'production', published_at: new Date().toISOString() });
/** Netlify's signed notification of a finished deploy (a new production deploy, published, unless said otherwise). */
const deployed = async (deploy: NotifiedDeployFields = live(`deploy-${(deploys += 1)}`), secret = SECRET) => {
  clock += 15 * 60_000;
  vi.setSystemTime(clock);
  const { body, headers } = await notification(deploy, secret);
  return call(deployNotification, '/api/deploy-notification', { method: 'POST', body, headers, origin: null });
};

describe('the IndexNow key file', () => {
  it('answers the key generated once at /<key>.txt, and nothing at any other name', async () => {
    build({ '/': 'a' });
    expect((await deployed()).body).toMatchObject({ state: 'submitted' });
    const { key } = indexNow.taken[0]!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const res = await call(keyFile, `/${key}.txt`);
    expect(res).toMatchObject({ status: 200, text: key });
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await call(keyFile, '/0123456789abcdef.txt')).status).toBe(404);
    expect((await call(keyFile, `/${key}.txt`)).text).toBe(key);
  });

  it('is INDEXNOW_KEY when set', async () => {
    vi.stubEnv('INDEXNOW_KEY', 'operators-own-key-2026');
    expect((await call(keyFile, '/operators-own-key-2026.txt')).text).toBe('operators-own-key-2026');
    build({ '/': 'a' });
    await deployed();
    expect(indexNow.taken[0]).toMatchObject({ key: 'operators-own-key-2026', keyLocation: `${ORIGIN}/operators-own-key-2026.txt` });
  });

  it("an existing site keeps its key and its record: read once from the publishing store and copied to IndexNow's own", async () => {
    // Where a site made before the IndexNow store kept them.
    await writeJson('publishing', 'indexnow-key', { key: 'c0ffee00c0ffee00c0ffee00c0ffee00' });
    await writeJson('publishing', 'indexnow-submitted', { at: '2026-11-01T00:00:00.000Z', pages: { '/': 'a', '/dental-seo': 'b' } });
    expect((await call(keyFile, '/c0ffee00c0ffee00c0ffee00c0ffee00.txt')).status).toBe(200);
    build({ '/': 'a', '/dental-seo': 'b2' });
    await deployed();
    expect(indexNow.taken).toEqual([
      expect.objectContaining({ key: 'c0ffee00c0ffee00c0ffee00c0ffee00', urlList: [`${ORIGIN}/dental-seo`] }),
    ]);
    expect(await readJson('indexnow', 'key', z.unknown())).toEqual({ key: 'c0ffee00c0ffee00c0ffee00c0ffee00' });
    expect(await readJson('indexnow', 'submitted', z.unknown())).toMatchObject({ pages: { '/': 'a', '/dental-seo': 'b2' } });
    // The copy is the site's from now on: the old place is not read again.
    await writeJson('publishing', 'indexnow-key', { key: 'not-read-any-more-0000' });
    expect((await call(keyFile, '/c0ffee00c0ffee00c0ffee00c0ffee00.txt')).status).toBe(200);
  });
});

describe('the deploy notification: the pages a deploy changed go to IndexNow', () => {
  it('submits every page of the first deploy in one request, then only pages that changed or are gone', async () => {
    build({ '/': 'a', '/dental-seo': 'b', '/insights/old': 'c' });
    expect(await deployed()).toMatchObject({ status: 200, body: { state: 'submitted', urls: 3 } });
    expect(indexNow.requests.map((request) => request.status)).toEqual([200]);
    expect(indexNow.taken[0]).toEqual({
      host: 'www.agency.test',
      key: expect.any(String),
      keyLocation: `${ORIGIN}/${indexNow.taken[0]!.key}.txt`,
      urlList: [`${ORIGIN}/`, `${ORIGIN}/dental-seo`, `${ORIGIN}/insights/old`],
    });

    // The same build again (a redeploy): nothing changed, nothing is sent.
    expect((await deployed()).body).toEqual({ state: 'nothing-changed' });
    expect(indexNow.requests).toHaveLength(1);

    build({ '/': 'a', '/dental-seo': 'b2', '/insights/new': 'd' });
    await deployed();
    expect(indexNow.taken[1]!.urlList).toEqual([`${ORIGIN}/dental-seo`, `${ORIGIN}/insights/new`, `${ORIGIN}/insights/old`]);
  });

  it('sends nothing for a deploy preview, a branch deploy or a deploy left unpublished', async () => {
    build({ '/': 'a' });
    const at = new Date().toISOString();
    expect((await deployed({ id: 'preview', context: 'deploy-preview', published_at: null })).body).toEqual({ state: 'not-live' });
    expect((await deployed({ id: 'branch', context: 'branch-deploy', published_at: at })).body).toEqual({ state: 'not-live' });
    expect((await deployed({ id: 'locked', context: 'production', published_at: null })).body).toEqual({ state: 'not-live' });
    expect(indexNow.requests).toEqual([]);
  });

  it('a forged call sends nothing: no signature, another secret, another body, another site, or no secret set', async () => {
    build({ '/': 'a', '/dental-seo': 'b' });
    const forged = (init: { body: string; headers: Record<string, string> }) =>
      call(deployNotification, '/api/deploy-notification', { method: 'POST', origin: null, ...init });
    const body = JSON.stringify({ id: 'forged', context: 'production', published_at: new Date().toISOString(), state: 'ready' });
    // What a client can send about the deploy, in the body and in headers of Netlify's own names.
    const platformLooking = {
      'content-type': 'application/json',
      'x-netlify-event': 'deploy_succeeded',
      'x-nf-deploy-context': 'production',
      'x-nf-deploy-published': '1',
      'user-agent': 'Netlify',
    };
    expect((await forged({ body, headers: platformLooking })).status).toBe(401);
    const otherSecret = await notification(live('forged-2'), 'a-secret-of-the-attackers-own');
    expect((await forged(otherSecret)).status).toBe(401);
    const signed = await notification(live('real'), SECRET);
    expect((await forged({ body: body, headers: signed.headers })).status).toBe(401);
    vi.stubEnv('SITE_ID', SITE_ID);
    expect((await deployed({ ...live('other-site'), site_id: 'another-sites-id' })).status).toBe(401);
    vi.stubEnv('SITE_ID', '');
    vi.stubEnv('DEPLOY_NOTIFICATION_SECRET', '');
    expect((await deployed(live('no-secret'))).status).toBe(401);
    expect(indexNow.requests).toEqual([]);
    expect(await readJson('indexnow', 'submitted', z.unknown())).toBeNull();

    // Netlify's own notification still goes through (SITE_ID unset: with it, this would be no local run, and the stand-in not used).
    vi.stubEnv('DEPLOY_NOTIFICATION_SECRET', SECRET);
    expect((await deployed({ ...live('ours'), site_id: SITE_ID })).body).toMatchObject({ state: 'submitted', urls: 2 });
  });

  it('each deploy is submitted once, and no two submissions start within ten minutes', async () => {
    build({ '/': 'a' });
    const first = live('deploy-once');
    await deployed(first);
    const firstAt = clock;
    // The same signed notification again (a replay): claimed already.
    expect((await deployed(first)).body).toEqual({ state: 'already-submitted' });

    build({ '/': 'a2', '/b': 'b' });
    const { body, headers } = await notification(live('soon-after'), SECRET);
    vi.setSystemTime(firstAt + 9 * 60_000);
    const soon = await call(deployNotification, '/api/deploy-notification', { method: 'POST', body, headers, origin: null });
    expect(soon.body).toEqual({ state: 'cooling-down' });
    expect(indexNow.taken).toHaveLength(1);

    // The next deploy after the cooldown carries the pages the one before could not send.
    expect((await deployed()).body).toMatchObject({ state: 'submitted', urls: 2 });
  });

  it('a refusal or no answer is logged, never fails the notification, and the pages go with the next deploy', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    build({ '/': 'a', '/dental-seo': 'b' });
    indexNow.refuseWith = 429;
    expect((await deployed()).status).toBe(200);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/2 changed pages not submitted: IndexNow answered 429/));
    vi.stubEnv('INDEXNOW_URL', 'http://127.0.0.1:9/indexnow');
    expect((await deployed()).status).toBe(200);
    expect(errors).toHaveBeenLastCalledWith(expect.stringMatching(/2 changed pages not submitted: no answer/));
    errors.mockRestore();

    vi.stubEnv('INDEXNOW_URL', indexNow.url);
    indexNow.refuseWith = null;
    await deployed();
    expect(indexNow.taken.map((submission) => submission.urlList)).toEqual([[`${ORIGIN}/`, `${ORIGIN}/dental-seo`]]);
  });

  it('sends at most 10,000 addresses in one request; the rest go with the next deploy', async () => {
    build(Object.fromEntries(Array.from({ length: 10_003 }, (_, n) => [`/p/${String(n).padStart(5, '0')}`, 'x'])));
    await deployed();
    await deployed();
    expect(indexNow.taken.map((submission) => submission.urlList.length)).toEqual([10_000, 3]);
  });
});
