import { createKeyRecord, readKeyRecord } from './store';

/**
 * The site's IndexNow key: `INDEXNOW_KEY` when set, otherwise one generated
 * on first use and kept in the IndexNow store (store.ts). It is no secret:
 * IndexNow proves the site owns the key by fetching the key file `/<key>.txt`
 * (netlify/functions/indexnow-key.ts), whose text is the key. IndexNow
 * allows 8–128 letters, digits and hyphens; a generated key is 32 hex digits.
 */
const KEY_PATTERN = /^[A-Za-z0-9-]{8,128}$/;

export class IndexNowKeyError extends Error {}

const generatedKey = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex');

/** Where the key comes from: the operator's variable, or generated and kept in the store. */
export type IndexNowKeySource = 'environment' | 'generated';

export async function indexNowKey(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return (await indexNowKeyWithSource(env)).key;
}

export async function indexNowKeyWithSource(env: NodeJS.ProcessEnv = process.env): Promise<{ key: string; source: IndexNowKeySource }> {
  const configured = env.INDEXNOW_KEY?.trim();
  if (configured) {
    if (!KEY_PATTERN.test(configured))
      throw new IndexNowKeyError('INDEXNOW_KEY must be 8 to 128 letters, digits and hyphens (the IndexNow key format)');
    return { key: configured, source: 'environment' };
  }
  const stored = await readKeyRecord();
  if (stored && KEY_PATTERN.test(stored.key)) return { key: stored.key, source: 'generated' };
  // Of two first uses racing, one key is written (a conditional create); both read the winner.
  await createKeyRecord(generatedKey());
  const saved = await readKeyRecord();
  if (!saved || !KEY_PATTERN.test(saved.key)) throw new IndexNowKeyError('The IndexNow key could not be read back after writing it');
  return { key: saved.key, source: 'generated' };
}
