import { beforeEach, describe, expect, it } from 'vitest';
import { useFunctionTestServers } from './support/function-tests';
import { getStore } from '@netlify/blobs';
import * as adminContent from '../functions/admin-content';
import * as adminContentHistory from '../functions/admin-content-history';
import * as adminSeed from '../functions/admin-seed';
import * as publicContent from '../functions/content';
import { entryEtag, HISTORY_LIMIT, updateEntry } from '../../src/server/content/index';
import { signedInOwner } from './support/admin';
import { call, CookieJar, type CallOptions } from './support/invoke';
import { contentDefaults } from '../../src/data/editable';
import { searchAppearanceDefaults } from '../../src/data/search-appearance';
import type { EditablePage } from '../../src/lib/content/editable-content';

/** The built-in text a page shows until staff save their own (what the site ships, not a stand-in). */
const defaultText = (page: EditablePage | 'search', contentKey: string) =>
  (page === 'search' ? searchAppearanceDefaults : contentDefaults[page]).find((entry) => entry.contentKey === contentKey)!.content;

useFunctionTestServers({ emptyStores: ['page-content'] });
let jar: CookieJar;
beforeEach(async () => {
  jar = await signedInOwner();
});

const list = (page: string, options: CallOptions = {}) => call(adminContent, `/api/admin/content/${page}`, { jar, ...options });
const seed = (path = '/api/admin/seed-content', options: CallOptions = {}) =>
  call(adminSeed, path, { method: 'POST', body: '', jar, ...options });
const update = (id: string, body: unknown, options: CallOptions = {}) =>
  call(adminContent, `/api/admin/content/${id}`, { method: 'PUT', body, jar, ...options });
const create = (body: unknown, options: CallOptions = {}) =>
  call(adminContent, '/api/admin/content', { method: 'POST', body, jar, ...options });
const readPublic = (page: string) => call(publicContent, `/api/content/${page}`);

describe('GET /api/admin/content/:page', () => {
  it('lists nothing before seeding and 401s without a session', async () => {
    const res = await list('home');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await list('home', { jar: new CookieJar() })).status).toBe(401);
  });

  it('answers 404 for a page that is not editable', async () => {
    for (const page of ['blog', 'HOME', 'home.main_heading']) {
      const res = await list(page);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'There is no editable page with that name.' });
    }
  });

  it('answers 405 with Allow for DELETE', async () => {
    const res = await call(adminContent, '/api/admin/content/home', { method: 'DELETE', jar });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, PUT, POST');
  });
});

describe('seeding the built-in text', () => {
  it('adds every default key of the home page once, as {id, page, section, contentKey, content} entries', async () => {
    const res = await seed();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ added: contentDefaults.home.length });
    const entries = (await list('home')).body;
    expect(entries.map((entry: { contentKey: string }) => entry.contentKey)).toEqual(contentDefaults.home.map((entry) => entry.contentKey));
    expect(entries[0]).toEqual({
      version: expect.any(String),
      id: 'home.main_heading',
      page: 'home',
      section: 'hero',
      contentKey: 'main_heading',
      content: defaultText('home', 'main_heading'),
      updated_at: expect.any(String),
    });
  });

  it.each([
    ['/api/admin/seed-lahore-content', 'lahore'],
    ['/api/admin/seed-islamabad-content', 'islamabad'],
    ['/api/admin/seed-karachi-content', 'karachi'],
    ['/api/admin/seed-sialkot-content', 'sialkot'],
  ] as const)('%s seeds the %s page only', async (path, page) => {
    const res = await seed(path);
    expect(res.body).toEqual({ added: contentDefaults[page].length });
    expect((await list(page)).body).toHaveLength(contentDefaults[page].length);
    expect((await list('home')).body).toEqual([]);
  });

  it('adds nothing the second time and never overwrites an edit', async () => {
    await seed();
    expect((await update('home.main_heading', { content: 'Edited heading' })).status).toBe(200);
    const again = await seed();
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ added: 0 });
    const heading = (await list('home')).body.find((entry: { id: string }) => entry.id === 'home.main_heading');
    expect(heading.content).toBe('Edited heading');
  });

  it('adds only the keys that are missing', async () => {
    await create({ page: 'home', section: 'hero', contentKey: 'subheading', content: 'Written first' });
    expect((await seed()).body).toEqual({ added: contentDefaults.home.length - 1 });
    const sub = (await list('home')).body.find((entry: { id: string }) => entry.id === 'home.subheading');
    expect(sub.content).toBe('Written first');
  });

  it('accepts the spec 7 body-less call (no body, no content type): 200 with a session, 401 without, 403 cross-site', async () => {
    const bare = { body: undefined };
    expect((await seed(undefined, { ...bare, origin: 'https://attacker.example' })).status).toBe(403);
    expect((await seed(undefined, { ...bare, jar: new CookieJar() })).status).toBe(401);
    const res = await seed(undefined, bare);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ added: contentDefaults.home.length });
    expect((await seed(undefined, { body: 'page=home', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(
      415,
    );
  });

  it('needs a signed-in admin, the site origin and a JSON content type', async () => {
    expect((await seed(undefined, { jar: new CookieJar() })).status).toBe(401);
    expect((await seed(undefined, { origin: 'https://attacker.example' })).status).toBe(403);
    expect((await seed(undefined, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await call(adminSeed, '/api/admin/seed-content', { jar })).status).toBe(405);
    expect((await list('home')).body).toEqual([]);
  });

  it('accepts {} as the body too', async () => {
    expect((await seed(undefined, { body: {} })).body).toEqual({ added: contentDefaults.home.length });
  });
});

describe('PUT /api/admin/content/:id', () => {
  beforeEach(async () => {
    await seed();
  });

  it('saves new text and answers 200 with the updated entry', async () => {
    const res = await update('home.subheading', { content: 'Rank higher in Lahore and beyond.\nSecond line.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 'home.subheading',
      page: 'home',
      section: 'hero',
      contentKey: 'subheading',
      content: 'Rank higher in Lahore and beyond.\nSecond line.',
    });
    expect((await readPublic('home')).body).toContainEqual({
      contentKey: 'subheading',
      section: 'hero',
      content: 'Rank higher in Lahore and beyond.\nSecond line.',
    });
  });

  it('answers 404 for an unknown id', async () => {
    for (const id of ['home.no_such_key', 'blog.main_heading', 'nonsense', 'home.Main']) {
      const res = await update(id, { content: 'x' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'There is no content entry with that id.' });
    }
  });

  it.each([
    [{ content: '' }, 'Please enter the text'],
    [{ content: ' \n\t ' }, 'Text cannot be only spaces'],
    [{ content: '\u200B\u200B \uFEFF' }, 'Text cannot be only spaces'],
    [{ content: 'x'.repeat(10_001) }, 'Text must be at most 10,000 characters long'],
    [{}, 'Please enter the text'],
    [{ content: 42 }, 'Please enter the text'],
  ])('refuses invalid text with 400 (%#)', async (body, message) => {
    const res = await update('home.subheading', body);
    expect(res.status).toBe(400);
    expect(res.body.fields.content).toBe(message);
  });

  it('accepts 10,000 characters in a body over 32 KB, and refuses bodies over 64 KB with 413', async () => {
    const escaped = '\u0007'.repeat(10_000); // six bytes each once JSON-escaped: a 60 KB body
    const ok = await update('home.subheading', { content: escaped });
    expect(ok.status).toBe(200);
    expect(ok.body.content).toHaveLength(10_000);
    const tooBig = await update('home.subheading', { content: 'x', padding: 'y'.repeat(65 * 1024) });
    expect(tooBig.status).toBe(413);
  });

  it('needs a signed-in admin, the site origin and a JSON content type', async () => {
    expect((await update('home.subheading', { content: 'x' }, { jar: new CookieJar() })).status).toBe(401);
    expect((await update('home.subheading', { content: 'x' }, { origin: 'https://attacker.example' })).status).toBe(403);
    expect(
      (await update('home.subheading', 'content=x', { headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status,
    ).toBe(415);
    expect((await update('home.subheading', '{"content":')).status).toBe(400);
    const entry = (await list('home')).body.find((item: { id: string }) => item.id === 'home.subheading');
    expect(entry.content).toBe(defaultText('home', 'subheading'));
  });

  it('gives each listed entry its version; a save with a stale version is refused (409) with the current entry', async () => {
    const opened = (await list('home')).body.find((entry: { id: string }) => entry.id === 'home.subheading');
    expect(opened.version).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 5)); // the local server's etags change with the file time
    const theirs = await update('home.subheading', { content: 'Saved by B', version: opened.version });
    expect(theirs.status).toBe(200);
    expect(theirs.body.version).toEqual(expect.any(String));
    expect(theirs.body.version).not.toBe(opened.version);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const stale = await update('home.subheading', { content: 'Saved by A from an old read' }, { headers: { 'if-match': opened.version } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: 'Someone else saved this text after you opened it. Compare both versions, then save again.',
      current: expect.objectContaining({ id: 'home.subheading', content: 'Saved by B', version: theirs.body.version }),
    });
    expect((await update('home.subheading', { content: 'A again', version: opened.version })).status).toBe(409);
    const kept = (await list('home')).body.find((entry: { id: string }) => entry.id === 'home.subheading');
    expect(kept.content).toBe('Saved by B');

    const fresh = await update('home.subheading', { content: 'A, merged' }, { headers: { 'if-match': kept.version } });
    expect(fresh.status).toBe(200);
    expect((await list('home')).body.find((entry: { id: string }) => entry.id === 'home.subheading').content).toBe('A, merged');
  });

  it('reports a lost race instead of overwriting (onlyIfMatch on the etag read)', async () => {
    const staleEtag = await entryEtag('home.subheading');
    expect(staleEtag).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 5)); // the local server's etags change with the file time
    expect((await updateEntry('home.subheading', 'Saved by the other admin')).status).toBe('updated');
    expect(await updateEntry('home.subheading', 'Saved from an old read', staleEtag!)).toMatchObject({ status: 'conflict' });
    const entry = (await list('home')).body.find((item: { id: string }) => item.id === 'home.subheading');
    expect(entry.content).toBe('Saved by the other admin');
  });
});

describe('POST /api/admin/content', () => {
  it('creates an entry (201) that the page then lists', async () => {
    const res = await create({ page: 'karachi', section: 'results', contentKey: 'results_title', content: 'Results' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: 'karachi.results_title', page: 'karachi', section: 'results', contentKey: 'results_title' });
    expect((await list('karachi')).body).toHaveLength(1);
  });

  it('answers 409 when that page already has the key', async () => {
    const body = { page: 'home', section: 'hero', contentKey: 'main_heading', content: 'First' };
    expect((await create(body)).status).toBe(201);
    const again = await create({ ...body, content: 'Second' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'That page already has an entry with this key.' });
    expect((await list('home')).body[0].content).toBe('First');
  });

  it('refuses an unknown page or a key that is not lower_snake_case with 400', async () => {
    const bad = await create({ page: 'blog', section: 'Hero Section', contentKey: 'x', content: 'y' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['page', 'section']);
  });

  it('needs a signed-in admin', async () => {
    const res = await create({ page: 'home', section: 'hero', contentKey: 'k', content: 'c' }, { jar: new CookieJar() });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/content/:page (public)', () => {
  it('serves the built-in text, cacheable, before anything is seeded', async () => {
    const res = await readPublic('lahore');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(contentDefaults.lahore.map(({ contentKey, content, section }) => ({ contentKey, content, section })));
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('merges edited text over the defaults and keeps the defaults for the rest', async () => {
    await seed('/api/admin/seed-islamabad-content');
    await update('islamabad.hero_title', { content: 'Islamabad SEO that works' });
    await create({ page: 'islamabad', section: 'cta', contentKey: 'cta_note', content: 'Start today' });
    const res = await readPublic('islamabad');
    const edited: Record<string, string> = { hero_title: 'Islamabad SEO that works' };
    expect(res.body).toEqual([
      ...contentDefaults.islamabad.map(({ contentKey, section, content }) => ({
        contentKey,
        section,
        content: edited[contentKey] ?? content,
      })),
      { contentKey: 'cta_note', section: 'cta', content: 'Start today' },
    ]);
    expect(res.body.find((item: { contentKey: string }) => item.contentKey === 'hero_subtitle').content).toBe(
      defaultText('islamabad', 'hero_subtitle'),
    );
  });

  it('answers 404 for a page that is not editable and 405 for POST', async () => {
    expect((await readPublic('admin')).status).toBe(404);
    const post = await call(publicContent, '/api/content/home', { method: 'POST', body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });
});

describe('history and restore', () => {
  const history = (id: string, options: CallOptions = {}) =>
    call(adminContentHistory, `/api/admin/content/${id}/history`, { jar, ...options });

  it('keeps every replaced text with who saved it and when, newest first; restoring is a normal save', async () => {
    await getStore('page-content-history').deleteAll();
    await seed('/api/admin/seed-lahore-content');
    expect((await history('lahore.hero_title')).body).toEqual([]);

    const first = await update('lahore.hero_title', { content: 'First title' });
    const second = await update('lahore.hero_title', { content: 'Second title' });
    expect(second.body.updated_by).toBe('owner');

    const versions = (await history('lahore.hero_title')).body;
    expect(versions.map((v: { content: string }) => v.content)).toEqual(['First title', defaultText('lahore', 'hero_title')]);
    expect(versions[0]).toMatchObject({ saved_at: first.body.updated_at, saved_by: 'owner', replaced_at: second.body.updated_at });
    expect(versions[1].saved_by).toBeUndefined();

    // Restore the first text: an ordinary PUT with the current version, itself kept in history.
    const restored = await update('lahore.hero_title', { content: versions[0].content, version: second.body.version });
    expect(restored.status).toBe(200);
    expect(restored.body.publish.state).toBe('live');
    expect((await readPublic('lahore')).body.find((item: { contentKey: string }) => item.contentKey === 'hero_title').content).toBe(
      'First title',
    );
    expect((await history('lahore.hero_title')).body.map((v: { content: string }) => v.content)).toEqual([
      'Second title',
      'First title',
      defaultText('lahore', 'hero_title'),
    ]);
    // Seeding again never overwrites the edit.
    await seed('/api/admin/seed-lahore-content');
    expect((await list('lahore')).body.find((e: { id: string }) => e.id === 'lahore.hero_title').content).toBe('First title');
  });

  it('keeps no history for a refused (409) save and 404s for an unknown entry or 401s without a session', async () => {
    await getStore('page-content-history').deleteAll();
    await seed();
    const opened = (await list('home')).body[0];
    await update('home.main_heading', { content: 'Theirs', version: opened.version });
    expect((await update('home.main_heading', { content: 'Mine', version: opened.version })).status).toBe(409);
    expect((await history('home.main_heading')).body.map((v: { content: string }) => v.content)).toEqual([
      defaultText('home', 'main_heading'),
    ]);
    expect((await history('nope.main_heading')).status).toBe(404);
    expect((await history('home.main_heading', { jar: new CookieJar() })).status).toBe(401);
  });

  it('keeps the newest HISTORY_LIMIT texts', async () => {
    await getStore('page-content-history').deleteAll();
    await seed('/api/admin/seed-karachi-content');
    for (let i = 1; i <= HISTORY_LIMIT + 2; i += 1) await update('karachi.hero_title', { content: `Title ${i}` });
    const versions = (await history('karachi.hero_title')).body;
    expect(versions).toHaveLength(HISTORY_LIMIT);
    expect(versions[0].content).toBe(`Title ${HISTORY_LIMIT + 1}`);
    expect((await getStore('page-content-history').list({ prefix: 'karachi/hero_title/' })).blobs).toHaveLength(HISTORY_LIMIT);
  }, 60_000);
});

describe('search appearance entries (PUT /api/admin/content/search.<route>_<field>)', () => {
  const description = 'Edited audit description: a full technical and content audit with a plan you can act on.';
  const history = (id: string) => call(adminContentHistory, `/api/admin/content/${id}/history`, { jar });

  it('creates the entry on its first save, keeps the built-in value in its history, and lists it', async () => {
    expect((await list('search')).body).toEqual([]);
    const res = await update('search.seo_audit_description', { content: `  ${description}  `, version: 'unstored' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 'search.seo_audit_description',
      page: 'search',
      section: 'seo_audit',
      contentKey: 'seo_audit_description',
      content: description,
      updated_by: 'owner',
      version: expect.any(String),
    });
    expect((await list('search')).body.map((entry: { id: string }) => entry.id)).toEqual(['search.seo_audit_description']);
    const earlier = (await history('search.seo_audit_description')).body;
    expect(earlier).toHaveLength(1);
    expect(earlier[0]).toMatchObject({ content: defaultText('search', 'seo_audit_description') });
    expect(earlier[0].saved_at).toBeUndefined();
  });

  it('refuses a second first save (someone created it meanwhile) with 409 and the current entry', async () => {
    expect((await update('search.seo_audit_title', { content: 'First editor title', version: 'unstored' })).status).toBe(200);
    const res = await update('search.seo_audit_title', { content: 'Second editor title', version: 'unstored' });
    expect(res.status).toBe(409);
    expect(res.body.current).toMatchObject({ content: 'First editor title' });
  });

  it('saves over the stored version like page text', async () => {
    const first = await update('search.seo_audit_title', { content: 'First editor title', version: 'unstored' });
    const second = await update('search.seo_audit_title', { content: 'Second editor title', version: first.body.version });
    expect(second.status).toBe(200);
    expect(second.body.content).toBe('Second editor title');
    expect((await history('search.seo_audit_title')).body[0]).toMatchObject({ content: 'First editor title', saved_by: 'owner' });
  });

  it('refuses text outside pageSeoSchema’s limits with 400 and the reason, and stores nothing', async () => {
    const cases: [string, string, string][] = [
      ['search.seo_audit_title', 'x'.repeat(66), 'Title must be at most 65 characters long (it has 66).'],
      ['search.seo_audit_title', 'Too short', 'Title must be at least 10 characters long (it has 9).'],
      ['search.seo_audit_description', 'd'.repeat(171), 'Description must be at most 170 characters long (it has 171).'],
      ['search.home_description', 'Short description.', 'Description must be at least 50 characters long (it has 18).'],
    ];
    for (const [id, content, reason] of cases) {
      const res = await update(id, { content, version: 'unstored' });
      expect(res.status, id).toBe(400);
      expect(res.body.error).toBe(reason);
    }
    expect((await list('search')).body).toEqual([]);
  });

  it('accepts text over the recommended length but within the hard limit (a warning, not a block)', async () => {
    const res = await update('search.seo_audit_description', { content: 'd'.repeat(165), version: 'unstored' });
    expect(res.status).toBe(200);
  });

  it('answers 404 for a route or field that has no search appearance', async () => {
    for (const id of ['search.blog_title', 'search.seo_audit_keywords']) {
      expect((await update(id, { content: 'A perfectly fine title', version: 'unstored' })).status, id).toBe(404);
    }
  });
});
