import type { AnswerRecord, CardRecord, ProofTags } from '../../lib/api/reviews';
import { isShownCard, isShownReview } from '../../lib/proof/shown';
import { deleteClientRecords, readAnswers, readCard, readCards, readTags } from './store';

/**
 * A client's proof records as its export shows them, and their erasure with
 * the client. What is kept is the consent record (each answer with its trail
 * of sends and withdrawals), staff's decision on each review, the results
 * card and the tags chosen.
 */
export interface ClientProof {
  answers: AnswerRecord[];
  card: CardRecord | null;
  tags: ProofTags;
}

/** Every client's proof, by client id (clients without any are absent). */
export async function proofOfClients(): Promise<Map<string, ClientProof>> {
  const [answers, cards] = await Promise.all([readAnswers(), readCards()]);
  const out = new Map<string, ClientProof>();
  const of = (clientId: string) =>
    out.get(clientId) ?? out.set(clientId, { answers: [], card: null, tags: { industry: null, city: null } }).get(clientId)!;
  for (const answer of answers.sort((a, b) => a.month.localeCompare(b.month))) of(answer.clientId).answers.push(answer);
  for (const card of cards) of(card.clientId).card = card;
  for (const [clientId, proof] of out) proof.tags = await readTags(clientId);
  return out;
}

/** Erases a client's answers, card and tags; true when any of them was on the site (a build then takes it off). */
export async function eraseClientProof(clientId: string): Promise<boolean> {
  const [answers, card] = await Promise.all([readAnswers(clientId), readCard(clientId)]);
  const shown = answers.some(isShownReview) || (card !== null && isShownCard(card));
  await deleteClientRecords(clientId);
  return shown;
}
