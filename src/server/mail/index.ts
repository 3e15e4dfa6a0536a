/**
 * The SMTP transport, staff mails and the links in mail.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { mailLinkOrigin } from './links';
export { confirmEmailMail, inviteMail, resetMail, sendAccountNotice } from './staff-mail';
export {
  createMailTransport,
  failureReason,
  isPermanentFailure,
  mailSettings,
  newsletterSender,
  sendMail,
  smtpUrl,
  type MailMessage,
} from './transport';
