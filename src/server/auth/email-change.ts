import { createHash } from 'node:crypto';
import { z } from 'zod';
import { findAdmin, updateAdmin, type AdminRecord } from './admins';
import { createLink, spendLink } from './one-time-links';
import { DAY_MS } from '../../lib/time/durations';

/**
 * Changing the e-mail address: the new address gets a link (valid 24 hours,
 * used once); the address changes only when it is opened, so a typo never
 * locks anyone out of resets and notices.
 */
export const EMAIL_CHANGE_TTL_MS = DAY_MS;

// `password`: a digest of the password hash when the link was made; a password changed since kills the link.
const emailChangeSchema = z.object({ username: z.string(), email: z.string(), expires_at: z.number(), password: z.string().optional() });
const passwordStamp = (admin: AdminRecord) => createHash('sha256').update(admin.password_hash).digest('base64url');

export function confirmEmailLink(origin: string, token: string): string {
  return `${origin}/admin/confirm-email#token=${token}`;
}

export async function requestEmailChange(admin: AdminRecord, email: string, now: number): Promise<string> {
  const { token } = await createLink('email', {
    username: admin.username.toLowerCase(),
    email,
    expires_at: now + EMAIL_CHANGE_TTL_MS,
    password: passwordStamp(admin),
  });
  return token;
}

/** Applies the change (not after a password change since the request); the old address (for the notice) and the account, or null for a link that is not valid. */
export async function confirmEmailChange(token: string, now: number): Promise<{ admin: AdminRecord; previous: string } | null> {
  const change = await spendLink('email', token, emailChangeSchema, now);
  if (!change) return null;
  const before = await findAdmin(change.username);
  // A password changed (or reset) since the request: whoever asked may have been someone who knew the old one.
  if (!before || change.password !== passwordStamp(before)) return null;
  const admin = await updateAdmin(change.username, (current) => ({ ...current, email: change.email }));
  return admin && { admin, previous: before.email };
}
