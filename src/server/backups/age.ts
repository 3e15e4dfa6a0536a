import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';

/**
 * Backups are age files (age-encryption.org, through typage, its maintained
 * JavaScript implementation): encrypted to the agency's public key, so the
 * site can write a backup and never read one. age's STREAM format seals every
 * 64 KiB chunk and marks the last one, so a changed, cut or extended file is
 * refused, and both ways run as web streams: nothing is held whole.
 */
const RECIPIENT = /^age1[02-9ac-hj-np-z]{58}$/;

export class BackupKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupKeyError';
  }
}

/** A public key from a file or the environment; only plain X25519 recipients (`age1…`), so a typo is caught here. */
export function parseRecipient(text: string | undefined): string {
  const recipient = (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('#'));
  if (!recipient || !RECIPIENT.test(recipient)) {
    throw new BackupKeyError('The backup public key must be one age recipient, a line starting "age1" (see docs/backups.md).');
  }
  return recipient;
}

export function parseIdentity(text: string): string {
  const identity = text
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('AGE-SECRET-KEY-1'));
  if (!identity) throw new BackupKeyError('The identity file holds no age secret key (a line starting "AGE-SECRET-KEY-1").');
  return identity;
}

export async function newKeyPair(): Promise<{ identity: string; recipient: string }> {
  const identity = await generateX25519Identity();
  return { identity, recipient: await identityToRecipient(identity) };
}

export async function encryptTo(recipient: string, plaintext: ReadableStream<Uint8Array>): Promise<ReadableStream<Uint8Array>> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(recipient);
  return encrypter.encrypt(plaintext);
}

/** Decrypts as a stream; a wrong key fails here, a damaged chunk fails when the stream reaches it. */
export async function decryptWith(identity: string, ciphertext: ReadableStream<Uint8Array>): Promise<ReadableStream<Uint8Array>> {
  const decrypter = new Decrypter();
  decrypter.addIdentity(identity);
  return decrypter.decrypt(ciphertext);
}
