import { z } from 'zod';

/**
 * Passkeys (WebAuthn): what the browser's @simplewebauthn/browser hands back
 * (startRegistration / startAuthentication), checked for shape only: the
 * server's @simplewebauthn/server verifies everything inside. Also the names
 * and the list My account shows.
 */

/** base64url, as every binary field of a WebAuthn response is sent. */
const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, 'Not base64url');
const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(10);
const attachment = z.enum(['platform', 'cross-platform']).optional();
const extensionResults = z.record(z.string(), z.unknown());

/** RegistrationResponseJSON (startRegistration's answer). */
export const registrationResponseSchema = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});

/** AuthenticationResponseJSON (startAuthentication's answer). */
export const authenticationResponseSchema = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

export const passkeyNameSchema = z
  .string({ error: 'Please give the passkey a name' })
  .trim()
  .min(1, 'Please give the passkey a name')
  .max(60, 'Please use at most 60 characters');

/** POST /api/admin/account/passkeys: the new passkey and the name its owner gave it. */
export const passkeyRegisterSchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema });

/** PATCH /api/admin/account/passkeys/:id */
export const passkeyRenameSchema = z.object({ name: passkeyNameSchema });

/** POST /api/admin/login/passkey (the one-step sign-in) */
export const passkeySignInSchema = z.object({ response: authenticationResponseSchema });

/** One passkey as My account lists it. */
export const passkeyInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeyInfo = z.infer<typeof passkeyInfoSchema>;
