import { ROUTES } from '../../lib/api/routes';
import { EDITABLE_PAGES, type EditablePage, type StoredPage } from '../../lib/content/editable-content';

/** The endpoints that load each page's built-in text (spec 7), one per page. */
const SEED_ROUTES = {
  home: ROUTES.seedContent,
  lahore: ROUTES.seedLahoreContent,
  islamabad: ROUTES.seedIslamabadContent,
  karachi: ROUTES.seedKarachiContent,
  sialkot: ROUTES.seedSialkotContent,
} as const satisfies Record<EditablePage, string>;
export type SeedRoute = (typeof SEED_ROUTES)[EditablePage];

/** One content tab of the dashboard: which page, its label, and how its defaults are loaded. */
export interface EditablePageTab {
  page: EditablePage;
  label: string;
  /** POST endpoint that loads the page's built-in text (spec 7). */
  seedPath: SeedRoute;
  /** Toast after a successful load (spec 7). */
  seededToast: { title: string; description: string };
}

const LABELS: Record<StoredPage, string> = {
  home: 'Home',
  lahore: 'Lahore',
  islamabad: 'Islamabad',
  karachi: 'Karachi',
  sialkot: 'Sialkot',
  search: 'Search appearance',
};

function tabOf(page: EditablePage): EditablePageTab {
  const label = LABELS[page];
  if (page === 'home') {
    return {
      page,
      label,
      seedPath: SEED_ROUTES.home,
      seededToast: { title: 'Content seeded', description: 'Home page content has been loaded for editing' },
    };
  }
  return {
    page,
    label,
    seedPath: SEED_ROUTES[page],
    seededToast: { title: `${label} content seeded`, description: `${label} page content has been loaded for editing` },
  };
}

/** The five content tabs, in the order of spec 2: Home, Lahore, Islamabad, Karachi, Sialkot. */
export const editablePageTabs: readonly EditablePageTab[] = EDITABLE_PAGES.map(tabOf);

export function pageLabel(page: StoredPage): string {
  return LABELS[page];
}
