import { randomUUID } from 'node:crypto';
import { type AdminProfile, type Role, usernameSchema, type SetupRequest } from '../../lib/api/auth';
import { hashPassword } from './passwords';
import {
  createAdmin,
  createFirstAdminClaim,
  createRoster,
  readAdmin,
  readAdminVersioned,
  readAllAdmins,
  readFirstAdminClaim,
  readLastSignIn,
  readRosterVersioned,
  removeAdminRecord,
  removeFirstAdminClaim,
  removeLastSignIn,
  replaceAdmin,
  replaceRoster,
  writeLastSignIn,
  type AdminRecord,
} from './store';

/**
 * Admin accounts, one key per admin (`users/<lower-case username>`, so names
 * are unique whatever their case). The first admin is created through a
 * claim on a fixed key written `onlyIfNew`: of any number of racing setup
 * requests exactly one wins the claim, so there is never a second "first" admin.
 */
export type { AdminRecord } from './store';

export function profileOf(admin: AdminRecord): AdminProfile {
  return { username: admin.username, email: admin.email, role: admin.role };
}

export async function findAdmin(username: string): Promise<AdminRecord | null> {
  // A name no admin could have been given is not looked up (nor turned into a storage key).
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) return null;
  return readAdmin(parsed.data);
}

/**
 * The id a member's sessions, authenticator and passkeys must carry: the account's (see `id`), or
 * null when no account has this name.
 */
export async function accountIdOf(username: string): Promise<string | null> {
  return (await findAdmin(username))?.id ?? null;
}

export async function setupCompleted(): Promise<boolean> {
  return (await readFirstAdminClaim()) !== null;
}

async function recordFor(request: SetupRequest, role: Role): Promise<AdminRecord> {
  return {
    username: request.username,
    email: request.email,
    password_hash: await hashPassword(request.password),
    created_at: new Date().toISOString(),
    role,
    id: randomUUID(),
  };
}

export type CreateResult = { created: true; admin: AdminRecord } | { created: false; reason: 'setup-done' | 'username-taken' };

/** Creates the first admin, or reports that setup has already happened. */
export async function createFirstAdmin(request: SetupRequest): Promise<CreateResult> {
  const admin = await recordFor(request, 'admin');
  const claimed = await createFirstAdminClaim({ username: admin.username, claimed_at: admin.created_at });
  if (!claimed) return { created: false, reason: 'setup-done' };
  try {
    if (!(await createAdmin(admin))) return { created: false, reason: 'username-taken' };
  } catch (error) {
    // Give the claim back so setup can be retried rather than locked forever without an admin.
    await removeFirstAdminClaim().catch(() => undefined);
    throw error;
  }
  return { created: true, admin };
}

/** Adds a staff member who accepted an invite (the invite was used before this is called), with the invite's role. */
export async function createInvitedAdmin(request: SetupRequest, role: Role): Promise<CreateResult> {
  const admin = await recordFor(request, role);
  if (!(await createAdmin(admin))) return { created: false, reason: 'username-taken' };
  if (role === 'admin') await changeRoster((names) => [...names, admin.username.toLowerCase()]);
  return { created: true, admin };
}

/** Every staff account, oldest first. */
export async function listAdmins(): Promise<AdminRecord[]> {
  const { records } = await readAllAdmins();
  return records.map((record) => record.value).sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/**
 * Changes one account with a conditional write (retried on a race), so a
 * password change and an e-mail change made at once both stay. Null when the
 * account does not exist.
 */
export async function updateAdmin(username: string, change: (admin: AdminRecord) => AdminRecord): Promise<AdminRecord | null> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await readAdminVersioned(username);
    if (!found) return null;
    const next = change(found.value);
    if ((await replaceAdmin(username, next, found.etag)).written) return next;
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

/**
 * The roster of Admins (`roles/admins`): the usernames with the Admin role,
 * in one record changed only by conditional writes. Taking someone off it is
 * how a removal or demotion of an Admin is decided: of two racing changes
 * that would each leave one Admin, the second write meets a changed record,
 * reads it again and finds that it would leave none. The roster never names
 * someone who is not an Admin (taken off before the account changes, put on
 * after it), so it can only err on the side of refusing.
 */
async function changeRoster(change: (names: string[]) => string[] | null): Promise<boolean> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const found = await readRosterVersioned();
    // Before roles existed: every account was an Admin; the roster starts from them.
    const current =
      found?.value.admins ?? (await listAdmins()).filter((admin) => admin.role === 'admin').map((admin) => admin.username.toLowerCase());
    const next = change(current);
    if (!next) return false;
    const value = { admins: [...new Set(next)].sort() };
    const written = found ? (await replaceRoster(value, found.etag)).written : await createRoster(value);
    if (written) return true;
  }
  throw new Error('The list of Admins kept changing while it was being updated');
}

/** Takes an Admin off the roster unless that would leave no Admin; false when it would. */
const leaveRoster = (username: string) =>
  changeRoster((names) => {
    const rest = names.filter((name) => name !== username.toLowerCase());
    return rest.length === 0 ? null : rest;
  });

export type RemoveResult = 'removed' | 'missing' | 'last-admin';

/** Deletes an account; never the last Admin (there would be no one left to run the site), also under racing removals. */
export async function removeAdmin(username: string): Promise<RemoveResult> {
  const admin = await findAdmin(username);
  if (!admin) return 'missing';
  if (admin.role === 'admin' && !(await leaveRoster(admin.username))) return 'last-admin';
  await removeAdminRecord(username);
  await removeLastSignIn(username);
  return 'removed';
}

export type RoleChangeResult = { changed: true; admin: AdminRecord; previous: Role } | { changed: false; reason: 'missing' | 'last-admin' };

/** Gives a member another role; an Admin's demotion never leaves the site without an Admin, also under racing changes. */
export async function changeRole(username: string, role: Role): Promise<RoleChangeResult> {
  const before = await findAdmin(username);
  if (!before) return { changed: false, reason: 'missing' };
  if (before.role === role) return { changed: true, admin: before, previous: role };
  if (before.role === 'admin' && !(await leaveRoster(before.username))) return { changed: false, reason: 'last-admin' };
  const admin = await updateAdmin(username, (current) => ({ ...current, role }));
  if (!admin) return { changed: false, reason: 'missing' };
  if (role === 'admin') await changeRoster((names) => [...names, admin.username.toLowerCase()]);
  return { changed: true, admin, previous: before.role };
}

/** Kept beside the account, so a sign-in never rewrites the account record itself. */
export async function recordSignIn(username: string, now: number): Promise<void> {
  await writeLastSignIn(username, new Date(now).toISOString());
}

export async function lastSignIn(username: string): Promise<string | null> {
  return (await readLastSignIn(username))?.at ?? null;
}
