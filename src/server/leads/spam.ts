import { HONEYPOT_FIELD, type LeadRequest, type LeadSpam } from '../../lib/api/leads';
import type { SpamReason } from '../../lib/leads/spam-reasons';
import { DAY_MS } from '../../lib/time/durations';

/**
 * The spam check of the audit form: pure rules, no store, no clock, no third
 * party. The intake gathers the facts (how long the form was shown, from
 * the signed form token, and whether that token was sent before; whether the
 * mail domain is a throwaway one) and this module turns
 * request + facts into a score and its reasons. Every rule and threshold is
 * in SPAM_RULES; docs/leads-spam.md explains them, and
 * src/lib/leads/spam-reasons.ts has the inbox's sentence for each reason.
 *
 * No signal but the hidden field decides alone that a lead is a bot. The
 * ones a real person can trip by accident (no form token, an old or spent
 * one, one pitch phrase) score below the line on their own, so such a lead is
 * set aside only when two things about it look wrong; a missing, forged or
 * spent token together with any other signal is a bot's. That the same
 * e-mail or phone sent the form lately is no signal at all: anyone who knows
 * a prospect's address could send first. The intake records it on the lead
 * (`repeat_of`) for staff instead. Set aside never means dropped: the lead is
 * stored as spam with its reasons and staff can move it back.
 */
export const SPAM_RULES = {
  /** At or above: stored as spam, no alert mail ("doubtful"). */
  doubtfulAt: 3,
  /** At or above: a clear bot (still stored as spam and answered as a success). */
  botAt: 6,
  weights: {
    honeypot: 6,
    tooFast: 4,
    /** With any other signal (each weighs at least this much), over the line. */
    noFormToken: 1.5,
    formTokenExpired: 1,
    formTokenInvalid: 2,
    /** Sent before with another request (form-token.ts): like a forged one. */
    formTokenUsed: 2,
    linkMarkup: 4,
    manyLinks: 4,
    linkInName: 3,
    disposableMail: 3,
    foreignScript: 3,
    /** One pitch phrase: a real lead may use one ("we sell backlinks?" is rare, but "guaranteed" is not). */
    salesPitch: 1.5,
    /** Two or more different pitch phrases. */
    salesPitchStrong: 3,
    scamTopic: 3,
  },
  /** Faster than this from the form being shown to it being sent: no person types five fields that fast. */
  minFillMs: 3_000,
  /** A form token older than this (a tab left open for days) counts like a missing one. */
  formTokenMaxAgeMs: DAY_MS,
  /** More web addresses than this in the text fields is link spam; a lead's own site or two is not. */
  maxLinks: 2,
  /** "The same e-mail or phone again" (recorded on the lead, never scored) looks back this far. */
  repeatWindowMs: DAY_MS,
  /** Share of letters in scripts other than Latin and Arabic (Urdu) above which the text is foreign. */
  foreignScriptShare: 0.5,
  /** Fewer letters than this say too little about the script (a name alone is not judged). */
  minLettersForScript: 12,
} as const;

/** What the form token said about when the form was shown (form-token.ts). */
export type FormTiming =
  | { state: 'missing' }
  | { state: 'invalid' }
  /** Signed by this site, but already sent with another request. */
  | { state: 'used' }
  /** Signed by this site; `ageMs` from the form being shown to the request arriving. */
  | { state: 'valid'; ageMs: number };

export interface SpamFacts {
  form: FormTiming;
  /** The e-mail's domain is on the disposable-mail list (disposable-mail.ts). */
  disposableMail: boolean;
}

export interface SpamAssessment {
  score: number;
  reasons: SpamReason[];
  verdict: LeadSpam['verdict'] | null;
}

const LINK_MARKUP = [/\[url[=\]]/i, /\[link[=\]]/i, /<a\s[^>]*href/i, /\]\(\s*https?:\/\//i];
// A bare "www." counts as a link too; one preceded by "://" is part of a link already counted.
const LINK = /https?:\/\/|(?<![/\w])www\./gi;

/**
 * Phrases of unsolicited offers (written by the sender about their own
 * services). A lead asking for SEO says "we need", "help us", "hamari
 * website"; these are what a seller says. Each pattern counts once, and only
 * in a sentence that offers (offerSentences): "Do you guarantee first page
 * ranking?" asks the agency what a seller would promise.
 */
const PITCH_PHRASES = [
  /\bi am an? (?:seo|digital marketing|link building) (?:expert|specialist|consultant)\b/i,
  /\bwe are an? (?:leading |professional |top |reputed )?(?:seo|digital marketing|link building|web design) (?:agency|company|team|firm)\b/i,
  /\b(?:we|i) (?:can|will) (?:rank|put|bring|get) your (?:website|site|business|page)\b/i,
  /\b(?:we|i) (?:offer|provide|sell) (?:cheap |affordable |high quality |quality |premium )?(?:seo|backlinks?|guest posts?|link building|traffic|web design)\b/i,
  /\b(?:high|quality) (?:da|pa|dr)\b|\bda\s*\d{2}\+?/i,
  /\bguest post(?:s|ing)?\b/i,
  /\b(?:buy|cheap|\d+k?) (?:backlinks|traffic|followers|reviews)\b/i,
  /\bdear (?:sir\/madam|website owner|business owner|site owner|webmaster)\b/i,
  /\bi (?:was|have been) (?:checking|looking at|reviewing|going through) your (?:website|site)\b/i,
  /\b(?:increase|boost|skyrocket) your (?:website |site )?(?:traffic|ranking|sales|revenue)\b/i,
  /\bguarantee(?:d)? (?:#?1|first page|top (?:3|5|10)|page one|ranking)\b/i,
  /\b(?:reply|respond) (?:with )?["'“]?(?:yes|interested)\b/i,
  /\bunsubscribe\b|\bopt[- ]out\b/i,
  /\bwhite ?label\b|\bresell(?:er)?\b/i,
  /\bfiverr\b|\bupwork\b/i,
  /\b(?:do you need|interested in|are you looking for) an? (?:new |mobile )?(?:website|web ?site design|app|logo)\b/i,
  /\bwe do (?:seo|social media marketing|web design|digital marketing)\b/i,
];

/** Topics no audit request is about. */
const SCAM_TOPICS = [
  /\bcasinos?\b|\bslots? online\b|\bonline slots?\b|\bbetting tips\b|\bsports ?book\b|\bpoker\b|\bjackpot\b/i,
  /\bbitcoin\b|\bcrypto ?(?:currency|investment|trading|airdrop|wallet|signals?)\b|\busdt\b|\bairdrop\b|\bbinary options?\b/i,
  /\bviagra\b|\bcialis\b|\bweight ?loss pills?\b|\bkamagra\b/i,
  /\bporn\b|\bxxx\b|\bescorts?\b|\badult dating\b|\bhot (?:girls|singles)\b/i,
  /\bearn \$?\d[\d,]*\s*(?:\$|usd|dollars)?\s*(?:a|per) (?:day|week)\b|\bmake money online\b|\bpassive income\b/i,
];

/**
 * A sentence that asks the agency or asks it for something: it ends with a
 * question mark (Latin or Arabic), or opens as a question to "you" or "aap"
 * (people often leave the mark out).
 */
const ASKS_THE_AGENCY = [
  /[?؟]\s*$/,
  /^(?:(?:hi|hello|salam|aoa|sir|bhai)\b[\s,!.]*)?(?:(?:do|does|can|could|will|would|are|is) (?:you|your|it)|kya (?:aap|ap))\b/i,
];
/** A seller's question about what the reader wants ("Do you need a new website?") is still an offer. */
const SELLER_ASKS =
  /\b(?:do you (?:need|want)|are you (?:looking|interested|searching|tired)|would you like|interested in|looking for|want (?:more|to (?:rank|boost|increase|grow)))\b/i;

/** The sentences of the text that may offer something: questions and requests to the agency left out. */
function offerSentences(text: string): string {
  return text
    .split(/(?<=[.!?؟])\s+|\n+/)
    .filter((sentence) => SELLER_ASKS.test(sentence) || !ASKS_THE_AGENCY.some((pattern) => pattern.test(sentence.trim())))
    .join('\n');
}

const countMatches = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Letters of the text that are not Latin or Arabic script (Urdu, Sindhi and
 * Pashto are Arabic script), as a share. Web and mail addresses are left out:
 * they are Latin whatever language the text around them is in.
 */
function foreignShare(fullText: string): { letters: number; share: number } {
  const text = fullText.replace(/\S*(?:https?:\/\/|www\.|@)\S*/gi, ' ');
  const letters = countMatches(text, /\p{L}/gu);
  if (letters === 0) return { letters, share: 0 };
  const ours = countMatches(text, /[\p{Script=Latin}\p{Script=Arabic}]/gu);
  return { letters, share: (letters - ours) / letters };
}

/** Scores one audit request. Pure: the same request and facts give the same answer. */
export function assessSpam(request: LeadRequest, facts: SpamFacts): SpamAssessment {
  const { weights } = SPAM_RULES;
  const found: [SpamReason, number][] = [];
  const add = (reason: SpamReason, weight: number) => found.push([reason, weight]);

  if (request[HONEYPOT_FIELD]) add('honeypot', weights.honeypot);

  const { form } = facts;
  if (form.state === 'missing') add('no-form-token', weights.noFormToken);
  else if (form.state === 'invalid') add('form-token-invalid', weights.formTokenInvalid);
  else if (form.state === 'used') add('form-token-used', weights.formTokenUsed);
  else if (form.ageMs > SPAM_RULES.formTokenMaxAgeMs) add('form-token-expired', weights.formTokenExpired);
  else if (form.ageMs < SPAM_RULES.minFillMs) add('too-fast', weights.tooFast);

  // The website field is a web address by design; links count in the free text and the name.
  const text = [request.name, request.service_required ?? ''].join('\n');
  if (LINK_MARKUP.some((pattern) => pattern.test(text))) add('link-markup', weights.linkMarkup);
  if (countMatches(text, LINK) > SPAM_RULES.maxLinks) add('many-links', weights.manyLinks);
  if (countMatches(request.name, LINK) > 0) add('link-in-name', weights.linkInName);

  if (facts.disposableMail) add('disposable-mail', weights.disposableMail);

  const script = foreignShare(text);
  if (script.letters >= SPAM_RULES.minLettersForScript && script.share > SPAM_RULES.foreignScriptShare) {
    add('foreign-script', weights.foreignScript);
  }

  const offers = offerSentences(text);
  const pitches = PITCH_PHRASES.filter((pattern) => pattern.test(offers)).length;
  if (pitches > 0) add('sales-pitch', pitches >= 2 ? weights.salesPitchStrong : weights.salesPitch);
  if (SCAM_TOPICS.some((pattern) => pattern.test(text))) add('scam-topic', weights.scamTopic);

  const score = found.reduce((sum, [, weight]) => sum + weight, 0);
  const verdict = score >= SPAM_RULES.botAt ? 'bot' : score >= SPAM_RULES.doubtfulAt ? 'doubtful' : null;
  return { score, reasons: found.map(([reason]) => reason), verdict };
}
