import { z } from 'zod';
import { type AdminProfile, usernameSchema, type SetupRequest } from '../../lib/api/auth';
import { createJson, deleteKey, readAll, readJson, readVersioned, replaceJson, writeJson } from '../storage';
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

/** Adds a staff member who accepted an invite (the invite was used before this is called). */
export async function createInvitedAdmin(request: SetupRequest): Promise<CreateResult> {
  const admin = await recordFor(request);
  if (!(await createJson('admins', userKey(admin.username), admin))) return { created: false, reason: 'username-taken' };
  return { created: true, admin };
}

/** Every staff account, oldest first. */
export async function listAdmins(): Promise<AdminRecord[]> {
  const { records } = await readAll('admins', adminRecordSchema, 'users/');
  return records.map((record) => record.value).sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/**
 * Changes one account with a conditional write (retried on a race), so a
 * password change and an e-mail change made at once both stay. Null when the
 * account does not exist.
 */
export async function updateAdmin(username: string, change: (admin: AdminRecord) => AdminRecord): Promise<AdminRecord | null> {
  const key = userKey(username);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await readVersioned('admins', key, adminRecordSchema);
    if (!found) return null;
    const next = change(found.value);
    if ((await replaceJson('admins', key, next, found.etag)).written) return next;
  }
  throw new Error(`The account ${username} kept changing while it was being updated`);
}

export async function setPassword(username: string, password: string): Promise<AdminRecord | null> {
  const password_hash = await hashPassword(password);
  return updateAdmin(username, (admin) => ({ ...admin, password_hash }));
}

export async function findAdminByEmail(email: string): Promise<AdminRecord | null> {
  const wanted = email.trim().toLowerCase();
  return (await listAdmins()).find((admin) => admin.email.toLowerCase() === wanted) ?? null;
}

export type RemoveResult = 'removed' | 'missing' | 'last-admin';

/** Deletes an account; the last one never (there would be no one left to sign in). */
export async function removeAdmin(username: string): Promise<RemoveResult> {
  const admins = await listAdmins();
  if (!admins.some((admin) => admin.username.toLowerCase() === username.toLowerCase())) return 'missing';
  if (admins.length <= 1) return 'last-admin';
  await deleteKey('admins', userKey(username));
  await deleteKey('admins', lastSignInKey(username));
  return 'removed';
}

const lastSignInKey = (username: string) => `last-sign-in/${username.toLowerCase()}`;
const lastSignInSchema = z.object({ at: z.string() });

/** Kept beside the account, so a sign-in never rewrites the account record itself. */
export async function recordSignIn(username: string, now: number): Promise<void> {
  await writeJson('admins', lastSignInKey(username), { at: new Date(now).toISOString() });
}

export async function lastSignIn(username: string): Promise<string | null> {
  return (await readJson('admins', lastSignInKey(username), lastSignInSchema))?.at ?? null;
}
