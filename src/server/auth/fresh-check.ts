import { HttpError } from '../http';
import { isFresh, type ActiveSession } from './session-records';

export const REAUTH_NEEDED = 'Please confirm your password again to make this change.';

/**
 * Sensitive changes need the password or a passkey checked in this session
 * within the last five minutes: a new e-mail address, sign-in factors,
 * recovery codes; inviting, removing or changing the role of a member; the
 * require-two-factor setting; exporting leads or subscribers; sending a
 * campaign. Otherwise 403 with `reauth: true`: the screen asks for the
 * password (POST /api/admin/account/verify) and sends the change again.
 */
export function requireFreshCheck(session: ActiveSession, now: number = Date.now()): void {
  if (!isFresh(session, now)) throw new HttpError(403, REAUTH_NEEDED, { body: { reauth: true } });
}
