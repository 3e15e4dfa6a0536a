import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Pure modules, React components, Netlify functions (against a real local Blobs server)
        // and the quality-gate tooling in scripts/.
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'netlify/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Vitest's default on two cores is one worker, and most function tests wait on the local
          // Blobs server or SMTP: three workers ran the project in 92 s against 171 s for one (four: 96 s).
          maxWorkers: 3,
        },
      },
      {
        // Reads the built site in dist/; run after `astro build`.
        test: { name: 'dist', include: ['tests/dist/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
