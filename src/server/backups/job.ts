import { SYSTEM_ACTORS } from '../../lib/api/auth';
import { recordActivity } from '../activity/index';
import { listAdmins } from '../auth/index';
import { sendMail } from '../mail/index';
import { parseRecipient } from './age';
import { backupFailedMail, backupMissingMail } from './mail';
import {
  claimDailyMail,
  clearRequest,
  deleteParts,
  listRuns,
  newRun,
  pendingRequest,
  pruneRuns,
  readParts,
  saveRun,
  storeParts,
  type BackupRun,
} from './runs';
import { parseSigningKey } from './signing-key';
import { encryptedBackup } from './write';
import { DAY_MS } from '../../lib/time/durations';

/** A scheduled backup is made when the last good one is this old. */
export const BACKUP_EVERY_MS = 7 * DAY_MS;
/** With no good backup for this long, the weekly one is missing: the Admins are told (at most once a day). */
export const MISSING_AFTER_MS = 8 * DAY_MS;

export const NO_RECIPIENT =
  'BACKUP_RECIPIENT is not set to an age public key, so no backup was made (a backup is never kept unencrypted). See docs/backups.md.';

export const NO_SIGNING_KEY =
  'BACKUP_SIGNING_KEY is not set to the backup signing key (at least 32 bytes), so no backup was made (a restore refuses an unsigned backup). See docs/backups.md.';

export interface BackupStatus {
  last: BackupRun | null;
  lastSucceeded: BackupRun | null;
  /** Whether the weekly backup is overdue (no good one for MISSING_AFTER_MS). */
  missing: boolean;
  recipientSet: boolean;
}

export async function backupStatus(now: Date = new Date(), env: NodeJS.ProcessEnv = process.env): Promise<BackupStatus> {
  const runs = await listRuns();
  const lastSucceeded = runs.find((run) => run.status === 'succeeded') ?? null;
  return {
    last: runs[0] ?? null,
    lastSucceeded,
    missing: !lastSucceeded || now.getTime() - Date.parse(lastSucceeded.started_at) >= MISSING_AFTER_MS,
    recipientSet: hasRecipient(env),
  };
}

function hasRecipient(env: NodeJS.ProcessEnv): boolean {
  try {
    parseRecipient(env.BACKUP_RECIPIENT);
    return true;
  } catch {
    return false;
  }
}

async function mailAdmins(message: (to: string) => Parameters<typeof sendMail>[0]): Promise<void> {
  try {
    for (const admin of await listAdmins()) await sendMail(message(admin.email));
  } catch (error) {
    console.error('Could not mail the Admins about the backup:', error);
  }
}

/**
 * Makes one backup into the backups store (one at a time: the background
 * job's claim, trigger.ts): streams the encrypted file into parts, records how it went, keeps the last
 * few. Without a public key the run is recorded as failed, never made in
 * the clear; without the signing key too, never made unsigned. A failure is
 * mailed to every Admin, at most once a day however often it fails, and its
 * record is pruned like a good one's.
 */
export async function makeBackup(
  trigger: BackupRun['trigger'],
  { now = new Date(), by, env = process.env }: { now?: Date; by?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<BackupRun> {
  const run = newRun(trigger, now, by);
  let recipient: string | null;
  try {
    recipient = parseRecipient(env.BACKUP_RECIPIENT);
  } catch {
    recipient = null;
  }
  if (!recipient) return await finish({ ...run, status: 'failed', finished_at: new Date().toISOString(), error: NO_RECIPIENT });
  let signingKey: Uint8Array;
  try {
    signingKey = parseSigningKey(env.BACKUP_SIGNING_KEY);
  } catch {
    return await finish({ ...run, status: 'failed', finished_at: new Date().toISOString(), error: NO_SIGNING_KEY });
  }
  await saveRun(run);
  try {
    const { stream, counts } = await encryptedBackup(recipient, signingKey, now);
    const stored = await storeParts(run.id, stream);
    const done: BackupRun = { ...run, status: 'succeeded', finished_at: new Date().toISOString(), ...stored, records: counts };
    await saveRun(done);
    await pruneRuns();
    return done;
  } catch (error) {
    console.error(`Backup ${run.id} failed:`, error);
    await deleteParts(run.id).catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    return await finish({ ...run, status: 'failed', finished_at: new Date().toISOString(), error: `The backup failed: ${reason}` });
  }
}

async function finish(failed: BackupRun): Promise<BackupRun> {
  await saveRun(failed);
  await pruneRuns();
  if (await claimDailyMail('failed', Date.parse(failed.finished_at ?? failed.started_at))) {
    await mailAdmins((to) => backupFailedMail(to, failed));
  }
  return failed;
}

/**
 * What the background function does each time it is started: an Admin's
 * request, or the weekly backup when the last good one is a week old.
 * Calling it again does nothing more (a run holds the job's claim; a fresh
 * good backup makes the next one not due).
 */
export async function runDueBackup(now: Date = new Date(), env: NodeJS.ProcessEnv = process.env): Promise<BackupRun | null> {
  const request = await pendingRequest();
  if (request) {
    await clearRequest();
    return makeBackup('admin', { now, by: request.by, env });
  }
  if (await weeklyDue(now)) return makeBackup('schedule', { now, env });
  return null;
}

export async function weeklyDue(now: Date): Promise<boolean> {
  const { lastSucceeded } = await backupStatus(now);
  return !lastSucceeded || now.getTime() - Date.parse(lastSucceeded.started_at) >= BACKUP_EVERY_MS - DAY_MS / 2;
}

/** The daily check's warning when the weekly backup is missing (no good one for over a week), at most once a day. */
export async function warnIfMissing(now: Date = new Date()): Promise<boolean> {
  const status = await backupStatus(now);
  if (!status.missing || !(await claimDailyMail('missing', now.getTime()))) return false;
  await mailAdmins((to) => backupMissingMail(to, status.lastSucceeded));
  return true;
}

/** How the activity log names a download by `npm run backup -- --pull`: it holds a Netlify token, not a member's session. */
export const PULL_COMMAND_ACTOR = SYSTEM_ACTORS.backupCommand;

/** The latest good backup, part by part, for a copy off the site; the download is logged. */
export async function downloadLatestBackup(
  by: string,
  now: Date = new Date(),
): Promise<{ run: BackupRun; parts: AsyncGenerator<Uint8Array> } | null> {
  const latest = (await listRuns()).find((run) => run.status === 'succeeded');
  if (!latest) return null;
  await recordActivity({ actor: by, action: 'backup.downloaded', target: latest.id }, undefined, now.getTime());
  return { run: latest, parts: readParts(latest) };
}
