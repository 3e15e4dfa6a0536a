import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, describe, expect, it } from 'vitest';
import { connectStores, readJson, writeJson } from '../../src/server/storage';
import { z } from 'zod';

/** The backup commands as an operator runs them (the Node that runs these tests runs them too). */
const dir = mkdtempSync(join(tmpdir(), 'backup-commands-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(script: string, args: string[], env: Record<string, string> = {}) {
  // Only what the test gives: a token or key in the runner's environment would hide what is checked.
  const inherited = { ...process.env };
  delete inherited.NETLIFY_AUTH_TOKEN;
  delete inherited.BACKUP_SIGNING_KEY;
  return spawnSync(process.execPath, [join('scripts/backup', script), ...args], {
    encoding: 'utf8',
    env: { ...inherited, ...env },
    timeout: 15_000,
  });
}

describe('the Netlify token', () => {
  it('is refused on the command line (it would show in ps and the shell history), before anything is reached', () => {
    const out = join(dir, 'pulled.age');
    const backup = run('backup.ts', ['--pull', '--out', out, '--site', 'site-id', '--token', 'nfp_secret']);
    expect(backup.status).toBe(2);
    expect(backup.stderr).toMatch(/NETLIFY_AUTH_TOKEN or give --token-file/);

    const file = join(dir, 'site.age');
    writeFileSync(file, 'not a backup');
    const identity = join(dir, 'identity.txt');
    writeFileSync(identity, 'AGE-SECRET-KEY-1QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ\n');
    const restore = run('restore.ts', [file, '--identity-file', identity, '--site', 'site-id', '--token', 'nfp_secret'], {
      BACKUP_SIGNING_KEY: 'k'.repeat(40),
    });
    expect(restore.status).toBe(2);
    expect(restore.stderr).toMatch(/NETLIFY_AUTH_TOKEN or give --token-file/);
  }, 40_000);

  it('--site without a token from the environment or a file says where to put it', () => {
    const backup = run('backup.ts', ['--pull', '--out', join(dir, 'x.age'), '--site', 'site-id']);
    expect(backup.status).toBe(2);
    expect(backup.stderr).toMatch(/--site needs a personal access token: set NETLIFY_AUTH_TOKEN or give --token-file/);
  }, 20_000);
});

/**
 * The documented commands (docs/backups.md) as package.json spells them, run by the Node that runs
 * these tests, from a folder of their own: plain Node does not guess extensions as vitest does, so
 * only a child process shows whether the code they load resolves.
 */
const PROJECT = resolve(import.meta.dirname, '../..');
const SCRIPTS: Record<string, string> = JSON.parse(readFileSync(join(PROJECT, 'package.json'), 'utf8')).scripts;

function npmRun(name: string, args: string[], cwd: string) {
  const [program, script, ...rest] = (SCRIPTS[name] ?? '').split(' ');
  expect(program, `package.json runs ${name} with node`).toBe('node');
  const inherited = { ...process.env };
  delete inherited.NETLIFY_AUTH_TOKEN;
  delete inherited.BACKUP_SIGNING_KEY;
  return spawnSync(process.execPath, [join(PROJECT, script!), ...rest, ...args], {
    cwd,
    encoding: 'utf8',
    env: inherited,
    timeout: 20_000,
  });
}

/** Opens the local development store of `folder` (what the commands use without --site) for `body`. */
async function withLocalStore(folder: string, body: () => Promise<void>) {
  const directory = join(folder, '.netlify/blobs-serve');
  mkdirSync(directory, { recursive: true });
  const server = new BlobsServer({ directory, token: 'test' });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  connectStores({ siteID: '0', token: 'test', edgeURL: url, uncachedEdgeURL: url });
  try {
    await body();
  } finally {
    await server.stop();
  }
}

describe('the documented commands', () => {
  const commands = ['backup:keygen', 'backup', 'restore'];

  it.each(commands)(
    'npm run %s -- --help prints the usage; an unknown option is one line and exit 2',
    (name) => {
      const help = npmRun(name, ['--help'], dir);
      expect(help.stderr).toBe('');
      expect(help.status).toBe(0);
      expect(help.stdout).toMatch(new RegExp(`^Usage:[\\s\\S]*npm run ${name} -- `));

      const unknown = npmRun(name, ['--colour'], dir);
      expect(unknown.status).toBe(2);
      expect(unknown.stderr).toBe("Unknown option '--colour'. --help shows the usage.\n");
    },
    40_000,
  );

  it('make a key pair, back up the local store and restore it into a fresh folder', async () => {
    const site = mkdtempSync(join(dir, 'site-'));
    const laptop = mkdtempSync(join(dir, 'laptop-'));
    const keys = join(dir, 'keys');
    const page = { title: 'Home', body: 'Restored from the backup' };
    await withLocalStore(site, () => writeJson('content', 'home/hero', page));

    const keygen = npmRun('backup:keygen', ['--out', keys], dir);
    expect(keygen.stderr).toBe('');
    expect(keygen.status).toBe(0);

    const file = join(dir, 'now.age');
    const backup = npmRun(
      'backup',
      ['--recipient-file', join(keys, 'backup-recipient.txt'), '--signing-key-file', join(keys, 'backup-signing-key.txt'), '--out', file],
      site,
    );
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/ content\s+1 records/);
    expect(backup.status).toBe(0);

    const restore = npmRun(
      'restore',
      [file, '--identity-file', join(keys, 'backup-identity.txt'), '--signing-key-file', join(keys, 'backup-signing-key.txt')],
      laptop,
    );
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/page-content\s+1 of 1 restored/);
    expect(restore.status).toBe(0);
    await withLocalStore(laptop, async () => {
      expect(await readJson('content', 'home/hero', z.object({ title: z.string(), body: z.string() }))).toEqual(page);
    });
  }, 60_000);
});
