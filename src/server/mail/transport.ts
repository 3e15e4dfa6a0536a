import nodemailer, { type SendMailOptions } from 'nodemailer';
import { readSiteConfig } from '../../config/site';

/**
 * Sending mail over the SMTP server named by SMTP_URL (the same server the
 * lead alerts use). The sender is STAFF_MAIL_FROM, else LEAD_NOTIFY_FROM,
 * else the site's own address, so a dev server with only SMTP_URL set sends
 * every kind of mail. Without SMTP_URL there is no mail: callers then say so
 * (the admin shows an invite's link; the login page hides "Forgot password").
 */
export interface MailSettings {
  url: string;
  from: string;
}

type Env = Record<string, string | undefined>;

export function mailSettings(env: Env = process.env): MailSettings | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  return { url, from: env.STAFF_MAIL_FROM?.trim() || env.LEAD_NOTIFY_FROM?.trim() || readSiteConfig(env).email };
}

const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export type MailMessage = Pick<SendMailOptions, 'to' | 'subject' | 'text'>;

/**
 * Sends one message; true when the server took it, false (logged) when there
 * is no server or it refused. Without a server the message is printed to the
 * console, link included, so in development no mail is silently dropped.
 */
export async function sendMail(message: MailMessage, settings: MailSettings | null = mailSettings()): Promise<boolean> {
  if (!settings) {
    console.info(
      `No SMTP_URL: mail not sent, printed here instead.\nTo: ${String(message.to)}\nSubject: ${String(message.subject)}\n\n${String(message.text)}`,
    );
    return false;
  }
  const transport = nodemailer.createTransport({ ...TIMEOUTS_MS, url: settings.url });
  try {
    await transport.sendMail({ from: settings.from, ...message });
    return true;
  } catch (error) {
    console.error(`Mail "${String(message.subject)}" not sent:`, error instanceof Error ? error.message : error);
    return false;
  } finally {
    transport.close();
  }
}
