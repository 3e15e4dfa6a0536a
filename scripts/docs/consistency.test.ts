import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BACKUP_POLICY } from '../../src/server/backups/index';
import { STORE_KINDS, storeNameOf } from '../../src/server/storage';

/**
 * The lists the docs keep by hand, held against the code: every store is in
 * the architecture page under its kind and Blobs name and has a backup
 * decision; every environment variable the code reads is documented (the
 * site's in docs/configuration.md, test tooling's in docs/testing.md) and
 * every documented one is read somewhere. Reads files only: no server.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** A file's text; a page that does not exist documents nothing. */
const read = (file: string) => (existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : '');

/** The stores a page's tables leave out: a row must name both the kind and the Blobs name. */
function storesMissingFrom(file: string): string[] {
  const rows = read(file)
    .split('\n')
    .filter((line) => line.startsWith('|'));
  return STORE_KINDS.filter((kind) => {
    const name = storeNameOf(kind);
    return !rows.some((row) => row.includes(`\`${name}\``) && row.includes(`\`${kind}\``));
  }).map((kind) => `${kind} (${storeNameOf(kind)})`);
}

describe('stores', () => {
  it('lists every store in STORE_NAMES in docs/architecture.md, kind and Blobs name in one row', () => {
    expect(storesMissingFrom('docs/architecture.md'), 'stores missing from the stores table of docs/architecture.md').toEqual([]);
  });

  it('pairs every kind with its Blobs name in docs/glossary.md', () => {
    expect(storesMissingFrom('docs/glossary.md'), 'stores missing from the kind/name table of docs/glossary.md').toEqual([]);
  });

  it('gives every store a backup decision (src/server/backups/policy.ts)', () => {
    const undecided = STORE_KINDS.filter((kind) => !BACKUP_POLICY[kind]);
    expect(undecided).toEqual([]);
  });
});

/** Netlify events a function is called on when it bears the event's name (docs.netlify.com, "Trigger functions on events"). */
const NETLIFY_EVENTS = /^(?:deploy-(?:building|succeeded|failed|deleted|locked|unlocked)|split-test-\w+|submission-created|identity-\w+)$/;

/** The functions Netlify runs by itself: a `schedule` in their config, a `-background` name, or an event's name. */
function scheduledAndBackground(): string[] {
  return readdirSync(join(ROOT, 'netlify/functions'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .filter(
      (name) =>
        name.endsWith('-background') ||
        NETLIFY_EVENTS.test(name) ||
        /export const config[^;]*\bschedule:/s.test(read(`netlify/functions/${name}.ts`)),
    );
}

describe('scheduled and background functions', () => {
  const page = read('docs/configuration.md');
  const start = page.indexOf('## Scheduled and background functions');
  const end = page.indexOf('\n## ', start + 1);
  const section = start < 0 ? '' : page.slice(start, end < 0 ? undefined : end);
  const listed = section
    .split('\n')
    .map((line) => /^\| `([a-z0-9-]+)`/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
  const functions = scheduledAndBackground();

  it('lists every one in docs/configuration.md, and only those', () => {
    expect(functions.length).toBeGreaterThan(3);
    expect({
      missing: functions.filter((name) => !listed.includes(name)),
      notAFunction: listed.filter((name) => !functions.includes(name)),
    }).toEqual({
      missing: [],
      notAFunction: [],
    });
  });
});

/** Each screen of `ADMIN_SCREENS`, read from src/admin/screens.ts: its folder and the roles it allows. */
function adminScreens(): { folder: string; roles: string[] }[] {
  const source = read('src/admin/screens.ts');
  const folders = new Map<string, string>();
  for (const [, name, folder] of source.matchAll(/(?:import|const) (\w+)(?: from| = lazy\(\(\) => import\()\s*'\.\/screens\/([\w-]+)\//g))
    folders.set(name!, folder!);
  const roleSets = new Map<string, string[]>();
  for (const [, name, list] of source.matchAll(/const (\w+): readonly Role\[\] = \[([^\]]*)\]/g))
    roleSets.set(
      name!,
      [...list!.matchAll(/'(\w+)'/g)].map(([, role]) => role!),
    );
  return [...source.matchAll(/component: (\w+),[^}]*?roles: (\w+)/gs)].map(([, component, roles]) => ({
    folder: folders.get(component!) ?? `(no folder for ${component})`,
    roles: roleSets.get(roles!) ?? [`(unknown ${roles})`],
  }));
}

describe('admin screens', () => {
  // The rows of the admin's address table: their first cell is an /admin address.
  const rows = read('docs/architecture.md')
    .split('\n')
    .filter((line) => line.startsWith('| `/admin'));
  const screens = adminScreens();

  it('reads the screens', () => {
    expect(screens.length).toBeGreaterThan(5);
  });

  it('lists every screen of src/admin/screens.ts in docs/architecture.md with the roles it allows', () => {
    const wrong = screens.flatMap(({ folder, roles }) => {
      const row = rows.find((line) => line.includes(`\`${folder}/\``));
      if (!row) return [`${folder}: no row`];
      const shown = row.split('|').at(-2)!;
      const everyone = roles.length === 3;
      const ok = everyone
        ? /everyone/i.test(shown)
        : ['admin', 'editor', 'sales'].every((role) => roles.includes(role) === new RegExp(`\\b${role}\\b`, 'i').test(shown));
      return ok ? [] : [`${folder}: roles ${roles.join(', ')}, the row says "${shown.trim()}"`];
    });
    expect(wrong, 'screens missing from the admin table of docs/architecture.md, or with other roles').toEqual([]);
  });
});

/** Source files that read the environment: everything but built output, fixtures and dependencies. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'fixtures'].includes(entry.name) ? [] : sources(path);
    return /\.(?:[cm]?[jt]sx?|astro)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Test tooling: what runs only to test, measure or check the site. A variable
 * read only here belongs in docs/testing.md.
 */
const TOOLING = [
  /^tests\//,
  /^netlify\/tests\//,
  /\.test\.tsx?$/,
  /^scripts\/(?:quality|lib)\//,
  /^scripts\/(?:test|fresh-clone-check)\.mjs$/,
  /^scripts\/(?:bench[\w-]*|lead-inbox-store-reads|spam-labelled-set|mail-catcher)\.ts$/,
  /^(?:playwright|vitest)\.config\.ts$/,
];

/** Set by the operating system, or by Astro for `import.meta.env`: nobody configures them. */
const NOT_CONFIGURED = new Set(['PATH', 'DEV', 'PROD', 'SSR', 'MODE', 'BASE_URL', 'SITE']);

const NAME = '([A-Z][A-Z0-9_]{1,})';
const READS = [
  // process.env.X, env.X, env?.X, import.meta.env.X
  new RegExp(`\\benv\\??\\.${NAME}\\b`, 'g'),
  // env['X'], process.env["X"]
  new RegExp(`\\benv\\[\\s*['"]${NAME}['"]\\s*\\]`, 'g'),
  // pick(env, 'X', …): a helper handed the environment and a name
  new RegExp(`\\benv\\s*,\\s*['"]${NAME}['"]`, 'g'),
  // siteSecret({ env: 'X' }), a child process's { env: … } never names one this way
  new RegExp(`\\benv:\\s*['"]${NAME}['"]`, 'g'),
  // const FACTORS_SECRET_ENV = 'X' / TOKEN_VARIABLE = 'X', then read as process.env[FACTORS_SECRET_ENV]
  new RegExp(`\\b[A-Z_]*(?:ENV|VARIABLE)\\s*=\\s*['"]${NAME}['"]`, 'g'),
];

/** Each variable the code reads, with the files that read it. */
function variablesRead(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const files = [
    ...['src', 'netlify', 'scripts', 'tests'].flatMap(sources),
    'astro.config.mjs',
    'playwright.config.ts',
    'vitest.config.ts',
  ];
  for (const file of files) {
    const text = read(file);
    for (const pattern of READS) {
      for (const [, name] of text.matchAll(pattern)) {
        if (NOT_CONFIGURED.has(name!)) continue;
        found.set(name!, [...new Set([...(found.get(name!) ?? []), relative(ROOT, join(ROOT, file))])]);
      }
    }
  }
  return found;
}

/** The variables a page documents: each backticked NAME in the first cell of a table row. */
function documented(file: string): Set<string> {
  const names = new Set<string>();
  for (const line of read(file).split('\n')) {
    const first = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const [, name] of first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(name!);
  }
  return names;
}

describe('environment variables', () => {
  const reads = variablesRead();
  const configuration = documented('docs/configuration.md');
  const testing = documented('docs/testing.md');
  const byTheSite = [...reads].filter(([, files]) => files.some((file) => !TOOLING.some((pattern) => pattern.test(file))));
  const onlyByTooling = [...reads].filter(([name]) => !byTheSite.some(([site]) => site === name));

  it('finds the variables the code reads', () => {
    expect(reads.get('SMTP_URL')).toBeDefined();
    expect(reads.get('ADMIN_JWT_SECRET')).toBeDefined();
    expect(reads.get('BRAND_NAME')).toBeDefined();
  });

  it('documents every variable the site reads in docs/configuration.md', () => {
    const missing = byTheSite.filter(([name]) => !configuration.has(name)).map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing, 'read by the site, not in a table of docs/configuration.md').toEqual([]);
  });

  it('documents every variable only the test tooling reads in docs/testing.md', () => {
    const missing = onlyByTooling
      .filter(([name]) => !testing.has(name) && !configuration.has(name))
      .map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing, 'read by test tooling only, not in a table of docs/testing.md').toEqual([]);
  });

  it('documents no variable that nothing reads', () => {
    const stale = [...configuration, ...testing].filter((name) => !reads.has(name) && !NOT_CONFIGURED.has(name));
    expect(stale, 'documented but read nowhere').toEqual([]);
  });
});
