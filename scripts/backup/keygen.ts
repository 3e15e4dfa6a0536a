import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { newKeyPair } from '../../src/server/backups/age.ts';
import { runCommand, UsageError } from './target.ts';

/**
 * `npm run backup:keygen -- --out <dir>`: a new age key pair for backups.
 * <dir>/backup-identity.txt is the private key (for the agency's safe: it
 * alone opens the backups); <dir>/backup-recipient.txt the public key (for
 * BACKUP_RECIPIENT in the site's environment). Never overwrites a key.
 */
await runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new UsageError('Usage: npm run backup:keygen -- --out <dir>');
  const identityFile = join(values.out, 'backup-identity.txt');
  const recipientFile = join(values.out, 'backup-recipient.txt');
  for (const file of [identityFile, recipientFile]) {
    if (existsSync(file)) throw new UsageError(`${file} already exists; a key is never overwritten (backups made to it would be lost).`);
  }
  mkdirSync(values.out, { recursive: true });
  const { identity, recipient } = await newKeyPair();
  const made = new Date().toISOString();
  writeFileSync(identityFile, `# created: ${made}\n# public key: ${recipient}\n${identity}\n`, { mode: 0o600, flag: 'wx' });
  writeFileSync(recipientFile, `${recipient}\n`, { flag: 'wx' });
  console.log(`Private key (keep it safe and offline; it alone opens the backups): ${identityFile}`);
  console.log(`Public key (set BACKUP_RECIPIENT to it in the site's environment): ${recipientFile}\n\n${recipient}`);
});
