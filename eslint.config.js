import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import project from './scripts/lint/area-faces.js';

export default [
  // tests/fixtures/audit-corpus/*/files/: other people's published sites, kept as they are.
  {
    ignores: [
      'dist/',
      '.astro/',
      '.netlify/',
      'node_modules/',
      '.ci/toolchain/',
      'test-results/',
      'playwright-report/',
      'tests/fixtures/audit-corpus/*/files/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { files: ['*.{js,mjs,ts}', 'scripts/**', 'netlify/**', 'tests/**', 'src/server/**'], languageOptions: { globals: globals.node } },
  // The audit's fixture sites are pages a browser runs.
  { files: ['tests/fixtures/audit-sites/**/*.js'], languageOptions: { globals: globals.browser } },
  { files: ['public/scripts/**/*.js'], languageOptions: { globals: globals.browser } },
  {
    // The admin app and the islands run in the browser: server code (storage, secrets, mail) must never reach their bundles.
    files: ['src/admin/**/*.{ts,tsx}', 'src/components/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/netlify/**'], message: 'Browser code may not import server code: share it through src/lib.' },
          ],
        },
      ],
    },
  },
  {
    // Reads are declared in src/admin/api/ (defineRead): a screen calls the hook, never useQuery itself.
    files: ['src/admin/**/*.{ts,tsx}', 'src/components/**/*.tsx'],
    ignores: ['src/admin/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/netlify/**'], message: 'Browser code may not import server code: share it through src/lib.' },
          ],
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useQueries', 'useInfiniteQuery', 'useSuspenseQuery'],
              message: 'Declare the read in its area file in src/admin/api/ with defineRead (docs/recipes.md "A new read").',
            },
          ],
        },
      ],
    },
  },
  {
    // Tools people run (the bench, the mail catcher) stand on their own, not on the tests' support code.
    files: ['scripts/*.{ts,mjs}', 'scripts/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/tests/support/**'],
              message: 'Move what a tool shares with the tests out of the test support (e.g. scripts/lib).',
            },
          ],
        },
      ],
    },
  },
  // Other code reaches a server area only through its face (src/server/<area>/index.ts).
  { plugins: { project }, rules: { 'project/area-faces': 'error' } },
  // Only an area's store.ts opens storage (backups aside, by design: see the rule).
  { files: ['src/server/**/*.{ts,tsx}'], rules: { 'project/store-only': 'error' } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
];
