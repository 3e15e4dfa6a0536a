import { z } from 'zod';
import { STORE_KINDS, storeNameOf, type StoreKind } from '../storage';
import { BackupKeyError, decryptWith } from './age';
import {
  BACKUP_VERSION,
  gunzip,
  utf8Text,
  lineSchema,
  recordBytes,
  recordChecksum,
  splitLines,
  StoreDigest,
  type BackupLine,
  type HeaderLine,
  type RecordLine,
  type StoreSummary,
} from './format';
import { BACKUP_POLICY } from './policy';
import { recordShapeProblem } from './record-shapes';
import { LineSigner } from './signing-key';

/** A backup that cannot be restored: wrong key, damaged, cut short, or not a backup of this site's kind. */
export class BackupCheckError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupCheckError';
  }
}

/** Opens the backup file from its start (a restore reads it twice: to check it, then to write it). */
export type OpenBackup = () => ReadableStream<Uint8Array>;

/** What a restore needs to open a backup (the age private key) and to know it is the site's (the signing key). */
export interface BackupKeys {
  identity: string;
  signingKey: Uint8Array;
}

const erasureSchema = z.object({ id: z.string().min(1) });
const subscriberSchema = z.object({ id: z.string() });

/**
 * The ids erased (leads and subscribers: both ULIDs, so one set) and the
 * addresses whose subscriber record an erasure covers. Records of these are
 * not written back, so an erasure logged before the backup (or, with
 * `--replace`, in the site being replaced) stays done.
 */
export interface Erased {
  ids: Set<string>;
  addresses: Set<string>;
}

export interface CheckedBackup {
  header: HeaderLine;
  stores: Record<string, StoreSummary>;
  erased: Erased;
}

const kindByName = new Map<string, StoreKind>(STORE_KINDS.map((kind) => [storeNameOf(kind), kind]));

/** The kind a backup's store name is restored into; only stores a backup may hold. */
export function kindOfStore(name: string): StoreKind {
  const kind = kindByName.get(name);
  if (!kind || !BACKUP_POLICY[kind].travels) throw new BackupCheckError(`The backup holds a store this site does not restore: ${name}.`);
  return kind;
}

/** The backup's lines, decrypted, unzipped and parsed; any failure on the way is a BackupCheckError. */
export async function* backupLines(open: OpenBackup, identity: string): AsyncGenerator<BackupLine> {
  for await (const { line } of signedLines(open, identity)) yield line;
}

/** Each line parsed, with its text as written (what the signature covers). */
async function* signedLines(open: OpenBackup, identity: string): AsyncGenerator<{ line: BackupLine; text: string }> {
  let plaintext: ReadableStream<Uint8Array>;
  try {
    plaintext = await decryptWith(identity, open());
  } catch (error) {
    if (error instanceof BackupKeyError) throw error;
    throw new BackupCheckError('The backup could not be opened with this identity (wrong key, or not an age file).', { cause: error });
  }
  const lines = plaintext.pipeThrough(gunzip()).pipeThrough(utf8Text()).pipeThrough(splitLines());
  const reader = lines.getReader();
  let number = 0;
  try {
    for (;;) {
      let next: ReadableStreamReadResult<string>;
      try {
        next = await reader.read();
      } catch (error) {
        throw new BackupCheckError(`The backup is damaged after line ${number}: it does not decrypt or unzip.`, { cause: error });
      }
      if (next.done) return;
      number += 1;
      let parsed: BackupLine;
      try {
        parsed = lineSchema.parse(JSON.parse(next.value));
      } catch (error) {
        throw new BackupCheckError(`Line ${number} of the backup is not a backup line.`, { cause: error });
      }
      yield { line: parsed, text: next.value };
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** The record's bytes, once its checksum is right. */
export function checkedBytes(line: RecordLine): Uint8Array {
  const bytes = recordBytes(line);
  if (recordChecksum(line.store, line.key, line.meta, bytes) !== line.sha256) {
    throw new BackupCheckError(`Checksum mismatch for ${line.store}/${line.key}.`);
  }
  return bytes;
}

export const UNSIGNED_BACKUP =
  "The backup is not signed with this site's backup signing key (BACKUP_SIGNING_KEY): it may have been made by anyone who has the public key, so it is not restored. Nothing was written.";

/**
 * Reads the whole backup once and checks everything before anything is
 * written: its signature under the signing key, every record's checksum and
 * shape (a key its store holds, a value of that key's schema: record-shapes.ts),
 * every store's count and checksum, the manifest at the end, that stores
 * come as the header lists them, and that nothing follows the end. Learns
 * on the way what the erasure log covers.
 */
export async function checkBackup(open: OpenBackup, keys: BackupKeys, erased: Erased): Promise<CheckedBackup> {
  let header: HeaderLine | undefined;
  const stores: Record<string, StoreSummary> = {};
  let current: { name: string; kind: StoreKind; digest: StoreDigest } | undefined;
  let ended = false;
  let total = 0;
  const signer = new LineSigner(keys.signingKey);
  for await (const { line, text } of signedLines(open, keys.identity)) {
    if (ended) throw new BackupCheckError('The backup has data after its end.');
    if (line.t !== 'end') signer.add(text);
    if (!header) {
      if (line.t !== 'backup') throw new BackupCheckError('The backup does not start with its header.');
      if (line.version !== BACKUP_VERSION) {
        throw new BackupCheckError(
          line.version < BACKUP_VERSION
            ? `The backup is of format version ${line.version}, made before backups were signed: it cannot be told from a forged one, so it is not restored. Nothing was written.`
            : `The backup is of format version ${line.version}, newer than this code reads (${BACKUP_VERSION}).`,
        );
      }
      header = line;
      for (const name of header.stores) kindOfStore(name);
      continue;
    }
    const expected = header.stores[Object.keys(stores).length];
    if (line.t === 'backup') throw new BackupCheckError('The backup has a second header.');
    if (line.t === 'record') {
      if (line.store !== expected) throw new BackupCheckError(`Record of ${line.store} found where ${expected ?? 'the end'} was expected.`);
      current ??= { name: line.store, kind: kindOfStore(line.store), digest: new StoreDigest() };
      const bytes = checkedBytes(line);
      const problem = recordShapeProblem(current.kind, line.key, bytes);
      if (problem) throw new BackupCheckError(`The record ${line.store}/${line.key} is ${problem}: the backup is not restored.`);
      current.digest.add(line.sha256);
      learnErasures(current.kind, line.key, bytes, erased);
    } else if (line.t === 'store') {
      if (line.store !== expected) throw new BackupCheckError(`Store ${line.store} ends where ${expected ?? 'the end'} was expected.`);
      const summary = current?.name === line.store ? current.digest.summary() : new StoreDigest().summary();
      if (summary.records !== line.records || summary.sha256 !== line.sha256) {
        throw new BackupCheckError(
          `Store ${line.store}: ${summary.records} records do not match the ${line.records} its checksum vouches for.`,
        );
      }
      stores[line.store] = summary;
      total += summary.records;
      current = undefined;
    } else {
      if (!signer.matches(line.mac)) throw new BackupCheckError(UNSIGNED_BACKUP);
      if (expected !== undefined) throw new BackupCheckError(`The backup ends before store ${expected}.`);
      const manifestMatches =
        line.records === total &&
        Object.keys(line.stores).length === Object.keys(stores).length &&
        Object.entries(line.stores).every(
          ([name, entry]) => stores[name]?.records === entry.records && stores[name]?.sha256 === entry.sha256,
        );
      if (!manifestMatches) throw new BackupCheckError('The manifest at the end of the backup does not match its records.');
      ended = true;
    }
  }
  if (!header) throw new BackupCheckError('The backup is empty.');
  if (!ended) throw new BackupCheckError('The backup is cut short: its manifest is missing.');
  return { header, stores, erased };
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** Erasure log entries come first in a backup; a subscriber record they cover is remembered by its address. */
function learnErasures(kind: StoreKind, key: string, bytes: Uint8Array, erased: Erased): void {
  if (kind === 'erasures') {
    const entry = erasureSchema.safeParse(parseJson(bytes));
    if (entry.success) erased.ids.add(entry.data.id);
  } else if (kind === 'newsletter') {
    const subscriber = subscriberSchema.safeParse(parseJson(bytes));
    if (subscriber.success && erased.ids.has(subscriber.data.id)) erased.addresses.add(key);
  }
}

const tokenSchema = z.object({ email: z.string() });

/** Whether a record belongs to someone erased: their lead record or status tags, subscriber record or link tokens. */
export function belongsToErased(kind: StoreKind, key: string, bytes: Uint8Array, erased: Erased): boolean {
  if (kind === 'leads') return key.split('/').some((segment) => erased.ids.has(segment));
  if (kind === 'newsletter') return erased.addresses.has(key);
  // A client's keys name it, except its lead link and report addresses, which hold its id; its proof records name it too.
  if (kind === 'proof') return key.split('/').some((segment) => erased.ids.has(segment));
  if (kind === 'clients') {
    if (key.split('/').some((segment) => erased.ids.has(segment))) return true;
    const clientId = (parseJson(bytes) as { clientId?: unknown } | null)?.clientId;
    return typeof clientId === 'string' && erased.ids.has(clientId);
  }
  if (kind === 'newsletterTokens') {
    const token = tokenSchema.safeParse(parseJson(bytes));
    return token.success && erased.addresses.has(token.data.email);
  }
  return false;
}
