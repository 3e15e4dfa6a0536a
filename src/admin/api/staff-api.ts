import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../lib/api/auth';
import type { InviteSent, StaffList } from '../../lib/api/staff';
import { getJson, sendJson } from './http';
import { defineWrite } from './mutation';

/**
 * The Staff screen's calls (README "Staff, sessions and activity API"):
 * members, invites and the two-factor rule. Writes that carry no data still
 * send `{}`: these endpoints read a JSON body on every write (415 without one).
 */
export type { InviteSent, StaffList };

export const staffKeys = {
  staff: ['admin', 'staff'] as const,
  twoFactorSetting: ['admin', 'settings', 'two-factor'] as const,
};

const member = (username: string, tail = '') => `/api/admin/staff/${encodeURIComponent(username)}${tail}`;
const invitePath = (id: string, tail = '') => `/api/admin/invites/${encodeURIComponent(id)}${tail}`;

/** Members and pending invites (also who may be named as an article's author). */
export const useStaff = () =>
  useQuery({ queryKey: staffKeys.staff, queryFn: () => getJson<StaffList>('/api/admin/staff', { on401: 'null' }) });
export const useTwoFactorSetting = () =>
  useQuery({ queryKey: staffKeys.twoFactorSetting, queryFn: () => getJson<{ required: boolean }>('/api/admin/settings/two-factor') });

export const useInviteStaff = defineWrite({
  call: ({ email, role }: { email: string; role: Role }) => sendJson<InviteSent>('POST', '/api/admin/invites', { email, role }),
  failure: 'Invite not sent',
  refreshesLater: [staffKeys.staff],
});
export const useChangeRole = defineWrite({
  call: ({ username, role }: { username: string; role: Role }) =>
    sendJson<{ username: string; role: Role }>('PATCH', member(username), { role }),
  failure: 'Role not changed',
  refreshesLater: [staffKeys.staff],
});
export const useEndMemberSessions = defineWrite({
  call: (username: string) => sendJson<{ ended: number }>('DELETE', member(username, '/sessions'), {}),
  failure: 'Sessions not ended',
});
export const useRemoveStaff = defineWrite({
  call: (username: string) => sendJson<null>('DELETE', member(username), {}),
  failure: 'Not removed',
  refreshesLater: [staffKeys.staff],
});
export const useResendInvite = defineWrite({
  call: (id: string) => sendJson<InviteSent>('POST', invitePath(id, '/resend'), {}),
  failure: 'Invite not sent',
  refreshesLater: (answer) => (answer?.mailed ? [staffKeys.staff] : []),
});
export const useRevokeInvite = defineWrite({
  call: (id: string) => sendJson<null>('DELETE', invitePath(id), {}),
  failure: 'Invite not revoked',
  refreshesLater: [staffKeys.staff],
});
export const useSaveTwoFactorSetting = defineWrite({
  call: (required: boolean) => sendJson<{ required: boolean }>('PUT', '/api/admin/settings/two-factor', { required }),
  failure: 'Setting not saved',
  update: (queryClient, answer) => queryClient.setQueryData(staffKeys.twoFactorSetting, answer),
});
