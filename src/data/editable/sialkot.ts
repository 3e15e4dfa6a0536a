import type { DefaultEntry } from '../../lib/content/editable-content';

/** Built-in text for the sialkot page's editable keys. */
export const sialkotDefaults: DefaultEntry[] = [];
