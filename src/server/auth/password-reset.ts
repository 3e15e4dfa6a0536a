import { createHash } from 'node:crypto';
import { z } from 'zod';
import { findAdmin, findAdminByEmail, setPassword, type AdminRecord } from './admins';
import { createLink, spendLink } from './one-time-links';
import { endSessions } from './session-records';

/**
 * "Forgot password": a link valid 30 minutes, used once. It is bound to the
 * password the account had when it was asked for (a fingerprint of its
 * hash), so it dies as soon as the password changes by any route. Using it
 * sets the new password and ends every session; it signs no one in, so the
 * next sign-in goes through the password and any second factor as always.
 */
export const RESET_TTL_MS = 30 * 60 * 1000;

const resetRecordSchema = z.object({ username: z.string(), password_fingerprint: z.string(), expires_at: z.number() });

const fingerprint = (admin: AdminRecord) => createHash('sha256').update(admin.password_hash).digest('hex');

export function resetLink(origin: string, token: string): string {
  return `${origin}/admin/reset-password#token=${token}`;
}

/** The link to mail for this address, or null when no account has it (the caller answers the same either way). */
export async function requestReset(email: string, now: number): Promise<{ admin: AdminRecord; token: string } | null> {
  const admin = await findAdminByEmail(email);
  if (!admin) return null;
  const { token } = await createLink('reset', {
    username: admin.username.toLowerCase(),
    password_fingerprint: fingerprint(admin),
    expires_at: now + RESET_TTL_MS,
  });
  return { admin, token };
}

/** Sets the new password and ends every session; null for an unknown, used, expired or outdated link. */
export async function completeReset(token: string, password: string, now: number): Promise<AdminRecord | null> {
  const reset = await spendLink('reset', token, resetRecordSchema, now);
  if (!reset) return null;
  const admin = await findAdmin(reset.username);
  if (!admin || fingerprint(admin) !== reset.password_fingerprint) return null;
  const updated = await setPassword(admin.username, password);
  if (!updated) return null;
  await endSessions(admin.username);
  return updated;
}
