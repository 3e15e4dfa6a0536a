import { createHash } from 'node:crypto';
import { z } from 'zod';
import { createJson, deleteKey, readVersioned, replaceJson } from '../storage';

/**
 * Login throttling (OWASP ASVS 2.2.1): failed sign-ins are counted per
 * username and per client IP over a sliding 15-minute window. Past 5 failures
 * for a username or 20 for an IP, further attempts are refused until the
 * oldest counted failure leaves the window.
 */
export const THROTTLE = { windowMs: 15 * 60 * 1000, perUsername: 5, perIp: 20 } as const;

const failuresSchema = z.object({ failures: z.array(z.number()) });

// Hashed, so any typed name or address makes a short, safe key.
const digest = (value: string) => createHash('sha256').update(value).digest('hex');
const usernameKey = (username: string) => `throttle/user/${digest(username.trim().toLowerCase())}`;
const ipKey = (ip: string) => `throttle/ip/${digest(ip || 'unknown')}`;

async function recentFailures(key: string, now: number): Promise<number[]> {
  const found = await readVersioned('auth', key, failuresSchema);
  return (found?.value.failures ?? []).filter((time) => time > now - THROTTLE.windowMs);
}

/** Seconds until one more attempt is allowed, given the failures in the window and the limit. */
function waitSeconds(failures: number[], limit: number, now: number): number {
  if (failures.length < limit) return 0;
  const sorted = [...failures].sort((a, b) => a - b);
  // The attempt is allowed again once enough failures have left the window to get below the limit.
  const freeing = sorted[sorted.length - limit]!;
  return Math.max(1, Math.ceil((freeing + THROTTLE.windowMs - now) / 1000));
}

/** 0 when a sign-in may be attempted, else the seconds to wait. */
export async function loginRetryAfter(username: string, ip: string, now: number = Date.now()): Promise<number> {
  const [byUser, byIp] = await Promise.all([recentFailures(usernameKey(username), now), recentFailures(ipKey(ip), now)]);
  return Math.max(waitSeconds(byUser, THROTTLE.perUsername, now), waitSeconds(byIp, THROTTLE.perIp, now));
}

/** Adds a failure to a counter; retried on a lost race so concurrent failures all count. */
async function addFailure(key: string, limit: number, now: number): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const found = await readVersioned('auth', key, failuresSchema);
    const kept = (found?.value.failures ?? []).filter((time) => time > now - THROTTLE.windowMs);
    // Only the newest `limit` failures can matter for the wait, so the record stays small.
    const failures = [...kept, now].sort((a, b) => a - b).slice(-limit);
    const written = found
      ? await replaceJson('auth', key, { failures }, found.etag)
      : await createJson('auth', key, { failures });
    if (written) return;
  }
}

export async function recordLoginFailure(username: string, ip: string, now: number = Date.now()): Promise<void> {
  await Promise.all([
    addFailure(usernameKey(username), THROTTLE.perUsername, now),
    addFailure(ipKey(ip), THROTTLE.perIp, now),
  ]);
}

/** A successful sign-in clears the username's count (not the IP's). */
export async function clearUsernameFailures(username: string): Promise<void> {
  await deleteKey('auth', usernameKey(username));
}
