import type { DefaultEntry } from '../../lib/content/editable-content';

/** Built-in text for the islamabad page's editable keys. */
export const islamabadDefaults: DefaultEntry[] = [];
