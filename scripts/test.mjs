// The whole test suite, in the order README documents: each step must pass
// before the next runs, and each prints how long it took.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type check', 'npx astro check'],
  ['lint', 'npx eslint .'],
  ['unit and function tests', 'npx vitest run --project unit'],
  // The test build reads a fixed content snapshot (one edited Lahore title) instead of any local store.
  ['build', 'CONTENT_SNAPSHOT_PATH=tests/fixtures/content-snapshot.json npx astro build'],
  ['built-site tests', 'npx vitest run --project dist'],
  ['browser tests', 'npx playwright test'],
  ['Lighthouse', 'npm run test:lighthouse'],
];

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const timings = [];
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true, env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  console.log(`=== ${name} took ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status}).`);
    console.log(timings.join('\n'));
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll steps passed.\n${timings.join('\n')}`);
