import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { z } from 'zod';
import {
  authenticationOptionsSchema,
  passkeyInfoSchema,
  registrationOptionsSchema,
  usernameAnswerSchema,
  type PasskeyInfo,
} from '../../lib/api/auth';
import { ROUTES } from '../../lib/api/routes';
import { defineCall, defineWrite, noAnswer } from './mutation';
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

const registrationOptions = defineCall({
  route: ROUTES.passkeyOptions,
  method: 'POST',
  answer: registrationOptionsSchema,
  body: () => ({}),
});
const addPasskey = defineCall({
  route: ROUTES.passkeys,
  method: 'POST',
  answer: passkeyInfoSchema,
  body: (input: { name: string; response: RegistrationResponseJSON }) => input,
});

/** Named first; also the login page's enrolment step. */
export const useAddPasskey = defineWrite({
  call: async (name: string) => {
    const response = await startRegistration({ optionsJSON: await registrationOptions() });
    return addPasskey({ name, response });
  },
  failure: 'Passkey not added',
  describe: passkeyErrorSentence,
  refreshesLater: CHANGED_BY_PASSKEYS,
});
export const useRenamePasskey = defineWrite({
  route: ROUTES.passkey,
  method: 'PATCH',
  answer: passkeyInfoSchema,
  params: ({ id }: { id: string; name: string }) => ({ id }),
  body: ({ name }) => ({ name }),
  failure: 'Passkey not renamed',
  refreshesLater: CHANGED_BY_PASSKEYS,
});
export const useRemovePasskey = defineWrite({
  route: ROUTES.passkey,
  method: 'DELETE',
  answer: noAnswer,
  params: (passkey: PasskeyInfo) => ({ id: passkey.id }),
  body: () => ({}),
  failure: 'Passkey not removed',
  describe: passkeyErrorSentence,
  refreshesLater: CHANGED_BY_PASSKEYS,
});

// Sign-in.
const signInOptions = defineCall({
  route: ROUTES.loginPasskeyOptions,
  method: 'POST',
  answer: authenticationOptionsSchema,
  body: () => ({}),
});
const passkeySignIn = defineCall({
  route: ROUTES.loginPasskey,
  method: 'POST',
  answer: usernameAnswerSchema,
  body: (response: AuthenticationResponseJSON) => ({ response }),
});
const secondStepOptions = defineCall({
  route: ROUTES.secondFactorPasskeyOptions,
  method: 'POST',
  answer: authenticationOptionsSchema,
  body: () => ({}),
});
const secondStep = defineCall({
  route: ROUTES.secondFactor,
  method: 'POST',
  answer: usernameAnswerSchema,
  body: (passkey: AuthenticationResponseJSON) => ({ passkey }),
});

/** The one-step "Sign in with a passkey": no username, no password. */
export async function signInWithPasskey(): Promise<{ username: string }> {
  return passkeySignIn(await startAuthentication({ optionsJSON: await signInOptions() }));
}
/** The second step after the password, with one of the member's passkeys. */
export async function passkeySecondStep(): Promise<{ username: string }> {
  return secondStep(await startAuthentication({ optionsJSON: await secondStepOptions() }));
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
