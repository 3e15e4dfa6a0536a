import { createHash, randomBytes } from 'node:crypto';
import { newsletterSender } from '../mail/index';

/**
 * The secrets in newsletter links and the headers every newsletter mail
 * carries. Tokens are 256 random bits; the store keeps only their sha256
 * (confirm links) or looks them up by it (unsubscribe links).
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A token as it may arrive in a link: 43 base64url characters, nothing else. */
export function isTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

export const CONFIRM_PATH = '/newsletter/confirm';
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

export function confirmUrl(origin: string, token: string): string {
  return `${origin}${CONFIRM_PATH}?token=${token}`;
}

export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}${UNSUBSCRIBE_PATH}?token=${token}`;
}

/**
 * RFC 2369 List-Unsubscribe (the https link and a mailto to the sender, whose
 * subject carries the token so staff can act on it) and RFC 8058's
 * List-Unsubscribe-Post, which lets Gmail, Yahoo and others unsubscribe with
 * one POST of `List-Unsubscribe=One-Click` to the link.
 */
export function listUnsubscribeHeaders(origin: string, token: string): Record<string, string> {
  const mailbox = process.env.NEWSLETTER_UNSUBSCRIBE_MAILTO?.trim() || newsletterSender().address;
  const mailto = `mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(origin, token)}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
