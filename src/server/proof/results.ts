import type { ClientRecord, ClientReport } from '../../lib/api/clients';
import { monthLabel } from '../../lib/time/months';
import type { AnswerRecord, Baseline, CardRecord, ClientResults, ProofTags, SiteState } from '../../lib/api/reviews';
import { cardBuildKey, shownText, siteCardOf } from '../../lib/proof/shown';
import { monthBefore, readClient, reportsOf, withOwnFigures, yearBefore } from '../clients/index';
import { labelOf, tagOptions } from './options';
import { createCard, readAnswers, readCard, readCardVersioned, readTags, replaceCard, writeTags } from './store';

/**
 * Results: Publish results (Admin) freezes a card from the client's latest
 * monthly report, only while the client's latest word consents to it (the
 * answer it sent or withdrew last says "publish our results" and stands).
 * The card keeps its numbers when later reports change; publishing again
 * makes it from the latest report then.
 */

export const RESULTS_REFUSALS = {
  noConsent: 'The client has not agreed to publish their results: their latest answer on a monthly report does not say so.',
  withdrawn: 'The client withdrew their latest answer: their results cannot be published.',
  noReport: 'This client has no monthly report yet.',
  noGoogle: (month: string) => `The ${monthLabel(month)} report has no figures from Google, so there are no results to show.`,
  noBaseline: (month: string) =>
    `The reports have no earlier month with figures to compare ${monthLabel(month)} with (neither a year before nor a first month).`,
} as const;

/** The answer the client sent or withdrew last: their latest word. */
export function latestWord(answers: readonly AnswerRecord[]): AnswerRecord | null {
  const lastStep = (answer: AnswerRecord) => answer.trail.at(-1)?.at ?? answer.withdrawnAt ?? answer.sentAt;
  return [...answers].sort((a, b) => lastStep(b).localeCompare(lastStep(a)))[0] ?? null;
}

/** The client's reports as they may be shown: Google's figures only while the property is the client's alone. */
const shownReports = async (clientId: string) => Promise.all((await reportsOf(clientId)).map(withOwnFigures));

/** The month a card compares with: the same month a year earlier when known, else the first month with data. */
export function baselineOf(latest: ClientReport, reports: readonly ClientReport[]): Baseline | null {
  if (latest.google.state !== 'ok') return null;
  if (latest.google.yearBefore)
    return { kind: 'year-before', month: yearBefore(latest.month), clicks: Math.round(latest.google.yearBefore.clicks) };
  const known = new Map<string, number>();
  for (const report of reports) {
    if (report.google.state !== 'ok') continue;
    const { google } = report;
    for (const [month, figures] of [
      [yearBefore(report.month), google.yearBefore],
      [monthBefore(report.month), google.previousMonth],
      [report.month, google.month],
    ] as const)
      if (figures && !known.has(month)) known.set(month, Math.round(figures.clicks));
  }
  const first = [...known.keys()].filter((month) => month < latest.month).sort()[0];
  return first === undefined ? null : { kind: 'first-month', month: first, clicks: known.get(first)! };
}

type Plan = { kind: 'card'; card: CardRecord } | { kind: 'refused'; reason: string };

/** The card Publish results would make now, or why it cannot. */
export function planCard(
  client: Pick<ClientRecord, 'id' | 'businessName' | 'contactName' | 'createdAt'>,
  answers: readonly AnswerRecord[],
  reports: readonly ClientReport[],
  tags: ProofTags,
  by: string,
  now: Date,
): Plan {
  const word = latestWord(answers);
  if (!word || !word.publishResults) return { kind: 'refused', reason: RESULTS_REFUSALS.noConsent };
  if (word.withdrawnAt !== null) return { kind: 'refused', reason: RESULTS_REFUSALS.withdrawn };
  const latest = reports[0];
  if (!latest) return { kind: 'refused', reason: RESULTS_REFUSALS.noReport };
  if (latest.google.state !== 'ok') return { kind: 'refused', reason: RESULTS_REFUSALS.noGoogle(latest.month) };
  const baseline = baselineOf(latest, reports);
  if (!baseline) return { kind: 'refused', reason: RESULTS_REFUSALS.noBaseline(latest.month) };
  const { audit } = latest;
  const problems =
    audit.state === 'ok' && audit.firstAuditedAt !== audit.auditedAt ? { fixed: audit.fixed.length, of: audit.firstProblems } : null;
  return {
    kind: 'card',
    card: {
      clientId: client.id,
      status: 'published',
      publishedAt: now.toISOString(),
      publishedBy: by,
      withdrawnAt: null,
      consentMonth: word.month,
      label: labelOf(word.naming, client, tags),
      clientSince: client.createdAt.slice(0, 7),
      industry: tags.industry,
      city: tags.city,
      month: latest.month,
      clicks: Math.round(latest.google.month.clicks),
      baseline,
      problems,
    },
  };
}

export function cardSiteState(clientId: string, card: CardRecord | null, now: Date = new Date()): SiteState {
  const shown = card && siteCardOf(card);
  return {
    key: cardBuildKey(clientId),
    shown: shown ? shownText(shown) : null,
    changedAt: card?.withdrawnAt ?? card?.publishedAt ?? now.toISOString(),
  };
}

/** The client's page: its latest word on results, its card and whether Publish results can make one now. */
export async function clientResults(client: ClientRecord, now: Date = new Date()): Promise<ClientResults> {
  const [answers, reports, tags, card] = await Promise.all([
    readAnswers(client.id),
    shownReports(client.id),
    readTags(client.id),
    readCard(client.id),
  ]);
  const word = latestWord(answers);
  const plan = planCard(client, answers, reports, tags, '', now);
  return {
    consent: word && {
      month: word.month,
      results: word.publishResults,
      withdrawn: word.withdrawnAt !== null,
      at: word.trail.at(-1)?.at ?? word.sentAt,
    },
    card,
    site: card ? cardSiteState(client.id, card, now) : null,
    tags,
    refusal: plan.kind === 'refused' ? plan.reason : null,
    options: tagOptions(),
    answers: answers.length,
  };
}

export type ResultsOutcome =
  { kind: 'published'; card: CardRecord } | { kind: 'refused'; reason: string } | { kind: 'missing' } | { kind: 'conflict' };

/** Publish results: the card from the latest report, with the tags chosen (kept for the client). */
export async function publishResults(clientId: string, tags: ProofTags, by: string, now: Date = new Date()): Promise<ResultsOutcome> {
  const client = await readClient(clientId);
  if (!client) return { kind: 'missing' };
  const [answers, reports] = await Promise.all([readAnswers(client.id), shownReports(client.id)]);
  const plan = planCard(client, answers, reports, tags, by, now);
  if (plan.kind === 'refused') return plan;
  await writeTags(client.id, tags);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await readCardVersioned(client.id);
    const written = current ? (await replaceCard(plan.card, current.etag)).written : await createCard(plan.card);
    if (written) return { kind: 'published', card: plan.card };
  }
  return { kind: 'conflict' };
}

/**
 * The client's consent to show results ended (a withdrawal, or an answer
 * without it): its card, if shown, is withdrawn. True when it was shown.
 */
export async function endResultsConsent(clientId: string, now: Date): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await readCardVersioned(clientId);
    if (!current || current.value.status !== 'published') return false;
    const next: CardRecord = { ...current.value, status: 'withdrawn', withdrawnAt: now.toISOString() };
    if ((await replaceCard(next, current.etag)).written) return true;
  }
  // Never leave a card shown without consent: the answer is not written (the caller's write stops here).
  throw new Error(`The results card of client ${clientId} could not be withdrawn (it kept changing).`);
}
