import { useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '../../lib/api/auth';
import { getJson, sendJson } from './http';
import { defineWrite } from './mutation';
import { staffKeys } from './staff-api';

/**
 * My account (README "Staff, sessions and activity API"): sessions, password,
 * e-mail, the authenticator app and recovery codes, and the fresh check they
 * need. The Staff list shows each member's second factors, so changing one
 * refreshes it.
 */
export type { SessionInfo };

export const accountKeys = {
  sessions: ['admin', 'sessions'] as const,
  totpSetup: ['admin', 'totp-setup'] as const,
};

export const useSessions = () =>
  useQuery({ queryKey: accountKeys.sessions, queryFn: () => getJson<SessionInfo[]>('/api/admin/sessions', { on401: 'null' }) });
export const useEndSession = defineWrite({
  call: (session: SessionInfo) => sendJson<null>('DELETE', `/api/admin/sessions/${encodeURIComponent(session.id)}`, {}),
  failure: 'Session not ended',
  refreshesLater: [accountKeys.sessions],
});
export const useEndOtherSessions = defineWrite({
  call: () => sendJson<{ ended: number }>('DELETE', '/api/admin/sessions', {}),
  failure: 'Sessions not ended',
  refreshesLater: [accountKeys.sessions],
});
/** Every other session ends with the old password. */
export const useChangePassword = defineWrite({
  call: ({ current, password }: { current: string; password: string }) =>
    sendJson<{ ended: number }>('POST', '/api/admin/account/password', { current, password }),
  failure: 'Password not changed',
  refreshesLater: [accountKeys.sessions],
});
/** Mails a link to the new address; the change applies when it is opened. */
export const useChangeEmail = defineWrite({
  call: (email: string) => sendJson<unknown>('POST', '/api/admin/account/email', { email }),
  failure: 'E-mail not changed',
});
/** The fresh check: the password again, for changes the server refused with 403 {reauth: true}. */
export const useVerifyPassword = defineWrite({
  call: (password: string) => sendJson<unknown>('POST', '/api/admin/account/verify', { password }),
  failure: 'Password not accepted',
});

// Authenticator app (also used while enrolling right after the password).
/** A new secret and its QR code each time it is opened (never cached). */
export const useTotpSetup = () =>
  useQuery({
    queryKey: accountKeys.totpSetup,
    queryFn: () => sendJson<{ secret: string; uri: string; qr: string }>('POST', '/api/admin/account/totp', {}),
    gcTime: 0,
  });
export const useConfirmTotp = defineWrite({
  call: (code: string) => sendJson<{ recovery_codes: string[] }>('POST', '/api/admin/account/totp/confirm', { code }),
  failure: 'Code not accepted',
  refreshesLater: [staffKeys.staff],
});
export const useRemoveTotp = defineWrite({
  call: () => sendJson<null>('DELETE', '/api/admin/account/totp', {}),
  failure: 'Not removed',
  refreshesLater: [staffKeys.staff],
});
export const useRegenerateRecoveryCodes = defineWrite({
  call: () => sendJson<{ recovery_codes: string[] }>('POST', '/api/admin/account/recovery-codes', {}),
  failure: 'No new codes',
});
