import { afterAll, vi } from 'vitest';

/**
 * The unit and function test files share their worker's modules (isolate: false in vitest.config.ts), so what a
 * file changes in the process is undone when it ends: its stubbed variables and globals, spies and clocks.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
