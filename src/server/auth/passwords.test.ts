import bcrypt from 'bcryptjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BCRYPT_COST, hashPassword, verifyPassword } from './passwords';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('password hashing', () => {
  it('hashes at cost 12 by default', async () => {
    vi.stubEnv('BCRYPT_COST_FOR_TESTS', '');
    const hash = await hashPassword('correct horse');
    expect(BCRYPT_COST).toBe(12);
    expect(bcrypt.getRounds(hash)).toBe(12);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
  }, 30_000);

  it('ignores the test-only cost outside vitest', async () => {
    vi.stubEnv('BCRYPT_COST_FOR_TESTS', '4');
    expect(bcrypt.getRounds(await hashPassword('x'))).toBe(4);
    vi.stubEnv('VITEST', '');
    expect(bcrypt.getRounds(await hashPassword('x'))).toBe(12);
  }, 30_000);

  it('never matches without a stored hash', async () => {
    vi.stubEnv('BCRYPT_COST_FOR_TESTS', '4');
    expect(await verifyPassword('no such admin', undefined)).toBe(false);
  });
});
