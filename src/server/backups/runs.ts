import { ulid } from 'ulid';
import { z } from 'zod';
import {
  createJson,
  deleteKey,
  keyPages,
  readAll,
  readBytes,
  readJson,
  readVersioned,
  replaceJson,
  writeBytes,
  writeJson,
} from '../storage';
import { DAY_MS } from '../../lib/time/durations';

/**
 * The backups store: one record per run, `runs/<ULID>` (how it went), and
 * the age file of each successful run in parts, `parts/<ULID>/<n>` (Blobs
 * takes a whole value per write; parts keep the function's memory to one
 * part however large the site). The newest KEEP successful backups are
 * kept, and as many failed runs' records; older ones are deleted with their
 * parts after each run, good or failed, so listing `runs/` stays a few dozen
 * keys. `told/…` holds when the Admins were last mailed about backups.
 */
export const KEEP = 8;
export const PART_BYTES = 4 * 1024 * 1024;

const runSchema = z.object({
  id: z.string(),
  trigger: z.enum(['schedule', 'admin']),
  by: z.string().optional(),
  started_at: z.string(),
  finished_at: z.string().optional(),
  status: z.enum(['running', 'succeeded', 'failed']),
  error: z.string().optional(),
  bytes: z.number().optional(),
  parts: z.number().optional(),
  /** Records per store kind. */
  records: z.record(z.string(), z.number()).optional(),
});
export type BackupRun = z.infer<typeof runSchema>;

const runKey = (id: string) => `runs/${id}`;
const partKey = (id: string, n: number) => `parts/${id}/${String(n).padStart(6, '0')}`;
const REQUEST_KEY = 'request';
const toldKey = (about: string) => `told/${about}`;
const toldSchema = z.object({ at: z.number() });
const requestSchema = z.object({ by: z.string(), at: z.string() });

export function newRun(trigger: BackupRun['trigger'], now: Date, by?: string): BackupRun {
  return { id: ulid(now.getTime()), trigger, ...(by && { by }), started_at: now.toISOString(), status: 'running' };
}

export async function saveRun(run: BackupRun): Promise<void> {
  await writeJson('backups', runKey(run.id), run);
}

/** Every run record, newest first. */
export async function listRuns(): Promise<BackupRun[]> {
  const { records } = await readAll('backups', runSchema, 'runs/');
  return records.map((record) => record.value).sort((a, b) => b.id.localeCompare(a.id));
}

/**
 * Whether the Admins may be mailed about `about` now: true at most once in
 * any 24 hours (a conditional write, so of two runs racing only one mails).
 */
export async function claimDailyMail(about: 'failed' | 'missing', now: number): Promise<boolean> {
  const held = await readVersioned('backups', toldKey(about), toldSchema);
  if (!held) return createJson('backups', toldKey(about), { at: now });
  if (now - held.value.at < DAY_MS) return false;
  return (await replaceJson('backups', toldKey(about), { at: now }, held.etag)).written;
}

/** An Admin's "back up now", taken by the next background run. */
export async function requestBackup(by: string, now: Date): Promise<void> {
  await writeJson('backups', REQUEST_KEY, { by, at: now.toISOString() });
}

export function pendingRequest(): Promise<z.infer<typeof requestSchema> | null> {
  return readJson('backups', REQUEST_KEY, requestSchema);
}

export async function clearRequest(): Promise<void> {
  await deleteKey('backups', REQUEST_KEY);
}

/** Writes the age file into parts as it streams; returns its size and number of parts. */
export async function storeParts(id: string, stream: ReadableStream<Uint8Array>): Promise<{ bytes: number; parts: number }> {
  let buffer = new Uint8Array(PART_BYTES);
  let used = 0;
  let parts = 0;
  let bytes = 0;
  const flush = async () => {
    await writeBytes('backups', partKey(id, parts), buffer.subarray(0, used), {});
    parts += 1;
    buffer = new Uint8Array(PART_BYTES);
    used = 0;
  };
  for await (const chunk of stream) {
    let rest = chunk;
    while (rest.length > 0) {
      const n = Math.min(PART_BYTES - used, rest.length);
      buffer.set(rest.subarray(0, n), used);
      used += n;
      bytes += n;
      rest = rest.subarray(n);
      if (used === PART_BYTES) await flush();
    }
  }
  if (used > 0 || parts === 0) await flush();
  return { bytes, parts };
}

/** The age file of a finished run, part by part. */
export async function* readParts(run: BackupRun): AsyncGenerator<Uint8Array> {
  for (let n = 0; n < (run.parts ?? 0); n += 1) {
    const part = await readBytes('backups', partKey(run.id, n));
    if (!part) throw new Error(`Backup ${run.id} is missing part ${n + 1} of ${run.parts}`);
    yield part.bytes;
  }
}

/** Parts of a run that failed half way (its record stays, saying why). */
export async function deleteParts(id: string): Promise<void> {
  const keys: string[] = [];
  for await (const page of keyPages('backups', `parts/${id}/`)) keys.push(...page);
  // Collected first: deleting while paging through a listing can skip keys.
  await Promise.all(keys.map((key) => deleteKey('backups', key)));
}

async function deleteRun(id: string): Promise<void> {
  await deleteParts(id);
  await deleteKey('backups', runKey(id));
}

/** Keeps the newest KEEP successful backups and KEEP other run records; deletes the rest. */
export async function pruneRuns(): Promise<void> {
  const runs = await listRuns();
  const succeeded = runs.filter((run) => run.status === 'succeeded');
  const others = runs.filter((run) => run.status !== 'succeeded');
  for (const run of [...succeeded.slice(KEEP), ...others.slice(KEEP)]) await deleteRun(run.id);
}
