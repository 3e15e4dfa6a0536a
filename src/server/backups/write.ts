import { keyPages, readBytes, storeNameOf } from '../storage';
import { encryptTo } from './age';
import { BACKUP_FORMAT, BACKUP_VERSION, gzip, recordLine, StoreDigest, type BackupLine, type EndLine, type StoreSummary } from './format';
import { LineSigner } from './signing-key';
import { BACKED_UP_STORES, LEFT_OUT_STORES } from './policy';

/** Records read at once: enough to hide the store's latency, few enough that memory stays a handful of records. */
const READS_AT_ONCE = 16;

/** What a finished backup held, store by store (by kind), for its run record and the report. */
export type BackupCounts = Record<string, number>;

/**
 * Every line of a backup, store by store, a listing page at a time and a few
 * reads at a time: memory holds one listing page and a few records, whatever
 * the size of the site. A record deleted between listing and reading is
 * skipped (it is no longer part of the site).
 */
async function* backupLines(now: Date, counts: BackupCounts): AsyncGenerator<Exclude<BackupLine, EndLine> | Omit<EndLine, 'mac'>> {
  yield {
    t: 'backup',
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created_at: now.toISOString(),
    stores: BACKED_UP_STORES.map(storeNameOf),
    left_out: Object.fromEntries(LEFT_OUT_STORES.map(({ kind, why }) => [storeNameOf(kind), why])),
  };
  const manifest: Record<string, StoreSummary> = {};
  let total = 0;
  for (const kind of BACKED_UP_STORES) {
    const store = storeNameOf(kind);
    const digest = new StoreDigest();
    for await (const keys of keyPages(kind)) {
      for (let start = 0; start < keys.length; start += READS_AT_ONCE) {
        const batch = keys.slice(start, start + READS_AT_ONCE);
        const found = await Promise.all(batch.map((key) => readBytes(kind, key)));
        for (const [i, record] of found.entries()) {
          if (!record) continue;
          const line = recordLine(store, batch[i]!, record.metadata, record.bytes);
          digest.add(line.sha256);
          yield line;
        }
      }
    }
    const summary = digest.summary();
    manifest[store] = summary;
    counts[kind] = summary.records;
    total += summary.records;
    yield { t: 'store', store, ...summary };
  }
  yield { t: 'end', records: total, stores: manifest };
}

/** The backup before compression and encryption: NDJSON bytes, signed, produced only as fast as they are consumed. */
function plaintextBackup(now: Date, counts: BackupCounts, signingKey: Uint8Array): ReadableStream<Uint8Array> {
  const lines = backupLines(now, counts);
  const signer = new LineSigner(signingKey);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) return controller.close();
      let text: string;
      if (next.value.t === 'end') text = JSON.stringify({ ...next.value, mac: signer.digest() });
      else {
        text = JSON.stringify(next.value);
        signer.add(text);
      }
      controller.enqueue(encoder.encode(`${text}\n`));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
}

/**
 * The whole site as one age file, as a stream: NDJSON signed with
 * `signingKey`, gzip, then age to `recipient`. `counts` fills in as stores
 * finish; it is complete once the stream has been read to its end. A store
 * failure errors the stream.
 */
export async function encryptedBackup(
  recipient: string,
  signingKey: Uint8Array,
  now: Date = new Date(),
): Promise<{ stream: ReadableStream<Uint8Array>; counts: BackupCounts }> {
  const counts: BackupCounts = {};
  const gzipped = plaintextBackup(now, counts, signingKey).pipeThrough(gzip());
  return { stream: await encryptTo(recipient, gzipped), counts };
}
