import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ROLES } from '../../lib/api/auth';
import { createJson, deleteKey, listFolders, listKeys, readAll, readJson, readVersioned, replaceJson, writeJson } from '../storage';

/**
 * The auth area's four stores, and the only module of the area that touches
 * storage. Usernames in keys are lower-case, so a name is one account
 * whatever its case.
 *
 * `admin-users` (kind `admins`, backed up), `adminKeys`:
 * - `users/<user>` the account (adminRecordSchema)
 * - `setup/first-admin` the claim of the first admin, created once
 * - `roles/admins` the roster of Admins, changed only by conditional writes (admins.ts)
 * - `last-sign-in/<user>` when the member last signed in (kept apart, so a sign-in never rewrites the account)
 * - `factors/<user>` the authenticator app and recovery codes (second-factors.ts), sealed
 * - `settings/require-two-factor` the site setting "require two-factor for all staff"
 * - `passkeys/<user>` the member's WebAuthn user handle and passkeys
 * - `passkey-ids/<sha256 of a credential id>` → username, for the one-step sign-in
 * - `factors-secret` the factors key of sites set up before ADMIN_FACTORS_SECRET: read, never written
 *
 * `admin-auth` (kind `auth`, never backed up; the secrets area keeps its secrets here too), `authKeys`:
 * - `second-factor/<user>` the count of wrong second-step answers and its holds (login-second-step-hold.ts)
 * - `known-addresses/<hash of the username>` the addresses it signed in from lately (throttle.ts)
 * - `attempts/<15-minute bucket>/<counter>/<ulid>` one sign-in attempt per counter it counts in
 * - `webauthn-challenges/<5-minute bucket>/<challenge>` a passkey ceremony's challenge, used once
 *
 * `admin-sessions` (kind `sessions`), `sessionKeys`:
 * - `records/<user>/<id>` one sign-in, written once; deleting it ends the session
 * - `seen/<user>/<id>` its coarse last-seen time and when a password or factor was last checked
 *
 * `admin-tokens` (kind `adminTokens`), `linkKeys`:
 * - `<invite|reset|email>/<sha256 of the link's token>` a pending one-time link
 * - `used/<sha256 of the token>` a link used (created once: of two racing uses one wins)
 */
const user = (username: string) => username.toLowerCase();

/** Every key of the `admin-users` store. */
export const adminKeys = {
  users: 'users/',
  user: (username: string) => `users/${user(username)}`,
  firstAdminClaim: 'setup/first-admin',
  roster: 'roles/admins',
  lastSignIn: (username: string) => `last-sign-in/${user(username)}`,
  allFactors: 'factors/',
  factors: (username: string) => `factors/${user(username)}`,
  requireTwoFactor: 'settings/require-two-factor',
  passkeys: (username: string) => `passkeys/${user(username)}`,
  passkeyOwner: (credentialId: string) => `passkey-ids/${createHash('sha256').update(credentialId).digest('hex')}`,
  factorsSecretBeside: 'factors-secret',
} as const;

/** Every key and key prefix of the `admin-auth` store this area writes. */
export const authKeys = {
  secondStepHold: (username: string) => `second-factor/${user(username)}`,
  knownAddresses: (usernameDigest: string) => `known-addresses/${usernameDigest}`,
  attempts: 'attempts/',
  attemptsOf: (bucket: number, counter: string) => `attempts/${bucket}/${counter}/`,
  attempt: (bucket: number, counter: string, id: string) => `attempts/${bucket}/${counter}/${id}`,
  challenges: 'webauthn-challenges/',
  challenge: (bucket: number, challenge: string) => `webauthn-challenges/${bucket}/${challenge}`,
} as const;

/** Every key and key prefix of the `admin-sessions` store. */
export const sessionKeys = {
  records: 'records/',
  seens: 'seen/',
  recordsOf: (username: string) => `records/${user(username)}/`,
  seensOf: (username: string) => `seen/${user(username)}/`,
  record: (username: string, id: string) => `records/${user(username)}/${id}`,
  seen: (username: string, id: string) => `seen/${user(username)}/${id}`,
} as const;

export type LinkKind = 'invite' | 'reset' | 'email';

/** Every key and key prefix of the `admin-tokens` store. */
export const linkKeys = {
  links: (kind: LinkKind) => `${kind}/`,
  link: (kind: LinkKind, hash: string) => `${kind}/${hash}`,
  used: (hash: string) => `used/${hash}`,
} as const;

/* ---- admin-users: accounts ---- */

export const adminRecordSchema = z.object({
  username: z.string(),
  email: z.string(),
  password_hash: z.string(),
  created_at: z.string(),
  // Accounts stored before roles existed were all full admins.
  role: z.enum(ROLES).default('admin'),
  /**
   * Random, never reused: the member's sessions, authenticator and passkeys carry it, and count only
   * for the account with the same id, so a later account of the same name inherits none of them
   * even when a removal failed halfway. Accounts stored before ids have none (''), as do their records.
   */
  id: z.string().default(''),
});
export type AdminRecord = z.infer<typeof adminRecordSchema>;

export const readAdmin = (username: string) => readJson('admins', adminKeys.user(username), adminRecordSchema);
export const readAdminVersioned = (username: string) => readVersioned('admins', adminKeys.user(username), adminRecordSchema);
export const createAdmin = (admin: AdminRecord): Promise<boolean> => createJson('admins', adminKeys.user(admin.username), admin);
export const replaceAdmin = (username: string, admin: AdminRecord, etag: string) =>
  replaceJson('admins', adminKeys.user(username), admin, etag);
export const removeAdminRecord = (username: string): Promise<void> => deleteKey('admins', adminKeys.user(username));
export const readAllAdmins = () => readAll('admins', adminRecordSchema, adminKeys.users);

const claimSchema = z.object({ username: z.string(), claimed_at: z.string() });
type FirstAdminClaim = z.infer<typeof claimSchema>;

export const readFirstAdminClaim = () => readJson('admins', adminKeys.firstAdminClaim, claimSchema);
export const createFirstAdminClaim = (claim: FirstAdminClaim): Promise<boolean> => createJson('admins', adminKeys.firstAdminClaim, claim);
export const removeFirstAdminClaim = (): Promise<void> => deleteKey('admins', adminKeys.firstAdminClaim);

const rosterSchema = z.object({ admins: z.array(z.string()) });
type Roster = z.infer<typeof rosterSchema>;

export const readRosterVersioned = () => readVersioned('admins', adminKeys.roster, rosterSchema);
export const createRoster = (roster: Roster): Promise<boolean> => createJson('admins', adminKeys.roster, roster);
export const replaceRoster = (roster: Roster, etag: string) => replaceJson('admins', adminKeys.roster, roster, etag);

const lastSignInSchema = z.object({ at: z.string() });

export const readLastSignIn = (username: string) => readJson('admins', adminKeys.lastSignIn(username), lastSignInSchema);
export const writeLastSignIn = (username: string, at: string): Promise<void> => writeJson('admins', adminKeys.lastSignIn(username), { at });
export const removeLastSignIn = (username: string): Promise<void> => deleteKey('admins', adminKeys.lastSignIn(username));

/* ---- admin-users: second factors ---- */

const factorsSchema = z.object({
  /** The account these belong to (admins.ts `id`); a record of another account reads as none. */
  account_id: z.string().default(''),
  totp: z.object({ secret: z.string(), last_step: z.number(), added_at: z.number() }).optional(),
  pending_totp: z.object({ secret: z.string(), created_at: z.number() }).optional(),
  recovery: z.object({ hashes: z.array(z.string()), created_at: z.number() }).optional(),
});
export type Factors = z.infer<typeof factorsSchema>;

export const readFactorsRecord = (username: string) => readJson('admins', adminKeys.factors(username), factorsSchema);
export const readFactorsVersioned = (username: string) => readVersioned('admins', adminKeys.factors(username), factorsSchema);
export const createFactors = (username: string, factors: Factors): Promise<boolean> =>
  createJson('admins', adminKeys.factors(username), factors);
export const replaceFactors = (username: string, factors: Factors, etag: string) =>
  replaceJson('admins', adminKeys.factors(username), factors, etag);
export const removeFactors = (username: string): Promise<void> => deleteKey('admins', adminKeys.factors(username));
/** Every member's factors, each with its key (`factors/<user>`). */
export const readAllFactors = () => readAll('admins', factorsSchema, adminKeys.allFactors);

const requireSchema = z.object({ required: z.boolean(), changed_by: z.string(), changed_at: z.string() });
type TwoFactorSetting = z.infer<typeof requireSchema>;

export const readTwoFactorSetting = () => readJson('admins', adminKeys.requireTwoFactor, requireSchema);
export const writeTwoFactorSetting = (setting: TwoFactorSetting): Promise<void> => writeJson('admins', adminKeys.requireTwoFactor, setting);

const besideFactorsSchema = z.object({ secret: z.string().min(43) });

/** The factors key a site set up before kept beside the factors (factor-secrets.ts); null on newer sites. */
export const readFactorsSecretBeside = () => readJson('admins', adminKeys.factorsSecretBeside, besideFactorsSchema);

/* ---- admin-users: passkeys ---- */

const credentialSchema = z.object({
  /** The credential id, base64url, as the browser reports it. */
  id: z.string(),
  /** The COSE public key, base64url. */
  public_key: z.string(),
  counter: z.number().int().nonnegative(),
  transports: z.array(z.string()),
  name: z.string(),
  created_at: z.number(),
  last_used_at: z.number().nullable(),
  backed_up: z.boolean(),
});
export type StoredPasskey = z.infer<typeof credentialSchema>;

const passkeysSchema = z.object({
  /** The account these belong to (admins.ts `id`); a record of another account reads as none. */
  account_id: z.string().default(''),
  /** The WebAuthn user handle (random, base64url): never the username, so authenticators hold nothing about the account. */
  user_id: z.string(),
  credentials: z.array(credentialSchema),
});
export type PasskeyRecord = z.infer<typeof passkeysSchema>;

export const readPasskeys = (username: string) => readJson('admins', adminKeys.passkeys(username), passkeysSchema);
export const readPasskeysVersioned = (username: string) => readVersioned('admins', adminKeys.passkeys(username), passkeysSchema);
export const createPasskeys = (username: string, record: PasskeyRecord): Promise<boolean> =>
  createJson('admins', adminKeys.passkeys(username), record);
export const replacePasskeys = (username: string, record: PasskeyRecord, etag: string) =>
  replaceJson('admins', adminKeys.passkeys(username), record, etag);
export const removePasskeys = (username: string): Promise<void> => deleteKey('admins', adminKeys.passkeys(username));

const ownerSchema = z.object({ username: z.string() });

export const readPasskeyOwner = (credentialId: string) => readJson('admins', adminKeys.passkeyOwner(credentialId), ownerSchema);
/** Claims a credential id for a member; false when it is someone's already. */
export const createPasskeyOwner = (credentialId: string, username: string): Promise<boolean> =>
  createJson('admins', adminKeys.passkeyOwner(credentialId), { username });
export const removePasskeyOwner = (credentialId: string): Promise<void> => deleteKey('admins', adminKeys.passkeyOwner(credentialId));

/* ---- admin-auth ---- */

// `trips`: holds since the last right answer (records from before counted none).
const holdSchema = z.object({ failures: z.number(), held_until: z.number(), trips: z.number().default(0) });
export type Hold = z.infer<typeof holdSchema>;

export const readHoldVersioned = (username: string) => readVersioned('auth', authKeys.secondStepHold(username), holdSchema);
export const createHold = (username: string, hold: Hold): Promise<boolean> => createJson('auth', authKeys.secondStepHold(username), hold);
export const replaceHold = (username: string, hold: Hold, etag: string) =>
  replaceJson('auth', authKeys.secondStepHold(username), hold, etag);

const knownSchema = z.object({ addresses: z.record(z.string(), z.number()) });

/** Address digest → time of the last right password there. */
export const readKnownAddresses = (usernameDigest: string) => readJson('auth', authKeys.knownAddresses(usernameDigest), knownSchema);
export const writeKnownAddresses = (usernameDigest: string, addresses: Record<string, number>): Promise<void> =>
  writeJson('auth', authKeys.knownAddresses(usernameDigest), { addresses });

/** Files one sign-in attempt under its key (authKeys.attempt); never overwrites one. */
export const createAttempt = (key: string, at: number): Promise<boolean> => createJson('auth', key, { at });
export const listAttempts = (bucket: number, counter: string): Promise<string[]> => listKeys('auth', authKeys.attemptsOf(bucket, counter));

const challengeSchema = z.object({
  purpose: z.enum(['register', 'second-factor', 'sign-in']),
  username: z.string().nullable(),
  session: z.string().nullable(),
  created_at: z.number(),
  used: z.boolean(),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const createChallenge = (bucket: number, challenge: string, record: Challenge): Promise<boolean> =>
  createJson('auth', authKeys.challenge(bucket, challenge), record);
export const readChallengeVersioned = (bucket: number, challenge: string) =>
  readVersioned('auth', authKeys.challenge(bucket, challenge), challengeSchema);
export const replaceChallenge = (bucket: number, challenge: string, record: Challenge, etag: string) =>
  replaceJson('auth', authKeys.challenge(bucket, challenge), record, etag);

/** The time-bucket folders (`<prefix><bucket>`) under a prefix of the `admin-auth` store, and the keys under one. */
export const authFoldersUnder = (prefix: string): Promise<string[]> => listFolders('auth', prefix);
export const authKeysUnder = (prefix: string): Promise<string[]> => listKeys('auth', prefix);
export const removeAuthKey = (key: string): Promise<void> => deleteKey('auth', key);

/* ---- admin-sessions ---- */

const sessionRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  created_at: z.number(),
  browser: z.string(),
  os: z.string(),
  place: z.string(),
  address: z.string(),
  /**
   * `second-factor`: the password was right, the second step is still to come;
   * `enrol`: the password was right, two-factor is required and the member has
   * none yet: this session may only set one up. Only `full` opens the admin.
   */
  stage: z.enum(['full', 'second-factor', 'enrol']).default('full'),
  /** The account signed in (admins.ts `id`): the session opens nothing for a later account of the same name. */
  account_id: z.string().default(''),
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

const seenSchema = z.object({ last_seen_at: z.number(), verified_at: z.number() });
export type Seen = z.infer<typeof seenSchema>;

export const readSessionRecord = (username: string, id: string) =>
  readJson('sessions', sessionKeys.record(username, id), sessionRecordSchema);
export const writeSessionRecord = (username: string, record: SessionRecord): Promise<void> =>
  writeJson('sessions', sessionKeys.record(username, record.id), record);
export const readSeen = (username: string, id: string) => readJson('sessions', sessionKeys.seen(username, id), seenSchema);
export const writeSeen = (username: string, id: string, seen: Seen): Promise<void> =>
  writeJson('sessions', sessionKeys.seen(username, id), seen);
/** A member's session records and their last-seen records, each with its key. */
export const readSessionRecordsOf = (username: string) => readAll('sessions', sessionRecordSchema, sessionKeys.recordsOf(username));
export const readSeensOf = (username: string) => readAll('sessions', seenSchema, sessionKeys.seensOf(username));
export const sessionKeysUnder = (prefix: string): Promise<string[]> => listKeys('sessions', prefix);
export const removeSessionKey = (key: string): Promise<void> => deleteKey('sessions', key);

/* ---- admin-tokens ---- */

/** A link's record (its shape is the link kind's own: invites.ts, password-reset.ts, email-change.ts). */
export const writeLink = (kind: LinkKind, hash: string, record: unknown): Promise<void> =>
  writeJson('adminTokens', linkKeys.link(kind, hash), record);
export const readLink = <T>(kind: LinkKind, hash: string, schema: z.ZodType<T>): Promise<T | null> =>
  readJson('adminTokens', linkKeys.link(kind, hash), schema);
export const removeLink = (kind: LinkKind, hash: string): Promise<void> => deleteKey('adminTokens', linkKeys.link(kind, hash));
/** Every stored link of a kind, each with its key. */
export const readLinks = <T>(kind: LinkKind, schema: z.ZodType<T>) => readAll('adminTokens', schema, linkKeys.links(kind));

const usedSchema = z.object({ used_at: z.number() });

export const readLinkUse = (hash: string) => readJson('adminTokens', linkKeys.used(hash), usedSchema);
/** Marks a link used; false when it was already (someone else used it first). */
export const createLinkUse = (hash: string, usedAt: number): Promise<boolean> =>
  createJson('adminTokens', linkKeys.used(hash), { used_at: usedAt });
