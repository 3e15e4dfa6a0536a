import type { LeadRequest, LeadSpam } from '../../lib/api/leads';
import { isDisposableMail } from './disposable-mail';
import { readFormToken } from './form-token';
import { assessSpam, type SpamAssessment, type SpamFacts } from './spam';

/**
 * Gathers the facts the spam rules (spam.ts) judge an audit request by, and
 * says what is stored on a lead they set aside. Assessment only: nothing here
 * writes or sends. The intake (intake.ts) assesses twice, so the visitor waits
 * for no store read the answer does not need (the answer is 201 {id} whatever
 * the verdict):
 *
 * 1. On arrival, with the facts that need no store (the form token's age, the
 *    disposable-mail list). A lead set aside here is stored as spam.
 * 2. After the answer, once the repeat index (repeat-index.ts) has said
 *    whether the e-mail or phone sent the form in the last 24 hours.
 */
export async function assessOnArrival(
  request: LeadRequest,
  now: number = Date.now(),
): Promise<{ facts: SpamFacts; assessment: SpamAssessment }> {
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
