import type { Role, SessionInfo } from '../../lib/api/auth';
import type { ActivityPage, ActivityQuery } from '../../lib/api/activity';
import type { InviteSent, StaffList } from '../../lib/api/staff';
import { ApiError, getJson, sendJson } from './http';

/**
 * The calls of the staff and account screens and the sign-in pages around
 * them (README "Staff, sessions and activity API"). Same helpers as
 * admin-api.ts: every failure is raised as `Error("<status>: <body>")`.
 * Writes that carry no data still send `{}`: these endpoints read a JSON
 * body on every write (415 without one).
 */

export type { ActivityPage, ActivityQuery, InviteSent, SessionInfo, StaffList };

export const staffKeys = {
  staff: ['admin', 'staff'] as const,
  sessions: ['admin', 'sessions'] as const,
  twoFactorSetting: ['admin', 'settings', 'two-factor'] as const,
  activity: (query: ActivityQuery) => ['admin', 'activity', query] as const,
};

// Sign-in and the pages a link in an e-mail opens (no session needed).
export type SecondFactorInput = { code: string } | { recovery_code: string };
export const sendSecondFactor = (input: SecondFactorInput) =>
  sendJson<{ username: string }>('POST', '/api/admin/login/second-factor', input);
export const fetchResetAvailability = () => getJson<{ available: boolean }>('/api/admin/password-reset');
export const requestPasswordReset = (email: string) => sendJson<{ message?: string }>('POST', '/api/admin/password-reset', { email });
export const confirmPasswordReset = (token: string, password: string) =>
  sendJson<unknown>('POST', '/api/admin/password-reset/confirm', { token, password });
export const acceptInvite = (token: string, username: string, password: string) =>
  sendJson<{ username: string }>('POST', '/api/admin/invite-accept', { token, username, password });
export const confirmEmailChange = (token: string) => sendJson<{ email: string }>('POST', '/api/admin/account/email/confirm', { token });

// Authenticator app (also used while enrolling right after the password).
export const startTotp = () => sendJson<{ secret: string; uri: string; qr: string }>('POST', '/api/admin/account/totp', {});
export const confirmTotp = (code: string) => sendJson<{ recovery_codes: string[] }>('POST', '/api/admin/account/totp/confirm', { code });
export const removeTotp = () => sendJson<null>('DELETE', '/api/admin/account/totp', {});
export const regenerateRecoveryCodes = () => sendJson<{ recovery_codes: string[] }>('POST', '/api/admin/account/recovery-codes', {});

// Staff screen.
export const fetchStaff = () => getJson<StaffList>('/api/admin/staff', { on401: 'null' });
export const inviteStaff = ({ email, role }: { email: string; role: Role }) =>
  sendJson<InviteSent>('POST', '/api/admin/invites', { email, role });
export const changeRole = (username: string, role: Role) =>
  sendJson<{ username: string; role: Role }>('PATCH', `/api/admin/staff/${encodeURIComponent(username)}`, { role });
export const endMemberSessions = (username: string) =>
  sendJson<{ ended: number }>('DELETE', `/api/admin/staff/${encodeURIComponent(username)}/sessions`, {});
export const resendInvite = (id: string) => sendJson<InviteSent>('POST', `/api/admin/invites/${encodeURIComponent(id)}/resend`, {});
export const revokeInvite = (id: string) => sendJson<null>('DELETE', `/api/admin/invites/${encodeURIComponent(id)}`, {});
export const removeStaff = (username: string) => sendJson<null>('DELETE', `/api/admin/staff/${encodeURIComponent(username)}`, {});
export const fetchTwoFactorSetting = () => getJson<{ required: boolean }>('/api/admin/settings/two-factor');
export const saveTwoFactorSetting = (required: boolean) =>
  sendJson<{ required: boolean }>('PUT', '/api/admin/settings/two-factor', { required });

// My account.
export const fetchSessions = () => getJson<SessionInfo[]>('/api/admin/sessions', { on401: 'null' });
export const endSession = (id: string) => sendJson<null>('DELETE', `/api/admin/sessions/${encodeURIComponent(id)}`, {});
export const endOtherSessions = () => sendJson<{ ended: number }>('DELETE', '/api/admin/sessions', {});
export const changePassword = (current: string, password: string) =>
  sendJson<{ ended: number }>('POST', '/api/admin/account/password', { current, password });
export const changeEmail = (email: string) => sendJson<unknown>('POST', '/api/admin/account/email', { email });
export const verifyPassword = (password: string) => sendJson<unknown>('POST', '/api/admin/account/verify', { password });

/** True for the server's 403 {reauth: true}: the change needs the password again (a fresh check). */
export function needsReauth(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.field('reauth') === true;
}

/** The activity query as the address of the API (and of its CSV download). */
export function activityPath(query: ActivityQuery): string {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'from', 'to', 'page', 'format'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/admin/activity${search ? `?${search}` : ''}`;
}
export const fetchActivity = (query: ActivityQuery) => getJson<ActivityPage>(activityPath(query), { on401: 'null' });
