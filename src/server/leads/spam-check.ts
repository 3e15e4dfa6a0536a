import type { LeadRequest, LeadSpam } from '../../lib/api/leads';
import { isDisposableMail } from './disposable-mail';
import { readFormToken } from './form-token';
import { bestEffort, sentRecently } from './repeat-index';
import { assessSpam, type SpamAssessment } from './spam';

/**
 * Gathers the facts the spam rules need (spam.ts) for one audit request and
 * scores it: the form token's age, a repeat of the e-mail or phone (a store
 * hiccup there counts as no repeat: a lead is never lost to the check), the
 * disposable-mail list.
 */
export async function checkSpam(request: LeadRequest, now: number = Date.now()): Promise<SpamAssessment> {
  const [form, repeat] = await Promise.all([
    readFormToken(request.form_token, now),
    bestEffort('check', () => sentRecently({ email: request.email ?? '', phone: request.phone ?? '' }, now), false),
  ]);
  return assessSpam(request, { form, repeat, disposableMail: isDisposableMail(request.email) });
}

/** What is stored on a lead set aside; nothing for a normal lead. */
export function setAside({ verdict, score, reasons }: SpamAssessment): LeadSpam | undefined {
  return verdict ? { verdict, score, reasons } : undefined;
}
