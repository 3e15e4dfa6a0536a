import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as adminArticles from '../functions/admin-articles';
import * as articleActions from '../functions/admin-article-actions';
import * as articleImages from '../functions/admin-article-images';
import * as articlePreview from '../functions/admin-article-preview';
import * as scheduler from '../functions/articles-publish-scheduled';
import * as adminPublish from '../functions/admin-publish';
import { contextFor } from './support/invoke';
import { articleStatus } from '../../src/lib/publishing/article-status';
import { snapshotArticleSource, liveArticles, articleRedirects } from '../../src/server/articles/index';
import { signedInOwner } from './support/admin';
import { call, type CallResult, type CookieJar } from './support/invoke';
import { useFunctionTestServers } from './support/function-tests';
import { takeContentSnapshot } from './support/snapshot-plugin';

/** A stand-in for Netlify's build-hook endpoint on loopback that counts its calls. */
let hookCalls = 0;
const hookServer: Server = createServer((req, res) => {
  hookCalls += 1;
  req.resume();
  res.writeHead(200).end();
});
let hookUrl = '';

useFunctionTestServers({ emptyStores: ['articles', 'article-history', 'article-images', 'site-publishing'] });
let jar: CookieJar;
beforeAll(async () => {
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  const address = hookServer.address();
  hookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/build_hooks/articles`;
});
afterAll(async () => {
  await new Promise((resolve) => hookServer.close(resolve));
});
beforeEach(async () => {
  jar = await signedInOwner();
  hookCalls = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'How Lahore shops win the map pack',
  slug: 'lahore-map-pack',
  excerpt: 'What a shop in Lahore can do this month to appear in the Google map pack for its own neighbourhood.',
  body: '## Start with your profile\n\nClaim it, then fill **every** field.',
  category: 'local-seo',
  tags: ['Google Maps', 'lahore'],
  author: 'owner',
  ...overrides,
});
const create = (body: unknown = draft()) => call(adminArticles, '/api/admin/articles', { method: 'POST', body, jar });
const get = (id: string) => call(adminArticles, `/api/admin/articles/${id}`, { jar });
const save = (id: string, body: unknown) => call(adminArticles, `/api/admin/articles/${id}`, { method: 'PUT', body, jar });
const act = (id: string, action: string, body: unknown = {}, deployContext = 'dev') =>
  call(articleActions, `/api/admin/articles/${id}/${action}`, { method: 'POST', body, jar, deployContext });

describe('articles API', () => {
  it('creates a draft with its author, keeps the slug unique, and refuses an address already taken', async () => {
    const created = await create();
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      fields: { slug: 'lahore-map-pack', author: 'owner', tags: ['google maps', 'lahore'], hero: null },
      published: null,
      created_by: 'owner',
    });
    expect(created.body.version).toEqual(expect.any(String));
    const again = await create(draft({ title: 'Another article on the same address' }));
    expect(again.status).toBe(409);
    expect(again.body.fields).toHaveProperty('slug');
    expect((await call(adminArticles, '/api/admin/articles', { jar })).body).toHaveLength(1);
  });

  it('refuses bad input with the field: a bad slug, an unknown author, a hero without alt text', async () => {
    expect((await create(draft({ slug: 'Not A Slug!' }))).body.fields).toHaveProperty('slug');
    const unknownAuthor = await create(draft({ author: 'nobody' }));
    expect(unknownAuthor.status).toBe(400);
    expect(unknownAuthor.body.fields).toHaveProperty('author');
    const noAlt = await create(draft({ hero: { imageId: '01JD0000000000000000000000', alt: '  ' } }));
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.fields).toHaveProperty('hero');
    const notUploaded = await create(draft({ hero: { imageId: '01JD0000000000000000000000', alt: 'A shop front' } }));
    expect(notUploaded.status).toBe(400);
    expect(notUploaded.body.error).toMatch(/not been uploaded/);
    expect((await call(adminArticles, '/api/admin/articles', { jar })).body).toHaveLength(0);
  });

  it('keeps every save in the history, answers a stale save with 409 and the current article, and restores', async () => {
    const { body: first } = await create();
    const second = await save(first.id, { ...draft({ title: 'Second title of the article' }), version: first.version });
    expect(second.status).toBe(200);
    const stale = await save(first.id, { ...draft({ title: 'Written over an old version' }), version: first.version });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ fields: { title: 'Second title of the article' }, version: second.body.version });

    const history = await call(articleActions, `/api/admin/articles/${first.id}/history`, { jar });
    expect(history.body.map((version: { fields: { title: string } }) => version.fields.title)).toEqual([
      'How Lahore shops win the map pack',
    ]);
    const restored = await act(first.id, 'restore', { historyId: history.body[0].id, version: second.body.version });
    expect(restored.status).toBe(200);
    expect(restored.body.fields.title).toBe('How Lahore shops win the map pack');
    const after = await call(articleActions, `/api/admin/articles/${first.id}/history`, { jar });
    expect(after.body.map((version: { fields: { title: string } }) => version.fields.title)).toEqual([
      'Second title of the article',
      'How Lahore shops win the map pack',
    ]);
  });

  it('publishes, keeps the old address of a live article answering for it, and frees an unpublished draft slug', async () => {
    const { body: article } = await create();
    const unfinished = await act(article.id, 'publish');
    expect(unfinished.status).toBe(200);
    const live = unfinished.body;
    expect(live.published).toMatchObject({ fields: { slug: 'lahore-map-pack' }, publishedBy: 'owner' });
    expect(live.firstLiveAt).toBe(live.published.goLiveAt);
    expect(live.publish).toMatchObject({ state: 'live' });

    // A draft save of a live article does not touch the site; publishing the new slug keeps the old one.
    const moved = await save(article.id, { ...draft({ slug: 'lahore-google-maps' }), version: live.version });
    expect(moved.body.publish).toBeUndefined();
    const republished = await act(article.id, 'publish', { version: moved.body.version });
    expect(republished.body).toMatchObject({ formerSlugs: ['lahore-map-pack'], published: { fields: { slug: 'lahore-google-maps' } } });
    expect(republished.body.firstLiveAt).toBe(live.firstLiveAt);
    // The old address stays this article's: nobody else can take it (it answers 301 to the new one).
    expect((await create(draft({ title: 'Someone else wants this', slug: 'lahore-map-pack' }))).status).toBe(409);

    // A draft that was never live gives its old address up when it moves.
    const { body: other } = await create(draft({ title: 'A draft that moves address', slug: 'draft-address' }));
    await save(other.id, { ...draft({ title: 'A draft that moves address', slug: 'draft-address-2' }), version: other.version });
    expect((await create(draft({ title: 'Takes the freed address', slug: 'draft-address' }))).status).toBe(201);
  });

  it('refuses to publish without an excerpt or body, and to schedule in the past', async () => {
    const { body: article } = await create(draft({ excerpt: 'Too short', body: '' }));
    const refused = await act(article.id, 'publish');
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('excerpt');
    const past = await act(article.id, 'schedule', { at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.fields).toHaveProperty('at');
  });

  it('unpublishes and deletes: the article leaves the site, and its addresses are free again', async () => {
    const { body: article } = await create();
    const live = (await act(article.id, 'publish')).body;
    const off = await act(article.id, 'unpublish', { version: live.version });
    expect(off.status).toBe(200);
    expect(off.body.published).toBeNull();
    expect(off.body.publish).toMatchObject({ state: 'live' });
    const deleted = await call(adminArticles, `/api/admin/articles/${article.id}`, { method: 'DELETE', jar });
    expect(deleted.status).toBe(204);
    expect((await get(article.id)).status).toBe(404);
    expect((await call(articleActions, `/api/admin/articles/${article.id}/history`, { jar })).status).toBe(404);
    expect((await create()).status).toBe(201);
  });

  it('answers 401 without a session and 403 from another site', async () => {
    expect((await call(adminArticles, '/api/admin/articles')).status).toBe(401);
    expect(
      (await call(adminArticles, '/api/admin/articles', { method: 'POST', body: draft(), jar, origin: 'https://evil.example' })).status,
    ).toBe(403);
  });
});

describe('a scheduled article', () => {
  it('goes into the build when it falls due: the scheduled function requests the build once, the status says so', async () => {
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', hookUrl);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const { body: article } = await create();
    const at = new Date(start + 90 * 60_000).toISOString();
    const scheduled = await act(article.id, 'schedule', { at, version: article.version }, 'production');
    expect(scheduled.status).toBe(200);
    // Nothing on the site changes now, so no build is requested yet.
    expect(scheduled.body.publish).toBeUndefined();
    expect(hookCalls).toBe(0);
    const runScheduler = async () => {
      const req = new Request('https://agency.test/.netlify/functions/articles-publish-scheduled', {
        method: 'POST',
        body: '{"next_run":""}',
      });
      const { context } = contextFor(req, { path: '/.netlify/functions/articles-publish-scheduled' }, '127.0.0.1', 'production');
      return scheduler.default(req, context);
    };
    const info = async () => (await call(adminPublish, '/api/admin/publish', { jar, deployContext: 'production' })).body;

    await runScheduler();
    expect(hookCalls).toBe(0);
    expect(articleStatus(scheduled.body, await info(), null, Date.now())).toEqual({ state: 'scheduled', at });

    vi.setSystemTime(Date.parse(at) + 2 * 60_000);
    await runScheduler();
    expect(hookCalls).toBe(1);
    expect(articleStatus(scheduled.body, await info(), null, Date.now())).toMatchObject({ state: 'publishing' });
    // The next run finds the build on its way and adds nothing.
    vi.setSystemTime(Date.parse(at) + 7 * 60_000);
    await runScheduler();
    expect(hookCalls).toBe(1);

    // The build takes its snapshot: the article is in it, due, and later runs request nothing more.
    const path = join(await mkdtemp(join(tmpdir(), 'snapshot-')), 'content-snapshot.json');
    await takeContentSnapshot(path);
    const shown = await liveArticles(snapshotArticleSource(path));
    expect(shown.map((a) => a.fields.slug)).toEqual(['lahore-map-pack']);
    expect(shown[0]).toMatchObject({ goLiveAt: at, firstLiveAt: at });
    vi.setSystemTime(Date.parse(at) + 12 * 60_000);
    await runScheduler();
    expect(hookCalls).toBe(1);
  });

  it('is in a snapshot taken before its time but not shown by that build', async () => {
    const { body: article } = await create();
    await act(article.id, 'schedule', { at: new Date(Date.now() + 3_600_000).toISOString(), version: article.version });
    const path = join(await mkdtemp(join(tmpdir(), 'snapshot-')), 'content-snapshot.json');
    await takeContentSnapshot(path);
    expect(JSON.parse(await readFile(path, 'utf8')).articles).toHaveLength(1);
    expect(await liveArticles(snapshotArticleSource(path))).toEqual([]);
  });
});

async function photoWithExif(format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2410c' } }).withExif({
    IFD0: { Artist: 'Secret Photographer', Copyright: 'Camera owner' },
  });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}
/** An upload as the browser sends it: the file's bytes as the body (the call helper sends JSON). */
async function upload(bytes: Uint8Array | string, type = 'image/jpeg'): Promise<Pick<CallResult, 'status' | 'body'>> {
  const req = new Request('https://agency.test/api/admin/article-images', {
    method: 'POST',
    body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes),
    headers: { 'content-type': type, origin: 'https://agency.test', cookie: jar.header() ?? '' },
  });
  const { context } = contextFor(req, articleImages.config, '203.0.113.10', 'dev');
  const res = await articleImages.default(req, context);
  return { status: res.status, body: await res.json() };
}

describe('image upload', () => {
  it('stores a JPEG without its EXIF data, and the snapshot carries the image of a published article', async () => {
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const uploaded = await upload(original);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ type: 'image/jpeg', width: 64, height: 48 });
    const req = new Request(`https://agency.test/api/admin/article-images/${uploaded.body.id}`, {
      headers: { cookie: jar.header() ?? '' },
    });
    const stored = await articleImages.default(req, contextFor(req, articleImages.config, '203.0.113.10', 'dev').context);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await stored.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Photographer'))).toBe(false);

    const { body: article } = await create(draft({ hero: { imageId: uploaded.body.id, alt: 'A shop front in Lahore' } }));
    await act(article.id, 'publish', { version: article.version });
    const path = join(await mkdtemp(join(tmpdir(), 'snapshot-')), 'content-snapshot.json');
    await takeContentSnapshot(path);
    expect(await readdir(join(path.replace(/\.json$/, '-images')))).toEqual([uploaded.body.id]);
  });

  it('goes by the bytes, not the declared type: a PNG sent as JPEG is a PNG, text or GIF is refused', async () => {
    const png = await upload(await photoWithExif('png'), 'image/jpeg');
    expect(png.status).toBe(201);
    expect(png.body.type).toBe('image/png');
    expect((await upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/jpeg')).status).toBe(415);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, 'image/gif')).status).toBe(415);
  });

  it('refuses more than 5 MB with 413, and a broken image with 400', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    (await photoWithExif()).copy(big);
    expect((await upload(big)).status).toBe(413);
    const truncated = (await photoWithExif()).subarray(0, 40);
    expect((await upload(truncated)).status).toBe(400);
  });
});

describe('preview', () => {
  it('renders with the page renderer: no script, event handler or javascript: link survives', async () => {
    const body =
      '# Title\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))\n\n<iframe src="https://evil.example"></iframe>';
    const preview = await call(articlePreview, '/api/admin/article-preview', { method: 'POST', body: { body }, jar });
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain('<h2 id="title">');
    expect(preview.body.html).not.toMatch(/<script|<img|<iframe|href="javascript/i);
    expect(preview.body.readingMinutes).toBe(1);
  });
});

describe('redirects of moved articles', () => {
  it('lead each former address of a live article to its current one, never over another live address', () => {
    const base = { goLiveAt: '2026-11-01T00:00:00.000Z', firstLiveAt: '2026-11-01T00:00:00.000Z' };
    const fields = draft() as never;
    const redirects = articleRedirects([
      { ...base, id: 'A', fields: { ...(fields as object), slug: 'new-a' } as never, formerSlugs: ['old-a', 'b'] },
      { ...base, id: 'B', fields: { ...(fields as object), slug: 'b' } as never, formerSlugs: [] },
    ]);
    expect([...redirects]).toEqual([['old-a', 'new-a']]);
  });
});
