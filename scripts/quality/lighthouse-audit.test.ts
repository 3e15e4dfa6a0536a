import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './lighthouse-audit.ts';

describe('cpuSlowdownFor', () => {
  it("keeps Lighthouse's 4x on the high-end desktop it was tuned for, and never goes above it", () => {
    expect(cpuSlowdownFor(1750)).toBe(4);
    expect(cpuSlowdownFor(2600)).toBe(4);
  });

  it('slows a slower or busier host less, so the simulated phone stays the same', () => {
    expect(cpuSlowdownFor(875)).toBe(2);
    expect(cpuSlowdownFor(700)).toBe(1.6);
  });

  it('never speeds a host up: a host slower than the phone runs at 1x', () => {
    expect(cpuSlowdownFor(300)).toBe(1);
  });

  it("falls back to Lighthouse's default when the host could not be measured", () => {
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
  });
});
