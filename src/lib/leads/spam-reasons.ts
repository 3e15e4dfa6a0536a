/**
 * The reason codes the spam check records on a lead set aside as spam
 * (src/server/leads/spam.ts has the rules and their thresholds), and the
 * sentence the inbox shows for each. Here rather than beside the rules
 * because the admin app may not import server code.
 */
export const SPAM_REASONS = [
  'honeypot',
  'too-fast',
  'no-form-token',
  'form-token-expired',
  'form-token-invalid',
  'form-token-used',
  'link-markup',
  'many-links',
  'link-in-name',
  'disposable-mail',
  'repeat',
  'foreign-script',
  'sales-pitch',
  'scam-topic',
] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

export const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  honeypot: 'The hidden field that people never see was filled in.',
  'too-fast': 'Sent sooner after the form was shown than a person can fill it in.',
  'no-form-token': 'Sent without the form’s time stamp (not through the website’s form).',
  'form-token-expired': 'The form’s time stamp was more than a day old.',
  'form-token-invalid': 'The form’s time stamp was altered or not issued by this site.',
  'form-token-used': 'The form’s time stamp had already been sent with another request.',
  'link-markup': 'The text has link markup ([url=…], <a href>, [text](link)) as link spam does.',
  'many-links': 'The text has more web addresses than a request needs.',
  'link-in-name': 'The name field holds a web address.',
  'disposable-mail': 'The e-mail address is from a throwaway-mail service.',
  // No longer scored (the lead's repeat_of says it instead); kept for leads set aside by earlier rules.
  repeat: 'The same e-mail address or phone number sent the form in the last 24 hours.',
  'foreign-script': 'The text is mostly in a script the agency’s markets do not write (not Latin or Urdu).',
  'sales-pitch': 'The text reads like a sales pitch (selling SEO, links or traffic), not a request.',
  'scam-topic': 'The text is about casinos, crypto, pills or similar spam topics.',
};

/** The sentence for a stored reason code; a code of a later version of the rules shows as itself. */
export function spamReasonLabel(code: string): string {
  return (SPAM_REASON_LABELS as Record<string, string>)[code] ?? code;
}
