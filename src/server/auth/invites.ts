import { ulid } from 'ulid';
import { z } from 'zod';
import { ROLES, type Role } from '../../lib/api/auth';
import type { PendingInvite } from '../../lib/api/staff';
import { createInvitedAdmin, findAdmin, type AdminRecord } from './admins';
import { createLink, deleteLink, listLinks, peekLink, spendLink } from './one-time-links';

/**
 * Invites: a link valid 72 hours, used once, stored only as a hash. The
 * invitee opens it and chooses their own username and password. Resending
 * makes a new link (the old one stops working); revoking deletes it.
 */
export const INVITE_TTL_MS = 72 * 60 * 60 * 1000;

const inviteRecordSchema = z.object({
  id: z.string(),
  email: z.string(),
  invited_by: z.string(),
  // Invites sent before roles existed made full admins.
  role: z.enum(ROLES).default('admin'),
  sent_at: z.number(),
  expires_at: z.number(),
});
type InviteRecord = z.infer<typeof inviteRecordSchema>;

const asPending = (record: InviteRecord): PendingInvite => ({
  id: record.id,
  email: record.email,
  invited_by: record.invited_by,
  role: record.role,
  sent_at: new Date(record.sent_at).toISOString(),
  expires_at: new Date(record.expires_at).toISOString(),
});

export function inviteLink(origin: string, token: string): string {
  return `${origin}/admin/invite#token=${token}`;
}

export async function createInvite(
  email: string,
  role: Role,
  invitedBy: string,
  now: number,
  id: string = ulid(now),
): Promise<{ invite: PendingInvite; token: string }> {
  const record: InviteRecord = { id, email, invited_by: invitedBy, role, sent_at: now, expires_at: now + INVITE_TTL_MS };
  const { token } = await createLink('invite', record);
  return { invite: asPending(record), token };
}

/** Pending invites (not used, not expired), newest first; expired ones are deleted as they are met. */
export async function listInvites(now: number): Promise<PendingInvite[]> {
  const links = await listLinks('invite', inviteRecordSchema);
  const expired = links.filter((link) => link.value.expires_at <= now);
  await Promise.all(expired.map((link) => deleteLink('invite', link.hash)));
  return links
    .filter((link) => link.value.expires_at > now)
    .map((link) => asPending(link.value))
    .sort((a, b) => b.sent_at.localeCompare(a.sent_at));
}

async function findInvite(id: string): Promise<{ hash: string; value: InviteRecord } | null> {
  return (await listLinks('invite', inviteRecordSchema)).find((link) => link.value.id === id) ?? null;
}

/** Deletes an invite; false when there is none with that id. */
export async function revokeInvite(id: string): Promise<boolean> {
  const found = await findInvite(id);
  if (!found) return false;
  await deleteLink('invite', found.hash);
  return true;
}

/** A new link for the same invite (another 72 hours); the old link stops working. Null when it no longer exists. */
export async function renewInvite(id: string, by: string, now: number): Promise<{ invite: PendingInvite; token: string } | null> {
  const found = await findInvite(id);
  if (!found) return null;
  const renewed = await createInvite(found.value.email, found.value.role, by, now, id);
  await deleteLink('invite', found.hash);
  return renewed;
}

/** Revokes every invite a member sent (they were removed: what they handed out stops working with them). */
export async function revokeInvitesBy(username: string): Promise<number> {
  const sent = (await listLinks('invite', inviteRecordSchema)).filter(
    (link) => link.value.invited_by.toLowerCase() === username.toLowerCase(),
  );
  await Promise.all(sent.map((link) => deleteLink('invite', link.hash)));
  return sent.length;
}

/** Whoever sent the invite must still be an Admin when it is used (a removal racing the revocation above). */
async function senderStillAdmin(invite: InviteRecord): Promise<boolean> {
  return (await findAdmin(invite.invited_by))?.role === 'admin';
}

export type AcceptResult = { ok: true; admin: AdminRecord; invitedBy: string } | { ok: false; reason: 'invalid-link' | 'username-taken' };

/**
 * Uses the invite and creates the account. A taken username is refused
 * before the link is spent, so the invitee can pick another; the link is
 * spent before the account is written, so it never creates two accounts.
 */
export async function acceptInvite(token: string, username: string, password: string, now: number): Promise<AcceptResult> {
  const peeked = await peekLink('invite', token, inviteRecordSchema, now);
  if (!peeked || !(await senderStillAdmin(peeked))) return { ok: false, reason: 'invalid-link' };
  if (await findAdmin(username)) return { ok: false, reason: 'username-taken' };
  const invite = await spendLink('invite', token, inviteRecordSchema, now);
  if (!invite) return { ok: false, reason: 'invalid-link' };
  const created = await createInvitedAdmin({ username, email: invite.email, password }, invite.role);
  if (!created.created) return { ok: false, reason: 'username-taken' };
  return { ok: true, admin: created.admin, invitedBy: invite.invited_by };
}
