import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  cardRecordSchema,
  proofSettingsSchema,
  siteAnswerSchema,
  snapshotProofSchema,
  type CardRecord,
  type ProofSettings,
  type SiteAnswer,
  type SiteCard,
  type SiteReview,
} from '../../lib/api/reviews';
import { textFingerprint } from '../../lib/publishing/text-fingerprint';
import { cardBuildKey, shownRating, shownText, siteCardOf, siteReviewOf, typicalResults, type ShownRating } from '../../lib/proof/shown';
import { snapshotPath } from '../content-snapshot/index';
import { readAnswers, readCards, readSettings } from './store';

/**
 * What the public pages show of the clients' proof: the published reviews
 * and results cards, newest first, the typical-results line and the rating.
 * Where they come from follows the page text and articles: under `astro dev`
 * the local store, read on every request; in `astro build` the content
 * snapshot's `proof`. Either way the one rule of what is shown
 * (src/lib/proof/shown.ts) is applied here, whatever the source holds.
 */
export interface ProofRecords {
  answers: SiteAnswer[];
  cards: CardRecord[];
  settings: ProofSettings | null;
}
export type ProofSource = () => Promise<ProofRecords>;

const EMPTY: ProofRecords = { answers: [], cards: [], settings: null };

function parsedList<T>(items: readonly unknown[], schema: z.ZodType<T>, what: string): T[] {
  return items.flatMap((raw) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) console.warn(`[proof] Skipping an unreadable ${what} in the snapshot: ${parsed.error.issues[0]?.message}`);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The proof records a content snapshot (its parsed JSON) holds; unreadable ones are skipped and named. */
export function proofRecordsIn(snapshot: unknown): ProofRecords {
  const parsed = z.object({ proof: snapshotProofSchema.optional() }).safeParse(snapshot);
  const proof = (parsed.success && parsed.data.proof) || { answers: [], cards: [], settings: null };
  const settings = proofSettingsSchema.safeParse(proof.settings);
  return {
    answers: parsedList(proof.answers, siteAnswerSchema, 'client review'),
    cards: parsedList(proof.cards, cardRecordSchema, 'results card'),
    settings: settings.success ? settings.data : null,
  };
}

export function snapshotProofSource(path: string): ProofSource {
  let loaded: ProofRecords | undefined;
  return async () => (loaded ??= existsSync(path) ? proofRecordsIn(JSON.parse(readFileSync(path, 'utf8'))) : EMPTY);
}

/** The live local store (dev). A store that cannot be read must not take the page down. */
export const liveProofSource: ProofSource = async () => {
  try {
    const [answers, cards, settings] = await Promise.all([readAnswers(), readCards(), readSettings()]);
    return { answers, cards, settings };
  } catch (error) {
    console.warn('[proof] Could not read the proof store; showing no client reviews or results.', error);
    return EMPTY;
  }
};

let buildSource: ProofSource | undefined;

export function currentProofSource(): ProofSource {
  if (import.meta.env.DEV) return liveProofSource;
  buildSource ??= snapshotProofSource(snapshotPath());
  return buildSource;
}

export interface SiteProof {
  /** Newest first (when the client gave it). */
  reviews: SiteReview[];
  /** Newest first (when it was published). */
  cards: SiteCard[];
  typical: { medianChange: number; clients: number } | null;
  /** The badge and AggregateRating; null when the setting asks for client reviews and none is published. */
  rating: ShownRating | null;
}

/** What the site shows of these records: the one rule of src/lib/proof/shown.ts, newest first. */
export function shownProof({ answers, cards, settings }: ProofRecords): SiteProof {
  const reviews = answers
    .flatMap((answer) => siteReviewOf(answer) ?? [])
    .sort((a, b) => b.givenAt.localeCompare(a.givenAt) || a.id.localeCompare(b.id));
  const shownCards = cards
    .flatMap((card) => siteCardOf(card) ?? [])
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id));
  return { reviews, cards: shownCards, typical: typicalResults(shownCards), rating: shownRating(settings, reviews) };
}

export async function siteProof(source: ProofSource = currentProofSource()): Promise<SiteProof> {
  return shownProof(await source());
}

/** The build record's entries for what the site shows (/content-version.json), so the admin can tell what is live. */
export async function proofBuildTexts(source: ProofSource = currentProofSource()): Promise<Record<string, string>> {
  const { reviews, cards } = await siteProof(source);
  const texts: Record<string, string> = {};
  for (const review of reviews) texts[`review.${review.id}`] = textFingerprint(shownText(review));
  for (const card of cards) texts[cardBuildKey(card.id)] = textFingerprint(shownText(card));
  return texts;
}

/** A card that belongs on a landing page: its industry page, or its city's page. */
export function cardsFor(cards: readonly SiteCard[], page: { kind: string; slug: string; city?: string }): SiteCard[] {
  return cards.filter(
    (card) => (page.kind === 'industry' && card.industry === page.slug) || (page.kind === 'city' && card.city === page.city),
  );
}
