import { z } from 'zod';
import type { AdminProfile } from '../../lib/api/admin-records';
import { usernameSchema, type SetupRequest } from '../../lib/api/admin-schemas';
import { createJson, deleteKey, readJson } from '../storage';
import { hashPassword } from './passwords';

/**
 * Admin accounts, one key per admin (`users/<lower-case username>`, so names
 * are unique whatever their case). The first admin is created through a
 * claim on a fixed key written `onlyIfNew`: of any number of racing setup
 * requests exactly one wins the claim, so there is never a second "first" admin.
 */
const adminRecordSchema = z.object({
  username: z.string(),
  email: z.string(),
  password_hash: z.string(),
  created_at: z.string(),
});
export type AdminRecord = z.infer<typeof adminRecordSchema>;

const FIRST_ADMIN_CLAIM = 'setup/first-admin';
const claimSchema = z.object({ username: z.string(), claimed_at: z.string() });

const userKey = (username: string) => `users/${username.toLowerCase()}`;

export function profileOf(admin: AdminRecord): AdminProfile {
  return { username: admin.username, email: admin.email };
}

export async function findAdmin(username: string): Promise<AdminRecord | null> {
  // A name no admin could have been given is not looked up (nor turned into a storage key).
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) return null;
  return readJson('admins', userKey(parsed.data), adminRecordSchema);
}

export async function setupCompleted(): Promise<boolean> {
  return (await readJson('admins', FIRST_ADMIN_CLAIM, claimSchema)) !== null;
}

async function recordFor(request: SetupRequest): Promise<AdminRecord> {
  return {
    username: request.username,
    email: request.email,
    password_hash: await hashPassword(request.password),
    created_at: new Date().toISOString(),
  };
}

export type CreateResult = { created: true; admin: AdminRecord } | { created: false; reason: 'setup-done' | 'username-taken' };

/** Creates the first admin, or reports that setup has already happened. */
export async function createFirstAdmin(request: SetupRequest): Promise<CreateResult> {
  const admin = await recordFor(request);
  const claimed = await createJson('admins', FIRST_ADMIN_CLAIM, { username: admin.username, claimed_at: admin.created_at });
  if (!claimed) return { created: false, reason: 'setup-done' };
  try {
    if (!(await createJson('admins', userKey(admin.username), admin))) return { created: false, reason: 'username-taken' };
  } catch (error) {
    // Give the claim back so setup can be retried rather than locked forever without an admin.
    await deleteKey('admins', FIRST_ADMIN_CLAIM).catch(() => undefined);
    throw error;
  }
  return { created: true, admin };
}

/** Adds another admin (a signed-in admin's request). */
export async function createAdditionalAdmin(request: SetupRequest): Promise<CreateResult> {
  const admin = await recordFor(request);
  if (!(await createJson('admins', userKey(admin.username), admin))) return { created: false, reason: 'username-taken' };
  return { created: true, admin };
}
