import {
  adminProfileSchema,
  loginAnswerSchema,
  usernameAnswerSchema,
  type AdminProfile,
  type LoginRequest,
  type SetupRequest,
} from '../../lib/api/auth';
import { emailChangedSchema, linkSentSchema, resetAvailabilitySchema } from '../../lib/api/staff';
import { ROUTES } from '../../lib/api/routes';
import { defineRead } from './read';
import { LOGIN_MESSAGES, SETUP_MESSAGES } from '../lib/admin-forms';
import { defineWrite, noAnswer } from './mutation';
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
  route: ROUTES.login,
  method: 'POST',
  answer: loginAnswerSchema,
  body: (input: LoginInput) => input,
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
  route: ROUTES.secondFactor,
  method: 'POST',
  answer: usernameAnswerSchema,
  body: (input: SecondFactorInput) => input,
  failure: LOGIN_MESSAGES.failedTitle,
  fallback: 'That code was not accepted.',
});
export const usePasskeySecondStep = defineWrite({
  call: passkeySecondStep,
  failure: LOGIN_MESSAGES.failedTitle,
  fallback: 'That passkey was not accepted.',
  describe: passkeyErrorSentence,
});
export const useLogout = defineWrite({ route: ROUTES.logout, method: 'POST', answer: noAnswer, failure: 'Logout failed' });
export const useSetup = defineWrite({
  route: ROUTES.setup,
  method: 'POST',
  answer: usernameAnswerSchema,
  body: (input: SetupInput) => input,
  failure: SETUP_MESSAGES.failedTitle,
  fallback: SETUP_MESSAGES.failedFallback,
});

export const useRequestPasswordReset = defineWrite({
  route: ROUTES.passwordReset,
  method: 'POST',
  answer: linkSentSchema,
  body: (email: string) => ({ email }),
  failure: 'Could not send the link',
});
export const useConfirmPasswordReset = defineWrite({
  route: ROUTES.passwordResetConfirm,
  method: 'POST',
  answer: usernameAnswerSchema,
  body: ({ token, password }: { token: string; password: string }) => ({ token, password }),
  failure: 'Password not changed',
});
export const useAcceptInvite = defineWrite({
  route: ROUTES.inviteAccept,
  method: 'POST',
  answer: usernameAnswerSchema,
  body: ({ token, username, password }: { token: string; username: string; password: string }) => ({ token, username, password }),
  failure: 'Account not created',
});
/** The page shows the outcome itself (no toast). */
export const useConfirmEmailChange = defineWrite({
  route: ROUTES.accountEmailConfirm,
  method: 'POST',
  answer: emailChangedSchema,
  body: (token: string) => ({ token }),
});
