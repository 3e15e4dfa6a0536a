import '../lib/ts-resolve.ts';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { connectTarget, runCommand, signingKeyText, TARGET_OPTIONS, UsageError } from './target.ts';

const USAGE = `Usage: npm run restore -- <backup file> --identity-file <file> --signing-key-file <file> [--replace] [--site <id> [--token-file <file>]]
The Netlify token comes from NETLIFY_AUTH_TOKEN or --token-file; the signing key from --signing-key-file or BACKUP_SIGNING_KEY.`;

/**
 * `npm run restore`: restores a backup into the local development store (or
 * a Netlify site). Checks the signature and every checksum before writing
 * anything; refuses a target that holds data unless --replace; reports store
 * by store; exits non-zero, having written nothing, when a check fails, and
 * says which stores were written when a write fails half way.
 */
await runCommand(USAGE, async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'identity-file': { type: 'string' },
      'signing-key-file': { type: 'string' },
      replace: { type: 'boolean', default: false },
      ...TARGET_OPTIONS,
    },
  });
  // Loaded once the arguments are read, so --help and a mistyped option answer at once.
  const { parseIdentity } = await import('../../src/server/backups/index.ts');
  const { parseSigningKey } = await import('../../src/server/backups/index.ts');
  const { restoreBackup } = await import('../../src/server/backups/index.ts');
  const file = positionals[0];
  if (!file || positionals.length > 1 || !values['identity-file']) throw new UsageError(USAGE);
  if (!existsSync(file)) throw new UsageError(`No backup file at ${file}.`);
  const identity = parseIdentity(readFileSync(values['identity-file'], 'utf8'));
  const signingKey = parseSigningKey(signingKeyText(values['signing-key-file']));
  const target = await connectTarget(values, { create: true });
  const started = performance.now();
  try {
    console.log(`Checking ${file}, then restoring it into ${target.description}...`);
    const open = () => Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    const report = await restoreBackup(open, { identity, signingKey }, { replace: values.replace });
    console.log(`Backup of ${report.createdAt} restored in ${((performance.now() - started) / 1000).toFixed(1)} s:`);
    for (const store of report.stores) {
      const notes = [
        store.skippedErased > 0 && `${store.skippedErased} of erased people left out`,
        store.removed > 0 && `${store.removed} replaced`,
      ].filter(Boolean);
      console.log(
        `  ${store.store.padEnd(24)} ${String(store.restored).padStart(6)} of ${store.inBackup} restored${notes.length ? ` (${notes.join('; ')})` : ''}`,
      );
    }
    console.log('Not in backups:');
    for (const left of report.leftOut) console.log(`  ${left.store.padEnd(24)} ${left.why}${left.cleared ? ' (cleared)' : ''}`);
    if (report.factorsUnreadable.length > 0)
      console.log(
        `The authenticator apps and recovery codes of ${report.factorsUnreadable.join(', ')} will not work: run the restore with ADMIN_FACTORS_SECRET set to the site's value, which must be the backed-up site's (else they sign in with a passkey, or are removed and invited again).`,
      );
    console.log('Publish (Content tab, Publish now) or deploy so the public pages show the restored text and articles.');
  } finally {
    await target.close();
  }
});
