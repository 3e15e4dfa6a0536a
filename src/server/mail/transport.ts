import type { SendMailOptions, Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { readSiteConfig } from '../../config/site';

/**
 * The one way this site sends mail (lead alerts, staff mail, newsletters):
 * nodemailer over the SMTP server named by SMTP_URL (smtp://user:pass@host:587,
 * STARTTLS when offered, or smtps:// for TLS from the first byte; nodemailer
 * options may follow as query parameters). When DKIM_PRIVATE_KEY, DKIM_DOMAIN
 * and DKIM_SELECTOR are set, nodemailer signs every message with that key.
 * Without SMTP_URL there is no mail: callers then say so (the admin shows an
 * invite's link; the login page hides "Forgot password").
 */
type Env = Record<string, string | undefined>;

/** How long an unanswering SMTP server gets before a send counts as failed. */
const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** The DKIM key, or null when none is configured (a half-configured key is an error, not silently unsigned mail). */
export function dkimSettings(env: Env = process.env): DkimSettings | null {
  const privateKey = env.DKIM_PRIVATE_KEY?.trim().replace(/\\n/g, '\n');
  const domainName = env.DKIM_DOMAIN?.trim();
  const keySelector = env.DKIM_SELECTOR?.trim();
  if (!privateKey && !domainName && !keySelector) return null;
  if (!privateKey || !domainName || !keySelector) {
    throw new Error('DKIM signing needs all of DKIM_PRIVATE_KEY, DKIM_DOMAIN and DKIM_SELECTOR');
  }
  return { privateKey, domainName, keySelector };
}

export function smtpUrl(env: Env = process.env): string | null {
  return env.SMTP_URL?.trim() || null;
}

/**
 * A transport for SMTP_URL; `pool` keeps connections open for a run of many messages (a campaign).
 * nodemailer loads here, on the first mail sent, not with every function that can send one.
 */
export async function createMailTransport(
  url: string,
  { pool = false, env = process.env }: { pool?: boolean; env?: Env } = {},
): Promise<Transporter<SMTPTransport.SentMessageInfo>> {
  const dkim = dkimSettings(env);
  const { default: nodemailer } = await import('nodemailer');
  // nodemailer lets the url's own query parameters (e.g. shorter test timeouts) win over these defaults.
  return nodemailer.createTransport({ ...TIMEOUTS_MS, url, pool, ...(dkim && { dkim }) } as SMTPTransport.Options);
}

/**
 * Staff mail: the server and the sender. The sender is STAFF_MAIL_FROM, else
 * LEAD_NOTIFY_FROM, else the site's own address, so a dev server with only
 * SMTP_URL set sends every kind of mail.
 */
export interface MailSettings {
  url: string;
  from: string;
}

export function mailSettings(env: Env = process.env): MailSettings | null {
  const url = smtpUrl(env);
  if (!url) return null;
  return { url, from: env.STAFF_MAIL_FROM?.trim() || env.LEAD_NOTIFY_FROM?.trim() || readSiteConfig(env).email };
}

export type MailMessage = Pick<SendMailOptions, 'to' | 'subject' | 'text'>;

/**
 * Sends one staff message; true when the server took it, false (logged) when
 * there is no server or it refused. Without a server the message is printed
 * to the console, link included, so in development no mail is silently dropped.
 */
export async function sendMail(message: MailMessage, settings: MailSettings | null = mailSettings()): Promise<boolean> {
  if (!settings) {
    console.info(
      `No SMTP_URL: mail not sent, printed here instead.\nTo: ${String(message.to)}\nSubject: ${String(message.subject)}\n\n${String(message.text)}`,
    );
    return false;
  }
  const transport = await createMailTransport(settings.url);
  try {
    await transport.sendMail({ from: settings.from, ...message });
    return true;
  } catch (error) {
    console.error(`Mail "${String(message.subject)}" not sent:`, failureReason(error));
    return false;
  } finally {
    transport.close();
  }
}

/**
 * Who newsletter mail comes from: NEWSLETTER_FROM, else LEAD_NOTIFY_FROM (the
 * address the agency already sends alerts from), else CONTACT_EMAIL, named
 * after the agency when the setting gives no name.
 */
export function newsletterSender(env: Env = process.env): { name: string; address: string } {
  const site = readSiteConfig(env);
  const raw = env.NEWSLETTER_FROM?.trim() || env.LEAD_NOTIFY_FROM?.trim() || site.email;
  const named = /^(.*)<([^>]+)>\s*$/.exec(raw);
  if (named) return { name: named[1]!.trim().replace(/^"|"$/g, '') || site.brandName, address: named[2]!.trim() };
  return { name: site.brandName, address: raw };
}

/** A permanent SMTP refusal (5xx): the address will never accept this mail. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The server's own words, kept short. */
export function failureReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}
