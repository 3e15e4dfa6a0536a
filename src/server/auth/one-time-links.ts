import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { createLinkUse, linkKeys, readLink, readLinks, readLinkUse, removeLink, writeLink, type LinkKind } from './store';

/**
 * Single-use, expiring links (invites, password resets, e-mail changes). The
 * link carries 256 random bits; the store keeps only their SHA-256, so a
 * copy of the store opens nothing. Using a link claims `used/<hash>` with a
 * write that only succeeds once, so of two racing uses exactly one wins, and
 * then deletes the link.
 */
/** The one answer for a link that is unknown, used, revoked, expired or outdated. */
export const LINK_NOT_VALID = 'This link is no longer valid. Ask for a new one.';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface Expiring {
  expires_at: number;
}

/** Stores a new link's record; the token (for the URL) is returned and nowhere kept. */
export async function createLink<T extends Expiring>(kind: LinkKind, record: T): Promise<{ token: string; hash: string }> {
  const token = randomBytes(32).toString('base64url');
  const hash = hashToken(token);
  await writeLink(kind, hash, record);
  return { token, hash };
}

/** The link's record while it is valid (not used, not expired), without using it. */
export async function peekLink<T extends Expiring>(kind: LinkKind, token: string, schema: z.ZodType<T>, now: number): Promise<T | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const hash = hashToken(token);
  const [record, used] = await Promise.all([readLink(kind, hash, schema), readLinkUse(hash)]);
  if (!record || used || record.expires_at <= now) return null;
  return record;
}

/** Uses a link: its record once, then never again (null for an unknown, expired or already used link). */
export async function spendLink<T extends Expiring>(kind: LinkKind, token: string, schema: z.ZodType<T>, now: number): Promise<T | null> {
  const record = await peekLink(kind, token, schema, now);
  if (!record) return null;
  const hash = hashToken(token);
  if (!(await createLinkUse(hash, now))) return null;
  await removeLink(kind, hash);
  return record;
}

/** Deletes a link (revoked, resent, superseded). */
export async function deleteLink(kind: LinkKind, hash: string): Promise<void> {
  await removeLink(kind, hash);
}

/** Every stored link of a kind, with its hash. */
export async function listLinks<T>(kind: LinkKind, schema: z.ZodType<T>): Promise<{ hash: string; value: T }[]> {
  const { records } = await readLinks(kind, schema);
  return records.map((record) => ({ hash: record.key.slice(linkKeys.links(kind).length), value: record.value }));
}
