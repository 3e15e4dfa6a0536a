import { describe, expect, it } from 'vitest';
import { TAB_IDS, initialTab } from './dashboard-tabs';
import { editablePageTabs } from './admin-pages';

describe('dashboard tabs', () => {
  it('are the seven of spec 2 in order, then Search appearance', () => {
    expect(TAB_IDS).toEqual(['home', 'lahore', 'islamabad', 'karachi', 'sialkot', 'contacts', 'newsletters', 'search']);
  });

  it('open the tab named by the hash, else Home', () => {
    expect(initialTab('#contacts')).toBe('contacts');
    expect(initialTab('#search')).toBe('search');
    expect(initialTab('')).toBe('home');
    expect(initialTab('#nope')).toBe('home');
  });

  it('load each page from its seed endpoint with the spec toasts', () => {
    expect(editablePageTabs.map((tab) => [tab.label, tab.seedPath, tab.seededToast.title])).toEqual([
      ['Home', '/api/admin/seed-content', 'Content seeded'],
      ['Lahore', '/api/admin/seed-lahore-content', 'Lahore content seeded'],
      ['Islamabad', '/api/admin/seed-islamabad-content', 'Islamabad content seeded'],
      ['Karachi', '/api/admin/seed-karachi-content', 'Karachi content seeded'],
      ['Sialkot', '/api/admin/seed-sialkot-content', 'Sialkot content seeded'],
    ]);
    expect(editablePageTabs[0]!.seededToast.description).toBe('Home page content has been loaded for editing');
  });
});
