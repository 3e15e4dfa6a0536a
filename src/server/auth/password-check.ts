import { HttpError } from '../http';
import type { AdminRecord } from './admins';
import { verifyPassword } from './passwords';
import { beginLoginAttempt, settleLoginAttempt } from './throttle';

export const WRONG_PASSWORD = 'That password is not right.';

/**
 * Checks a signed-in member's password (a change, a fresh check), counted by
 * the same throttle as sign-ins, so these forms are no way around it.
 * 400 for a wrong password (the session stays), 429 past the limit.
 */
export async function checkOwnPassword(admin: AdminRecord, password: string, ip: string): Promise<void> {
  const decision = await beginLoginAttempt(admin.username, ip);
  if (!decision.allowed) {
    throw new HttpError(429, 'Too many wrong passwords. Please try again later.', {
      headers: { 'Retry-After': String(decision.retryAfterSeconds) },
    });
  }
  const valid = await verifyPassword(password, admin.password_hash);
  await settleLoginAttempt(decision.attempt, valid);
  if (!valid) throw new HttpError(400, WRONG_PASSWORD, { fields: { current: WRONG_PASSWORD, password: WRONG_PASSWORD } });
}
