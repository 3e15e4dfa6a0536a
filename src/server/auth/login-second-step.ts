import type { Context } from '@netlify/functions';
import { logActivity, UNKNOWN_ACCOUNT } from '../activity/index';
import { HttpError } from '../http';
import { sendAccountNotice } from '../mail/index';
import type { SecondFactorInput } from '../../lib/api/auth';
import { findAdmin, recordSignIn, type AdminRecord } from './admins';
import { listPasskeys, ownerOfCredential } from './passkey-credentials';
import { verifyPasskey } from './passkeys';
import { startSession, type SignedIn } from './session-token';
import { endSession } from './session-records';
import { beginSecondFactor, holdLength, SECOND_FACTOR_CAP, settleSecondFactor } from './login-second-step-hold';
import { beginLoginAttempt, settleLoginAttempt } from './throttle';
import { hasSecondFactor, readFactors, spendRecoveryCode, verifyTotp } from './second-factors';

/** The one answer for a wrong, replayed or used code, whatever the reason. */
export const CODE_NOT_ACCEPTED = 'That code was not accepted. Check it and try again.';
/** The one answer for a passkey that was not accepted, whatever the reason. */
export const PASSKEY_NOT_ACCEPTED = 'That passkey was not accepted. Try again, or use another way to sign in.';

export type SecondFactorMethod = 'totp' | 'passkey';

/** The factors a member has set up (a passkey counts as much as an authenticator app). */
export async function secondFactorMethods(username: string): Promise<SecondFactorMethod[]> {
  const [factors, passkeys] = await Promise.all([readFactors(username), listPasskeys(username)]);
  return [...(hasSecondFactor(factors) ? (['totp'] as const) : []), ...(passkeys.length > 0 ? (['passkey'] as const) : [])];
}

function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'Too many wrong attempts. Please try again later.', { headers: { 'Retry-After': String(retryAfterSeconds) } });
}

/**
 * Checks the second step (a code, a recovery code or a passkey), counted by
 * the sign-in throttle under its own name (per account and address), so
 * factors cannot be guessed faster than passwords. 401 with one sentence for
 * every refusal; 429 past the limit.
 */
export async function checkSecondFactor(
  req: Request,
  context: Context,
  partial: SignedIn,
  input: SecondFactorInput,
  now: number,
): Promise<'totp' | 'recovery-code' | 'passkey'> {
  const { admin } = partial;
  const method = 'code' in input ? 'totp' : 'recovery_code' in input ? 'recovery-code' : 'passkey';
  const failed = {
    actor: admin.username,
    action: 'sign-in.failed',
    outcome: 'failed',
    method,
    target: admin.username.toLowerCase(),
  } as const;
  // The account's cap first (whatever the address), then the per-address throttle.
  const held = await beginSecondFactor(admin.username, now);
  if (!held.allowed) {
    await logActivity(context, failed);
    throw tooManyAttempts(held.retryAfterSeconds);
  }
  const decision = await beginLoginAttempt(`second-factor:${admin.username}`, context.ip, now);
  if (!decision.allowed) {
    await logActivity(context, failed);
    throw tooManyAttempts(decision.retryAfterSeconds);
  }
  const accepted =
    'code' in input
      ? (await verifyTotp(admin.username, input.code, now)) && 'totp'
      : 'recovery_code' in input
        ? (await spendRecoveryCode(admin.username, input.recovery_code)) !== null && 'recovery-code'
        : (await verifyPasskey(
            req,
            input.passkey,
            { purpose: 'second-factor', username: admin.username, sessionId: partial.session.id },
            now,
          )) !== null && 'passkey';
  await settleLoginAttempt(decision.attempt, accepted !== false, now);
  const heldForMs = await settleSecondFactor(admin.username, accepted !== false, now);
  if (!accepted) {
    await logActivity(context, failed);
    if (heldForMs !== null) {
      await logActivity(context, {
        actor: admin.username,
        action: 'second-factor.locked',
        outcome: 'failed',
        target: admin.username.toLowerCase(),
      });
      sendAccountNotice(
        context,
        admin,
        `${SECOND_FACTOR_CAP.limit} wrong second-step answers in a row: signing in is held for ${holdLength(heldForMs)}. If this was not you, change your password`,
      );
    }
    throw new HttpError(401, 'passkey' in input ? PASSKEY_NOT_ACCEPTED : CODE_NOT_ACCEPTED);
  }
  if (accepted === 'recovery-code') {
    await logActivity(context, { actor: admin.username, action: 'recovery-code.used', target: admin.username.toLowerCase() });
    sendAccountNotice(context, admin, 'a recovery code was used to sign in');
  }
  return accepted;
}

/** Replaces a partial session (second step, enrolment) with a full one: a new id, so the old cookie opens nothing. */
export async function completeSignIn(
  req: Request,
  context: Context,
  partial: SignedIn,
  now: number,
  method?: 'totp' | 'recovery-code' | 'passkey',
): Promise<void> {
  await endSession(partial.admin.username, partial.session.id);
  const session = await startSession(req, context, partial.admin, { now });
  await recordSignIn(partial.admin.username, now);
  await logActivity(context, { actor: partial.admin.username, action: 'sign-in.succeeded', target: session.id, method });
}

/**
 * The one-step "Sign in with a passkey": the passkey (with its PIN or
 * fingerprint) is the whole sign-in. Throttled like a password under the
 * member the credential belongs to (or one name for unknown credentials),
 * logged like one, and it opens the same full session.
 */
export async function signInWithPasskey(
  req: Request,
  context: Context,
  response: Parameters<typeof verifyPasskey>[1],
  now: number,
): Promise<AdminRecord> {
  const claimed = await ownerOfCredential(response.id);
  const decision = await beginLoginAttempt(`passkey:${claimed ?? 'unknown credential'}`, context.ip, now);
  if (!decision.allowed) {
    await logActivity(context, {
      actor: '',
      action: 'sign-in.failed',
      outcome: 'failed',
      method: 'passkey',
      nameTried: claimed ?? UNKNOWN_ACCOUNT,
    });
    throw tooManyAttempts(decision.retryAfterSeconds);
  }
  const username = await verifyPasskey(req, response, { purpose: 'sign-in' }, now);
  const admin = username === null ? null : await findAdmin(username);
  await settleLoginAttempt(decision.attempt, admin !== null, now);
  if (!admin) {
    await logActivity(context, {
      actor: '',
      action: 'sign-in.failed',
      outcome: 'failed',
      method: 'passkey',
      nameTried: claimed ?? UNKNOWN_ACCOUNT,
    });
    throw new HttpError(401, PASSKEY_NOT_ACCEPTED);
  }
  const session = await startSession(req, context, admin, { now });
  await recordSignIn(admin.username, now);
  await logActivity(context, { actor: admin.username, action: 'sign-in.succeeded', target: session.id, method: 'passkey' });
  return admin;
}
