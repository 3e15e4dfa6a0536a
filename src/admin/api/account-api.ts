import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { endedSessionsSchema, recoveryCodesSchema, sessionInfoSchema, totpSetupSchema, type SessionInfo } from '../../lib/api/auth';
import { linkSentSchema } from '../../lib/api/staff';
import { ROUTES } from '../../lib/api/routes';
import { defineCall, defineWrite, noAnswer } from './mutation';
import { defineRead } from './read';
import { useStaff } from './staff-api';

/**
 * My account (README "Staff, sessions and activity API"): sessions, password,
 * e-mail, the authenticator app and recovery codes, and the fresh check they
 * need. The Staff list shows each member's second factors, so changing one
 * refreshes it. Writes that carry no data still send `{}`: these endpoints
 * read a JSON body on every write (415 without one).
 */
export type { SessionInfo };

export const useSessions = defineRead({ route: ROUTES.sessions, schema: z.array(sessionInfoSchema), nullWhenSignedOut: true });
export const useEndSession = defineWrite({
  route: ROUTES.session,
  method: 'DELETE',
  answer: noAnswer,
  params: (session: SessionInfo) => ({ id: session.id }),
  body: () => ({}),
  failure: 'Session not ended',
  refreshesLater: [useSessions.all],
});
export const useEndOtherSessions = defineWrite({
  route: ROUTES.sessions,
  method: 'DELETE',
  answer: endedSessionsSchema,
  body: () => ({}),
  failure: 'Sessions not ended',
  refreshesLater: [useSessions.all],
});
/** Every other session ends with the old password. */
export const useChangePassword = defineWrite({
  route: ROUTES.accountPassword,
  method: 'POST',
  answer: endedSessionsSchema,
  body: ({ current, password }: { current: string; password: string }) => ({ current, password }),
  failure: 'Password not changed',
  refreshesLater: [useSessions.all],
});
/** Mails a link to the new address; the change applies when it is opened. */
export const useChangeEmail = defineWrite({
  route: ROUTES.accountEmail,
  method: 'POST',
  answer: linkSentSchema,
  body: (email: string) => ({ email }),
  failure: 'E-mail not changed',
});
/** The fresh check: the password again, for changes the server refused with 403 {reauth: true}. */
export const useVerifyPassword = defineWrite({
  route: ROUTES.accountVerify,
  method: 'POST',
  answer: noAnswer,
  body: (password: string) => ({ password }),
  failure: 'Password not accepted',
});

// Authenticator app (also used while enrolling right after the password).
const startTotpSetup = defineCall({ route: ROUTES.totp, method: 'POST', answer: totpSetupSchema, body: () => ({}) });
/** A new secret and its QR code each time it is opened (never cached): a POST, so not a defineRead. */
export const useTotpSetup = () => useQuery({ queryKey: [ROUTES.totp, 'setup'], queryFn: () => startTotpSetup(), gcTime: 0 });
export const useConfirmTotp = defineWrite({
  route: ROUTES.totpConfirm,
  method: 'POST',
  answer: recoveryCodesSchema,
  body: (code: string) => ({ code }),
  failure: 'Code not accepted',
  refreshesLater: [useStaff.all],
});
export const useRemoveTotp = defineWrite({
  route: ROUTES.totp,
  method: 'DELETE',
  answer: noAnswer,
  body: () => ({}),
  failure: 'Not removed',
  refreshesLater: [useStaff.all],
});
export const useRegenerateRecoveryCodes = defineWrite({
  route: ROUTES.recoveryCodes,
  method: 'POST',
  answer: recoveryCodesSchema,
  body: () => ({}),
  failure: 'No new codes',
});
