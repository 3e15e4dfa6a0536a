// `npm test`: the whole suite, in the order README documents. Each step must
// pass before the next runs and prints how long it took. Steps that run tests
// write a machine-readable report (vitest and Playwright JSON, the Lighthouse
// gate's per-page results); the run ends with the slowest five tests, the step
// timings and one closing line, `N passed, M failed[, K skipped]`, which CI
// reads. A failing step that reports no count (type check, lint, build, a
// crash) counts as one failed test.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { chromiumProblem } from './quality/chromium-setup.ts';
import { DEV_SERVER_STARTED_VARIABLE, devServer } from './quality/dev-server.ts';

const reports = mkdtempSync(join(tmpdir(), 'seo-site-test-'));
const report = (name) => join(reports, name);

/**
 * Stages run in order; the steps of one stage run at the same time (type check
 * and lint are each mostly one busy core, and the machines have two). The first
 * step of a stage prints as it goes, the others when they are done.
 * A step's `after` runs as soon as it has passed, and `ended` whenever it ends, while the rest of its
 * stage goes on; its `before` runs just before it and may add to its environment, or answer null:
 * then the step is not run (and counts as failed).
 * @type {{ name: string, command: string, env?: Record<string, string>, read?: () => Count, after?: () => void, ended?: (passed: boolean) => void, before?: () => Promise<Record<string, string> | null> }[][]}
 */
/** Settles when the build step has ended: true when it passed (the built-site tests wait for it). */
let buildEnded = (/** @type {boolean} */ _passed) => {};
const buildPassed = new Promise((resolve) => (buildEnded = resolve));
/** Settles when the unit and function tests or the built-site tests have ended, passed or not (the type check waits for one). */
let testsEnded = () => {};
const firstTestsDone = new Promise((resolve) => (testsEnded = resolve));

/*
 * Every step is busy on CPU, and the machines have two cores: a step's place is where a core would
 * otherwise idle. The type check and lint no longer have a stage of their own (42 s, 0.4 of a core
 * idle): the type check runs beside the unit and built-site tests once astro dev has started, and
 * lint takes the core the first of those two test steps leaves (docs/performance-notes.md).
 */
const stages = [
  // The unit tests never read dist/ and the build never runs a test, so they share a stage (the
  // build would otherwise wait for the slowest test file).
  // The test build reads a fixed content snapshot (one edited Lahore title) instead of any local store.
  [
    {
      name: 'unit and function tests',
      command: `npx vitest run --project unit --project components --project functions --reporter=default --reporter=json --outputFile.json=${report('unit-and-functions.json')}`,
      read: () => vitestCount(report('unit-and-functions.json')),
      ended: () => testsEnded(),
    },
    {
      name: 'build',
      command: 'npx astro build',
      env: { CONTENT_SNAPSHOT_PATH: 'tests/fixtures/content-snapshot.json' },
      // The browser tests' astro dev builds every function (about a minute on a fresh clone) beside the
      // rest of the unit tests and the built-site tests, instead of before the first browser test.
      after: () => void startDevServer(),
      ended: (passed) => buildEnded(passed),
    },
    {
      // After the build and once astro dev has started (all three write .astro/, astro dev only as it
      // starts), or once one of the two test steps has ended if that comes first.
      name: 'type check',
      command: 'npx astro check',
      before: async () => {
        await buildPassed;
        await Promise.race([firstTestsDone, devServerAnswering()]);
        return {};
      },
    },
    {
      // Starts as soon as the build has passed, beside the rest of the unit and function tests
      // (which mostly wait on their local servers), instead of after the slowest test file.
      name: 'built-site tests',
      command: `npx vitest run --project dist --reporter=default --reporter=json --outputFile.json=${report('dist.json')}`,
      read: () => vitestCount(report('dist.json')),
      before: async () => ((await buildPassed) ? {} : null),
      ended: () => testsEnded(),
    },
    {
      // Reads the sources only: it takes the core the first finished test step leaves.
      name: 'lint',
      command: 'npm run lint',
      before: async () => {
        await firstTestsDone;
        return {};
      },
    },
  ],
  [
    {
      name: 'browser tests',
      command: 'npx playwright test --reporter=list,json',
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report('playwright.json') },
      read: () => playwrightCount(report('playwright.json')),
      before: devServerReady,
      after: stopDevServer,
    },
  ],
  [
    {
      name: 'Lighthouse',
      command: 'npm run test:lighthouse',
      env: { LIGHTHOUSE_RESULTS_FILE: report('lighthouse.json') },
      read: () => lighthouseCount(report('lighthouse.json')),
    },
  ],
];

/**
 * @typedef {{ name: string, seconds: number }} TestTime
 * @typedef {{ passed: number, failed: number, skipped: number, tests: TestTime[] }} Count
 */

/** @returns {Count | undefined} */
function vitestCount(file) {
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const tests = json.testResults.flatMap((suite) =>
    suite.assertionResults.map((test) => ({
      name: `${relative(process.cwd(), suite.name)} > ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
  // A file that fails to load has no test results but counts as a failed suite.
  const brokenFiles = json.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests + brokenFiles,
    skipped: json.numPendingTests + json.numTodoTests,
    tests,
  };
}

/** @returns {Count | undefined} */
function playwrightCount(file) {
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const tests = [];
  const testDir = relative(process.cwd(), json.config?.rootDir ?? '.');
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        tests.push({ name: `[${test.projectName}] ${join(testDir, spec.file)} > ${[...path, spec.title].join(' > ')}`, seconds });
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...path, child.title] : path);
  };
  for (const suite of json.suites) walk(suite, []);
  const { expected, unexpected, flaky, skipped } = json.stats;
  // A test that passed only on a retry failed once: it counts as failed, never hidden.
  // Errors outside any test (a web server that did not start) count as one failure.
  const outsideTests = unexpected + flaky === 0 && (json.errors?.length ?? 0) > 0 ? 1 : 0;
  return { passed: expected, failed: unexpected + flaky + outsideTests, skipped, tests };
}

/** @returns {Count | undefined} */
function lighthouseCount(file) {
  if (!existsSync(file)) return undefined;
  const { results } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: results.filter((page) => page.passed).length,
    failed: results.filter((page) => !page.passed).length,
    skipped: 0,
    tests: results.map((page) => ({ name: `Lighthouse ${page.route}`, seconds: page.seconds })),
  };
}

/**
 * The browser tests' `astro dev` (scripts/quality/dev-server.ts), started by this run as soon as
 * the build has passed. Stopped after the browser tests, so that nothing else runs beside
 * Lighthouse. Where it does not become ready, Playwright starts its own as before.
 * @type {import('node:child_process').ChildProcess | undefined}
 */
let devProcess;
const devLog = report('dev-server.log');

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

async function startDevServer() {
  // A developer's own dev server on the port (a local run) is Playwright's to use or refuse.
  if (await answers(devServer.readyURL)) return;
  const log = openSync(devLog, 'w');
  devProcess = spawn(devServer.command, {
    shell: true,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, ...devServer.env },
  });
  closeSync(log);
  devProcess.on('exit', () => (devProcess = undefined));
}

/** CPU seconds used so far by the processes of a group (alive ones, and the children they have reaped). */
function groupCpuSeconds(group) {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // After the name: state ppid pgrp ... utime(14) stime cutime cstime, numbered from 3.
      if (Number(fields[2]) === group) ticks += fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return ticks / 100;
}

/** All the machine's CPU seconds so far, busy and idle (/proc/stat), every process of every user counted. */
function machineCpu() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: (user + nice + system + irq + softirq + steal) / 100, idle: (idle + iowait) / 100 };
  } catch {
    return undefined;
  }
}

/** "machine 1.6 of 2 cores busy": the load the step met, its own and everyone else's. */
function machineLoad(before, after) {
  if (!before || !after) return '';
  const busy = after.busy - before.busy;
  const all = busy + after.idle - before.idle;
  return all > 0 ? `, machine ${((busy / all) * cpus().length).toFixed(1)} of ${cpus().length} cores busy` : '';
}

let devServerCpu = '';

function stopDevServer() {
  if (!devProcess?.pid) return;
  devServerCpu = `dev server for the browser tests: ${groupCpuSeconds(devProcess.pid).toFixed(0)} CPU-s`;
  try {
    process.kill(-devProcess.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  devProcess = undefined;
}

/** Settles once the browser tests' dev server answers ready (or after 5 minutes without). */
async function devServerAnswering() {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline && !(await answers(devServer.readyURL))) await new Promise((resolve) => setTimeout(resolve, 1_000));
}

/** Waits (up to 5 minutes) for the dev server this run started; Playwright uses it once it answers. */
async function devServerReady() {
  const deadline = Date.now() + 300_000;
  while (devProcess && Date.now() < deadline) {
    if (await answers(devServer.readyURL)) return { [DEV_SERVER_STARTED_VARIABLE]: '1' };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (existsSync(devLog))
    console.log(`The dev server started for the browser tests did not become ready:\n${readFileSync(devLog, 'utf8').slice(-4_000)}`);
  stopDevServer();
  return {};
}

const total = { passed: 0, failed: 0, skipped: 0 };
const times = [];
const timings = [];
const runStarted = Date.now();
const runMachine = machineCpu();

function finish(note) {
  stopDevServer();
  rmSync(reports, { recursive: true, force: true });
  if (times.length > 0) {
    console.log('\nSlowest tests:');
    for (const test of times.sort((a, b) => b.seconds - a.seconds).slice(0, 5)) {
      console.log(`  ${test.seconds.toFixed(1).padStart(6)} s  ${test.name}`);
    }
  }
  if (devServerCpu) timings.push(devServerCpu);
  timings.push(`npm test total: ${((Date.now() - runStarted) / 1000).toFixed(1)} s${machineLoad(runMachine, machineCpu())}`);
  // .ci/run sets CI_RUN_STARTED_MS so that its whole duration (setup included) shows here.
  const ciStarted = Number(process.env.CI_RUN_STARTED_MS);
  if (ciStarted) timings.push(`.ci/run total: ${((Date.now() - ciStarted) / 1000).toFixed(1)} s`);
  console.log(`\nSteps:\n${timings.join('\n')}`);
  if (note) console.log(`\n${note}`);
  console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  process.exit(total.failed > 0 ? 1 : 0);
}

// The browser tests and Lighthouse need Chromium: find out now, not half an hour in.
const browserProblem = chromiumProblem();
if (browserProblem) {
  console.error(browserProblem);
  total.failed = 1;
  finish('No step ran.');
}

/**
 * Runs one step; `live` streams its output, otherwise it is kept and returned. Its CPU time (every
 * process it ran and waited for, from the shell's `times`) and the machine's load while it ran are
 * kept beside its duration: on a shared machine the wall clock alone says little.
 */
async function run(step, live) {
  const started = Date.now();
  const machineBefore = machineCpu();
  const extraEnv = step.before ? await step.before() : {};
  if (extraEnv === null) return { status: 1, signal: null, output: 'Not run: a step it waits for failed.\n', seconds: '0.0', cpu: '' };
  const cpuFile = report(`${step.name.replaceAll(' ', '-')}.cpu`);
  const child = spawn(`${step.command}\nstatus=$?; times > ${cpuFile}; exit $status`, {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    shell: true,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...step.env, ...extraEnv },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      if (status === 0) step.after?.();
      step.ended?.(status === 0);
      resolve({
        status,
        signal,
        output,
        seconds: ((Date.now() - started) / 1000).toFixed(1),
        cpu: stepCpu(cpuFile) + machineLoad(machineBefore, machineCpu()),
      });
    });
  });
}

/** ", 123 CPU-s": user and system time of the step's processes, from the shell's `times` (its second line: the children). */
function stepCpu(file) {
  if (!existsSync(file)) return '';
  const children = readFileSync(file, 'utf8').trim().split('\n').at(-1) ?? '';
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, secs]) => sum + Number(minutes) * 60 + Number(secs),
    0,
  );
  return `, ${seconds.toFixed(0)} CPU-s`;
}

for (const [index, stage] of stages.entries()) {
  const [first, ...others] = stage;
  const background = others.map((step) => run(step, false));
  const results = [];
  console.log(`\n=== ${first.name}: ${first.command}${others.length ? ` (${others.map((step) => step.name).join(', ')} alongside)` : ''}`);
  results.push(await run(first, true));
  console.log(`=== ${first.name} took ${results[0].seconds} s`);
  for (const [i, step] of others.entries()) {
    const result = await background[i];
    console.log(`\n=== ${step.name}: ${step.command}\n${result.output}=== ${step.name} took ${result.seconds} s`);
    results.push(result);
  }

  for (const [i, step] of stage.entries()) {
    const { status, seconds, cpu } = results[i];
    const count = step.read?.();
    if (count) {
      total.passed += count.passed;
      total.failed += count.failed;
      total.skipped += count.skipped;
      times.push(...count.tests);
    }
    const failedWithoutCount = status !== 0 && !(count && count.failed > 0);
    if (failedWithoutCount) total.failed += 1;
    const summary = count ? ` (${count.passed} passed, ${count.failed + (failedWithoutCount ? 1 : 0)} failed)` : '';
    timings.push(`${step.name}: ${seconds} s${cpu}${summary}${status !== 0 ? ' FAILED' : ''}`);
  }

  const failed = stage.filter((step, i) => results[i].status !== 0);
  if (failed.length > 0) {
    const notRun = stages
      .slice(index + 1)
      .flat()
      .map((later) => later.name);
    finish(
      `${failed.map((step) => `${step.name} failed (exit ${results[stage.indexOf(step)].status ?? results[stage.indexOf(step)].signal})`).join('; ')}.` +
        (notRun.length > 0 ? ` Not run: ${notRun.join(', ')}.` : ''),
    );
  }
}
finish();
