import {
  answerRecordSchema,
  cardRecordSchema,
  proofSettingsSchema,
  proofTagsSchema,
  type AnswerRecord,
  type CardRecord,
  type ProofSettings,
  type ProofTags,
} from '../../lib/api/reviews';
import { createJson, deleteKey, listKeys, readAll, readJson, readVersioned, replaceJson, writeJson } from '../storage';

/**
 * The proof store (`client-proof`), the only module of the proof area that
 * touches storage. Clients are few and answer once a month, so a list reads
 * every record under its folder.
 *
 * - `answer/<clientId>/<YYYY-MM>` a client's answer to that month's report:
 *   the consent record (its trail of sends and withdrawals) and staff's
 *   decision on the review
 * - `card/<clientId>` the client's results card, frozen from one report
 * - `tags/<clientId>` the industry and city staff chose for the client
 * - `settings` where the rating badge comes from
 *
 * The content snapshot reads `answer/`, `card/` and `settings` by these
 * names (src/server/content-snapshot.ts, readPublishedProof).
 */
export const proofKeys = {
  answers: 'answer/',
  clientAnswers: (clientId: string) => `answer/${clientId}/`,
  answer: (clientId: string, month: string) => `answer/${clientId}/${month}`,
  cards: 'card/',
  card: (clientId: string) => `card/${clientId}`,
  tags: (clientId: string) => `tags/${clientId}`,
  settings: 'settings',
} as const;

export const readAnswer = (clientId: string, month: string): Promise<AnswerRecord | null> =>
  readJson('proof', proofKeys.answer(clientId, month), answerRecordSchema);
export const readAnswerVersioned = (clientId: string, month: string) =>
  readVersioned('proof', proofKeys.answer(clientId, month), answerRecordSchema);
export const createAnswer = (record: AnswerRecord): Promise<boolean> =>
  createJson('proof', proofKeys.answer(record.clientId, record.month), record);
export const replaceAnswer = (record: AnswerRecord, etag: string) =>
  replaceJson('proof', proofKeys.answer(record.clientId, record.month), record, etag);

/** Every answer of one client, or of all clients. */
export async function readAnswers(clientId?: string): Promise<AnswerRecord[]> {
  const { records } = await readAll('proof', answerRecordSchema, clientId ? proofKeys.clientAnswers(clientId) : proofKeys.answers);
  return records.map((record) => record.value);
}

export const readCard = (clientId: string): Promise<CardRecord | null> => readJson('proof', proofKeys.card(clientId), cardRecordSchema);
export const readCardVersioned = (clientId: string) => readVersioned('proof', proofKeys.card(clientId), cardRecordSchema);
/** A card's first publishing; false when the client already has one. */
export const createCard = (card: CardRecord): Promise<boolean> => createJson('proof', proofKeys.card(card.clientId), card);
export const replaceCard = (card: CardRecord, etag: string) => replaceJson('proof', proofKeys.card(card.clientId), card, etag);

export async function readCards(): Promise<CardRecord[]> {
  const { records } = await readAll('proof', cardRecordSchema, proofKeys.cards);
  return records.map((record) => record.value);
}

const NO_TAGS: ProofTags = { industry: null, city: null };
export const readTags = async (clientId: string): Promise<ProofTags> =>
  (await readJson('proof', proofKeys.tags(clientId), proofTagsSchema)) ?? NO_TAGS;
/** One writer at a time in practice (an Admin publishing); the last choice stands. */
export const writeTags = (clientId: string, tags: ProofTags): Promise<void> => writeJson('proof', proofKeys.tags(clientId), tags);

export const readSettings = (): Promise<ProofSettings | null> => readJson('proof', proofKeys.settings, proofSettingsSchema);
export const writeSettings = (settings: ProofSettings): Promise<void> => writeJson('proof', proofKeys.settings, settings);

/** Every record of a client (its answers, card and tags), for its erasure. */
export async function deleteClientRecords(clientId: string): Promise<void> {
  // The card first: what the site shows goes before the consent it stood on.
  await deleteKey('proof', proofKeys.card(clientId));
  for (const key of await listKeys('proof', proofKeys.clientAnswers(clientId))) await deleteKey('proof', key);
  await deleteKey('proof', proofKeys.tags(clientId));
}
