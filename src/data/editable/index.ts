import type { DefaultEntry, EditablePage } from '../../lib/content/editable-content';
import { homeDefaults } from './home';
import { lahoreDefaults } from './lahore';
import { islamabadDefaults } from './islamabad';
import { karachiDefaults } from './karachi';
import { sialkotDefaults } from './sialkot';

/** Built-in text of every editable page, keyed by page. One file per page beside this one. */
export const contentDefaults: Record<EditablePage, readonly DefaultEntry[]> = {
  home: homeDefaults,
  lahore: lahoreDefaults,
  islamabad: islamabadDefaults,
  karachi: karachiDefaults,
  sialkot: sialkotDefaults,
};
