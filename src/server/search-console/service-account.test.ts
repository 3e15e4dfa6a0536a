import { describe, expect, it } from 'vitest';
import { makeServiceAccountKey } from '../../../tests/support/google-key';
import { serviceAccountKey } from './service-account';

describe("a service account key's token_uri", () => {
  const key = (tokenUri: string) => ({ GOOGLE_SERVICE_ACCOUNT_KEY: makeServiceAccountKey({ tokenUri }).json });

  it('may be plain http: (a stand-in of Google) only in a local run', () => {
    expect(serviceAccountKey(key('http://127.0.0.1:4999/token'), true)?.token_uri).toBe('http://127.0.0.1:4999/token');
    expect(() => serviceAccountKey(key('http://127.0.0.1:4999/token'), false)).toThrow(
      expect.objectContaining({ problem: { kind: 'bad-key' } }),
    );
    expect(serviceAccountKey(key('https://oauth2.googleapis.com/token'), false)?.token_uri).toBe('https://oauth2.googleapis.com/token');
  });
});
