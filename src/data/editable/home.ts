import type { DefaultEntry } from '../../lib/content/editable-content';

/** Built-in text for the home page's editable keys. */
export const homeDefaults: DefaultEntry[] = [];
