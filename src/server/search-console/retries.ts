/** How a call to Google is made: the fetch and the waits between attempts (tests shorten them). */
export interface GoogleCallOptions {
  fetch?: typeof fetch;
  /** The waits before each retry of a 429, a 5xx or a failed connection; their number is the number of retries. */
  retryDelaysMs?: readonly number[];
  now?: () => number;
}

/** Three retries, backing off: about 7 s in all, well inside a background run. */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

const retriable = (status: number) => status === 429 || status >= 500;

/**
 * Sends `request()` again after each delay while Google answers 429 or 5xx or
 * does not answer; the last answer (or null for no answer) when retries run out.
 */
export async function withRetries(
  request: () => Promise<Response>,
  delays: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
): Promise<Response | null> {
  for (let attempt = 0; ; attempt++) {
    let res: Response | null;
    try {
      res = await request();
    } catch {
      res = null;
    }
    if (res && !retriable(res.status)) return res;
    const delay = delays[attempt];
    if (delay === undefined) return res;
    await res?.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
