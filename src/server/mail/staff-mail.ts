import type { Context } from '@netlify/functions';
import { afterResponse } from '../after-response';
import { sendMail, type MailMessage } from './transport';

/**
 * The mails staff receive: plain text, one link or one fact each. The links
 * carry a single-use token; the mail says how long it is valid.
 */
const SIGNATURE =
  '\n\nIf you did not expect this e-mail, you can ignore it; if something here was not you, tell the other admins at once.\n';

export function inviteMail(to: string, link: string, invitedBy: string, role: string): MailMessage {
  return {
    to,
    subject: 'You are invited to the website admin',
    text: `${invitedBy} invited you to help run the website's admin, as ${role}.\n\nChoose your username and password here (the link works once, for 72 hours):\n${link}${SIGNATURE}`,
  };
}

export function resetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your admin password',
    text: `Someone asked to reset the password of your admin account.\n\nChoose a new password here (the link works once, for 30 minutes):\n${link}\n\nSigning in afterwards still asks for your second factor, if you have one.${SIGNATURE}`,
  };
}

export function confirmEmailMail(to: string, link: string, username: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new admin e-mail address',
    text: `The admin account "${username}" asked to use this address from now on.\n\nConfirm it here (the link works once, for 24 hours):\n${link}${SIGNATURE}`,
  };
}

/** A short notice of a change to the account, sent to the address the account had. */
export function accountNotice(to: string, username: string, what: string): MailMessage {
  return {
    to,
    subject: `Your admin account: ${what}`,
    text: `This is a notice about the admin account "${username}": ${what}.${SIGNATURE}`,
  };
}

/** Sends the account notice after the answer: a mail that fails never fails the change it reports. */
export function sendAccountNotice(context: Context, account: { email: string; username: string }, what: string): void {
  afterResponse(context, sendMail(accountNotice(account.email, account.username, what)));
}
