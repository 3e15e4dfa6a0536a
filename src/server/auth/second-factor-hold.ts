import { z } from 'zod';
import { createJson, readVersioned, replaceJson } from '../storage';

/**
 * The cap on consecutive wrong second-step answers for one account, whatever
 * the addresses they come from (the sign-in throttle counts per address too,
 * but spread over many addresses it would allow 50 guesses every 15
 * minutes). Each answer is counted BEFORE it is checked, with a conditional
 * write, so a parallel burst gets at most LIMIT answers checked; the LIMITth
 * wrong one holds the account's second step for HOLD_MS. A right answer
 * clears the count. One record per member (`second-factor/<user>`).
 */
export const SECOND_FACTOR_CAP = { limit: 10, holdMs: 15 * 60 * 1000 } as const;

const holdSchema = z.object({ failures: z.number(), held_until: z.number() });
type Hold = z.infer<typeof holdSchema>;

const key = (username: string) => `second-factor/${username.toLowerCase()}`;

async function change<T>(username: string, next: (hold: Hold) => { hold: Hold; result: T } | { result: T }): Promise<T> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const found = await readVersioned('auth', key(username), holdSchema);
    const outcome = next(found?.value ?? { failures: 0, held_until: 0 });
    if (!('hold' in outcome)) return outcome.result;
    const written = found
      ? (await replaceJson('auth', key(username), outcome.hold, found.etag)).written
      : await createJson('auth', key(username), outcome.hold);
    if (written) return outcome.result;
  }
  throw new Error(`The second-step count of ${username} kept changing`);
}

export type HoldDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one answer before it is checked; refused while the second step is held or the cap is used up. */
export function beginSecondFactor(username: string, now: number): Promise<HoldDecision> {
  return change<HoldDecision>(username, (hold) => {
    if (hold.held_until > now) return { result: { allowed: false, retryAfterSeconds: Math.ceil((hold.held_until - now) / 1000) } };
    const failures = hold.held_until > 0 ? 0 : hold.failures; // a hold that ran out starts a new count
    if (failures >= SECOND_FACTOR_CAP.limit) {
      return {
        hold: { failures: 0, held_until: now + SECOND_FACTOR_CAP.holdMs },
        result: { allowed: false, retryAfterSeconds: SECOND_FACTOR_CAP.holdMs / 1000 },
      };
    }
    return { hold: { failures: failures + 1, held_until: 0 }, result: { allowed: true } };
  });
}

/**
 * Settles a counted answer: a right one clears the count; a wrong one stays
 * counted, and when it reaches the cap the step is held. True when this
 * answer started a hold (the member is mailed, the log says so).
 */
export function settleSecondFactor(username: string, accepted: boolean, now: number): Promise<boolean> {
  return change<boolean>(username, (hold) => {
    if (accepted) return { hold: { failures: 0, held_until: 0 }, result: false };
    if (hold.held_until > now || hold.failures < SECOND_FACTOR_CAP.limit) return { result: false };
    return { hold: { failures: 0, held_until: now + SECOND_FACTOR_CAP.holdMs }, result: true };
  });
}
