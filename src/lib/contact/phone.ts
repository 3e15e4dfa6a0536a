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
