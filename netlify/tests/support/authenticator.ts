import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { SITE_ORIGIN } from './invoke';

/**
 * A software passkey authenticator for the function tests: it answers the
 * server's options the way a browser and a platform authenticator would
 * (ES256 key pair, "none" attestation, a signature counter), so the real
 * @simplewebauthn/server checks run on real responses. Encoding only (CBOR
 * through the library's own helper); all parsing stays in the library. The
 * browser test uses Chromium's virtual authenticator instead.
 */
interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64 = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(private readonly origin: string = SITE_ORIGIN) {}

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** Creates a passkey for these options (navigator.credentials.create). */
  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credential: Credential = {
      id: randomBytes(32),
      privateKey,
      userHandle: options.user.id,
      rpId: options.rp.id ?? new URL(this.origin).hostname,
      counter: 0,
    };
    this.credentials.push(credential);
    const cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(credential.rpId),
      Buffer.from([FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData]),
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      credential.id,
      Buffer.from(cosePublicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: b64(credential.id),
      rawId: b64(credential.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /**
   * Signs these options with a passkey (navigator.credentials.get): the given
   * one, else the first the options allow, else the first it has. `counter`
   * sets the signature counter the answer reports (default: one more).
   */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    { credential, counter }: { credential?: Credential; counter?: number } = {},
  ): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((entry) => entry.id);
    const chosen = credential ?? this.credentials.find((entry) => !allowed || allowed.length === 0 || allowed.includes(b64(entry.id)));
    if (!chosen) throw new Error('The authenticator has no passkey these options allow');
    chosen.counter = counter ?? chosen.counter + 1;
    const authData = Buffer.concat([
      sha256(options.rpId ?? chosen.rpId),
      Buffer.from([FLAGS.userPresent | FLAGS.userVerified]),
      counterBytes(chosen.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), chosen.privateKey);
    return {
      id: b64(chosen.id),
      rawId: b64(chosen.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: chosen.userHandle,
      },
    };
  }
}
