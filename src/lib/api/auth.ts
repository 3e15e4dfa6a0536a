import { z } from 'zod';

/**
 * What the admin screens send to /api/admin/*, validated the same way by the
 * forms (messages next to fields) and by the functions (the truth).
 */
export const ADMIN_LIMITS = {
  usernameMin: 3,
  usernameMax: 50,
  passwordMin: 6,
  /** bcrypt ignores every byte after the 72nd, so longer passwords are refused rather than silently cut. */
  passwordMaxBytes: 72,
  emailMax: 254,
} as const;

const utf8Length = (value: string) => new TextEncoder().encode(value).length;

export const usernameSchema = z
  .string({ error: 'Please enter a username' })
  .trim()
  .min(1, 'Please enter a username')
  .min(ADMIN_LIMITS.usernameMin, `Username must be at least ${ADMIN_LIMITS.usernameMin} characters long`)
  .max(ADMIN_LIMITS.usernameMax, `Username must be at most ${ADMIN_LIMITS.usernameMax} characters long`)
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may only contain letters, digits, dots, dashes and underscores');

/**
 * The names the system itself writes where a member's username goes (an
 * activity entry's actor, an audit's `requestedBy`, a report's `madeBy`, a
 * status change's `by`), one list: the code takes each from here. No member may
 * choose one (setup, invite accept), so an entry never reads as if a person
 * made what the system did, or the other way round; compared ignoring case.
 */
export const SYSTEM_ACTORS = {
  /** A website audit a lead's form asked for (audit/requests.ts). */
  lead: 'lead',
  /** The monthly client reports the hourly schedule makes from the 2nd (clients/making.ts). */
  monthlyReport: 'monthly-report',
  /** `npm run backup -- --pull`, which downloads the latest backup (backups/job.ts). */
  backupCommand: 'backup-command',
  /** The spam check's status change on arrival (leads/creation.ts; shown to staff as written, and with its space never a username). */
  spamCheck: 'Spam check',
  /** Work the scheduled functions start (the weekly backup's trigger) and whatever else the system does. */
  schedule: 'schedule',
  system: 'system',
} as const;

const RESERVED_USERNAMES = new Set(Object.values(SYSTEM_ACTORS).map((name) => name.toLowerCase()));

export const isReservedUsername = (username: string): boolean => RESERVED_USERNAMES.has(username.trim().toLowerCase());

/** A name a new member chooses (setup, invite accept): a username the system does not use for itself. */
export const newUsernameSchema = usernameSchema.refine((username) => !isReservedUsername(username), {
  message: 'That name is kept for what the system does on its own; please choose another username',
});

export const newPasswordSchema = z
  .string({ error: 'Please enter a password' })
  .min(1, 'Please enter a password')
  .min(ADMIN_LIMITS.passwordMin, `Password must be at least ${ADMIN_LIMITS.passwordMin} characters long`)
  .refine((value) => utf8Length(value) <= ADMIN_LIMITS.passwordMaxBytes, {
    message: `Password must be at most ${ADMIN_LIMITS.passwordMaxBytes} bytes long (fewer if it uses accented letters or symbols)`,
  });

export const adminEmailSchema = z
  .string({ error: 'Please enter an e-mail address' })
  .trim()
  .min(1, 'Please enter an e-mail address')
  .max(ADMIN_LIMITS.emailMax, `E-mail must be at most ${ADMIN_LIMITS.emailMax} characters long`)
  .pipe(z.email('Please enter a valid e-mail address'));

/** POST /api/admin/setup (the server also refuses a common password, with password-policy.ts's list and message). */
export const setupRequestSchema = z.object({
  username: newUsernameSchema,
  email: adminEmailSchema,
  password: newPasswordSchema,
});
export type SetupRequest = z.infer<typeof setupRequestSchema>;

/** POST /api/admin/login: only presence is checked; anything else is simply a wrong password. */
export const loginRequestSchema = z.object({
  username: z.string({ error: 'Please enter your username' }).trim().min(1, 'Please enter your username').max(200),
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(1000),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * What a staff member may do (docs/staff-and-security.md): Admin everything;
 * Editor page text, search appearance, articles and newsletter composing;
 * Sales the lead inbox. Accounts stored before roles existed read as Admin.
 */
export const ROLES = ['admin', 'editor', 'sales'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', editor: 'Editor', sales: 'Sales' };
export const roleSchema = z.enum(ROLES, { error: 'Choose a role: Admin, Editor or Sales' });

export const adminProfileSchema = z.object({
  username: z.string(),
  email: z.string(),
  /** What the member may do (ROLES above); the admin shows only the screens of this role. */
  role: roleSchema,
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** One open session, as GET /api/admin/sessions lists them. */
export const sessionInfoSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  /** Coarse: updated at most every five minutes. */
  last_seen_at: z.string(),
  browser: z.string(),
  os: z.string(),
  place: z.string(),
  /** Truncated to its network, e.g. 203.0.113.0/24. */
  address: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** DELETE /api/admin/sessions (without an id): every other session ended. */
export const endedSessionsSchema = z.object({ ended: z.number() });

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

/**
 * The options the server hands the browser for a passkey ceremony
 * (@simplewebauthn/server's PublicKeyCredentialCreationOptionsJSON and
 * PublicKeyCredentialRequestOptionsJSON), checked for shape before the
 * browser gets them.
 */
const credentialDescriptorSchema = z.object({ id: base64url, type: z.literal('public-key'), transports: z.array(z.string()).optional() });
const ceremonyHints = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional();
const extensionInputs = z
  .object({
    appid: z.string().optional(),
    credProps: z.boolean().optional(),
    hmacCreateSecret: z.boolean().optional(),
    minPinLength: z.boolean().optional(),
  })
  .optional();
const requirement = z.enum(['discouraged', 'preferred', 'required']);

/** POST /api/admin/account/passkeys/options: adding a passkey. */
export const registrationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: base64url.min(1),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: attachment,
      requireResidentKey: z.boolean().optional(),
      residentKey: requirement.optional(),
      userVerification: requirement.optional(),
    })
    .optional(),
  hints: ceremonyHints,
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  attestationFormats: z.array(z.enum(['fido-u2f', 'packed', 'android-safetynet', 'android-key', 'tpm', 'apple', 'none'])).optional(),
  extensions: extensionInputs,
});

/** POST /api/admin/login/passkey/options, .../second-factor/passkey-options and .../verify/passkey-options: using one. */
export const authenticationOptionsSchema = z.object({
  challenge: base64url.min(1),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: requirement.optional(),
  hints: ceremonyHints,
  extensions: extensionInputs,
});

/** One passkey as My account lists it. */
export const passkeyInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeyInfo = z.infer<typeof passkeyInfoSchema>;

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

/**
 * Who is signed in or was made: the answer of the second step and the passkey sign-in, of setup,
 * of accepting an invite and of a password reset.
 */
export const usernameAnswerSchema = z.object({ username: z.string() });

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
