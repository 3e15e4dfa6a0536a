import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sessionInfoSchema, totpSetupSchema, type SessionInfo } from '../../lib/api/auth';
import { address, ROUTES } from '../../lib/api/routes';
import { parseAnswer, sendJson } from './http';
import { defineWrite } from './mutation';
import { defineRead } from './read';
import { useStaff } from './staff-api';

/**
 * My account (README "Staff, sessions and activity API"): sessions, password,
 * e-mail, the authenticator app and recovery codes, and the fresh check they
 * need. The Staff list shows each member's second factors, so changing one
 * refreshes it.
 */
export type { SessionInfo };

export const useSessions = defineRead({ route: ROUTES.sessions, schema: z.array(sessionInfoSchema), nullWhenSignedOut: true });
export const useEndSession = defineWrite({
  call: (session: SessionInfo) => sendJson<null>('DELETE', address(ROUTES.session, { id: session.id }), {}),
  failure: 'Session not ended',
  refreshesLater: [useSessions.all],
});
export const useEndOtherSessions = defineWrite({
  call: () => sendJson<{ ended: number }>('DELETE', ROUTES.sessions, {}),
  failure: 'Sessions not ended',
  refreshesLater: [useSessions.all],
});
/** Every other session ends with the old password. */
export const useChangePassword = defineWrite({
  call: ({ current, password }: { current: string; password: string }) =>
    sendJson<{ ended: number }>('POST', ROUTES.accountPassword, { current, password }),
  failure: 'Password not changed',
  refreshesLater: [useSessions.all],
});
/** Mails a link to the new address; the change applies when it is opened. */
export const useChangeEmail = defineWrite({
  call: (email: string) => sendJson<unknown>('POST', ROUTES.accountEmail, { email }),
  failure: 'E-mail not changed',
});
/** The fresh check: the password again, for changes the server refused with 403 {reauth: true}. */
export const useVerifyPassword = defineWrite({
  call: (password: string) => sendJson<unknown>('POST', ROUTES.accountVerify, { password }),
  failure: 'Password not accepted',
});

// Authenticator app (also used while enrolling right after the password).
/** A new secret and its QR code each time it is opened (never cached): a POST, so not a defineRead. */
export const useTotpSetup = () =>
  useQuery({
    queryKey: [ROUTES.totp, 'setup'],
    queryFn: async () => parseAnswer(totpSetupSchema, `POST ${ROUTES.totp}`, await sendJson<unknown>('POST', ROUTES.totp, {})),
    gcTime: 0,
  });
export const useConfirmTotp = defineWrite({
  call: (code: string) => sendJson<{ recovery_codes: string[] }>('POST', ROUTES.totpConfirm, { code }),
  failure: 'Code not accepted',
  refreshesLater: [useStaff.all],
});
export const useRemoveTotp = defineWrite({
  call: () => sendJson<null>('DELETE', ROUTES.totp, {}),
  failure: 'Not removed',
  refreshesLater: [useStaff.all],
});
export const useRegenerateRecoveryCodes = defineWrite({
  call: () => sendJson<{ recovery_codes: string[] }>('POST', ROUTES.recoveryCodes, {}),
  failure: 'No new codes',
});
