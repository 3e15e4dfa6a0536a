import { readSiteConfig } from '../../config/site';
import { normaliseEmail } from '../../lib/api/newsletter';
import { createMailTransport, smtpUrl } from '../mail/index';
import { confirmUrl, newToken, sha256, unsubscribeUrl } from './links';
import { sendOne, sendSubscriberMail, type MailOutcome } from './mailer';
import {
  allSubscribers,
  createSubscriber,
  newSubscriber,
  readSubscriber,
  replaceSubscriber,
  updateSubscriber,
  type StoredSubscriber,
} from './subscribers';
import { isSuppressed, liftSuppression } from './suppression';
import { addressOfToken, forgetTokenHash, rememberToken } from './tokens';
import { markBounced } from './unsubscribe';
import { omit } from './omit';
import { DAY_MS } from '../../lib/time/durations';

/** The templates (React Email, with its markdown and CSS tooling) load when a mail is first drawn, not with every newsletter function. */
const templates = () => import('./mail-templates');

/**
 * Double opt-in. A sign-up makes the address pending and mails it a link to
 * /newsletter/confirm, whose button POSTs the token back; only then is the
 * address confirmed (and any earlier suppression lifted). The answer to the
 * visitor never depends on the address: every kind of address (new, pending,
 * confirmed, unsubscribed) gets one mail, at most one an hour.
 */
export const CONFIRM_LINK_TTL_MS = 7 * DAY_MS;
export const MAIL_INTERVAL_MS = 60 * 60 * 1000;

export interface SignupContext {
  /** Path of the page the form was sent from (consent evidence). */
  source?: string;
  /** The site's origin, for the links in the mail; the configured SITE_URL by default. */
  origin?: string;
  /** Runs the mail after the answer (context.waitUntil); awaited in place when absent. */
  defer?: (work: Promise<unknown>) => void;
  now?: Date;
}

type SignupMail = { kind: 'confirm'; token: string } | { kind: 'already' };

/** Only a path of this site, short: it is evidence, not a place to store text. */
function cleanSource(source: string | undefined): string | undefined {
  if (!source) return undefined;
  const path = source.trim();
  return /^\/[^\s]*$/.test(path) ? path.slice(0, 200) : undefined;
}

function withConfirmLink(record: StoredSubscriber, token: string, now: Date): StoredSubscriber {
  return {
    ...record,
    unsubscribe_token: record.unsubscribe_token ?? newToken(),
    confirm: { hash: sha256(token), expires_at: new Date(now.getTime() + CONFIRM_LINK_TTL_MS).toISOString() },
    mailed_at: now.toISOString(),
  };
}

/** What a sign-up of this address does: the record to write and the mail to send, or nothing. */
function plan(
  current: StoredSubscriber | null,
  address: string,
  now: Date,
  source: string | undefined,
): { next: StoredSubscriber; mail: SignupMail } | null {
  const token = newToken();
  if (!current) return { next: withConfirmLink(newSubscriber(address, now, source), token, now), mail: { kind: 'confirm', token } };
  if (current.mailed_at && now.getTime() - Date.parse(current.mailed_at) < MAIL_INTERVAL_MS) return null;
  switch (current.status) {
    case 'confirmed':
      return {
        next: { ...current, unsubscribe_token: current.unsubscribe_token ?? newToken(), mailed_at: now.toISOString() },
        mail: { kind: 'already' },
      };
    case 'pending':
    case 'legacy':
      return { next: withConfirmLink(current, token, now), mail: { kind: 'confirm', token } };
    case 'unsubscribed':
    case 'bounced': {
      // A new consent: its own time and page. The old leaving time stays as history.
      const renewed: StoredSubscriber = { ...current, status: 'pending', subscribed_at: now.toISOString() };
      if (source) renewed.source = source;
      else delete renewed.source;
      return { next: withConfirmLink(renewed, token, now), mail: { kind: 'confirm', token } };
    }
  }
}

async function mailSignup(record: StoredSubscriber, mail: SignupMail, origin: string): Promise<void> {
  if (!smtpUrl()) {
    console.error(`Newsletter ${mail.kind} mail for subscriber ${record.id} not sent: SMTP_URL is not set.`);
    return;
  }
  // The links resolve before the mail that carries them goes out.
  if (mail.kind === 'confirm') await rememberToken('confirm', mail.token, record.email);
  await rememberToken('unsubscribe', record.unsubscribe_token!, record.email);
  const unsubscribe = unsubscribeUrl(origin, record.unsubscribe_token!);
  const { alreadySubscribedMail, confirmationMail } = await templates();
  const rendered =
    mail.kind === 'confirm'
      ? await confirmationMail({ confirmUrl: confirmUrl(origin, mail.token), unsubscribeUrl: unsubscribe })
      : await alreadySubscribedMail({ unsubscribeUrl: unsubscribe });
  const outcome = await sendOne({ to: record.email, mail: rendered, origin, unsubscribeToken: record.unsubscribe_token! });
  if (outcome.state === 'refused') await markBounced(record.email, outcome.reason);
  if (outcome.state === 'refused' || outcome.state === 'failed')
    console.error(
      `Newsletter ${mail.kind} mail for subscriber ${record.id} not sent: ${outcome.state}`,
      'reason' in outcome ? outcome.reason : '',
    );
}

/**
 * A sign-up from the footer form. Resolves once the record is written; the
 * mail goes through `context.defer` when given, so a slow mail server never
 * slows the visitor and the answer takes as long whatever the address.
 */
export async function subscribe(email: string, context: SignupContext = {}): Promise<void> {
  const now = context.now ?? new Date();
  const origin = context.origin ?? readSiteConfig().origin;
  const address = normaliseEmail(email);
  const source = cleanSource(context.source);
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await readSubscriber(address);
    const decision = plan(current?.value ?? null, address, now, source);
    if (!decision) return;
    const { next, mail } = decision;
    const written = current ? await replaceSubscriber(current, next) : await createSubscriber(next);
    // Someone else's request about this address won; their decision stands (and mails at most once).
    if (!written) continue;
    const replaced = current?.value.confirm;
    if (replaced && mail.kind === 'confirm') await forgetTokenHash('confirm', replaced.hash);
    const work = mailSignup(next, mail, origin);
    if (context.defer) context.defer(work);
    else await work;
    return;
  }
}

/**
 * The POST of the confirmation page. `confirmed` only for a live link (known,
 * not used, under 7 days old); anything else is `invalid`, whatever the reason.
 */
export async function confirm(token: unknown, now: Date = new Date()): Promise<'confirmed' | 'invalid'> {
  const found = await addressOfToken('confirm', token);
  if (!found) return 'invalid';
  const live = (record: StoredSubscriber) => record.confirm?.hash === found.hash && Date.parse(record.confirm.expires_at) > now.getTime();
  const current = await readSubscriber(found.email);
  if (!current || !live(current.value)) return 'invalid';
  // Lifted first: a confirmed record that is still suppressed would get nothing, silently.
  await liftSuppression(found.email);
  const written = await updateSubscriber(found.email, (record) => {
    if (!live(record)) return null;
    return { ...omit(record, 'confirm'), status: 'confirmed', confirmed_at: now.toISOString() };
  });
  await forgetTokenHash('confirm', found.hash);
  return written ? 'confirmed' : 'invalid';
}

/**
 * Mails every reader who signed up before confirmation was required a
 * one-time request to confirm, at most `limit` per call (the answer says how
 * many remain). Each is claimed on its record first, so two calls never mail
 * anyone twice; a temporary failure releases the claim for the next call.
 */
export async function sendReconfirmations({
  origin = readSiteConfig().origin,
  now = new Date(),
  limit = 50,
}: { origin?: string; now?: Date; limit?: number } = {}): Promise<{ sent: number; failed: number; remaining: number } | null> {
  const url = smtpUrl();
  if (!url) return null;
  const { records } = await allSubscribers();
  const due = records.filter((record) => record.status === 'legacy' && !record.reconfirmation_sent_at);
  const transport = await createMailTransport(url, { pool: true });
  const { confirmationMail } = await templates();
  let sent = 0;
  let failed = 0;
  try {
    for (const candidate of due.slice(0, limit)) {
      if (await isSuppressed(candidate.email)) continue;
      const token = newToken();
      const unsubscribeToken = candidate.unsubscribe_token ?? newToken();
      await rememberToken('confirm', token, candidate.email);
      if (!candidate.unsubscribe_token) await rememberToken('unsubscribe', unsubscribeToken, candidate.email);
      const claimed = await updateSubscriber(candidate.email, (record) =>
        record.status === 'legacy' && !record.reconfirmation_sent_at
          ? {
              ...withConfirmLink({ ...record, unsubscribe_token: unsubscribeToken }, token, now),
              reconfirmation_sent_at: now.toISOString(),
            }
          : null,
      );
      if (!claimed) continue;
      const mail = await confirmationMail({
        confirmUrl: confirmUrl(origin, token),
        unsubscribeUrl: unsubscribeUrl(origin, unsubscribeToken),
        reconfirmation: true,
      });
      const outcome: MailOutcome = await sendSubscriberMail(transport, { to: candidate.email, mail, origin, unsubscribeToken });
      if (outcome.state === 'sent') sent++;
      else {
        failed++;
        if (outcome.state === 'refused') await markBounced(candidate.email, outcome.reason, now);
        else {
          await updateSubscriber(candidate.email, (record) => omit(record, 'reconfirmation_sent_at'));
        }
      }
    }
  } finally {
    transport.close();
  }
  return { sent, failed, remaining: Math.max(0, due.length - limit) };
}
