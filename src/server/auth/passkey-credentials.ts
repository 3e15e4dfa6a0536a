import { randomBytes } from 'node:crypto';
import type { PasskeyInfo } from '../../lib/api/auth';
import { accountIdOf } from './admins';
import {
  createPasskeyOwner,
  createPasskeys,
  readPasskeyOwner,
  readPasskeys,
  readPasskeysVersioned,
  removePasskeyOwner,
  removePasskeys,
  replacePasskeys,
  type PasskeyRecord,
  type StoredPasskey,
} from './store';

/**
 * The passkeys a member has added. One record per member (`passkeys/<user>`:
 * the WebAuthn user handle and every credential), changed only by conditional
 * writes, so a counter update and a removal made at once both hold. Beside it
 * one small index key per credential (`passkey-ids/<sha256 of its id>` →
 * username): the one-step sign-in starts from a credential id alone.
 */
export type { StoredPasskey } from './store';

/** A member may have this many passkeys (a phone, a laptop, a security key or two...). */
export const MAX_PASSKEYS = 20;

async function readRecord(username: string): Promise<PasskeyRecord | null> {
  const [found, owner] = await Promise.all([readPasskeys(username), accountIdOf(username)]);
  return found && found.account_id === owner ? found : null;
}

/** The member's passkeys, oldest first. */
export async function listPasskeys(username: string): Promise<StoredPasskey[]> {
  return (await readRecord(username))?.credentials ?? [];
}

export function passkeyInfo(passkey: StoredPasskey): PasskeyInfo {
  return {
    id: passkey.id,
    name: passkey.name,
    created_at: new Date(passkey.created_at).toISOString(),
    last_used_at: passkey.last_used_at === null ? null : new Date(passkey.last_used_at).toISOString(),
  };
}

/** Applies `change` with a conditional write, retried when someone else wrote in between; null leaves it as it is. */
async function changeRecord<T>(
  username: string,
  change: (record: PasskeyRecord) => { next: PasskeyRecord; result: T } | null,
): Promise<T | null> {
  const owner = await accountIdOf(username);
  if (owner === null) return null;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await readPasskeysVersioned(username);
    // What another account (one removed halfway) left is replaced, never used.
    const current =
      found && found.value.account_id === owner ? found.value : { account_id: owner, user_id: newUserHandle(), credentials: [] };
    const outcome = change(current);
    if (!outcome) return null;
    const next = { ...outcome.next, account_id: owner };
    const written = found ? (await replacePasskeys(username, next, found.etag)).written : await createPasskeys(username, next);
    if (written) return outcome.result;
  }
  throw new Error(`The passkeys of ${username} kept changing while being updated`);
}

const newUserHandle = () => randomBytes(32).toString('base64url');

/** The member's WebAuthn user handle, made (and kept) on first use. */
export async function userHandleOf(username: string): Promise<string> {
  const existing = await readRecord(username);
  if (existing) return existing.user_id;
  const made = await changeRecord(username, (record) => ({ next: record, result: record.user_id }));
  if (made === null) throw new Error(`There is no account named ${username}`);
  return made;
}

/** Whose passkey this credential id is, if anyone's (the index; the member's record is the truth). */
export async function ownerOfCredential(credentialId: string): Promise<string | null> {
  return (await readPasskeyOwner(credentialId))?.username ?? null;
}

/** One passkey of one member, with the member's user handle; null when it is not theirs (or removed). */
export async function findPasskey(username: string, credentialId: string): Promise<{ passkey: StoredPasskey; userHandle: string } | null> {
  const record = await readRecord(username);
  const passkey = record?.credentials.find((credential) => credential.id === credentialId);
  return record && passkey ? { passkey, userHandle: record.user_id } : null;
}

export type AddResult = 'added' | 'taken' | 'too-many';

/** Adds a verified new passkey; 'taken' when that credential is already someone's. */
export async function addPasskey(username: string, passkey: StoredPasskey): Promise<AddResult> {
  if ((await listPasskeys(username)).length >= MAX_PASSKEYS) return 'too-many';
  // The index first, written only-if-new: a credential belongs to one member, once.
  if (!(await createPasskeyOwner(passkey.id, username.toLowerCase()))) return 'taken';
  try {
    await changeRecord(username, (record) => ({ next: { ...record, credentials: [...record.credentials, passkey] }, result: true }));
  } catch (error) {
    await removePasskeyOwner(passkey.id).catch(() => undefined);
    throw error;
  }
  return 'added';
}

export async function renamePasskey(username: string, credentialId: string, name: string): Promise<StoredPasskey | null> {
  return changeRecord(username, (record) => {
    const passkey = record.credentials.find((credential) => credential.id === credentialId);
    if (!passkey) return null;
    const renamed = { ...passkey, name };
    return { next: { ...record, credentials: record.credentials.map((c) => (c.id === credentialId ? renamed : c)) }, result: renamed };
  });
}

/** Removes one passkey; it stops working at once. */
export async function removePasskey(username: string, credentialId: string): Promise<StoredPasskey | null> {
  const removed = await changeRecord(username, (record) => {
    const passkey = record.credentials.find((credential) => credential.id === credentialId);
    if (!passkey) return null;
    return { next: { ...record, credentials: record.credentials.filter((c) => c.id !== credentialId) }, result: passkey };
  });
  if (removed) await removePasskeyOwner(credentialId);
  return removed;
}

/** Every passkey of a member who leaves, so a later account of the same name never inherits one. */
export async function removeAllPasskeys(username: string): Promise<void> {
  // Whoever's they are: the account is gone by now.
  const record = await readPasskeys(username);
  if (!record) return;
  await Promise.all(record.credentials.map((credential) => removePasskeyOwner(credential.id)));
  await removePasskeys(username);
}

/**
 * After a verified use: the authenticator's new counter and the time. The
 * counter only moves forward here too, so of two racing uses the lower never
 * wins (the library has already refused one that went backwards).
 */
export async function recordPasskeyUse(username: string, credentialId: string, counter: number, now: number): Promise<boolean> {
  const recorded = await changeRecord(username, (record) => {
    const passkey = record.credentials.find((credential) => credential.id === credentialId);
    if (!passkey || (counter > 0 && counter <= passkey.counter)) return null;
    const used = { ...passkey, counter, last_used_at: now };
    return { next: { ...record, credentials: record.credentials.map((c) => (c.id === credentialId ? used : c)) }, result: true };
  });
  return recorded === true;
}
