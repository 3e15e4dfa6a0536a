import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { createMailTransport, failureReason, isPermanentFailure, newsletterSender, smtpUrl } from '../mail/index';
import { listUnsubscribeHeaders } from './links';
import type { RenderedMail } from './mail-templates';

/**
 * Hands one newsletter mail for one reader to the SMTP server, with the
 * unsubscribe headers every such mail carries, and says what happened:
 * `sent` (the server took it), `refused` (a permanent 5xx: the address is
 * bounced) or `failed` (a 4xx or no answer: try again later).
 */
export type MailOutcome = { state: 'sent' } | { state: 'refused'; reason: string } | { state: 'failed'; reason: string };

export type MailTransport = Transporter<SMTPTransport.SentMessageInfo>;

export interface SubscriberMail {
  to: string;
  mail: RenderedMail;
  origin: string;
  unsubscribeToken: string;
  /** Campaign mails say they are bulk mail. */
  bulk?: boolean;
}

export async function sendSubscriberMail(
  transport: MailTransport,
  { to, mail, origin, unsubscribeToken, bulk }: SubscriberMail,
): Promise<MailOutcome> {
  try {
    await transport.sendMail({
      from: newsletterSender(),
      to,
      subject: mail.subject.replace(/[\r\n]+/g, ' '),
      html: mail.html,
      text: mail.text,
      headers: { ...listUnsubscribeHeaders(origin, unsubscribeToken), ...(bulk && { Precedence: 'bulk' }) },
    });
    return { state: 'sent' };
  } catch (error) {
    const reason = failureReason(error);
    return isPermanentFailure(error) ? { state: 'refused', reason } : { state: 'failed', reason };
  }
}

/** Sends one mail on a connection of its own; `off` when SMTP_URL is not set. */
export async function sendOne(message: SubscriberMail): Promise<MailOutcome | { state: 'off' }> {
  const url = smtpUrl();
  if (!url) return { state: 'off' };
  const transport = await createMailTransport(url);
  try {
    return await sendSubscriberMail(transport, message);
  } finally {
    transport.close();
  }
}
