import type { LeadRequest, LeadSpam } from '../../lib/api/leads';
import { isDisposableMail } from './disposable-mail';
import { assessSpam, type FormTiming, type SpamAssessment } from './spam';

/**
 * Gathers the facts the spam rules (spam.ts) judge an audit request by, and
 * says what is stored on a lead they set aside. Assessment only: nothing here
 * reads a store, writes or sends; the intake (intake.ts) spends the form token
 * first and passes what it said. The answer is 201 {id} whatever the verdict.
 */
export function assessOnArrival(request: LeadRequest, form: FormTiming): SpamAssessment {
  return assessSpam(request, { form, disposableMail: isDisposableMail(request.email) });
}

/** What is stored on a lead set aside; nothing for a normal lead. */
export function setAside({ verdict, score, reasons }: SpamAssessment): LeadSpam | undefined {
  return verdict ? { verdict, score, reasons } : undefined;
}
