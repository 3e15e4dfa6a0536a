import type { DefaultEntry } from '../../lib/content/editable-content';

/** Built-in text for the lahore page's editable keys. */
export const lahoreDefaults: DefaultEntry[] = [];
