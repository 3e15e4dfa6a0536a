/**
 * Phone numbers: the one rule for Pakistani numbers (what the lead screen's
 * WhatsApp button, the audit's WhatsApp reply, a client's WhatsApp number,
 * the audit's page checks and the lead repeat check all read), and how a
 * number is shown and dialled on the site.
 */

/**
 * A Pakistani phone number as people write it (0300 1234567, +92 300 1234567,
 * 0092-300-1234567, 92 3001234567, 042 35761234, or a mobile typed without its
 * 0: 300 1234567) reduced to one form, country code first without "+"
 * ("923001234567"): the form wa.me and tel: need, and what two writings of
 * one number compare by. Null for anything else: another country's number,
 * a mobile with too few or too many digits, words.
 */
export function normalisePkPhone(raw: string): string | null {
  return pakistaniForm(raw.replace(/\D/g, ''), { bareMobile: true });
}

/**
 * Phone numbers written in a text (a web page), normalised, in order, without
 * repeats. Only numbers written with their 0 or country code count: in running
 * text a bare run of ten digits is as likely an order or account number.
 */
export function findPkPhones(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:\+|00)?\d[\d\s\-().]{8,17}\d/g)) {
    const phone = pakistaniForm(match[0].replace(/\D/g, ''), { bareMobile: false });
    if (phone) found.add(phone);
  }
  return [...found];
}

/**
 * What two writings of one sender's number share, to tell that a sender
 * repeats: the Pakistani form (normalisePkPhone) when it is one, else the
 * digits as dialled from abroad (a leading 00 dropped, so +44… and 0044… are
 * one); null under seven digits.
 */
export function phoneKey(raw: string): string | null {
  const pakistani = normalisePkPhone(raw);
  if (pakistani) return pakistani;
  const digits = raw.replace(/\D/g, '').replace(/^00/, '');
  return digits.length >= 7 ? digits : null;
}

function pakistaniForm(digits: string, { bareMobile }: { bareMobile: boolean }): string | null {
  const national = /^(?:0092|92|0)([1-9]\d{8,9})$/.exec(digits)?.[1] ?? (bareMobile && /^3\d{9}$/.test(digits) ? digits : undefined);
  if (!national) return null;
  // Mobiles are 3XX XXXXXXX (ten digits after the 0); landlines are an area code and a number.
  if (national.startsWith('3') && national.length !== 10) return null;
  return `92${national}`;
}

/**
 * A phone number as link text that never wraps mid-number: spaces become
 * no-break spaces and hyphens non-breaking hyphens (what html-validate's
 * tel-non-breaking rule and screen readers expect), independent of CSS.
 */
export function unbreakablePhone(display: string): string {
  return display.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

/** The tel: address for a number given as digits, country code first. */
export function telHref(digits: string): string {
  return `tel:+${digits.replace(/\D/g, '')}`;
}
