import type { ClientReport } from '../../lib/api/clients';
import { fieldMessages, type FieldMessages } from '../../lib/api/field-messages';
import { answerFormSchema, type AnswerChoice, type AnswerRecord, type ReviewDecision } from '../../lib/api/reviews';
import { shownText, siteReviewOf } from '../../lib/proof/shown';
import { endResultsConsent } from './results';
import { createAnswer, readAnswerVersioned, replaceAnswer } from './store';

/**
 * The client's answer to "How are we doing?" on a monthly report: sent
 * (again: it replaces the report's answer) or withdrawn, at the report's
 * address, whose token is the only credential. Every step is kept in the
 * answer's trail: the consent record.
 *
 * - A replacement that changes the words, the rating or the naming, or
 *   takes back "publish my review", puts the review back to new: staff
 *   publish what the client says now, never what they said before.
 * - An answer without "publish our results", or a withdrawal, ends the
 *   consent a results card stands on: the card comes off first, then the
 *   answer is written, so a failure in between never leaves a card shown
 *   without consent.
 * - At most ANSWERS_PER_HOUR sends and withdrawals per report in an hour.
 */
export const ANSWERS_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;
const TRAIL_LIMIT = 200;
const RETRIES = 5;

/** What the form sent, as the page shows it again beside its errors. */
export interface FormValues {
  rating: string;
  text: string;
  naming: string;
  publishReview: boolean;
  publishResults: boolean;
}

export type AnswerOutcome =
  /** Stored (or withdrawn); `siteChanged`: what the site shows changed, so a build is due. */
  | { kind: 'sent' | 'withdrawn'; siteChanged: boolean }
  /** Withdraw with nothing (left) to withdraw. */
  | { kind: 'unchanged' }
  | { kind: 'invalid'; fields: FieldMessages; values: FormValues }
  | { kind: 'too-many' }
  /** Someone else kept writing the same answer: try again. */
  | { kind: 'conflict' };

const NEW_DECISION: ReviewDecision = { status: 'new', at: null, by: null, reason: null, shown: null };

export function formValues(form: Record<string, string>): FormValues {
  return {
    rating: form.rating ?? '',
    text: form.text ?? '',
    naming: form.naming ?? '',
    publishReview: form.publishReview !== undefined,
    publishResults: form.publishResults !== undefined,
  };
}

const recentSteps = (answer: AnswerRecord, now: Date) =>
  answer.trail.filter((step) => now.getTime() - Date.parse(step.at) < HOUR_MS).length;

const shownOf = (answer: AnswerRecord | null) => {
  const review = answer && siteReviewOf(answer);
  return review ? shownText(review) : null;
};

function fresh(report: Pick<ClientReport, 'clientId' | 'month'>, choice: AnswerChoice, at: string): AnswerRecord {
  return {
    clientId: report.clientId,
    month: report.month,
    ...choice,
    firstSentAt: at,
    sentAt: at,
    withdrawnAt: null,
    trail: [{ at, action: 'sent', choice }],
    review: NEW_DECISION,
  };
}

function replaced(current: AnswerRecord, choice: AnswerChoice, at: string): AnswerRecord {
  const sameWords =
    current.withdrawnAt === null && current.text === choice.text && current.rating === choice.rating && current.naming === choice.naming;
  const keep = sameWords && (choice.publishReview || current.review.status !== 'published');
  return {
    ...current,
    ...choice,
    sentAt: at,
    withdrawnAt: null,
    trail: [...current.trail, { at, action: 'sent' as const, choice }].slice(-TRAIL_LIMIT),
    review: keep ? current.review : NEW_DECISION,
  };
}

/** The client sends the form (intent "send") or withdraws (intent "withdraw"). */
export async function receiveAnswer(
  report: Pick<ClientReport, 'clientId' | 'month'>,
  form: Record<string, string>,
  now: Date = new Date(),
): Promise<AnswerOutcome> {
  if (form.intent === 'withdraw') return withdraw(report, now);
  const parsed = answerFormSchema.safeParse(form);
  if (!parsed.success) return { kind: 'invalid', fields: fieldMessages(parsed.error), values: formValues(form) };
  const choice: AnswerChoice = parsed.data;
  const at = now.toISOString();
  for (let attempt = 0; attempt < RETRIES; attempt += 1) {
    const current = await readAnswerVersioned(report.clientId, report.month);
    if (current && recentSteps(current.value, now) >= ANSWERS_PER_HOUR) return { kind: 'too-many' };
    const cardChanged = choice.publishResults ? false : await endResultsConsent(report.clientId, now);
    const next = current ? replaced(current.value, choice, at) : fresh(report, choice, at);
    const written = current ? (await replaceAnswer(next, current.etag)).written : await createAnswer(next);
    if (written) return { kind: 'sent', siteChanged: cardChanged || shownOf(current?.value ?? null) !== shownOf(next) };
  }
  return { kind: 'conflict' };
}

async function withdraw(report: Pick<ClientReport, 'clientId' | 'month'>, now: Date): Promise<AnswerOutcome> {
  const at = now.toISOString();
  for (let attempt = 0; attempt < RETRIES; attempt += 1) {
    const current = await readAnswerVersioned(report.clientId, report.month);
    if (!current || current.value.withdrawnAt !== null) return { kind: 'unchanged' };
    if (recentSteps(current.value, now) >= ANSWERS_PER_HOUR) return { kind: 'too-many' };
    const cardChanged = await endResultsConsent(report.clientId, now);
    const next: AnswerRecord = {
      ...current.value,
      withdrawnAt: at,
      trail: [...current.value.trail, { at, action: 'withdrawn' as const, choice: null }].slice(-TRAIL_LIMIT),
    };
    if ((await replaceAnswer(next, current.etag)).written)
      return { kind: 'withdrawn', siteChanged: cardChanged || shownOf(current.value) !== null };
  }
  return { kind: 'conflict' };
}
