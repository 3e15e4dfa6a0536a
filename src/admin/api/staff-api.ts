import { endedSessionsSchema, twoFactorSettingSchema, type Role } from '../../lib/api/auth';
import { inviteSentSchema, roleChangedSchema, staffListSchema, type InviteSent } from '../../lib/api/staff';
import { ROUTES } from '../../lib/api/routes';
import { defineWrite, noAnswer } from './mutation';
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
  route: ROUTES.invites,
  method: 'POST',
  answer: inviteSentSchema,
  body: ({ email, role }: { email: string; role: Role }) => ({ email, role }),
  failure: 'Invite not sent',
  refreshesLater: [useStaff.all],
});
export const useChangeRole = defineWrite({
  route: ROUTES.staffMember,
  method: 'PATCH',
  answer: roleChangedSchema,
  params: ({ username }: { username: string; role: Role }) => ({ username }),
  body: ({ role }) => ({ role }),
  failure: 'Role not changed',
  refreshesLater: [useStaff.all],
});
export const useEndMemberSessions = defineWrite({
  route: ROUTES.staffMemberSessions,
  method: 'DELETE',
  answer: endedSessionsSchema,
  params: (username: string) => ({ username }),
  body: () => ({}),
  failure: 'Sessions not ended',
});
export const useRemoveStaff = defineWrite({
  route: ROUTES.staffMember,
  method: 'DELETE',
  answer: noAnswer,
  params: (username: string) => ({ username }),
  body: () => ({}),
  failure: 'Not removed',
  refreshesLater: [useStaff.all],
});
export const useResendInvite = defineWrite({
  route: ROUTES.inviteResend,
  method: 'POST',
  answer: inviteSentSchema,
  params: (id: string) => ({ id }),
  body: () => ({}),
  failure: 'Invite not sent',
  refreshesLater: (answer) => (answer.mailed ? [useStaff.all] : []),
});
export const useRevokeInvite = defineWrite({
  route: ROUTES.invite,
  method: 'DELETE',
  answer: noAnswer,
  params: (id: string) => ({ id }),
  body: () => ({}),
  failure: 'Invite not revoked',
  refreshesLater: [useStaff.all],
});
export const useSaveTwoFactorSetting = defineWrite({
  route: ROUTES.twoFactorSetting,
  method: 'PUT',
  answer: twoFactorSettingSchema,
  body: (required: boolean) => ({ required }),
  failure: 'Setting not saved',
  update: (queryClient, answer) => queryClient.setQueryData(useTwoFactorSetting.key(), answer),
});
