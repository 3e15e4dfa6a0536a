import { defineConfig } from 'vitest/config';

// Vitest's default on two cores is one worker, and most function tests wait on the local Blobs server
// or SMTP (docs/performance-notes.md). `unit` and `functions` share the number, so run together
// (scripts/test.mjs) they share one pool of that size.
const WORKERS = 3;

export default defineConfig({
  test: {
    projects: [
      {
        // Pure modules and React components beside their code, and the quality-gate tooling in scripts/.
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          maxWorkers: WORKERS,
        },
      },
      {
        // The Netlify functions, called with real requests against a real local Blobs server (netlify/tests/support/).
        test: {
          name: 'functions',
          include: ['netlify/**/*.test.ts'],
          environment: 'node',
          maxWorkers: WORKERS,
          // Starting and stopping a file's Blobs and SMTP servers waits for work still queued on them; on a busy
          // two-core machine that passed the 10 s default while every test had passed.
          hookTimeout: 30_000,
        },
      },
      {
        // Reads the built site in dist/; run after `astro build`.
        test: { name: 'dist', include: ['tests/dist/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
