import type { AdminProfile, LoginRequest, SetupRequest, LoginAnswer } from '../../lib/api/auth';
import { useQuery } from '@tanstack/react-query';
import { getJson, sendJson } from './http';
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

export const authKeys = {
  me: ['admin', 'me'] as const,
  resetAvailability: ['admin', 'password-reset'] as const,
};

/** Who is signed in; a 401 means "not signed in", which the screens treat as no data. */
export const useMe = () => useQuery({ queryKey: authKeys.me, queryFn: () => getJson<AdminProfile>('/api/admin/me', { on401: 'null' }) });
/** Whether a reset link can be sent (a mail server is set up). */
export const useResetAvailability = () =>
  useQuery({ queryKey: authKeys.resetAvailability, queryFn: () => getJson<{ available: boolean }>('/api/admin/password-reset') });

/** `{username}`, plus `second_factor` when a second step (two-factor sign-in) follows. */
export const useLogin = defineWrite({
  call: (input: LoginInput) => sendJson<LoginAnswer>('POST', '/api/admin/login', input),
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
  call: (input: SecondFactorInput) => sendJson<{ username: string }>('POST', '/api/admin/login/second-factor', input),
  failure: LOGIN_MESSAGES.failedTitle,
  fallback: 'That code was not accepted.',
});
export const usePasskeySecondStep = defineWrite({
  call: passkeySecondStep,
  failure: LOGIN_MESSAGES.failedTitle,
  fallback: 'That passkey was not accepted.',
  describe: passkeyErrorSentence,
});
export const useLogout = defineWrite({ call: () => sendJson<null>('POST', '/api/admin/logout'), failure: 'Logout failed' });
export const useSetup = defineWrite({
  call: (input: SetupInput) => sendJson<Pick<AdminProfile, 'username'>>('POST', '/api/admin/setup', input),
  failure: SETUP_MESSAGES.failedTitle,
  fallback: SETUP_MESSAGES.failedFallback,
});

export const useRequestPasswordReset = defineWrite({
  call: (email: string) => sendJson<{ message?: string }>('POST', '/api/admin/password-reset', { email }),
  failure: 'Could not send the link',
});
export const useConfirmPasswordReset = defineWrite({
  call: ({ token, password }: { token: string; password: string }) =>
    sendJson<unknown>('POST', '/api/admin/password-reset/confirm', { token, password }),
  failure: 'Password not changed',
});
export const useAcceptInvite = defineWrite({
  call: ({ token, username, password }: { token: string; username: string; password: string }) =>
    sendJson<{ username: string }>('POST', '/api/admin/invite-accept', { token, username, password }),
  failure: 'Account not created',
});
/** The page shows the outcome itself (no toast). */
export const useConfirmEmailChange = defineWrite({
  call: (token: string) => sendJson<{ email: string }>('POST', '/api/admin/account/email/confirm', { token }),
});
