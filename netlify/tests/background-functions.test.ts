import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as backupBackground from '../functions/backup-background';
import * as backupSchedule from '../functions/backup-scheduled';
import * as sendBackground from '../functions/newsletter-send-background';
import { startBackground } from '../../src/server/background-calls';
import { backupJob, KEEP, listRuns, makeBackup, warnIfMissing } from '../../src/server/backups/index';
import { sendJob } from '../../src/server/newsletter/index';
import { storeNameOf } from '../../src/server/storage';
import { setup } from './support/admin';
import { serveFunction } from './support/background';
import { useFunctionTestServers } from './support/function-tests';
import { SITE_ORIGIN } from './support/invoke';
import { DAY_MS } from '../../src/lib/time/durations';

/**
 * Background functions have public addresses and Netlify answers every caller
 * 202 before they run: only the site's own signed calls may start work. Here
 * the functions are reached over real HTTP, as the site reaches them.
 */
const servers = useFunctionTestServers({ smtp: true, emptyStores: [storeNameOf('backups')], freshEnv: true });

beforeEach(async () => {
  // No public key: every backup run fails, which is what the internet could trigger over and over.
  vi.stubEnv('BACKUP_RECIPIENT', '');
  expect((await setup()).status).toBe(201);
});
afterEach(() => {
  vi.useRealTimers();
});

const missingMails = () => servers.smtp.mails.filter((mail) => mail.headers.get('subject') === 'The weekly website backup is missing');
const failureMails = () => servers.smtp.mails.filter((mail) => mail.headers.get('subject') === 'The website backup failed');

/** A request as anyone on the internet can send it. */
function post(path: string, headers: Record<string, string> = {}, body?: string): Request {
  return new Request(`${SITE_ORIGIN}${path}`, { method: 'POST', headers, body });
}

describe('background functions answer only their own site', () => {
  it('refuses a call from anyone else the same way, whatever is wrong with it, and starts nothing', async () => {
    const forged = createHmac('sha256', 'a guess').update('x').digest('base64url');
    const attempts = [
      post(backupJob.path),
      post(backupJob.path, { 'x-background-call': `${Date.now()}.${forged}` }),
      post(backupJob.path, { 'x-background-call': 'nonsense' }),
    ];
    const answers = [];
    for (const req of attempts) {
      const res = await backupBackground.default(req);
      answers.push([res.status, await res.text()]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]![0]).toBe(401);
    expect(await listRuns()).toEqual([]);
    expect(failureMails()).toEqual([]);
    expect((await sendBackground.default(post(sendJob.path))).status).toBe(401);
  });

  it('runs for a call the site signed; the same signature is refused for another function, another body or after 5 minutes', async () => {
    // Captures the site's own signed calls, to replay them where they were not meant to go.
    const captured: Request[] = [];
    const recorder = await serveFunction(async (req) => {
      captured.push(req.clone());
      return backupBackground.default(req);
    });
    try {
      expect(await startBackground(recorder.origin, backupJob.path)).toBe(true);
      expect(await listRuns()).toHaveLength(1);

      const signature = captured[0]!.headers.get('x-background-call')!;
      expect((await sendBackground.default(post(sendJob.path, { 'x-background-call': signature }))).status).toBe(401);
      expect((await backupBackground.default(post(backupJob.path, { 'x-background-call': signature }, '{"a":1}'))).status).toBe(401);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 1000 });
      expect((await backupBackground.default(post(backupJob.path, { 'x-background-call': signature }))).status).toBe(401);
      expect(await listRuns()).toHaveLength(1);
    } finally {
      await recorder.close();
    }
  });

  it('gives the started function the body the site sent', async () => {
    let seen: unknown;
    const { verifyBackgroundCall } = await import('../../src/server/background-calls');
    const site = await serveFunction(async (req) => {
      const call = await verifyBackgroundCall(req);
      seen = call.ok ? call.body : 'refused';
      return new Response(null, { status: call.ok ? 202 : 401 });
    });
    try {
      expect(await startBackground(site.origin, '/.netlify/functions/audit-background', { since: '2026-01-01' })).toBe(true);
      expect(seen).toEqual({ since: '2026-01-01' });
    } finally {
      await site.close();
    }
  });
});

describe('backup failures', () => {
  it('are mailed at most once a day, however often a run fails', async () => {
    const start = Date.now();
    for (let i = 0; i < 3; i += 1) expect((await makeBackup('schedule', { now: new Date(start + i * 60_000) }))?.status).toBe('failed');
    await vi.waitFor(() => expect(failureMails()).toHaveLength(1));
    vi.useFakeTimers({ toFake: ['Date'], now: start + DAY_MS + 60_000 });
    expect((await makeBackup('schedule', { now: new Date() }))?.status).toBe('failed');
    await vi.waitFor(() => expect(failureMails()).toHaveLength(2));
  });

  it('are pruned like good runs: the newest few records stay', async () => {
    const start = Date.now();
    for (let i = 0; i < KEEP + 3; i += 1) await makeBackup('schedule', { now: new Date(start + i * 1000) });
    const runs = await listRuns();
    expect(runs).toHaveLength(KEEP);
    expect(runs.every((run) => run.status === 'failed')).toBe(true);
  }, 20_000);

  it('the daily check, run again and again, mails once', async () => {
    // The weekly backup is due too: the check starts it with a signed call to the site.
    const site = await serveFunction(backupBackground.default);
    vi.stubEnv('URL', site.origin);
    try {
      for (let i = 0; i < 3; i += 1) expect((await backupSchedule.default(post('/.netlify/functions/backup-scheduled'))).status).toBe(204);
    } finally {
      await site.close();
    }
    await vi.waitFor(() => expect(servers.smtp.mails).toHaveLength(1));
    expect(failureMails()).toHaveLength(1);
  });

  it('the warning that the weekly backup is missing goes out at most once a day', async () => {
    const start = Date.now();
    for (let i = 0; i < 3; i += 1) await warnIfMissing(new Date(start + i * 3_600_000));
    await vi.waitFor(() => expect(missingMails()).toHaveLength(1));
    await warnIfMissing(new Date(start + DAY_MS + 60_000));
    await vi.waitFor(() => expect(missingMails()).toHaveLength(2));
  });
});
