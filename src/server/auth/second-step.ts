import type { Context } from '@netlify/functions';
import { logActivity } from '../activity/log';
import { afterResponse } from '../after-response';
import { HttpError } from '../http';
import { accountNotice } from '../mail/staff-mail';
import { sendMail } from '../mail/transport';
import { recordSignIn, type AdminRecord } from './admins';
import { startSession, type SignedIn } from './session';
import { endSession } from './sessions';
import { beginLoginAttempt, settleLoginAttempt } from './throttle';
import { spendRecoveryCode, verifyTotp } from './two-factor';

/** The one answer for a wrong, replayed or used code, whatever the reason. */
export const CODE_NOT_ACCEPTED = 'That code was not accepted. Check it and try again.';

/**
 * Checks a second-factor code, counted by the sign-in throttle under its own
 * name (per account and address), so codes cannot be guessed faster than
 * passwords. 401 with one sentence for every refusal; 429 past the limit.
 */
export async function checkCode(
  context: Context,
  admin: AdminRecord,
  input: { code: string } | { recovery_code: string },
  now: number,
): Promise<'totp' | 'recovery-code'> {
  const decision = await beginLoginAttempt(`second-factor:${admin.username}`, context.ip, now);
  if (!decision.allowed) {
    throw new HttpError(429, 'Too many wrong codes. Please try again later.', {
      headers: { 'Retry-After': String(decision.retryAfterSeconds) },
    });
  }
  const accepted =
    'code' in input
      ? (await verifyTotp(admin.username, input.code, now)) && 'totp'
      : (await spendRecoveryCode(admin.username, input.recovery_code)) !== null && 'recovery-code';
  await settleLoginAttempt(decision.attempt, accepted !== false, now);
  if (!accepted) throw new HttpError(401, CODE_NOT_ACCEPTED);
  if (accepted === 'recovery-code') {
    await logActivity(context, { actor: admin.username, action: 'recovery-code.used', target: admin.username.toLowerCase() });
    afterResponse(context, sendMail(accountNotice(admin.email, admin.username, 'a recovery code was used to sign in')));
  }
  return accepted;
}

/** Replaces a partial session (second step, enrolment) with a full one: a new id, so the old cookie opens nothing. */
export async function completeSignIn(req: Request, context: Context, partial: SignedIn, now: number): Promise<void> {
  await endSession(partial.admin.username, partial.session.id);
  const session = await startSession(req, context, partial.admin, { now });
  await recordSignIn(partial.admin.username, now);
  await logActivity(context, { actor: partial.admin.username, action: 'sign-in.succeeded', target: session.id });
}
