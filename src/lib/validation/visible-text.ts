/**
 * Characters that show nothing on screen: white space, format characters such
 * as the zero-width space and joiners, the soft hyphen and word joiner (all
 * Unicode category Cf), and the blank fillers some keyboards use for "empty"
 * names (Hangul fillers, Braille blank).
 */
const INVISIBLE = /[\p{White_Space}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** True when the text has at least one character a reader can see. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '').length > 0;
}
