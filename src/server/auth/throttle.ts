import { createHash } from 'node:crypto';
import { decodeTime, isValid, ulid } from 'ulid';
import { authKeys, createAttempt, listAttempts, readKnownAddresses, removeAuthKey, writeKnownAddresses } from './store';
import { sweepBucketsBefore } from './time-buckets';
import { DAY_MS } from '../../lib/time/durations';

/**
 * Login throttling (OWASP ASVS 2.2.1). Sign-in attempts are counted over a
 * sliding 15-minute window in three counters:
 * - per username and IP together (strict): 5, so guessing from one place stops fast;
 * - per IP (any usernames): 20;
 * - per username (any IPs, looser): 50, against guessing spread over many addresses.
 * The per-username counter is the ceiling for addresses the member has not
 * signed in from: an address where this username's password (or second step)
 * was right in the last 30 days is "known" for it, and there only the first two
 * counters apply. So a stranger who read the username in a byline can use up
 * the ceiling from anywhere else, but never locks the member out where they
 * usually sign in; guessing from their address is still held to 5. (A passkey
 * sign-in is counted under its own name and never shares these counters.)
 *
 * An attempt is counted before the password is checked: it is stored as its
 * own key (written `onlyIfNew`, so concurrent attempts never contend), then
 * the counters are listed, and it goes ahead only if no counter holds more
 * than its limit. The k-th attempt to be stored sees at least k keys, so in a
 * parallel burst at most `limit` attempts are ever checked. Failed attempts
 * stay until they age out; a success is taken out; a refused one stays only in
 * the counters of its own sender (username+IP, IP).
 *
 * Keys live under a time bucket (`attempts/<bucket>/…`, one bucket per window),
 * so a window reads two buckets and older buckets are deleted as they expire:
 * no key (a per-username one for every name someone typed) stays forever.
 */
export const THROTTLE = { windowMs: 15 * 60 * 1000, perUserAndIp: 5, perIp: 20, perUsername: 50 } as const;

// Hashed, so any typed name or address makes a short, safe key.
const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 40);
const normalUsername = (username: string) => username.trim().toLowerCase();

interface Counter {
  /** Key part after the bucket: `<kind>/<digest>`. */
  name: string;
  limit: number;
}

function countersFor(username: string, ip: string, known: boolean): Counter[] {
  const user = normalUsername(username);
  const address = ip || 'unknown';
  return [
    { name: `user-ip/${digest(`${user}\n${address}`)}`, limit: THROTTLE.perUserAndIp },
    { name: `ip/${digest(address)}`, limit: THROTTLE.perIp },
    ...(known ? [] : [{ name: `user/${digest(user)}`, limit: THROTTLE.perUsername }]),
  ];
}

/**
 * The addresses a username last signed in from (`known-addresses/<digest>`:
 * address digest → time of the last right password there), the 20 latest,
 * each known for 30 days.
 */
const KNOWN = { keep: 20, forMs: 30 * DAY_MS } as const;
const usernameDigest = (username: string) => digest(normalUsername(username));
const addressDigest = (ip: string) => digest(ip || 'unknown');

async function isKnownAddress(username: string, ip: string, now: number): Promise<boolean> {
  if (!ip) return false;
  const seen = (await readKnownAddresses(usernameDigest(username)))?.addresses[addressDigest(ip)];
  return seen !== undefined && now - seen < KNOWN.forMs;
}

async function rememberAddress(username: string, ip: string, now: number): Promise<void> {
  if (!ip) return;
  const found = (await readKnownAddresses(usernameDigest(username)))?.addresses ?? {};
  const addresses = Object.entries({ ...found, [addressDigest(ip)]: now })
    .filter(([, time]) => now - time < KNOWN.forMs)
    .sort((a, b) => b[1] - a[1])
    .slice(0, KNOWN.keep);
  // Last writer wins: two sign-ins at once can at worst forget one address, which then counts as unknown.
  await writeKnownAddresses(usernameDigest(username), Object.fromEntries(addresses));
}

const bucketOf = (time: number) => Math.floor(time / THROTTLE.windowMs);

/** An attempt that was allowed to check a password; settle it with the outcome. */
export interface LoginAttempt {
  keys: string[];
  userAndIpCounter: string;
  username: string;
  ip: string;
}

export type AttemptDecision = { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfterSeconds: number };

/** Times of the attempts a counter holds inside the window ending at `now`. */
async function attemptTimes(counter: string, now: number): Promise<{ key: string; time: number }[]> {
  const bucket = bucketOf(now);
  // The next bucket too: a concurrent attempt a moment later may already be filed there.
  const lists = await Promise.all([bucket - 1, bucket, bucket + 1].map((b) => listAttempts(b, counter)));
  return (
    lists
      .flat()
      .map((key) => ({ key, id: key.slice(key.lastIndexOf('/') + 1) }))
      // Only attempt ids: the local development server may list a write's temporary file for a moment.
      .filter(({ id }) => isValid(id))
      .map(({ key, id }) => ({ key, time: decodeTime(id) }))
      .filter(({ time }) => time > now - THROTTLE.windowMs)
  );
}

/** Seconds until the oldest attempts have left the window enough to get below the limit. */
function waitSeconds(times: number[], limit: number, now: number): number {
  if (times.length < limit) return 0;
  const sorted = [...times].sort((a, b) => a - b);
  const freeing = sorted[sorted.length - limit]!;
  return Math.max(1, Math.ceil((freeing + THROTTLE.windowMs - now) / 1000));
}

/**
 * Counts a sign-in attempt before its password is checked. Refused when any
 * counter is over its limit; then nothing stays counted for this attempt.
 * A store that cannot count it raises (the login is refused with 503).
 */
export async function beginLoginAttempt(username: string, ip: string, now: number = Date.now()): Promise<AttemptDecision> {
  const counters = countersFor(username, ip, await isKnownAddress(username, ip, now));
  const id = ulid(now);
  const keys = counters.map((counter) => authKeys.attempt(bucketOf(now), counter.name, id));
  await Promise.all(keys.map((key) => createAttempt(key, now)));
  const seen = await Promise.all(counters.map((counter) => attemptTimes(counter.name, now)));
  const over = counters.some((counter, index) => seen[index]!.length > counter.limit);
  await sweepBucketsBefore(authKeys.attempts, bucketOf(now) - 1).catch((error: unknown) =>
    console.warn('Login throttle: could not clean expired attempts', error),
  );
  if (!over) return { allowed: true, attempt: { keys, userAndIpCounter: counters[0]!.name, username, ip } };
  // A refused attempt stays counted where only its sender pays (this username from this IP,
  // this IP), so hammering keeps the door shut; it leaves the per-username count, so a
  // stranger's refused guesses never add up to locking the admin out everywhere.
  if (keys[2]) await removeAuthKey(keys[2]);
  const retryAfterSeconds = Math.max(
    ...counters.map((counter, index) =>
      waitSeconds(
        seen[index]!.filter((entry) => !keys.includes(entry.key)).map((entry) => entry.time),
        counter.limit,
        now,
      ),
    ),
  );
  return { allowed: false, retryAfterSeconds: Math.max(1, retryAfterSeconds) };
}

/**
 * After the password check. A failure stays counted. A success is taken out
 * of every counter, clears this username's count from this IP (a stranger's
 * failures elsewhere stay in their own counters) and makes the address known
 * for the username.
 */
export async function settleLoginAttempt(attempt: LoginAttempt, succeeded: boolean, now: number = Date.now()): Promise<void> {
  if (!succeeded) return;
  const mine = (await attemptTimes(attempt.userAndIpCounter, now)).map((entry) => entry.key);
  await Promise.all([...new Set([...attempt.keys, ...mine])].map((key) => removeAuthKey(key)));
  await rememberAddress(attempt.username, attempt.ip, now);
}
