/**
 * A fixed-window request counter per key (a client's IP), kept in the memory
 * of one function instance. It is not a defence (Netlify's platform limit in
 * a function's config.rateLimit is); it is there so that a visitor who posts
 * a form too often gets our own page, not the platform's bare 429, and it
 * sits below the platform's limit so it answers first.
 */
export interface RateLimiter {
  /** Counts one request for `key`; false when the key has used up its window. */
  take(key: string, now?: number): boolean;
}

export function rateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, now = Date.now()) {
      const window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        // Forget windows that have ended, so the map stays as small as the current minute's callers.
        for (const [other, { start }] of windows) if (now - start >= windowMs) windows.delete(other);
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= limit;
    },
  };
}
