import { z } from 'zod';
import { authenticationResponseSchema } from './passkey-schemas';

/** Sign-in's second step, setting up factors, recovery codes and the site setting. */

/** POST /api/admin/login answers {username} alone when no second step follows. */
export const loginAnswerSchema = z.object({
  username: z.string(),
  /** `required`: send a code to /api/admin/login/second-factor; `enrol`: set up an authenticator first. */
  second_factor: z.enum(['required', 'enrol']).optional(),
  /** With `required`: the factors the member has, so the page offers each (an authenticator code, a passkey). */
  methods: z.array(z.enum(['totp', 'passkey'])).optional(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

const codeSchema = z.string().trim().min(1, 'Please enter the code').max(40, 'That code is too long');

/** POST /api/admin/login/second-factor: a code from the authenticator app, one recovery code, or a passkey's answer. */
export const secondFactorSchema = z.union(
  [z.object({ code: codeSchema }), z.object({ recovery_code: codeSchema }), z.object({ passkey: authenticationResponseSchema })],
  { error: 'Please enter the code from your authenticator app, or a recovery code' },
);
export type SecondFactorInput = z.infer<typeof secondFactorSchema>;

/** POST /api/admin/account/totp answers this: what the app needs (QR code, or the secret to type). */
export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string(), qr: z.string() });

/** POST /api/admin/account/totp/confirm */
export const totpConfirmSchema = z.object({ code: codeSchema });

/** Recovery codes, shown once (after the first authenticator, and on regenerating). */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/** GET/PUT /api/admin/settings/two-factor */
export const twoFactorSettingSchema = z.object({ required: z.boolean({ error: 'required must be true or false' }) });
