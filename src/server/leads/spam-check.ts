import type { Lead, LeadRequest, LeadSpam } from '../../lib/api/leads';
import { deliverLeadAlert } from './alert';
import { isDisposableMail } from './disposable-mail';
import { readFormToken } from './form-token';
import { setAsideOnArrival } from './records';
import { bestEffort, checkAndNoteSender } from './repeat-index';
import { assessSpam, type SpamAssessment, type SpamFacts } from './spam';

/**
 * Runs the spam rules (spam.ts) on an audit request in two looks, so the
 * visitor waits for no store read the answer does not need (the answer is
 * 201 {id} whatever the verdict):
 *
 * 1. Before the lead is stored: the facts that need no store (the form
 *    token's age, the disposable-mail list). A lead set aside here is stored
 *    as spam.
 * 2. After the answer: the repeat index (same e-mail or phone in the last 24
 *    hours), then this lead is noted in it. If the repeat tips the score over
 *    the line, the lead is set aside before its alert would go out; otherwise
 *    the alert goes out. A store hiccup in the index counts as no repeat: a
 *    lead is never lost or left unalerted because of the check.
 */
export async function firstLook(request: LeadRequest, now: number = Date.now()): Promise<{ facts: SpamFacts; assessment: SpamAssessment }> {
  const facts: SpamFacts = {
    form: await readFormToken(request.form_token, now),
    repeat: false,
    disposableMail: isDisposableMail(request.email),
  };
  return { facts, assessment: assessSpam(request, facts) };
}

/** What is stored on a lead set aside; nothing for a normal lead. */
export function setAside({ verdict, score, reasons }: SpamAssessment): LeadSpam | undefined {
  return verdict ? { verdict, score, reasons } : undefined;
}

export async function secondLook(
  request: LeadRequest,
  lead: Lead,
  facts: SpamFacts,
  { alertsEnabled, origin }: { alertsEnabled: boolean; origin: string },
): Promise<void> {
  const repeat = await bestEffort('check', () => checkAndNoteSender(lead), false);
  const spam = setAside(assessSpam(request, { ...facts, repeat }));
  if (repeat && spam) {
    const result = await setAsideOnArrival(lead.id, spam);
    if (result.kind === 'ok' && result.lead.status === 'spam') return;
    if (result.kind !== 'ok')
      console.error(`Lead ${lead.id} not set aside after its repeat check (${result.kind}); it is alerted as a lead`);
  }
  if (alertsEnabled && lead.status === 'new') await deliverLeadAlert(lead, origin);
}
