import { adminProfileSchema, type AdminProfile, type LoginRequest, type SetupRequest, type LoginAnswer } from '../../lib/api/auth';
import { resetAvailabilitySchema } from '../../lib/api/staff';
import { ROUTES } from '../../lib/api/routes';
import { sendJson } from './http';
import { defineRead } from './read';
import { LOGIN_MESSAGES, SETUP_MESSAGES } from '../lib/admin-forms';
import { defineWrite } from './mutation';
import { passkeyErrorSentence, passkeySecondStep, signInWithPasskey } from './passkeys-api';

/**
 * Signing in and out, the first admin, and the pages a link in an e-mail
 * opens (no session needed). Writes that carry no data still send `{}` where
 * the endpoint reads a JSON body on every write (415 without one).
 */
export type { AdminProfile };
export type LoginInput = LoginRequest;
export type SetupInput = SetupRequest;

/** Who is signed in; a 401 means "not signed in", which the screens treat as no data. */
export const useMe = defineRead({ route: ROUTES.me, schema: adminProfileSchema, nullWhenSignedOut: true });
/** Whether a reset link can be sent (a mail server is set up). */
export const useResetAvailability = defineRead({ route: ROUTES.passwordReset, schema: resetAvailabilitySchema });

/** `{username}`, plus `second_factor` when a second step (two-factor sign-in) follows. */
export const useLogin = defineWrite({
  call: (input: LoginInput) => sendJson<LoginAnswer>('POST', ROUTES.login, input),
  failure: LOGIN_MESSAGES.failedTitle,
  fallback: LOGIN_MESSAGES.failedFallback,
});
/** The one-step "Sign in with a passkey": no username, no password. */
export const usePasskeySignIn = defineWrite({
  call: signInWithPasskey,
  failure: LOGIN_MESSAGES.failedTitle,
  fallback: LOGIN_MESSAGES.failedFallback,
  describe: passkeyErrorSentence,
});
export type SecondFactorInput = { code: string } | { recovery_code: string };
export const useSecondFactor = defineWrite({
  call: (input: SecondFactorInput) => sendJson<{ username: string }>('POST', ROUTES.secondFactor, input),
  failure: LOGIN_MESSAGES.failedTitle,
  fallback: 'That code was not accepted.',
});
export const usePasskeySecondStep = defineWrite({
  call: passkeySecondStep,
  failure: LOGIN_MESSAGES.failedTitle,
  fallback: 'That passkey was not accepted.',
  describe: passkeyErrorSentence,
});
export const useLogout = defineWrite({ call: () => sendJson<null>('POST', ROUTES.logout), failure: 'Logout failed' });
export const useSetup = defineWrite({
  call: (input: SetupInput) => sendJson<Pick<AdminProfile, 'username'>>('POST', ROUTES.setup, input),
  failure: SETUP_MESSAGES.failedTitle,
  fallback: SETUP_MESSAGES.failedFallback,
});

export const useRequestPasswordReset = defineWrite({
  call: (email: string) => sendJson<{ message?: string }>('POST', ROUTES.passwordReset, { email }),
  failure: 'Could not send the link',
});
export const useConfirmPasswordReset = defineWrite({
  call: ({ token, password }: { token: string; password: string }) =>
    sendJson<unknown>('POST', ROUTES.passwordResetConfirm, { token, password }),
  failure: 'Password not changed',
});
export const useAcceptInvite = defineWrite({
  call: ({ token, username, password }: { token: string; username: string; password: string }) =>
    sendJson<{ username: string }>('POST', ROUTES.inviteAccept, { token, username, password }),
  failure: 'Account not created',
});
/** The page shows the outcome itself (no toast). */
export const useConfirmEmailChange = defineWrite({
  call: (token: string) => sendJson<{ email: string }>('POST', ROUTES.accountEmailConfirm, { token }),
});
