import { createContext, useContext } from 'react';
import type { AdminProfile } from './api/admin-api';
import type { SearchAppearanceSetup } from './screens/search-appearance/search-appearance-view';

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
