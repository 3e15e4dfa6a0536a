import { getStore, type Store } from '@netlify/blobs';
import type { z } from 'zod';
import { CONTENT_STORE_NAME } from './content-snapshot.mjs';

/**
 * The one module that talks to Netlify Blobs. Every record is its own key, so
 * writes to different records never lose each other; writes that must not
 * race use the store's conditions (`onlyIfNew`, `onlyIfMatch`). Stores are
 * opened per call, inside handlers, because the Blobs context only exists
 * while a request is being served.
 */
const STORE_NAMES = {
  /** Audit requests from the home page form, one key per submission (time-ordered id). */
  contacts: 'contact-submissions',
  /** Newsletter subscribers, keyed by normalised e-mail. */
  newsletter: 'newsletter-subscribers',
  /** Editable page text, keyed `<page>/<contentKey>`. */
  content: CONTENT_STORE_NAME,
  /** Admin accounts and the first-admin claim. */
  admins: 'admin-users',
  /** Session signing secret, per-admin revocation times, login throttling. */
  auth: 'admin-auth',
  /** When a rebuild was last requested, so a burst of edits asks for one rebuild. */
  publishing: 'site-publishing',
  /** Who erased which lead or subscriber id, and when; never the person's data. */
  erasures: 'erasure-log',
} as const;

export type StoreKind = keyof typeof STORE_NAMES;

function open(kind: StoreKind): Store {
  // Strong consistency: an admin reads what was just written (a revocation, a fresh submission).
  return getStore({ name: STORE_NAMES[kind], consistency: 'strong' });
}

export interface Versioned<T> {
  value: T;
  etag: string;
}

export async function readJson<T>(kind: StoreKind, key: string, schema: z.ZodType<T>): Promise<T | null> {
  const data: unknown = await open(kind).get(key, { type: 'json' });
  return data === null ? null : schema.parse(data);
}

/**
 * A record with the etag to write it back conditionally. Netlify returns the
 * etag with the read; the local development server does not, and its listing
 * is the only place that has it. There the etag is taken first and the data
 * second, so a write in between makes the later conditional write fail (safe)
 * rather than succeed over text we never saw.
 */
export async function readVersioned<T>(kind: StoreKind, key: string, schema: z.ZodType<T>): Promise<Versioned<T> | null> {
  const store = open(kind);
  const found = await store.getWithMetadata(key, { type: 'json' });
  if (!found) return null;
  if (found.etag) return { value: schema.parse(found.data), etag: found.etag };
  const { blobs } = await store.list({ prefix: key });
  const etag = blobs.find((blob) => blob.key === key)?.etag;
  const data: unknown = await store.get(key, { type: 'json' });
  if (!etag || data === null) return null;
  return { value: schema.parse(data), etag };
}

/** Writes only when the key does not exist yet; false when it already did. */
export async function createJson(kind: StoreKind, key: string, value: unknown): Promise<boolean> {
  const result = await open(kind).setJSON(key, value, { onlyIfNew: true });
  return result.modified;
}

/** Writes only when the entry still has the given etag; false when someone changed it meanwhile. */
export async function replaceJson(kind: StoreKind, key: string, value: unknown, etag: string): Promise<boolean> {
  // An empty etag would make the write unconditional: refuse rather than overwrite blindly.
  if (!etag) throw new Error(`No etag to write ${kind}/${key} conditionally`);
  const result = await open(kind).setJSON(key, value, { onlyIfMatch: etag });
  return result.modified;
}

/** Unconditional write, for records only one writer owns (e.g. a revocation time). */
export async function writeJson(kind: StoreKind, key: string, value: unknown): Promise<void> {
  await open(kind).setJSON(key, value);
}

export async function deleteKey(kind: StoreKind, key: string): Promise<void> {
  await open(kind).delete(key);
}

export async function listKeys(kind: StoreKind, prefix?: string): Promise<string[]> {
  const { blobs } = await open(kind).list(prefix ? { prefix } : {});
  return blobs.map((blob) => blob.key);
}

/** Reads many keys, a few at a time; keys deleted since listing are skipped. */
export async function readMany<T>(kind: StoreKind, keys: readonly string[], schema: z.ZodType<T>): Promise<T[]> {
  const store = open(kind);
  const out: T[] = [];
  const BATCH = 25;
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = await Promise.all(
      keys.slice(start, start + BATCH).map((key) => store.get(key, { type: 'json' }) as Promise<unknown>),
    );
    for (const data of batch) if (data !== null) out.push(schema.parse(data));
  }
  return out;
}
