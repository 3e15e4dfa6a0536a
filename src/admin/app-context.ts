import { createContext, useContext } from 'react';
import type { AdminProfile } from './api/auth-api';
import type { SearchTexts } from '../lib/seo/search-appearance';

/** What every screen may read: the signed-in admin, and data the page gave the app when it was built. */
export interface AdminAppContext {
  admin: AdminProfile;
  /** Every public route with its built-in title and description (Search appearance). */
  search: SearchAppearanceSetup;
}

export const AdminContext = createContext<AdminAppContext | null>(null);

export function useAdminApp(): AdminAppContext {
  const context = useContext(AdminContext);
  if (!context) throw new Error('useAdminApp is for screens inside AdminApp');
  return context;
}

/**
 * What the admin's Search appearance tab shows, from the routes the page
 * was built with (their data-file values) and the stored entries.
 */
export interface SearchAppearanceRoute extends SearchTexts {
  path: string;
  kind: 'home' | 'city' | 'country' | 'service' | 'industry';
  name: string;
}

export interface SearchAppearanceSetup {
  routes: readonly SearchAppearanceRoute[];
  /** Canonical origin, for the result preview's address line. */
  origin: string;
  brandName: string;
}
