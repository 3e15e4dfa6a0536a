import type { TextLookup } from '../../lib/content/editable-content';

/** A page's data with every editable `{ key }` replaced by its text. */
export type Resolved<T> = T extends { key: string }
  ? string
  : T extends readonly (infer U)[]
    ? Resolved<U>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

/**
 * Replaces every `{ key }` in a page's data with the text `lookup` gives for
 * it (stored admin edits over the defaults), so templates get plain words.
 */
export function resolveText<T>(value: T, lookup: TextLookup): Resolved<T> {
  const resolve = (inner: unknown): unknown => {
    if (Array.isArray(inner)) return inner.map(resolve);
    if (inner !== null && typeof inner === 'object') {
      const entries = Object.entries(inner);
      const [only] = entries;
      if (entries.length === 1 && only && only[0] === 'key' && typeof only[1] === 'string') return lookup(only[1]);
      return Object.fromEntries(entries.map(([name, field]) => [name, resolve(field)]));
    }
    return inner;
  };
  return resolve(value) as Resolved<T>;
}
