/** A copy of `record` without `keys` (secrets before an answer, fields a change clears). */
export function omit<T extends object, K extends keyof T>(record: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...record };
  for (const key of keys) delete copy[key];
  return copy;
}
