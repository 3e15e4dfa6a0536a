import { describe, expect, it } from 'vitest';
import { rateLimiter } from './rate-limit';

describe('rateLimiter', () => {
  it('lets `limit` requests per key through in a window, then refuses until the window has passed', () => {
    const limiter = rateLimiter({ limit: 2, windowMs: 60_000 });
    expect([limiter.take('a', 0), limiter.take('a', 1), limiter.take('a', 2)]).toEqual([true, true, false]);
    expect(limiter.take('b', 3)).toBe(true);
    expect(limiter.take('a', 59_999)).toBe(false);
    expect(limiter.take('a', 60_000)).toBe(true);
  });
});
