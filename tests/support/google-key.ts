import { createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** A made-up service account key file, as Google issues one, and the public key that checks its signatures. */
export interface TestServiceAccountKey {
  /** The key file's fields (what GOOGLE_SERVICE_ACCOUNT_KEY holds, as an object). */
  file: {
    type: 'service_account';
    project_id: string;
    private_key_id: string;
    private_key: string;
    client_email: string;
    client_id: string;
    auth_uri: string;
    token_uri: string;
    auth_provider_x509_cert_url: string;
    client_x509_cert_url: string;
    universe_domain: string;
  };
  /** The file's text: the value of GOOGLE_SERVICE_ACCOUNT_KEY. */
  json: string;
  publicKey: KeyObject;
}

/**
 * A new RSA key pair (2048 bits, as Google's) in a service account key file
 * whose `token_uri` is the given stand-in's. Pass `privateKeyPem` to reuse a
 * fixed key (the browser tests' stand-in runs in another process).
 */
export function makeServiceAccountKey(options: {
  tokenUri: string;
  clientEmail?: string;
  privateKeyId?: string;
  privateKeyPem?: string;
}): TestServiceAccountKey {
  const privateKeyPem =
    options.privateKeyPem ??
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const clientEmail = options.clientEmail ?? 'site-reader@agency-site-test.iam.gserviceaccount.com';
  const file = {
    type: 'service_account' as const,
    project_id: 'agency-site-test',
    private_key_id: options.privateKeyId ?? randomBytes(20).toString('hex'),
    private_key: privateKeyPem,
    client_email: clientEmail,
    client_id: '100000000000000000001',
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: options.tokenUri,
    auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
    client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(clientEmail)}`,
    universe_domain: 'googleapis.com',
  };
  return { file, json: JSON.stringify(file, null, 2), publicKey: createPublicKey(privateKeyPem) };
}

/** The fixed test account the browser tests' dev server and `scripts/google-stand-in.ts` share. */
export const STAND_IN_CLIENT_EMAIL = 'site-reader@agency-site-e2e.iam.gserviceaccount.com';
const STAND_IN_KEY_ID = 'e2e0000000000000000000000000000000000001';

/** The service account key of the stand-in listening on `port` (its token_uri), signed with the fixture key. */
export function standInServiceAccountKey(port: number): TestServiceAccountKey {
  const pem = readFileSync(new URL('../fixtures/google/stand-in-service-account.pem', import.meta.url), 'utf8');
  return makeServiceAccountKey({
    tokenUri: `http://127.0.0.1:${port}/token`,
    clientEmail: STAND_IN_CLIENT_EMAIL,
    privateKeyId: STAND_IN_KEY_ID,
    privateKeyPem: pem,
  });
}
