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
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', '');
    expect(bcrypt.getRounds(await hashPassword('x'))).toBe(4);
    vi.stubEnv('VITEST', '');
    expect(bcrypt.getRounds(await hashPassword('x'))).toBe(12);
  }, 30_000);

  it('outside vitest, honours the test-only cost only for a store on this machine', async () => {
    const context = (edgeURL: string) =>
      Buffer.from(JSON.stringify({ siteID: 's', token: 't', edgeURL, uncachedEdgeURL: edgeURL })).toString('base64');
    vi.stubEnv('BCRYPT_COST_FOR_TESTS', '4');
    vi.stubEnv('VITEST', '');
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', context('http://127.0.0.1:4455'));
    expect(bcrypt.getRounds(await hashPassword('x'))).toBe(4);
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', context('http://localhost:4455'));
    expect(bcrypt.getRounds(await hashPassword('x'))).toBe(4);
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', context('https://edge.netlify.com'));
    expect(bcrypt.getRounds(await hashPassword('x'))).toBe(12);
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', 'not base64 json');
    expect(bcrypt.getRounds(await hashPassword('x'))).toBe(12);
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', '');
    expect(bcrypt.getRounds(await hashPassword('x'))).toBe(12);
  }, 30_000);

  it('never matches without a stored hash', async () => {
    vi.stubEnv('BCRYPT_COST_FOR_TESTS', '4');
    expect(await verifyPassword('no such admin', undefined)).toBe(false);
  });
});
