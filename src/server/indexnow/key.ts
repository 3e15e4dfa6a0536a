import { z } from 'zod';
import { createJson, readJson } from '../storage';

/**
 * The site's IndexNow key: `INDEXNOW_KEY` when set, otherwise one generated
 * on first use and kept in the `site-publishing` store. It is no secret:
 * IndexNow proves the site owns the key by fetching the key file `/<key>.txt`
 * (netlify/functions/indexnow-key.ts), whose text is the key. IndexNow
 * allows 8–128 letters, digits and hyphens; a generated key is 32 hex digits.
 */
const KEY_PATTERN = /^[A-Za-z0-9-]{8,128}$/;
const KEY_RECORD = 'indexnow-key';
const keySchema = z.object({ key: z.string().regex(KEY_PATTERN) });

export class IndexNowKeyError extends Error {}

const generatedKey = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex');

export async function indexNowKey(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const configured = env.INDEXNOW_KEY?.trim();
  if (configured) {
    if (!KEY_PATTERN.test(configured))
      throw new IndexNowKeyError('INDEXNOW_KEY must be 8 to 128 letters, digits and hyphens (the IndexNow key format)');
    return configured;
  }
  const stored = await readJson('publishing', KEY_RECORD, keySchema);
  if (stored) return stored.key;
  // Of two first uses racing, one key is written (a conditional create); both read the winner.
  await createJson('publishing', KEY_RECORD, { key: generatedKey() });
  const saved = await readJson('publishing', KEY_RECORD, keySchema);
  if (!saved) throw new IndexNowKeyError('The IndexNow key could not be read back after writing it');
  return saved.key;
}
