import { lazy, type ComponentType } from 'react';
import DashboardScreen from './screens/dashboard/DashboardScreen';
import NewsletterScreen from './screens/newsletter/NewsletterScreen';
import SearchAppearanceScreen from './screens/search-appearance/SearchAppearanceScreen';
import ArticlesScreen from './screens/articles/ArticlesScreen';
import StaffScreen from './screens/staff/StaffScreen';
import AccountScreen from './screens/account/AccountScreen';
import ActivityScreen from './screens/activity/ActivityScreen';

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
}

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    label: 'Dashboard',
    // "/": spec 2's /admin. A tab and an open lead are part of the address.
    paths: ['/', '/dashboard', '/dashboard/contacts/:lead', '/dashboard/:tab'],
    component: DashboardScreen,
    nav: 'main',
  },
  { label: 'Search appearance', paths: ['/search-appearance'], component: SearchAppearanceScreen, nav: 'main' },
  // The list (?status= filters it), and one article's editor ("new" for a new one).
  { label: 'Articles', paths: ['/articles', '/articles/:id'], component: ArticlesScreen, nav: 'main' },
  // "/newsletter/new" composes a campaign; "/newsletter/:id" opens one.
  { label: 'Newsletter', paths: ['/newsletter', '/newsletter/:id'], component: NewsletterScreen, nav: 'main' },
  // ?from=&to= (days, Pakistan time) choose the range; the last 12 weeks without.
  { label: 'Growth', paths: ['/growth'], component: GrowthScreen, nav: 'main' },
  { label: 'Activity', paths: ['/activity'], component: ActivityScreen, nav: 'main' },
  { label: 'Staff', paths: ['/staff'], component: StaffScreen, nav: 'account' },
  { label: 'My account', paths: ['/account'], component: AccountScreen, nav: 'account' },
];
