import '../lib/ts-resolve.ts';
import { createWriteStream, readFileSync, renameSync, rmSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { connectTarget, runCommand, signingKeyText, TARGET_OPTIONS, UsageError } from './target.ts';

const USAGE = `Usage:
  npm run backup -- --recipient-file <file> --signing-key-file <file> --out <file> [--site <id> [--token-file <file>]]
  npm run backup -- --pull --out <file> [--site <id> [--token-file <file>]]
The Netlify token comes from NETLIFY_AUTH_TOKEN or --token-file; the signing key from --signing-key-file or BACKUP_SIGNING_KEY.`;

/**
 * `npm run backup`: makes a backup of the local development store (or a
 * Netlify site) now, encrypted to the public key in --recipient-file and
 * signed with the backup signing key; or,
 * with --pull, downloads the latest backup the site made itself. Either way
 * the file is written to <out>.partial and renamed when complete, so a
 * failed run never leaves a file that looks like a backup.
 */
await runCommand(USAGE, async () => {
  const { values } = parseArgs({
    options: {
      'recipient-file': { type: 'string' },
      out: { type: 'string' },
      'signing-key-file': { type: 'string' },
      pull: { type: 'boolean', default: false },
      ...TARGET_OPTIONS,
    },
  });
  // Loaded once the arguments are read, so --help and a mistyped option answer at once.
  const { parseRecipient } = await import('../../src/server/backups/index.ts');
  const { parseSigningKey } = await import('../../src/server/backups/index.ts');
  const { encryptedBackup } = await import('../../src/server/backups/index.ts');
  const { downloadLatestBackup, PULL_COMMAND_ACTOR } = await import('../../src/server/backups/index.ts');
  if (!values.out || values.pull === Boolean(values['recipient-file'])) throw new UsageError(USAGE);
  const recipient = values['recipient-file'] ? parseRecipient(readFileSync(values['recipient-file'], 'utf8')) : null;
  const signingKey = recipient ? parseSigningKey(signingKeyText(values['signing-key-file'])) : null;
  const target = await connectTarget(values);
  const partial = `${values.out}.partial`;
  const started = performance.now();
  try {
    if (recipient && signingKey) {
      console.log(`Backing up ${target.description}...`);
      const { stream, counts } = await encryptedBackup(recipient, signingKey);
      await pipeline(Readable.fromWeb(stream as import('node:stream/web').ReadableStream), createWriteStream(partial, { mode: 0o600 }));
      renameSync(partial, values.out);
      for (const [store, records] of Object.entries(counts)) console.log(`  ${store.padEnd(18)} ${records} records`);
    } else {
      const latest = await downloadLatestBackup(PULL_COMMAND_ACTOR);
      if (!latest) throw new UsageError(`${target.description} holds no finished backup yet (the Backups screen in the admin makes one).`);
      console.log(`Pulling the backup of ${latest.run.started_at} from ${target.description}...`);
      await pipeline(Readable.from(latest.parts), createWriteStream(partial, { mode: 0o600 }) as Writable);
      renameSync(partial, values.out);
    }
    console.log(`Written ${values.out} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await target.close();
  }
});
