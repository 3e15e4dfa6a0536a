import { createServer, type Server } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '@netlify/blobs';
import * as adminContent from '../functions/admin-content';
import * as adminPublish from '../functions/admin-publish';
import * as adminSeed from '../functions/admin-seed';
import { PUBLISH_MESSAGES } from '../../src/server/content/index';
import { BUILD_TIME_LIMIT_MS, entryStatus, type PublishInfo } from '../../src/lib/publishing/publish-status';
import { signedInOwner } from './support/admin';
import { call, type CookieJar } from './support/invoke';
import { useFunctionTestServers } from './support/function-tests';
import { takeContentSnapshot } from './support/snapshot-plugin';

/** A stand-in for Netlify's build-hook endpoint on loopback that records every call. */
class HookRecorder {
  calls = 0;
  status = 200;
  private server: Server = createServer((req, res) => {
    this.calls += 1;
    req.resume();
    res.writeHead(this.status).end();
  });
  url = '';
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/build_hooks/test`;
  }
  stop() {
    return new Promise((resolve) => this.server.close(resolve));
  }
}

const servers = useFunctionTestServers({ emptyStores: ['page-content', 'site-publishing'] });
let hook: HookRecorder;
let jar: CookieJar;
beforeAll(async () => {
  hook = new HookRecorder();
  await hook.start();
});
afterAll(async () => {
  await hook.stop();
});
beforeEach(async () => {
  jar = await signedInOwner();
  await call(adminSeed, '/api/admin/seed-content', { method: 'POST', body: '', jar });
  hook.calls = 0;
  hook.status = 200;
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const save = (content: string, deployContext = 'production') =>
  call(adminContent, '/api/admin/content/home.main_heading', { method: 'PUT', body: { content }, jar, deployContext });
const status = async (): Promise<PublishInfo> =>
  (await call(adminPublish, '/api/admin/publish', { jar, deployContext: 'production' })).body;
const publishNow = () => call(adminPublish, '/api/admin/publish', { method: 'POST', jar, deployContext: 'production' });

/** What a Netlify build does first: the content-snapshot plugin's onPreBuild, on the real store. */
async function buildTakesSnapshot(): Promise<{ entries: { id: string; content: string }[] }> {
  const path = join(await mkdtemp(join(tmpdir(), 'snapshot-')), 'content-snapshot.json');
  await takeContentSnapshot(path);
  const { readFile } = await import('node:fs/promises');
  return JSON.parse(await readFile(path, 'utf8'));
}

describe('publishing an edit', () => {
  it('shares one build among a burst of 10 saves made before any build starts', async () => {
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', hook.url);
    const answers = [];
    for (let i = 1; i <= 10; i += 1) answers.push(await save(`Edit number ${i}`));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(hook.calls).toBe(1);
    const requestedAt = answers[0]!.body.publish.requestedAt;
    for (const answer of answers) {
      expect(answer.body.publish).toEqual({ state: 'publishing', message: PUBLISH_MESSAGES.publishing, requestedAt });
    }
    expect(answers[9]?.body).toMatchObject({ id: 'home.main_heading', content: 'Edit number 10' });
  });

  it('requests another build for a save made after the running build took its snapshot', async () => {
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', hook.url);
    expect((await save('Before the snapshot')).body.publish.state).toBe('publishing');
    expect(hook.calls).toBe(1);
    const snapshot = await buildTakesSnapshot();
    expect(snapshot.entries.find((e) => e.id === 'home.main_heading')?.content).toBe('Before the snapshot');

    // Within the same minute, while that build runs: the old minute window called nothing here.
    const after = await save('After the snapshot');
    expect(after.body.publish.state).toBe('publishing');
    expect(hook.calls).toBe(2);
    // ...and a second save in the same gap shares that second build.
    await save('After the snapshot, again');
    expect(hook.calls).toBe(2);
    const info = await status();
    expect(info.pendingSince).toBe(after.body.publish.requestedAt);
    expect(info.lastSnapshotAt).not.toBeNull();
    // The second build's snapshot carries the newest text.
    expect((await buildTakesSnapshot()).entries.find((e) => e.id === 'home.main_heading')?.content).toBe('After the snapshot, again');
  });

  it('a save carried by a build never shows as "not requested" while the build takes its snapshot', async () => {
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', hook.url);
    const saved = await save('Carried by the next build');
    expect(saved.body.publish.state).toBe('publishing');
    // The build stops between its two writes (what a status read between them sees).
    let writes = 0;
    servers.blobs.failWhen((request) => request.store === 'site-publishing' && request.method !== 'GET' && ++writes >= 2);
    await expect(buildTakesSnapshot()).rejects.toThrow();
    servers.blobs.failWhen(null);
    const entry = { id: saved.body.id, content: saved.body.content, updated_at: saved.body.updated_at };
    expect(entryStatus(entry, await status(), null, Date.now())).toMatchObject({ state: 'publishing' });
  });

  it('asks again when the requested build never came (pending longer than the time limit)', async () => {
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', hook.url);
    await getStore('site-publishing').setJSON('pending-build', {
      requestedAt: new Date(Date.now() - BUILD_TIME_LIMIT_MS - 1000).toISOString(),
    });
    expect((await save('After a lost build')).body.publish.state).toBe('publishing');
    expect(hook.calls).toBe(1);
  });

  it('reports a failed hook as Failed, keeps the save, and Publish now retries', async () => {
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', hook.url);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    hook.status = 500;
    const failed = await save('Saved despite the hook');
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ content: 'Saved despite the hook', publish: { state: 'failed' } });
    const stored = (await getStore('page-content').get('home/main_heading', { type: 'json' })) as { content: string };
    expect(stored.content).toBe('Saved despite the hook');
    const entry = { id: 'home.main_heading', content: failed.body.content, updated_at: failed.body.updated_at };
    expect(entryStatus(entry, await status(), null, Date.now())).toMatchObject({ state: 'failed', reason: 'hook-failed' });

    hook.status = 200;
    const retried = await publishNow();
    expect(retried.status).toBe(200);
    expect(retried.body.publish.state).toBe('publishing');
    expect(hook.calls).toBe(2);
    expect(entryStatus(entry, retried.body.status, null, Date.now()).state).toBe('publishing');
    // Publish now calls the hook even while a build is pending.
    await publishNow();
    expect(hook.calls).toBe(3);
  });

  it('survives a hook address nobody answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const closed = new HookRecorder();
    await closed.start();
    await closed.stop(); // the port is now free: connections are refused
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', closed.url);
    const res = await save('Still saved');
    expect(res.status).toBe(200);
    expect(res.body.publish.state).toBe('failed');
  });

  it('saves and says Failed (not 503) when the build request cannot be recorded', async () => {
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', hook.url);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    servers.blobs.failWhen((request) => request.store === 'site-publishing');
    const res = await save('Saved while the publishing store is down');
    servers.blobs.failWhen(null);
    expect(res.status).toBe(200);
    expect(res.body.publish.state).toBe('failed');
    expect(hook.calls).toBe(0);
  });

  it('says "rebuild to publish" on a deployed site without a hook', async () => {
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', '');
    const res = await save('No hook here');
    expect(res.body.publish).toEqual({ state: 'manual', message: PUBLISH_MESSAGES.manual });
    expect((await status()).mode).toBe('manual');
    expect((await publishNow()).status).toBe(409);
    expect(hook.calls).toBe(0);
  });

  it('says the edit is live at once under local development, where pages read the store', async () => {
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', hook.url);
    const res = await save('Local edit', 'dev');
    expect(res.body.publish.state).toBe('live');
    expect((await call(adminPublish, '/api/admin/publish', { jar })).body.mode).toBe('live');
    expect(hook.calls).toBe(0);
  });

  it('needs a session', async () => {
    const { CookieJar } = await import('./support/invoke');
    expect((await call(adminPublish, '/api/admin/publish', { jar: new CookieJar() })).status).toBe(401);
    expect((await call(adminPublish, '/api/admin/publish', { method: 'POST', jar: new CookieJar() })).status).toBe(401);
  });
});
