import { defineConfig } from 'vitest/config';

// Vitest's default on two cores is one worker, and most function tests wait on the local Blobs server
// or SMTP (docs/performance-notes.md). The projects share the number, so run together
// (scripts/test.mjs) they share one pool of that size.
const WORKERS = 3;

// The unit and function test files of a worker share its loaded modules instead of loading them again
// for each file (a third of the CPU these projects used); what a file changes in the process is undone
// when it ends (tests/support/between-files.ts).
const SHARED_MODULES = { isolate: false, setupFiles: ['tests/support/between-files.ts'] };

export default defineConfig({
  test: {
    projects: [
      {
        // Pure modules beside their code, and the quality-gate tooling in scripts/.
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          maxWorkers: WORKERS,
          // The backup commands' round trip takes 3.3 s alone: 15 s leaves room for a loaded machine half as fast.
          testTimeout: 15_000,
          ...SHARED_MODULES,
        },
      },
      {
        // The admin's and the islands' React components, rendered in jsdom. Each file loads its own modules:
        // the toasts and caches of one file's app must not show in the next.
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'node',
          maxWorkers: WORKERS,
          // The admin's component tests render the whole app in jsdom: the Search appearance one takes 1.8 s alone
          // and took 5.1 s on a loaded two-core machine, past vitest's 5 s default. 15 s leaves room for one half as fast.
          testTimeout: 15_000,
        },
      },
      {
        // The Netlify functions, called with real requests against a real local Blobs server (netlify/tests/support/).
        test: {
          name: 'functions',
          include: ['netlify/**/*.test.ts'],
          environment: 'node',
          maxWorkers: WORKERS,
          ...SHARED_MODULES,
          // Starting and stopping a file's Blobs and SMTP servers waits for work still queued on them; on a busy
          // two-core machine that passed the 10 s default while every test had passed.
          hookTimeout: 30_000,
          // A test here makes a dozen real requests to those servers; the longest (two-factor.test.ts holding the
          // second step after 10 wrong answers: 12 sign-in steps) took 5.8 s on a slower two-core machine, past
          // vitest's 5 s default. 20 s leaves room for a machine half as fast as that one.
          testTimeout: 20_000,
        },
      },
      {
        // Reads the built site in dist/; run after `astro build`. Its files share modules too, so that each one does
        // not load html-validate and the page readers again (docs/performance-notes.md).
        test: { name: 'dist', include: ['tests/dist/**/*.test.ts'], environment: 'node', ...SHARED_MODULES },
      },
    ],
  },
});
