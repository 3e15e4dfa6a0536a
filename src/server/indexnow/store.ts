import { z } from 'zod';
import { pageFingerprintsSchema } from '../../lib/publishing/page-fingerprints';
import { createJson, readJson, readVersioned, replaceJson, writeJson } from '../storage';

/**
 * The IndexNow store (`site-indexnow`), the only module of the IndexNow area
 * that touches storage.
 *
 * - `key` the site's generated key (`{key}`), when INDEXNOW_KEY is unset
 * - `submitted` the pages IndexNow last took, with their fingerprints (`{at, pages}`)
 * - `deploy/<deploy id>` one deploy's submission, claimed once (`{at}`)
 * - `last-submission` when the last submission was started, for the cooldown (`{at}`)
 *
 * Before this store the key and the submitted record lived in the content
 * area's `site-publishing` store (`indexnow-key`, `indexnow-submitted`).
 * Each is read there once, when this store has none yet, and copied here, so
 * an existing site keeps its key (IndexNow knows the site by it) and sends no
 * page again that it already sent. The old records are left where they were:
 * an older deploy, published again, still finds them.
 */
export const indexNowKeys = {
  key: 'key',
  submitted: 'submitted',
  deploy: (deployId: string) => `deploy/${encodeURIComponent(deployId)}`,
  lastSubmission: 'last-submission',
} as const;

/** Where the records were before this store, in the `site-publishing` store. */
export const LEGACY_PUBLISHING_KEYS = { key: 'indexnow-key', submitted: 'indexnow-submitted' } as const;

export const keyRecordSchema = z.object({ key: z.string() });
export const submittedSchema = z.object({ at: z.string(), pages: pageFingerprintsSchema });
const atSchema = z.object({ at: z.string() });

/** The record at `key`, or (once, while this store has none) the one at its old place, copied here. */
async function readMoved<T>(key: string, legacyKey: string, schema: z.ZodType<T>): Promise<T | null> {
  const here = await readJson('indexnow', key, schema);
  if (here) return here;
  const before = await readJson('publishing', legacyKey, schema);
  if (!before) return null;
  // Of two first reads racing, one copy is written; both answer what was written.
  await createJson('indexnow', key, before);
  return (await readJson('indexnow', key, schema)) ?? before;
}

export const readKeyRecord = () => readMoved(indexNowKeys.key, LEGACY_PUBLISHING_KEYS.key, keyRecordSchema);
/** Writes the key only when the site has none yet; false when one was there first. */
export const createKeyRecord = (key: string): Promise<boolean> => createJson('indexnow', indexNowKeys.key, { key });

export const readSubmitted = () => readMoved(indexNowKeys.submitted, LEGACY_PUBLISHING_KEYS.submitted, submittedSchema);
export const writeSubmitted = (record: z.infer<typeof submittedSchema>): Promise<void> =>
  writeJson('indexnow', indexNowKeys.submitted, record);

/** Claims one deploy's submission: true for the first caller only. */
export const claimDeploy = (deployId: string, at: Date): Promise<boolean> =>
  createJson('indexnow', indexNowKeys.deploy(deployId), { at: at.toISOString() });

/**
 * Takes the cooldown: true when no submission started within `cooldownMs`
 * before `now` (and this one is now the last), false otherwise. Conditional,
 * so of two racing callers one takes it.
 */
export async function takeCooldown(now: Date, cooldownMs: number): Promise<boolean> {
  const record = { at: now.toISOString() };
  const last = await readVersioned('indexnow', indexNowKeys.lastSubmission, atSchema);
  if (!last) return createJson('indexnow', indexNowKeys.lastSubmission, record);
  if (now.getTime() - Date.parse(last.value.at) < cooldownMs) return false;
  return (await replaceJson('indexnow', indexNowKeys.lastSubmission, record, last.etag)).written;
}
