import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '@netlify/blobs';
import * as adminContent from '../functions/admin-content';
import * as adminSeed from '../functions/admin-seed';
import { PUBLISH_MESSAGES, requestPublish } from '../../src/server/publish';
import { resetAdminStores, signedInOwner } from './support/admin';
import { call, type CookieJar } from './support/invoke';
import { startLocalBlobs, type LocalBlobs } from './support/local-blobs';

vi.mock('../../src/data/editable', async () => ({
  contentDefaults: (await import('./support/content-fixture')).fixtureDefaults,
}));

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

let blobs: LocalBlobs;
let hook: HookRecorder;
let jar: CookieJar;
beforeAll(async () => {
  blobs = await startLocalBlobs();
  hook = new HookRecorder();
  await hook.start();
});
afterAll(async () => {
  await hook.stop();
  await blobs.stop();
});
beforeEach(async () => {
  vi.stubEnv('BCRYPT_COST_FOR_TESTS', '4');
  await resetAdminStores();
  await getStore('page-content').deleteAll();
  await getStore('site-publishing').deleteAll();
  jar = await signedInOwner();
  await call(adminSeed, '/api/admin/seed-content', { method: 'POST', body: '', jar });
  hook.calls = 0;
  hook.status = 200;
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const save = (content: string, deployContext = 'production') =>
  call(adminContent, '/api/admin/content/home.main_heading', { method: 'PUT', body: { content }, jar, deployContext });

describe('publishing an edit', () => {
  it('asks the build hook for one rebuild per burst of edits and says when the edit will be live', async () => {
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', hook.url);
    const answers = [];
    for (const text of ['First edit', 'Second edit', 'Third edit', 'Fourth edit', 'Fifth edit']) answers.push(await save(text));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(hook.calls).toBe(1);
    for (const answer of answers) {
      expect(answer.body.publish).toEqual({ state: 'scheduled', message: PUBLISH_MESSAGES.scheduled });
    }
    expect(answers[4]?.body).toMatchObject({ id: 'home.main_heading', content: 'Fifth edit' });
  });

  it('deletes the rebuild claims of past minutes, so the store does not grow by a key a minute', async () => {
    const minute = 60_000;
    const start = Date.now() - 10 * minute;
    for (let i = 0; i < 5; i += 1) await requestPublish({ hookUrl: hook.url, now: start + i * minute });
    const keys = async () => (await getStore('site-publishing').list()).blobs.map((blob) => blob.key);
    expect((await keys()).length).toBeLessThanOrEqual(2);
    await requestPublish({ hookUrl: hook.url });
    expect(await keys()).toEqual([`rebuild-request/${Math.floor(Date.now() / minute)}`]);
    expect(hook.calls).toBe(6);
  });

  it('keeps the save when the hook fails, reports it, and lets the next edit try again', async () => {
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', hook.url);
    hook.status = 500;
    const failed = await save('Saved despite the hook');
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ content: 'Saved despite the hook', publish: { state: 'failed' } });
    const stored = (await getStore('page-content').get('home/main_heading', { type: 'json' })) as { content: string };
    expect(stored.content).toBe('Saved despite the hook');

    hook.status = 200;
    const retried = await save('Second try');
    expect(retried.body.publish.state).toBe('scheduled');
    expect(hook.calls).toBe(2);
  });

  it('survives a hook address nobody answers', async () => {
    const closed = new HookRecorder();
    await closed.start();
    await closed.stop(); // the port is now free: connections are refused
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', closed.url);
    const res = await save('Still saved');
    expect(res.status).toBe(200);
    expect(res.body.publish.state).toBe('failed');
  });

  it('says "rebuild to publish" on a deployed site without a hook', async () => {
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', '');
    const res = await save('No hook here');
    expect(res.body.publish).toEqual({ state: 'manual', message: PUBLISH_MESSAGES.manual });
    expect(hook.calls).toBe(0);
  });

  it('says the edit is live at once under local development, where pages read the store', async () => {
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', hook.url);
    const res = await save('Local edit', 'dev');
    expect(res.body.publish.state).toBe('live');
    expect(hook.calls).toBe(0);
  });
});
