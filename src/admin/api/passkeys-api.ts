import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyInfo } from '../../lib/api/auth';
import { getJson, sendJson } from './http';

/**
 * Passkeys (README "Staff, sessions and activity API"): each ceremony asks the
 * server for options, lets the browser and the authenticator answer them
 * (@simplewebauthn/browser), and sends the answer back. A person who closes
 * the browser's passkey dialog gets a DOMException (NotAllowedError), raised
 * as it is: see passkeyErrorSentence.
 */

export type { PasskeyInfo };

export const passkeyKeys = { list: ['admin', 'passkeys'] as const };

async function options<T>(path: string): Promise<T> {
  const answer = await sendJson<T>('POST', path, {});
  if (!answer) throw new Error('The server sent no passkey options');
  return answer;
}

// My account.
export const fetchPasskeys = () => getJson<PasskeyInfo[]>('/api/admin/account/passkeys', { on401: 'null' });
export async function addPasskey(name: string): Promise<PasskeyInfo | null> {
  const optionsJSON = await options<PublicKeyCredentialCreationOptionsJSON>('/api/admin/account/passkeys/options');
  const response = await startRegistration({ optionsJSON });
  return sendJson<PasskeyInfo>('POST', '/api/admin/account/passkeys', { name, response });
}
export const renamePasskey = (id: string, name: string) =>
  sendJson<PasskeyInfo>('PATCH', `/api/admin/account/passkeys/${encodeURIComponent(id)}`, { name });
export const removePasskey = (id: string) => sendJson<null>('DELETE', `/api/admin/account/passkeys/${encodeURIComponent(id)}`, {});

// Sign-in.
/** The one-step "Sign in with a passkey": no username, no password. */
export async function signInWithPasskey(): Promise<{ username: string } | null> {
  const optionsJSON = await options<PublicKeyCredentialRequestOptionsJSON>('/api/admin/login/passkey/options');
  const response = await startAuthentication({ optionsJSON });
  return sendJson<{ username: string }>('POST', '/api/admin/login/passkey', { response });
}
/** The second step after the password, with one of the member's passkeys. */
export async function passkeySecondStep(): Promise<{ username: string } | null> {
  const optionsJSON = await options<PublicKeyCredentialRequestOptionsJSON>('/api/admin/login/second-factor/passkey-options');
  const passkey = await startAuthentication({ optionsJSON });
  return sendJson<{ username: string }>('POST', '/api/admin/login/second-factor', { passkey });
}

/** A browser that said no (dialog closed, timed out, no passkey here) rather than the server: its sentence. */
export function passkeyErrorSentence(error: unknown): string | null {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return 'The passkey request was cancelled or timed out.';
  }
  if (error instanceof Error && error.name === 'InvalidStateError') return 'This device already has a passkey for your account.';
  if (error instanceof Error && /WebAuthn is not supported/i.test(error.message)) return 'This browser cannot use passkeys.';
  return null;
}
