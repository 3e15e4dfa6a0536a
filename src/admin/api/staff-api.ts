import { twoFactorSettingSchema, type Role } from '../../lib/api/auth';
import { staffListSchema, type InviteSent } from '../../lib/api/staff';
import { address, ROUTES } from '../../lib/api/routes';
import { sendJson } from './http';
import { defineWrite } from './mutation';
import { defineRead } from './read';

/**
 * The Staff screen's calls (README "Staff, sessions and activity API"):
 * members, invites and the two-factor rule. Writes that carry no data still
 * send `{}`: these endpoints read a JSON body on every write (415 without one).
 */
export type { InviteSent };

/** Members and pending invites (also who may be named as an article's author). */
export const useStaff = defineRead({ route: ROUTES.staff, schema: staffListSchema, nullWhenSignedOut: true });
export const useTwoFactorSetting = defineRead({ route: ROUTES.twoFactorSetting, schema: twoFactorSettingSchema });

export const useInviteStaff = defineWrite({
  call: ({ email, role }: { email: string; role: Role }) => sendJson<InviteSent>('POST', ROUTES.invites, { email, role }),
  failure: 'Invite not sent',
  refreshesLater: [useStaff.all],
});
export const useChangeRole = defineWrite({
  call: ({ username, role }: { username: string; role: Role }) =>
    sendJson<{ username: string; role: Role }>('PATCH', address(ROUTES.staffMember, { username }), { role }),
  failure: 'Role not changed',
  refreshesLater: [useStaff.all],
});
export const useEndMemberSessions = defineWrite({
  call: (username: string) => sendJson<{ ended: number }>('DELETE', address(ROUTES.staffMemberSessions, { username }), {}),
  failure: 'Sessions not ended',
});
export const useRemoveStaff = defineWrite({
  call: (username: string) => sendJson<null>('DELETE', address(ROUTES.staffMember, { username }), {}),
  failure: 'Not removed',
  refreshesLater: [useStaff.all],
});
export const useResendInvite = defineWrite({
  call: (id: string) => sendJson<InviteSent>('POST', address(ROUTES.inviteResend, { id }), {}),
  failure: 'Invite not sent',
  refreshesLater: (answer) => (answer?.mailed ? [useStaff.all] : []),
});
export const useRevokeInvite = defineWrite({
  call: (id: string) => sendJson<null>('DELETE', address(ROUTES.invite, { id }), {}),
  failure: 'Invite not revoked',
  refreshesLater: [useStaff.all],
});
export const useSaveTwoFactorSetting = defineWrite({
  call: (required: boolean) => sendJson<{ required: boolean }>('PUT', ROUTES.twoFactorSetting, { required }),
  failure: 'Setting not saved',
  update: (queryClient, answer) => queryClient.setQueryData(useTwoFactorSetting.key(), answer),
});
