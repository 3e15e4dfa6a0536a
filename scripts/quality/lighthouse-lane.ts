import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { launchLighthouse, type AuditSummary, type LaunchOptions } from './lighthouse-audit.ts';

/**
 * One lane of the Lighthouse gate: its own Chromium, calibrated on its own (or told the first lane's
 * calibration), auditing its share of the pages in sequence, in a process of its own (Lighthouse keeps global state and cannot run
 * twice at once in one process). The gate runs two lanes side by side: one lane keeps less than
 * one of the two cores busy, since most of a run is Lighthouse waiting for the network to go
 * quiet (see lighthouse-gate.ts for what that does to the measurements).
 */
interface LaneJob {
  /** What the gate calls the page; the lane only passes it back. */
  key: string;
  url: string;
}

interface LaneRequest {
  calibrationUrl: string;
  launch: LaunchOptions;
  runs: number;
  jobs: LaneJob[];
  /** Wait for the gate's go before this page (0: before the first, once Chromium has started). */
  waitForGoBefore?: number;
}

type LaneMessage = { key: string; runs: AuditSummary[] } | { ready: number } | { error: string };

/** Each page's first run scores every category; the others only performance (faster, same metrics). */
async function auditJobs(
  { calibrationUrl, launch, runs, jobs, waitForGoBefore }: LaneRequest,
  report: (message: LaneMessage) => void,
  go: Promise<unknown>,
) {
  const browser = await launchLighthouse(calibrationUrl, launch);
  // The gate gone (it failed, or was stopped): no Chromium is left behind.
  process.once('disconnect', () => void browser.close().finally(() => process.exit(1)));
  report({ ready: browser.calibratedIndex });
  try {
    for (const [index, { key, url }] of jobs.entries()) {
      if (index === waitForGoBefore) await go;
      const results = [await browser.audit(url)];
      while (results.length < runs) results.push(await browser.audit(url, { categories: ['performance'] }));
      report({ key, runs: results });
    }
  } finally {
    await browser.close();
  }
}

export interface Lane {
  /** Settles with the benchmarkIndex the lane's browser started with, once it is ready. */
  ready: Promise<number>;
  /** Resolves when the lane has audited every page; rejects with the lane's error (it stops at its first). */
  done: Promise<void>;
  /** Lets a lane started with `waitForGoBefore` go on to that page. */
  go: () => void;
}

/** Starts a lane and calls `onPage` as each of its pages is done. */
export function runLane(request: LaneRequest, onPage: (key: string, runs: AuditSummary[]) => void): Lane {
  const child = fork(fileURLToPath(import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let markReady = (_index: number) => {};
  const ready = new Promise<number>((resolve) => (markReady = resolve));
  const done = new Promise<void>((resolve, reject) => {
    let failure: Error | undefined;
    child.on('message', (message: LaneMessage) => {
      if ('error' in message) failure = new Error(message.error);
      else if ('ready' in message) markReady(message.ready);
      else onPage(message.key, message.runs);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (failure) reject(failure);
      else if (code === 0) resolve();
      else reject(new Error(`A Lighthouse lane stopped (${signal ?? `exit ${code}`})`));
    });
    child.send(request);
  });
  // A lane that fails before it is ready ends the wait for it too.
  return { ready: Promise.race([ready, done.then(() => Number.NaN)]), done, go: () => child.connected && child.send('go') };
}

// As a child process: one request in, a message per page out.
const gate = process.send && process.argv[1] === fileURLToPath(import.meta.url) ? process : undefined;
gate?.once('message', (request: LaneRequest) => {
  const sent: Promise<void>[] = [];
  const send = (message: LaneMessage) => new Promise<void>((resolve) => gate.send!(message, () => resolve()));
  const go = new Promise((resolve) => gate.once('message', resolve));
  auditJobs(request, (message) => void sent.push(send(message)), go)
    .then(async () => {
      await Promise.all(sent);
      gate.removeAllListeners('disconnect');
      gate.disconnect!();
    })
    .catch(async (error: unknown) => {
      await send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      process.exit(1);
    });
});
