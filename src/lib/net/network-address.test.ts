import { describe, expect, it } from 'vitest';
import { truncateAddress } from './network-address';

describe('truncateAddress', () => {
  it('keeps the network of an address, never the whole address', () => {
    expect(truncateAddress('203.0.113.57')).toBe('203.0.113.0/24');
    expect(truncateAddress('::ffff:203.0.113.57')).toBe('203.0.113.0/24');
    expect(truncateAddress('2001:db8:1:2::5')).toBe('2001:db8:1::/48');
    expect(truncateAddress(undefined)).toBe('unknown');
    expect(truncateAddress('not an address')).toBe('unknown');
  });
});
