import '../lib/ts-resolve.ts';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runCommand, UsageError } from './target.ts';

const USAGE = `Usage: npm run backup:keygen -- --out <dir>
Writes backup-identity.txt (the private key), backup-recipient.txt (the public key) and backup-signing-key.txt into <dir>; never overwrites a key.`;

/**
 * `npm run backup:keygen -- --out <dir>`: a new age key pair for backups
 * and a signing key. <dir>/backup-identity.txt is the private key (for the
 * agency's safe: it alone opens the backups); <dir>/backup-recipient.txt the
 * public key (for BACKUP_RECIPIENT in the site's environment);
 * <dir>/backup-signing-key.txt the secret the site signs backups with (for
 * BACKUP_SIGNING_KEY, and for the safe: restore needs it). Never overwrites a key.
 */
await runCommand(USAGE, async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  // Loaded once the arguments are read, so --help and a mistyped option answer at once.
  const { newKeyPair } = await import('../../src/server/backups/index.ts');
  const { newSigningKey } = await import('../../src/server/backups/index.ts');
  if (!values.out) throw new UsageError(USAGE);
  const identityFile = join(values.out, 'backup-identity.txt');
  const recipientFile = join(values.out, 'backup-recipient.txt');
  const signingKeyFile = join(values.out, 'backup-signing-key.txt');
  for (const file of [identityFile, recipientFile, signingKeyFile]) {
    if (existsSync(file)) throw new UsageError(`${file} already exists; a key is never overwritten (backups made to it would be lost).`);
  }
  mkdirSync(values.out, { recursive: true });
  const { identity, recipient } = await newKeyPair();
  const made = new Date().toISOString();
  writeFileSync(identityFile, `# created: ${made}\n# public key: ${recipient}\n${identity}\n`, { mode: 0o600, flag: 'wx' });
  writeFileSync(recipientFile, `${recipient}\n`, { flag: 'wx' });
  writeFileSync(signingKeyFile, `# created: ${made}\n${newSigningKey()}\n`, { mode: 0o600, flag: 'wx' });
  console.log(`Private key (keep it safe and offline; it alone opens the backups): ${identityFile}`);
  console.log(
    `Signing key (set BACKUP_SIGNING_KEY to its last line in the site's environment; keep it with the private key): ${signingKeyFile}`,
  );
  console.log(`Public key (set BACKUP_RECIPIENT to it in the site's environment): ${recipientFile}\n\n${recipient}`);
});
