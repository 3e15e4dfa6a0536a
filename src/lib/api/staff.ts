import { z } from 'zod';
import { adminEmailSchema, authenticationResponseSchema, newUsernameSchema, roleSchema } from './auth';
import { staffPasswordSchema } from './password-policy';

/** Requests and answers of the Staff and My account screens, the invite, reset and e-mail-confirm pages. */

/** A link token from an e-mail (invite, reset, e-mail confirmation); its shape only, the server decides the rest. */
const linkTokenSchema = z.string({ error: 'This link is not valid.' }).min(1, 'This link is not valid.').max(200);

/** POST /api/admin/invites */
export const inviteRequestSchema = z.object({ email: adminEmailSchema, role: roleSchema });

/** PATCH /api/admin/staff/:username: an Admin changes a member's role. */
export const roleChangeSchema = z.object({ role: roleSchema });
/** ...and its answer: the member and the role they have now. */
export const roleChangedSchema = z.object({ username: z.string(), role: roleSchema });

/** POST /api/admin/invite-accept: the invitee chooses their own username and password. */
export const inviteAcceptSchema = z.object({ token: linkTokenSchema, username: newUsernameSchema, password: staffPasswordSchema });

/** POST /api/admin/account/password */
export const passwordChangeSchema = z.object({
  current: z.string({ error: 'Please enter your current password' }).min(1, 'Please enter your current password').max(1000),
  password: staffPasswordSchema,
});

/** POST /api/admin/account/verify: the fresh check before sensitive changes, by password or by one of the member's passkeys. */
export const reauthSchema = z
  .object({
    password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(1000).optional(),
    passkey: authenticationResponseSchema.optional(),
  })
  .refine((value) => value.password !== undefined || value.passkey !== undefined, {
    message: 'Please enter your password',
    path: ['password'],
  });

/** POST /api/admin/account/email: the new address gets a confirmation link. */
export const emailChangeSchema = z.object({ email: adminEmailSchema });

/** POST /api/admin/account/email and POST /api/admin/password-reset answer 202 with the sentence to show: a link is on its way. */
export const linkSentSchema = z.object({ message: z.string() });

/** POST /api/admin/account/email/confirm answers the address now in use. */
export const emailChangedSchema = z.object({ email: z.string() });

/** POST /api/admin/account/email/confirm and POST /api/admin/invite-accept/check */
export const linkTokenRequestSchema = z.object({ token: linkTokenSchema });

/** POST /api/admin/password-reset */
export const resetRequestSchema = z.object({ email: adminEmailSchema });

/** POST /api/admin/password-reset/confirm */
export const resetConfirmSchema = z.object({ token: linkTokenSchema, password: staffPasswordSchema });

export const staffMemberSchema = z.object({
  username: z.string(),
  email: z.string(),
  added_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  /** Any second factor: an authenticator app or a passkey. */
  two_factor: z.boolean(),
  two_factor_methods: z.array(z.enum(['totp', 'passkey'])),
  role: roleSchema,
  /** The signed-in admin's own account. */
  you: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const pendingInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  invited_by: z.string(),
  role: roleSchema,
  sent_at: z.string(),
  expires_at: z.string(),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;

/** GET /api/admin/staff */
export const staffListSchema = z.object({
  staff: z.array(staffMemberSchema),
  invites: z.array(pendingInviteSchema),
  /** False when no mail server is configured: invites are not e-mailed, the screen shows their link to copy. */
  mail: z.object({ configured: z.boolean() }),
  /** The site setting "require two-factor for all staff" (the Staff screen's security checklist). */
  two_factor_required: z.boolean(),
  /**
   * Where the key that keeps authenticator secrets safe comes from (`missing`: a deployed site
   * without ADMIN_FACTORS_SECRET, where adding an authenticator is refused), and whether a key
   * from before is still kept beside the factors (it only opens what it sealed).
   */
  factors_key: z.object({ source: z.enum(['environment', 'this-machine', 'missing']), stored_beside_factors: z.boolean() }),
});
export type StaffList = z.infer<typeof staffListSchema>;

/**
 * POST /api/admin/invites and /api/admin/invites/:id/resend answer this.
 * `mailed` false (no mail server, or it refused): the screen shows `link` for
 * the admin to pass on another way. The link is not stored anywhere.
 */
export const inviteSentSchema = z.object({ invite: pendingInviteSchema, mailed: z.boolean(), link: z.string() });
export type InviteSent = z.infer<typeof inviteSentSchema>;

/** GET /api/admin/password-reset: whether the login page may offer "Forgot password" (false: ask an admin). */
export const resetAvailabilitySchema = z.object({ available: z.boolean() });
