import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { auditJob } from '../../src/server/audit/index';
import { backupJob } from '../../src/server/backups/index';
import { reportJob } from '../../src/server/clients/index';
import { CLAIM_TIMEOUT_MS, defineJob } from '../../src/server/jobs/index';
import { sendJob } from '../../src/server/newsletter/index';
import { syncJob } from '../../src/server/search-console/index';
import { serveFunction } from './support/background';
import { useFunctionTestServers } from './support/function-tests';
import { SITE_ORIGIN } from './support/invoke';

/**
 * defineJob (src/server/jobs/): a background job declared as data gives the
 * signed start and the handler, parses the body and runs under one claim per
 * key. The job here is the test's own, reached over real HTTP as the site
 * reaches its background functions; its runs wait until the test lets them end.
 */
useFunctionTestServers({ emptyStores: ['background-jobs'] });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

interface Run {
  key: string;
  end: () => void;
}

/** A job whose every run waits for `end()`; `fail` makes the run throw when it ends. */
function waitingJob() {
  const runs: Run[] = [];
  const job = defineJob({
    path: '/.netlify/functions/test-job-background',
    schema: z.object({ key: z.string(), fail: z.boolean().optional() }),
    claim: ({ key }) => key,
    run: async ({ key, fail }) => {
      await new Promise<void>((resolve) => runs.push({ key, end: resolve }));
      if (fail) throw new Error('The run failed');
    },
  });
  return { job, runs };
}

async function withSite(handler: (req: Request) => Promise<Response>, test: (origin: string) => Promise<void>, runs: Run[]) {
  const site = await serveFunction(handler);
  try {
    await test(site.origin);
  } finally {
    for (const run of runs) run.end();
    await site.close();
  }
}

describe('a job defined as data', () => {
  it('holds its claim while a run works: a second start for the same key does nothing, another key runs beside it', async () => {
    const { job, runs } = waitingJob();
    const log = vi.spyOn(console, 'log');
    await withSite(
      job.handler,
      async (origin) => {
        const first = job.start(origin, { key: 'a' });
        await vi.waitFor(() => expect(runs).toHaveLength(1));
        expect(await job.running({ key: 'a' })).toBe(true);

        // Answered like any start (202), and nothing more runs.
        expect(await job.start(origin, { key: 'a' })).toBe(true);
        expect(runs).toHaveLength(1);
        expect(log).toHaveBeenCalledWith('test-job-background: a run for a is under way; this start does nothing.');

        const other = job.start(origin, { key: 'b' });
        await vi.waitFor(() => expect(runs.map((run) => run.key)).toEqual(['a', 'b']));
        runs[1]!.end();
        expect(await other).toBe(true);
        runs[0]!.end();
        expect(await first).toBe(true);

        // The run that ended let go: the next start runs.
        expect(await job.running({ key: 'a' })).toBe(false);
        const again = job.start(origin, { key: 'a' });
        await vi.waitFor(() => expect(runs).toHaveLength(3));
        runs[2]!.end();
        expect(await again).toBe(true);
      },
      runs,
    );
  });

  it('takes over a claim left by a run that ended without a word once the timeout has passed, and only then', async () => {
    const { job, runs } = waitingJob();
    await withSite(
      job.handler,
      async (origin) => {
        // A run the platform stops never lets go: this one is ended only at the end of the test.
        const stopped = job.start(origin, { key: 'a' });
        await vi.waitFor(() => expect(runs).toHaveLength(1));
        const startedAt = Date.now();

        vi.useFakeTimers({ toFake: ['Date'], now: startedAt + CLAIM_TIMEOUT_MS - 60_000 });
        expect(await job.start(origin, { key: 'a' })).toBe(true);
        expect(runs).toHaveLength(1);
        expect(await job.running({ key: 'a' })).toBe(true);

        vi.setSystemTime(startedAt + CLAIM_TIMEOUT_MS + 1_000);
        expect(await job.running({ key: 'a' })).toBe(false);
        const taken = job.start(origin, { key: 'a' });
        await vi.waitFor(() => expect(runs).toHaveLength(2));

        // The first run ending late does not let go of the claim it lost.
        runs[0]!.end();
        await stopped;
        expect(await job.running({ key: 'a' })).toBe(true);
        runs[1]!.end();
        expect(await taken).toBe(true);
        expect(await job.running({ key: 'a' })).toBe(false);
      },
      runs,
    );
  });

  it('lets go of its claim when a run fails', async () => {
    const { job, runs } = waitingJob();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await withSite(
      job.handler,
      async (origin) => {
        const failing = job.start(origin, { key: 'a', fail: true });
        await vi.waitFor(() => expect(runs).toHaveLength(1));
        runs[0]!.end();
        // The test's server answers 500 for a throw (Netlify has answered 202 long before).
        expect(await failing).toBe(false);
        expect(await job.running({ key: 'a' })).toBe(false);
      },
      runs,
    );
  });

  it('refuses and logs a signed start whose body is not what the job takes; a call nobody signed is refused unlogged', async () => {
    const { job, runs } = waitingJob();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await withSite(
      job.handler,
      async (origin) => {
        expect(await job.start(origin, { key: 5 } as never)).toBe(false);
        expect(await job.start(origin, undefined as never)).toBe(false);
        expect(runs).toEqual([]);
        const refusals = errors.mock.calls.filter(([line]) => String(line).startsWith('test-job-background: refused a signed start'));
        expect(refusals).toHaveLength(2);
        expect(String(refusals[0]![0])).toMatch(/key/);

        errors.mockClear();
        const unsigned = await job.handler(new Request(`${SITE_ORIGIN}${job.path}`, { method: 'POST', body: '{"key":"a"}' }));
        expect(unsigned.status).toBe(401);
        expect(errors).not.toHaveBeenCalled();
        expect(runs).toEqual([]);
      },
      runs,
    );
  });

  it('runs only in a background function', () => {
    expect(() => defineJob({ path: '/api/jobs', schema: z.undefined(), claim: () => 'one', run: async () => undefined })).toThrow(
      '/.netlify/functions/<name>-background',
    );
  });
});

describe('the site’s background functions', () => {
  it('are each a job whose path names its file, and export its handler', async () => {
    const jobs = {
      'audit-background': auditJob,
      'backup-background': backupJob,
      'client-report-background': reportJob,
      'newsletter-send-background': sendJob,
      'search-console-sync-background': syncJob,
    };
    const files = readdirSync('netlify/functions')
      .filter((file) => file.endsWith('-background.ts'))
      .map((file) => file.slice(0, -'.ts'.length));
    expect(files.sort()).toEqual(Object.keys(jobs).sort());
    for (const [name, job] of Object.entries(jobs)) {
      expect(job.path).toBe(`/.netlify/functions/${name}`);
      const fn = (await import(`../functions/${name}.ts`)) as { default: unknown };
      expect(fn.default).toBe(job.handler);
    }
  });
});
