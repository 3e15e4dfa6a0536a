/** Honorifics that should not become an initial ("Dr. Usman Tariq" -> "UT"). */
const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'prof', 'engr', 'sir']);

/** Up to two initials: first and last name, ignoring titles. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}]/gu, ''))
    .filter((word) => word && !TITLES.has(word.toLowerCase()));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
