import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { z } from 'zod';
import { passkeyInfoSchema, type PasskeyInfo } from '../../lib/api/auth';
import { address, ROUTES } from '../../lib/api/routes';
import { sendJson } from './http';
import { defineWrite } from './mutation';
import { defineRead } from './read';
import { useStaff } from './staff-api';

/**
 * Passkeys (README "Staff, sessions and activity API"): each ceremony asks the
 * server for options, lets the browser and the authenticator answer them
 * (@simplewebauthn/browser), and sends the answer back. A person who closes
 * the browser's passkey dialog gets a DOMException (NotAllowedError), raised
 * as it is: see passkeyErrorSentence.
 */

export type { PasskeyInfo };

// My account.
export const usePasskeys = defineRead({ route: ROUTES.passkeys, schema: z.array(passkeyInfoSchema), nullWhenSignedOut: true });
/** The Staff list's two-factor on/off counts passkeys. */
const CHANGED_BY_PASSKEYS = [usePasskeys.all, useStaff.all];

async function options<T>(path: string): Promise<T> {
  const answer = await sendJson<T>('POST', path, {});
  if (!answer) throw new Error('The server sent no passkey options');
  return answer;
}

/** Named first; also the login page's enrolment step. */
export const useAddPasskey = defineWrite({
  call: async (name: string): Promise<PasskeyInfo | null> => {
    const optionsJSON = await options<PublicKeyCredentialCreationOptionsJSON>(ROUTES.passkeyOptions);
    const response = await startRegistration({ optionsJSON });
    return sendJson<PasskeyInfo>('POST', ROUTES.passkeys, { name, response });
  },
  failure: 'Passkey not added',
  describe: passkeyErrorSentence,
  refreshesLater: CHANGED_BY_PASSKEYS,
});
export const useRenamePasskey = defineWrite({
  call: ({ id, name }: { id: string; name: string }) => sendJson<PasskeyInfo>('PATCH', address(ROUTES.passkey, { id }), { name }),
  failure: 'Passkey not renamed',
  refreshesLater: CHANGED_BY_PASSKEYS,
});
export const useRemovePasskey = defineWrite({
  call: (passkey: PasskeyInfo) => sendJson<null>('DELETE', address(ROUTES.passkey, { id: passkey.id }), {}),
  failure: 'Passkey not removed',
  describe: passkeyErrorSentence,
  refreshesLater: CHANGED_BY_PASSKEYS,
});

// Sign-in.
/** The one-step "Sign in with a passkey": no username, no password. */
export async function signInWithPasskey(): Promise<{ username: string } | null> {
  const optionsJSON = await options<PublicKeyCredentialRequestOptionsJSON>(ROUTES.loginPasskeyOptions);
  const response = await startAuthentication({ optionsJSON });
  return sendJson<{ username: string }>('POST', ROUTES.loginPasskey, { response });
}
/** The second step after the password, with one of the member's passkeys. */
export async function passkeySecondStep(): Promise<{ username: string } | null> {
  const optionsJSON = await options<PublicKeyCredentialRequestOptionsJSON>(ROUTES.secondFactorPasskeyOptions);
  const passkey = await startAuthentication({ optionsJSON });
  return sendJson<{ username: string }>('POST', ROUTES.secondFactor, { passkey });
}

/** A browser that said no (dialog closed, timed out, no passkey here) rather than the server: its sentence. */
export function passkeyErrorSentence(error: unknown): string | null {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return 'The passkey request was cancelled or timed out.';
  }
  if (error instanceof Error && error.name === 'InvalidStateError') return 'This device already has a passkey for your account.';
  if (error instanceof Error && /WebAuthn is not supported/i.test(error.message)) return 'This browser cannot use passkeys.';
  return null;
}
