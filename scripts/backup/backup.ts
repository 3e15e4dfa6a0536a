import '../lib/ts-resolve.ts';
import { createWriteStream, readFileSync, renameSync, rmSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { connectTarget, runCommand, UsageError } from './target.ts';

const { parseRecipient } = await import('../../src/server/backups/age.ts');
const { encryptedBackup } = await import('../../src/server/backups/write.ts');
const { downloadLatestBackup, PULL_COMMAND_ACTOR } = await import('../../src/server/backups/job.ts');

const USAGE = `Usage:
  npm run backup -- --recipient-file <file> --out <file> [--site <id> --token <token>]
  npm run backup -- --pull --out <file> [--site <id> --token <token>]`;

/**
 * `npm run backup`: makes a backup of the local development store (or a
 * Netlify site) now, encrypted to the public key in --recipient-file; or,
 * with --pull, downloads the latest backup the site made itself. Either way
 * the file is written to <out>.partial and renamed when complete, so a
 * failed run never leaves a file that looks like a backup.
 */
await runCommand(async () => {
  const { values } = parseArgs({
    options: {
      'recipient-file': { type: 'string' },
      out: { type: 'string' },
      pull: { type: 'boolean', default: false },
      site: { type: 'string' },
      token: { type: 'string' },
    },
  });
  if (!values.out || values.pull === Boolean(values['recipient-file'])) throw new UsageError(USAGE);
  const recipient = values['recipient-file'] ? parseRecipient(readFileSync(values['recipient-file'], 'utf8')) : null;
  const target = await connectTarget({ site: values.site, token: values.token });
  const partial = `${values.out}.partial`;
  const started = performance.now();
  try {
    if (recipient) {
      console.log(`Backing up ${target.description}...`);
      const { stream, counts } = await encryptedBackup(recipient);
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
