import type { DefaultEntry } from '../../lib/content/editable-content';

/** Built-in text for the karachi page's editable keys. */
export const karachiDefaults: DefaultEntry[] = [];
