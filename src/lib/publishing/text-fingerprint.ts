/**
 * A short fingerprint of a text, the same in the build (Node) and the admin
 * (browser) without async crypto: two FNV-1a 32-bit hashes with different
 * offsets, over UTF-16 code units, as 16 hex digits. It tells "the live page
 * shows this text" from "it shows another", never used for security.
 */
export function textFingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x01000193) ^ (b >>> 15);
  }
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return `${hex(a)}${hex(b)}`;
}
