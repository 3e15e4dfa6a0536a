import * as OTPAuth from 'otpauth';
import { HttpError } from '../http';
import {
  factorSecrets,
  FactorsKeyMissingError,
  newRecoveryCode,
  recoveryCodeHash,
  recoveryCodeMatcher,
  totpSecretBox,
  type SecretBox,
} from './factor-secrets';
import { accountIdOf } from './admins';
import { listPasskeys } from './passkey-credentials';
import {
  adminKeys,
  createFactors,
  readAllFactors,
  readFactorsRecord,
  readFactorsVersioned,
  readTwoFactorSetting,
  removeFactors,
  replaceFactors,
  writeTwoFactorSetting,
  type Factors,
} from './store';

/**
 * A staff member's second factors: an authenticator app (TOTP, otpauth) and
 * ten recovery codes. One record per member (`factors/<user>`), changed only
 * by conditional writes, so a code accepted by two racing requests is still
 * accepted once: the TOTP record keeps the last accepted time step (a code
 * of that step or earlier is refused), a recovery code is struck off.
 * Authenticator secrets are stored sealed (AES-256-GCM) and recovery codes as
 * keyed hashes (factor-secrets.ts).
 */
export const TOTP = { issuer: 'Agency admin', digits: 6, periodSeconds: 30, window: 1 } as const;
export const RECOVERY_CODE_COUNT = 10;
/** An authenticator being set up must be confirmed within this time. */
const PENDING_TTL_MS = 15 * 60 * 1000;

/**
 * Runs a change that seals a new factor (an authenticator, recovery codes): on a
 * deployed site without ADMIN_FACTORS_SECRET it is refused (409) with how to set it.
 */
export async function sealingNewFactor<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FactorsKeyMissingError) throw new HttpError(409, error.message);
    throw error;
  }
}

/** The record as stored: authenticator secrets sealed (open one with the SecretBox changeFactors gives). */
export async function readFactors(username: string): Promise<Factors> {
  const [found, owner] = await Promise.all([readFactorsRecord(username), accountIdOf(username)]);
  return found && found.account_id === owner ? found : NONE;
}

const NONE: Factors = { account_id: '' };

/** Seals every authenticator secret the record holds in plain text (factor-secrets.ts). */
function sealed(factors: Factors, box: SecretBox): Factors {
  const { totp, pending_totp: pending } = factors;
  return {
    ...factors,
    ...(totp && { totp: { ...totp, secret: box.seal(totp.secret) } }),
    ...(pending && { pending_totp: { ...pending, secret: box.seal(pending.secret) } }),
  };
}

export function hasSecondFactor(factors: Factors): boolean {
  return factors.totp !== undefined;
}

/**
 * Applies `change` with a conditional write, retried when someone else wrote
 * in between. `change` returns null to leave the record as it is.
 */
async function changeFactors<T>(
  username: string,
  change: (factors: Factors, box: SecretBox) => { next: Omit<Factors, 'account_id'>; result: T } | null,
): Promise<T | null> {
  // The record's key is the sealed secrets' associated data: a secret copied into another record does not open.
  const [box, owner] = await Promise.all([totpSecretBox(adminKeys.factors(username)), accountIdOf(username)]);
  if (owner === null) return null;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await readFactorsVersioned(username);
    // What another account (one removed halfway) left is replaced, never used.
    const outcome = change(found && found.value.account_id === owner ? found.value : { account_id: owner }, box);
    if (!outcome) return null;
    // Every write seals, so a secret stored in plain text before is sealed by its next use.
    const next = sealed({ ...outcome.next, account_id: owner }, box);
    const written = found ? (await replaceFactors(username, next, found.etag)).written : await createFactors(username, next);
    if (written) return outcome.result;
  }
  throw new Error(`The sign-in factors of ${username} kept changing while being updated`);
}

function totpFor(username: string, secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP.issuer,
    label: username,
    algorithm: 'SHA1',
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The time step a code belongs to, or null when it fits none of now ±1 step. */
function matchingStep(username: string, secret: string, code: string, now: number): number | null {
  const delta = totpFor(username, secret).validate({ token: code.replace(/\s/g, ''), timestamp: now, window: TOTP.window });
  return delta === null ? null : Math.floor(now / 1000 / TOTP.periodSeconds) + delta;
}

export interface TotpSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code as a PNG data URL, ready for an <img>. */
  qr: string;
}

/** Starts setting up an authenticator: a new secret, kept pending until a code from it is confirmed. */
export async function startTotpSetup(username: string, now: number): Promise<TotpSetup> {
  if (!(await factorSecrets()).current) throw new FactorsKeyMissingError();
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await changeFactors(username, (factors) => ({ next: { ...factors, pending_totp: { secret, created_at: now } }, result: true }));
  const uri = totpFor(username, secret).toString();
  // qrcode (with pngjs) loads here, on enrolment, not with every function that reaches the auth area.
  const { default: QRCode } = await import('qrcode');
  return { secret, uri, qr: await QRCode.toDataURL(uri) };
}

/**
 * Confirms the pending authenticator with a code from it. Returns the new
 * recovery codes when the member had none (shown once), [] when they had.
 */
export async function confirmTotpSetup(username: string, code: string, now: number): Promise<{ recoveryCodes: string[] } | null> {
  const fresh = newRecoveryCodes();
  const hashes = await Promise.all(fresh.map(recoveryCodeHash));
  return changeFactors(username, (factors, box) => {
    const pending = factors.pending_totp;
    if (!pending || now - pending.created_at > PENDING_TTL_MS) return null;
    const step = matchingStep(username, box.open(pending.secret), code, now);
    if (step === null) return null;
    const needsCodes = !factors.recovery || factors.recovery.hashes.length === 0;
    return {
      next: {
        totp: { secret: pending.secret, last_step: step, added_at: now },
        recovery: needsCodes ? { hashes, created_at: now } : factors.recovery,
      },
      result: { recoveryCodes: needsCodes ? fresh : [] },
    };
  });
}

/** Accepts a TOTP code once: a code of the last accepted step (or an earlier one) is refused. */
export async function verifyTotp(username: string, code: string, now: number): Promise<boolean> {
  const accepted = await changeFactors(username, (factors, box) => {
    if (!factors.totp) return null;
    const step = matchingStep(username, box.open(factors.totp.secret), code, now);
    if (step === null || step <= factors.totp.last_step) return null;
    return { next: { ...factors, totp: { ...factors.totp, last_step: step } }, result: true };
  });
  return accepted === true;
}

/** Removes the authenticator and the recovery codes (they belong to it). */
export async function removeTotp(username: string): Promise<boolean> {
  const removed = await changeFactors(username, (factors) => (factors.totp ? { next: {}, result: true } : null));
  return removed === true;
}

/** Forgets every factor of a removed member, so a later account of the same name starts with none. */
export async function removeAllFactors(username: string): Promise<void> {
  await removeFactors(username);
}

const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** Replaces every recovery code with ten new ones (shown once); null when the member has no authenticator. */
export async function regenerateRecoveryCodes(username: string, now: number): Promise<string[] | null> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map(recoveryCodeHash));
  return changeFactors(username, (factors) =>
    factors.totp ? { next: { ...factors, recovery: { hashes, created_at: now } }, result: codes } : null,
  );
}

/** Uses a recovery code: accepted once, then struck off. How many are left, or null when it is not a valid code. */
export async function spendRecoveryCode(username: string, code: string): Promise<number | null> {
  const matches = await recoveryCodeMatcher(code);
  return changeFactors(username, (factors) => {
    const hashes = factors.recovery?.hashes ?? [];
    const index = hashes.findIndex(matches);
    if (index < 0 || !factors.recovery) return null;
    const left = hashes.filter((_, i) => i !== index);
    return { next: { ...factors, recovery: { ...factors.recovery, hashes: left } }, result: left.length };
  });
}

/**
 * The members whose authenticator (and so its recovery codes) will not work on
 * a site whose ADMIN_FACTORS_SECRET is `configured` (this site's when not
 * given): their secret opens with none of its keys. A restore says so.
 */
export async function factorsUnreadableWith(configured?: string): Promise<string[]> {
  const [secrets, { records }] = await Promise.all([factorSecrets(configured), readAllFactors()]);
  const unreadable: string[] = [];
  for (const { key: recordKey, value } of records) {
    const box = await totpSecretBox(recordKey, secrets);
    if (value.totp && !box.opens(value.totp.secret)) unreadable.push(recordKey.slice(adminKeys.allFactors.length));
  }
  return unreadable.sort();
}

/** The site setting "require two-factor for all staff". */
export async function twoFactorRequired(): Promise<boolean> {
  return (await readTwoFactorSetting())?.required ?? false;
}

/** Whether the member has any second factor (an authenticator app or a passkey). */
export async function hasAnySecondFactor(username: string): Promise<boolean> {
  const [factors, passkeys] = await Promise.all([readFactors(username), listPasskeys(username)]);
  return hasSecondFactor(factors) || passkeys.length > 0;
}

export const LAST_FACTOR_REQUIRED =
  'Two-factor sign-in is required for all staff: add another authenticator app or passkey before removing your last one.';

/**
 * While two-factor is required, refuses (409) to remove a member's last factor: the authenticator
 * app (`totp`) or the passkey with this id.
 */
export async function keepLastFactorWhileRequired(username: string, removing: 'totp' | { passkey: string }): Promise<void> {
  if (!(await twoFactorRequired())) return;
  const [factors, passkeys] = await Promise.all([readFactors(username), listPasskeys(username)]);
  const totpLeft = hasSecondFactor(factors) && removing !== 'totp';
  const passkeysLeft = passkeys.filter((passkey) => removing === 'totp' || passkey.id !== removing.passkey).length;
  if (!totpLeft && passkeysLeft === 0) throw new HttpError(409, LAST_FACTOR_REQUIRED);
}

export async function setTwoFactorRequired(required: boolean, by: string, now: number): Promise<void> {
  await writeTwoFactorSetting({ required, changed_by: by, changed_at: new Date(now).toISOString() });
}
