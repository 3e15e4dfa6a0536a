import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  VerifiedAuthenticationResponse,
  VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import { StoreUnavailableError } from './store';
import type { AdminRecord } from './admins';
import {
  addPasskey,
  findPasskey,
  listPasskeys,
  ownerOfCredential,
  recordPasskeyUse,
  userHandleOf,
  type AddResult,
  type StoredPasskey,
} from './passkey-credentials';
import { CHALLENGE_TTL_MS, consumeChallenge, saveChallenge, type ChallengeOwner } from './webauthn-challenges';

/**
 * Passkey ceremonies (WebAuthn, @simplewebauthn/server: every byte of a
 * browser's answer is parsed and checked by the library, never here). The
 * relying party is the site the request was addressed to: its host name is
 * the RP ID and its origin the only origin accepted, so it works the same on
 * localhost under `npm run dev` as on the live site.
 */
const RP_NAME = 'Agency admin';

/** The library (and its ~200 modules of crypto and CBOR) loads on the first ceremony, not with every function that reaches the auth area. */
const webauthn = () => import('@simplewebauthn/server');

interface RelyingParty {
  id: string;
  origin: string;
}

function relyingPartyOf(req: Request): RelyingParty {
  const url = new URL(req.url);
  return { id: url.hostname, origin: url.origin };
}

const toBytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));

/**
 * Options for adding a passkey: discoverable (resident) credentials with user
 * verification, so the passkey alone can sign in later without a username;
 * the member's existing passkeys are excluded (one authenticator, one passkey).
 */
export async function registrationOptions(
  req: Request,
  admin: AdminRecord,
  sessionId: string,
  now: number = Date.now(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingPartyOf(req);
  const [existing, userHandle] = await Promise.all([listPasskeys(admin.username), userHandleOf(admin.username)]);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: admin.username,
    userDisplayName: admin.username,
    userID: toBytes(userHandle),
    attestationType: 'none',
    timeout: CHALLENGE_TTL_MS,
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await saveChallenge(options.challenge, { purpose: 'register', username: admin.username, session: sessionId }, now);
  return options;
}

/** Checks a new passkey against its challenge and stores it under `name`; null when it is not accepted. */
export async function registerPasskey(
  req: Request,
  admin: AdminRecord,
  sessionId: string,
  name: string,
  response: RegistrationResponseJSON,
  now: number = Date.now(),
): Promise<{ result: AddResult; passkey: StoredPasskey } | null> {
  const rp = relyingPartyOf(req);
  const owner: ChallengeOwner = { purpose: 'register', username: admin.username, session: sessionId };
  const { verifyRegistrationResponse } = await webauthn();
  let verification: VerifiedRegistrationResponse;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => consumeChallenge(challenge, owner, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch (error) {
    // A store that failed while the challenge was checked is our fault (503), not a refused passkey.
    if (error instanceof StoreUnavailableError) throw error;
    return null;
  }
  if (!verification.verified) return null;
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const passkey: StoredPasskey = {
    id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
    name,
    created_at: now,
    last_used_at: null,
    backed_up: credentialBackedUp,
  };
  return { result: await addPasskey(admin.username, passkey), passkey };
}

/** Who is asking for a passkey: the second step (the member and session known) or the one-step sign-in (nobody yet). */
export type PasskeyStep = { purpose: 'second-factor'; username: string; sessionId: string } | { purpose: 'sign-in' };

function challengeOwner(step: PasskeyStep): ChallengeOwner {
  return step.purpose === 'sign-in'
    ? { purpose: 'sign-in', username: null, session: null }
    : { purpose: 'second-factor', username: step.username, session: step.sessionId };
}

/**
 * Options for using a passkey. The second step lists the member's passkeys
 * (user verification preferred: the password was the other factor); the
 * one-step sign-in lists none (the browser offers the site's discoverable
 * passkeys) and requires user verification, so the passkey is two factors
 * on its own (the device, and the PIN or fingerprint that unlocks it).
 */
export async function authenticationOptions(
  req: Request,
  step: PasskeyStep,
  now: number = Date.now(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = relyingPartyOf(req);
  const allowCredentials =
    step.purpose === 'second-factor'
      ? (await listPasskeys(step.username)).map((passkey) => ({ id: passkey.id, transports: passkey.transports }))
      : undefined;
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_TTL_MS,
    allowCredentials,
    userVerification: step.purpose === 'sign-in' ? 'required' : 'preferred',
  });
  await saveChallenge(options.challenge, challengeOwner(step), now);
  return options;
}

/**
 * Checks a passkey's answer: a credential someone has (and, for the second
 * step, the member signing in), its user handle, the challenge (issued for
 * this step, unused, not expired), origin, signature and counter. The
 * member's username when accepted, else null: every refusal is the same.
 */
export async function verifyPasskey(
  req: Request,
  response: AuthenticationResponseJSON,
  step: PasskeyStep,
  now: number = Date.now(),
): Promise<string | null> {
  const owner = await ownerOfCredential(response.id);
  if (!owner) return null;
  if (step.purpose === 'second-factor' && owner !== step.username.toLowerCase()) return null;
  const found = await findPasskey(owner, response.id);
  if (!found) return null;
  const userHandle = response.response.userHandle;
  if (userHandle !== undefined && userHandle !== found.userHandle) return null;
  const rp = relyingPartyOf(req);
  const { verifyAuthenticationResponse } = await webauthn();
  let verification: VerifiedAuthenticationResponse;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => consumeChallenge(challenge, challengeOwner(step), now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: found.passkey.id,
        publicKey: toBytes(found.passkey.public_key),
        counter: found.passkey.counter,
        transports: found.passkey.transports,
      },
      requireUserVerification: step.purpose === 'sign-in',
    });
  } catch (error) {
    // The library throws for any answer that does not hold up (a counter that went back included).
    if (error instanceof StoreUnavailableError) throw error;
    return null;
  }
  if (!verification.verified) return null;
  const recorded = await recordPasskeyUse(owner, found.passkey.id, verification.authenticationInfo.newCounter, now);
  return recorded ? owner : null;
}
