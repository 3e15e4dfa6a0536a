import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * The inside of a backup (before gzip and age): newline-delimited JSON, one
 * line per record, so it is written and read as a stream.
 *
 *   {"t":"backup", …header: format, version, when, which stores, what was left out and why}
 *   {"t":"record","store":"<Blobs store name>","key":…,"meta":{…},"enc":"utf8"|"base64","data":…,"sha256":…}
 *   {"t":"store","store":…,"records":N,"sha256":…}   after each store's records
 *   {"t":"end","records":N,"stores":{name:{records,sha256}},"mac":…}   the manifest
 *
 * A record's sha256 covers its store, key, metadata and bytes; a store's is
 * the sha256 of its records' checksums in order, so the manifest at the end
 * vouches for every record without the writer keeping them all in memory.
 * Those checksums find damage; the end's `mac`, an HMAC-SHA-256 of every
 * line before it under the backup signing key (signing-key.ts), tells a
 * backup of the site from one made by anyone else who has the public key.
 * Stores are named by their Blobs name, not the code's kind, so a backup
 * still restores after a kind is renamed in storage.ts.
 */
export const BACKUP_FORMAT = 'seo-agency-site-backup';
/** 2: signed (the end line's `mac`). Version 1 files were not, so they are not restored. */
export const BACKUP_VERSION = 2;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const headerLineSchema = z.object({
  t: z.literal('backup'),
  format: z.literal(BACKUP_FORMAT),
  // Any version parses, so an older file is refused with its reason rather than as "not a backup".
  version: z.number().int(),
  created_at: z.string(),
  stores: z.array(z.string()),
  left_out: z.record(z.string(), z.string()),
});
export type HeaderLine = z.infer<typeof headerLineSchema>;

export const recordLineSchema = z.object({
  t: z.literal('record'),
  store: z.string(),
  key: z.string().min(1),
  meta: z.record(z.string(), z.unknown()),
  enc: z.enum(['utf8', 'base64']),
  data: z.string(),
  sha256: sha256Hex,
});
export type RecordLine = z.infer<typeof recordLineSchema>;

const storeSummarySchema = z.object({ records: z.number().int().nonnegative(), sha256: sha256Hex });
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const storeLineSchema = storeSummarySchema.extend({ t: z.literal('store'), store: z.string() });
export const endLineSchema = z.object({
  t: z.literal('end'),
  records: z.number().int().nonnegative(),
  stores: z.record(z.string(), storeSummarySchema),
  mac: sha256Hex,
});
export type EndLine = z.infer<typeof endLineSchema>;

export const lineSchema = z.discriminatedUnion('t', [headerLineSchema, recordLineSchema, storeLineSchema, endLineSchema]);
export type BackupLine = z.infer<typeof lineSchema>;

export function recordChecksum(store: string, key: string, meta: Record<string, unknown>, bytes: Uint8Array): string {
  return createHash('sha256')
    .update(JSON.stringify([store, key, meta]))
    .update('\n')
    .update(bytes)
    .digest('hex');
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A record as a line: text as it is (JSON records stay readable and compress well), anything else as base64. */
export function recordLine(store: string, key: string, meta: Record<string, unknown>, bytes: Uint8Array): RecordLine {
  let text: string | null;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    text = null;
  }
  return {
    t: 'record',
    store,
    key,
    meta,
    enc: text === null ? 'base64' : 'utf8',
    data: text ?? Buffer.from(bytes).toString('base64'),
    sha256: recordChecksum(store, key, meta, bytes),
  };
}

export function recordBytes(line: RecordLine): Uint8Array {
  return line.enc === 'utf8' ? new TextEncoder().encode(line.data) : new Uint8Array(Buffer.from(line.data, 'base64'));
}

/** Running checksum of one store: the sha256 of its records' checksums, in order. */
export class StoreDigest {
  private readonly hash = createHash('sha256');
  records = 0;

  add(recordSha256: string): void {
    this.hash.update(recordSha256);
    this.records += 1;
  }

  summary(): StoreSummary {
    return { records: this.records, sha256: this.hash.copy().digest('hex') };
  }
}

/** Splits a text stream into lines (the last one may lack its newline). */
export function splitLines(): TransformStream<string, string> {
  let rest = '';
  return new TransformStream({
    transform(chunk, controller) {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) if (part) controller.enqueue(part);
    },
    flush(controller) {
      if (rest) controller.enqueue(rest);
    },
  });
}

// The DOM typings give CompressionStream a BufferSource writable side; byte chunks are what it takes.
type ByteTransform = ReadableWritablePair<Uint8Array, Uint8Array>;
export const gzip = () => new CompressionStream('gzip') as unknown as ByteTransform;
export const gunzip = () => new DecompressionStream('gzip') as unknown as ByteTransform;
export const utf8Text = () => new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>;
