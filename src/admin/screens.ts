import { lazy, type ComponentType } from 'react';
import type { Role } from '../lib/api/auth';
import DashboardScreen from './screens/dashboard/DashboardScreen';
import NewsletterScreen from './screens/newsletter/NewsletterScreen';
import SearchAppearanceScreen from './screens/search-appearance/SearchAppearanceScreen';
import ArticlesScreen from './screens/articles/ArticlesScreen';
import StaffScreen from './screens/staff/StaffScreen';
import AccountScreen from './screens/account/AccountScreen';
import ActivityScreen from './screens/activity/ActivityScreen';
import BackupsScreen from './screens/backups/BackupsScreen';
import AuditsScreen from './screens/audits/AuditsScreen';
import ClientsScreen from './screens/clients/ClientsScreen';
import ReviewsScreen from './screens/reviews/ReviewsScreen';

/** Charts and their library load only when the Growth screen is opened (AdminApp shows "Loading..." meanwhile). */
const GrowthScreen = lazy(() => import('./screens/growth/GrowthScreen'));

/**
 * Every screen of the admin app, in navigation order. Adding a screen is one
 * entry here (plus its folder in screens/): its routes, its place in the
 * navigation, its component (React.lazy for a screen with heavy code). Paths
 * are relative to /admin and use wouter's patterns (":id" parameters); the
 * first path is where its navigation link goes.
 */
export interface AdminScreen {
  /** The navigation label, and the name screen readers hear. */
  label: string;
  paths: readonly [string, ...string[]];
  component: ComponentType;
  /** Where its link sits: the main list, the account corner at the bottom, or nowhere. */
  nav: 'main' | 'account' | 'none';
  /**
   * Who may use it (the server's table, src/server/auth/roles.ts, is the
   * truth; this only keeps the navigation to what works). Anyone else is
   * shown "not available for your role" at its addresses.
   */
  roles: readonly Role[];
}

const EVERYONE: readonly Role[] = ['admin', 'editor', 'sales'];
const EDITORS: readonly Role[] = ['admin', 'editor'];
const ADMINS: readonly Role[] = ['admin'];
/** Who works the leads (and audits their websites). */
const SALES: readonly Role[] = ['admin', 'sales'];

/** Whether a member with `role` may use `screen`. */
export const screenAllows = (screen: AdminScreen, role: Role) => screen.roles.includes(role);

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    label: 'Dashboard',
    // "/": spec 2's /admin. A tab and an open lead are part of the address.
    paths: ['/', '/dashboard', '/dashboard/contacts/:lead', '/dashboard/:tab'],
    component: DashboardScreen,
    nav: 'main',
    // Editors see the page-text tabs, Sales the lead inbox (dashboard-tabs.ts).
    roles: EVERYONE,
  },
  { label: 'Search appearance', paths: ['/search-appearance'], component: SearchAppearanceScreen, nav: 'main', roles: EDITORS },
  // The list (?status= filters it), and one article's editor ("new" for a new one).
  { label: 'Articles', paths: ['/articles', '/articles/:id'], component: ArticlesScreen, nav: 'main', roles: EDITORS },
  // "/newsletter/new" composes a campaign; "/newsletter/:id" opens one.
  { label: 'Newsletter', paths: ['/newsletter', '/newsletter/:id'], component: NewsletterScreen, nav: 'main', roles: EDITORS },
  // Sites audited, and one audit at "/audits/:id".
  { label: 'Audits', paths: ['/audits', '/audits/:id'], component: AuditsScreen, nav: 'main', roles: SALES },
  // The agency's clients, and one client at "/clients/:id" (its work log and monthly reports).
  { label: 'Clients', paths: ['/clients', '/clients/:id'], component: ClientsScreen, nav: 'main', roles: SALES },
  // Clients' answers on their monthly reports: Sales reads, Admins publish and hide (?client= shows one client's).
  { label: 'Reviews', paths: ['/reviews'], component: ReviewsScreen, nav: 'main', roles: SALES },
  // ?from=&to= (days, Pakistan time) choose the range; the last 12 weeks without.
  { label: 'Growth', paths: ['/growth'], component: GrowthScreen, nav: 'main', roles: ADMINS },
  { label: 'Activity', paths: ['/activity'], component: ActivityScreen, nav: 'main', roles: ADMINS },
  { label: 'Staff', paths: ['/staff'], component: StaffScreen, nav: 'account', roles: ADMINS },
  { label: 'Backups', paths: ['/backups'], component: BackupsScreen, nav: 'account', roles: ADMINS },
  { label: 'My account', paths: ['/account'], component: AccountScreen, nav: 'account', roles: EVERYONE },
];
