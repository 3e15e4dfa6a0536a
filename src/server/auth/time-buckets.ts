import { authFoldersUnder, authKeysUnder, removeAuthKey } from './store';

/**
 * The sign-in throttle and the passkey challenges keep short-lived records in
 * numbered time buckets (`<prefix><bucket>/…` in the `auth` store). This
 * deletes the buckets numbered below `oldestKept`, at most 100 keys of each
 * per call, so no sign-in waits long on the cleaning.
 */
export async function sweepBucketsBefore(prefix: string, oldestKept: number): Promise<void> {
  const expired = (await authFoldersUnder(prefix)).filter((folder) => Number(folder.slice(prefix.length)) < oldestKept);
  for (const folder of expired) {
    const keys = (await authKeysUnder(`${folder}/`)).slice(0, 100);
    await Promise.all(keys.map((key) => removeAuthKey(key)));
  }
}
