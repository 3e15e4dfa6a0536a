import { describe, expect, it } from 'vitest';
import { TAB_IDS, tabId, tabPath } from './dashboard-tabs';
import { editablePageTabs } from '../../lib/admin-pages';

describe('dashboard tabs', () => {
  it('are exactly spec 2’s seven, in order', () => {
    expect(TAB_IDS).toEqual(['home', 'lahore', 'islamabad', 'karachi', 'sialkot', 'contacts', 'newsletters']);
  });

  it('each have an address; no tab is Home, an unknown one is none', () => {
    expect(tabPath('contacts')).toBe('/dashboard/contacts');
    expect(tabId(undefined)).toBe('home');
    expect(tabId('lahore')).toBe('lahore');
    expect(tabId('search')).toBeNull();
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
