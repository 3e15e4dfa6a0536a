import { authKeys, createChallenge, readChallengeVersioned, replaceChallenge, type Challenge } from './store';
import { sweepBucketsBefore } from './time-buckets';

/**
 * The challenges of passkey ceremonies, kept in the store rather than in a
 * cookie: a challenge must work once only, and only the store can tell a
 * second use (a conditional write marks it used; of two racing requests one
 * wins). Each is bound to what it was issued for (adding a passkey, the second
 * step, the one-step sign-in), to the member and the session where there is
 * one, and lives 5 minutes. Keys sit under a 5-minute time bucket
 * (`webauthn-challenges/<bucket>/<challenge>`), so old ones are swept a
 * bucket at a time and none stays forever, even when nobody answers it.
 */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type ChallengePurpose = 'register' | 'second-factor' | 'sign-in';

const bucketOf = (time: number) => Math.floor(time / CHALLENGE_TTL_MS);
// The library makes base64url challenges; anything else was never issued here.
const CHALLENGE = /^[A-Za-z0-9_-]{16,200}$/;

export interface ChallengeOwner {
  purpose: ChallengePurpose;
  /** The member it was issued to; null for the one-step sign-in (nobody is known yet). */
  username: string | null;
  /** The session it was issued in; null for the one-step sign-in. */
  session: string | null;
}

/** Stores a new challenge for `owner`. */
export async function saveChallenge(challenge: string, owner: ChallengeOwner, now: number = Date.now()): Promise<void> {
  const record: Challenge = { ...owner, username: owner.username?.toLowerCase() ?? null, created_at: now, used: false };
  if (!(await createChallenge(bucketOf(now), challenge, record))) throw new Error('A passkey challenge was issued twice');
  await sweepBucketsBefore(authKeys.challenges, bucketOf(now) - 1).catch((error: unknown) =>
    console.warn('Passkeys: could not clean expired challenges', error),
  );
}

/**
 * Uses a challenge up: true only for one that was issued to `owner`, is not
 * older than 5 minutes and was not used before (and then never again).
 */
export async function consumeChallenge(challenge: string, owner: ChallengeOwner, now: number = Date.now()): Promise<boolean> {
  if (!CHALLENGE.test(challenge)) return false;
  for (const bucket of [bucketOf(now), bucketOf(now) - 1]) {
    const found = await readChallengeVersioned(bucket, challenge);
    if (!found) continue;
    const { value } = found;
    const matches =
      !value.used &&
      now - value.created_at < CHALLENGE_TTL_MS &&
      value.purpose === owner.purpose &&
      value.username === (owner.username?.toLowerCase() ?? null) &&
      value.session === owner.session;
    if (!matches) return false;
    return (await replaceChallenge(bucket, challenge, { ...value, used: true }, found.etag)).written;
  }
  return false;
}
