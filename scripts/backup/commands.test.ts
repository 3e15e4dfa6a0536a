import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

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
