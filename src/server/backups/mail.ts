import type { MailMessage } from '../mail/index';
import type { BackupRun } from './runs';

/** The mails the Admins get about backups: plain text, one fact each, like the other staff mails. */
export function backupFailedMail(to: string, run: BackupRun): MailMessage {
  return {
    to,
    subject: 'The website backup failed',
    text: `The ${run.trigger === 'schedule' ? 'weekly' : 'requested'} backup started at ${run.started_at} failed:\n\n${run.error ?? 'no reason was recorded'}\n\nThe Backups screen in the admin shows the last good backup; "Back up now" tries again.\n`,
  };
}

export function backupMissingMail(to: string, lastSucceeded: BackupRun | null): MailMessage {
  const since = lastSucceeded
    ? `The last good backup was made at ${lastSucceeded.started_at}.`
    : 'No backup of the website has ever succeeded.';
  return {
    to,
    subject: 'The weekly website backup is missing',
    text: `${since}\n\nA backup is made every week; this one did not happen. Check the Backups screen in the admin and BACKUP_RECIPIENT in the site's environment (docs/backups.md).\n`,
  };
}
