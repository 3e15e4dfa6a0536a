/**
 * Pakistani phone numbers as people write them (0300 1234567, +92 300
 * 1234567, 0092-300-1234567, 92 3001234567, 042 35761234) reduced to one form,
 * country code first without "+" ("923001234567"), the form wa.me and tel:
 * comparisons need.
 */
export function normalisePkPhone(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  const national = /^(?:0092|92|0)([1-9]\d{8,9})$/.exec(digits)?.[1];
  if (!national) return null;
  // Mobiles are 3XX XXXXXXX (ten digits after the 0); landlines are an area code and a number.
  if (national.startsWith('3') && national.length !== 10) return null;
  return `92${national}`;
}

/** Phone numbers written in a text, normalised, in order, without repeats. */
export function findPkPhones(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:\+|00)?\d[\d\s\-().]{8,17}\d/g)) {
    const phone = normalisePkPhone(match[0]);
    if (phone) found.add(phone);
  }
  return [...found];
}
