import { describe, expect, it } from 'vitest';
import { linkToken } from './link-token';

describe('linkToken', () => {
  it('reads the token after #token=', () => {
    expect(linkToken('#token=abc-DEF_123')).toBe('abc-DEF_123');
  });
  it('is empty when the link has no token', () => {
    expect(linkToken('')).toBe('');
    expect(linkToken('#other=1')).toBe('');
  });
});
