import type { Lead } from '../../lib/api/leads';
import { HttpError, json } from '../http';
import type { LeadOutcome } from './lifecycle';

/** The admin API's sentences about a lead, and its answer to a change: 200 with the lead, 404 or 409 saying why. */
export const LEAD_MESSAGES = {
  missing: 'This lead does not exist (it may have been deleted).',
  conflict: 'Someone else is changing this lead right now. Please try again.',
  full: 'This lead has too many notes and changes to add more.',
  noWebsite: 'This lead gave no website address to audit.',
} as const;

export function leadAnswer(outcome: LeadOutcome<Lead, 'missing' | 'conflict' | 'full'>): Response {
  if (outcome.kind === 'done') return json(200, outcome.value);
  if (outcome.kind === 'failed') throw outcome.error;
  if (outcome.reason === 'missing') throw new HttpError(404, LEAD_MESSAGES.missing);
  throw new HttpError(409, outcome.reason === 'conflict' ? LEAD_MESSAGES.conflict : LEAD_MESSAGES.full);
}
