import { createHold, readHoldVersioned, replaceHold, type Hold } from './store';

/**
 * The cap on consecutive wrong second-step answers for one account, whatever
 * the addresses they come from (the sign-in throttle counts per address too,
 * but spread over many addresses it would allow 50 guesses every 15
 * minutes). Each answer is counted BEFORE it is checked, with a conditional
 * write, so a parallel burst gets at most `limit` answers checked; the
 * `limit`th wrong one holds the account's second step. Each hold is longer
 * than the one before (15 minutes, 1 hour, 4 hours, then 24 hours each time),
 * so guessing slows to a few tries a day; a right answer clears the count and
 * the holds. One record per member (`second-factor/<user>`).
 */
const MINUTE = 60 * 1000;
export const SECOND_FACTOR_CAP = { limit: 10, holdsMs: [15 * MINUTE, 60 * MINUTE, 4 * 60 * MINUTE, 24 * 60 * MINUTE] } as const;

/** How long the hold lasts that follows `trips` earlier ones. */
const holdMs = (trips: number): number => SECOND_FACTOR_CAP.holdsMs[Math.min(trips, SECOND_FACTOR_CAP.holdsMs.length - 1)]!;

async function change<T>(username: string, next: (hold: Hold) => { hold: Hold; result: T } | { result: T }): Promise<T> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const found = await readHoldVersioned(username);
    const outcome = next(found?.value ?? { failures: 0, held_until: 0, trips: 0 });
    if (!('hold' in outcome)) return outcome.result;
    const written = found ? (await replaceHold(username, outcome.hold, found.etag)).written : await createHold(username, outcome.hold);
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
      const ms = holdMs(hold.trips);
      return {
        hold: { failures: 0, held_until: now + ms, trips: hold.trips + 1 },
        result: { allowed: false, retryAfterSeconds: ms / 1000 },
      };
    }
    return { hold: { failures: failures + 1, held_until: 0, trips: hold.trips }, result: { allowed: true } };
  });
}

/**
 * Settles a counted answer: a right one clears the count and the holds; a
 * wrong one stays counted, and when it reaches the cap the step is held. The
 * hold's length when this answer started one (the member is mailed, the log
 * says so), else null.
 */
export function settleSecondFactor(username: string, accepted: boolean, now: number): Promise<number | null> {
  return change<number | null>(username, (hold) => {
    if (accepted) return { hold: { failures: 0, held_until: 0, trips: 0 }, result: null };
    if (hold.held_until > now || hold.failures < SECOND_FACTOR_CAP.limit) return { result: null };
    const ms = holdMs(hold.trips);
    return { hold: { failures: 0, held_until: now + ms, trips: hold.trips + 1 }, result: ms };
  });
}

/** "15 minutes", "1 hour", "4 hours", "24 hours". */
export function holdLength(ms: number): string {
  const minutes = Math.round(ms / MINUTE);
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
