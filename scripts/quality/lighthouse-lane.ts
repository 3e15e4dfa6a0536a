import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { launchLighthouse, type AuditSummary, type LaunchOptions } from './lighthouse-audit.ts';

/**
 * One lane of the Lighthouse gate: its own Chromium, calibrated on its own, auditing its share of
 * the pages in sequence, in a process of its own (Lighthouse keeps global state and cannot run
 * twice at once in one process). The gate runs three lanes side by side: one lane keeps less than
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
}

type LaneMessage = { key: string; runs: AuditSummary[] } | { error: string };

/** Each page's first run scores every category; the others only performance (faster, same metrics). */
async function auditJobs({ calibrationUrl, launch, runs, jobs }: LaneRequest, report: (message: LaneMessage) => void) {
  const browser = await launchLighthouse(calibrationUrl, launch);
  // The gate gone (it failed, or was stopped): no Chromium is left behind.
  process.once('disconnect', () => void browser.close().finally(() => process.exit(1)));
  try {
    for (const { key, url } of jobs) {
      const results = [await browser.audit(url)];
      while (results.length < runs) results.push(await browser.audit(url, { categories: ['performance'] }));
      report({ key, runs: results });
    }
  } finally {
    await browser.close();
  }
}

/**
 * Starts a lane and calls `onPage` as each of its pages is done. Resolves when the lane has
 * audited every page; rejects with the lane's error (the lane stops at its first).
 */
export function runLane(request: LaneRequest, onPage: (key: string, runs: AuditSummary[]) => void): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let failure: Error | undefined;
    child.on('message', (message: LaneMessage) => {
      if ('error' in message) failure = new Error(message.error);
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
}

// As a child process: one request in, a message per page out.
const gate = process.send && process.argv[1] === fileURLToPath(import.meta.url) ? process : undefined;
gate?.once('message', (request: LaneRequest) => {
  const sent: Promise<void>[] = [];
  const send = (message: LaneMessage) => new Promise<void>((resolve) => gate.send!(message, () => resolve()));
  auditJobs(request, (message) => void sent.push(send(message)))
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
