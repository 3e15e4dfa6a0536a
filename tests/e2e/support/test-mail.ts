import type { ReceivedMail } from '../../../scripts/lib/local-smtp';
import type { CaughtMail } from '../../../scripts/mail-catcher';
import { mailCatcherPort } from '../../../scripts/quality/ports';

/**
 * The mail the dev server sent, read from the run's one mail catcher
 * (scripts/mail-catcher.ts, started by playwright.config.ts on TEST_SMTP_PORT,
 * where the dev server's SMTP_URL points). Specs run side by side, so each
 * picks its own mail by recipient or text, never the first or the last one.
 */
export interface TestMail {
  /** Every mail received so far in this run. */
  mails: () => Promise<ReceivedMail[]>;
  /** The first mail, received or still to come, that `matches`. */
  waitForMail: (matches: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
}

const toReceived = (mail: CaughtMail): ReceivedMail => ({ ...mail, headers: new Map(mail.headers) });

async function fetchMails(after = 0, waitMs = 0): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${mailCatcherPort}/mails?after=${after}&waitMs=${waitMs}`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return ((await response.json()) as CaughtMail[]).map(toReceived);
}

export const testMail: TestMail = {
  mails: () => fetchMails(),
  async waitForMail(matches, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    for (let mails = await fetchMails(); ;) {
      const found = mails.find(matches);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No matching mail within ${timeoutMs} ms; ${mails.length} other mail(s) arrived`);
      // Answers as soon as another mail arrives (or after `left`): waiting, not polling.
      mails = await fetchMails(mails.length, Math.min(left, 30_000));
    }
  },
};
