import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as deploySucceeded from '../functions/deploy-succeeded';
import * as keyFile from '../functions/indexnow-key';
import { startIndexNowStandIn, type IndexNowStandIn } from '../../tests/stand-ins/indexnow';
import { call } from './support/invoke';
import { useFunctionTestServers } from './support/function-tests';

/**
 * IndexNow after a deploy: the key file at /<key>.txt and the deploy-succeeded
 * event function, against a local stand-in of IndexNow's endpoint that keeps
 * its protocol (tests/stand-ins/indexnow.ts) and checks the key by asking the
 * site's own key-file function. A real local Blobs server keeps the key and
 * what was submitted.
 */
useFunctionTestServers({ freshEnv: true, emptyStores: ['site-publishing'] });
// About 2 s in all on a quiet machine; the 10,000-address test and the stand-in's key check take longer on a busy one.
vi.setConfig({ testTimeout: 30_000 });
const ORIGIN = 'https://www.agency.test';
let indexNow: IndexNowStandIn;
beforeAll(async () => {
  indexNow = await startIndexNowStandIn(async (location) => {
    const res = await call(keyFile, new URL(location).pathname);
    return res.status === 200 ? res.text : null;
  });
});
afterAll(() => indexNow.stop());

const pagesFile = join(mkdtempSync(join(tmpdir(), 'page-fingerprints-')), 'page-fingerprints.json');
beforeEach(() => {
  vi.stubEnv('SITE_URL', ORIGIN);
  vi.stubEnv('INDEXNOW_URL', indexNow.url);
  vi.stubEnv('PAGE_FINGERPRINTS_FILE', pagesFile);
  indexNow.refuseWith = null;
  indexNow.taken = [];
  indexNow.requests = [];
});

/** A build's list: each page with the fingerprint of its HTML. */
const build = (pages: Record<string, string>) => writeFileSync(pagesFile, JSON.stringify(pages));
/** Netlify's deploy-succeeded event for a deploy of this site. */
const deployed = async (payload: Record<string, unknown> = { context: 'production', published_at: '2026-11-28T10:00:00.000Z' }) => {
  const req = new Request(`${ORIGIN}/.netlify/functions/deploy-succeeded`, { method: 'POST', body: JSON.stringify({ payload }) });
  return (await deploySucceeded.default(req)).status;
};

describe('the IndexNow key file', () => {
  it('answers the key generated once at /<key>.txt, and nothing at any other name', async () => {
    build({ '/': 'a' });
    expect(await deployed()).toBe(204);
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
});

describe('deploy-succeeded: the pages a deploy changed go to IndexNow', () => {
  it('submits every page of the first deploy in one request, then only pages that changed or are gone', async () => {
    build({ '/': 'a', '/dental-seo': 'b', '/insights/old': 'c' });
    expect(await deployed()).toBe(204);
    expect(indexNow.requests.map((request) => request.status)).toEqual([200]);
    expect(indexNow.taken[0]).toEqual({
      host: 'www.agency.test',
      key: expect.any(String),
      keyLocation: `${ORIGIN}/${indexNow.taken[0]!.key}.txt`,
      urlList: [`${ORIGIN}/`, `${ORIGIN}/dental-seo`, `${ORIGIN}/insights/old`],
    });

    // The same build again (a redeploy): nothing changed, nothing is sent.
    await deployed();
    expect(indexNow.requests).toHaveLength(1);

    build({ '/': 'a', '/dental-seo': 'b2', '/insights/new': 'd' });
    await deployed();
    expect(indexNow.taken[1]!.urlList).toEqual([`${ORIGIN}/dental-seo`, `${ORIGIN}/insights/new`, `${ORIGIN}/insights/old`]);
  });

  it('sends nothing for a deploy preview, a branch deploy or a deploy left unpublished', async () => {
    build({ '/': 'a' });
    expect(await deployed({ context: 'deploy-preview', published_at: null })).toBe(204);
    expect(await deployed({ context: 'branch-deploy', published_at: '2026-11-28T10:00:00.000Z' })).toBe(204);
    expect(await deployed({ context: 'production', published_at: null })).toBe(204);
    expect(indexNow.requests).toEqual([]);
  });

  it('a refusal or no answer is logged, never fails the event, and the pages go with the next deploy', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    build({ '/': 'a', '/dental-seo': 'b' });
    indexNow.refuseWith = 429;
    expect(await deployed()).toBe(204);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/2 changed pages not submitted: IndexNow answered 429/));
    vi.stubEnv('INDEXNOW_URL', 'http://127.0.0.1:9/indexnow');
    expect(await deployed()).toBe(204);
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
