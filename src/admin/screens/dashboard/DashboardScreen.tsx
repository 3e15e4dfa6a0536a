import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as Tabs from '@radix-ui/react-tabs';
import { toast } from 'sonner';
import AdminProviders from '../../kit/AdminProviders';
import ContentTab from './ContentTab';
import ContactsTab from './contacts/ContactsTab';
import NewslettersTab from './NewslettersTab';
import SearchAppearanceTab from '../search-appearance/SearchAppearanceScreen';
import { Button, QueryState } from '../../kit/ui';
import { useContentEditor } from '../../content-editing/useContentEditor';
import {
  adminKeys,
  DEFAULT_CONTACT_QUERY,
  fetchContactPage,
  fetchMe,
  fetchNewsletters,
  logout,
  type AdminProfile,
  type ContactQuery,
} from '../../api/admin-api';
import { editablePageTabs } from './admin-pages';
import { errorSentence, errorStatus } from '../../api/http';
import { takeFlash } from '../../lib/flash';
import { ADMIN_PATHS, goTo, redirectTo } from '../../lib/navigation';
import { TAB_IDS, initialTab, type TabId } from './dashboard-tabs';
import type { SearchAppearanceSetup } from '../search-appearance/search-appearance-view';

/**
 * /admin (spec 2 "Dashboard", 4 "Admin session" and "Editing"). `search` is
 * every public route with its built-in title and description, given by the
 * page when it is built.
 */
export default function AdminDashboard({ search }: { search: SearchAppearanceSetup }) {
  return (
    <AdminProviders>
      <Dashboard search={search} />
    </AdminProviders>
  );
}

function PageTitle({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Dashboard</h1>
      {children}
    </div>
  );
}

function Dashboard({ search }: { search: SearchAppearanceSetup }) {
  const me = useQuery({ queryKey: adminKeys.me, queryFn: fetchMe });
  const signedOut = me.isSuccess && !me.data;
  useEffect(() => {
    if (signedOut) redirectTo(ADMIN_PATHS.login);
  }, [signedOut]);

  if (me.isPending || signedOut) {
    return (
      <>
        <PageTitle />
        <p role="status" className="mt-8 text-slate-600">
          Loading...
        </p>
      </>
    );
  }
  if (me.isError) {
    return (
      <>
        <PageTitle />
        <div className="mt-8">
          <QueryState message={`Could not check your sign-in: ${errorSentence(me.error)}`} onRetry={() => void me.refetch()} />
        </div>
      </>
    );
  }
  return <DashboardView admin={me.data!} search={search} />;
}

function DashboardView({ admin, search }: { admin: AdminProfile; search: SearchAppearanceSetup }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<TabId>(() => initialTab(window.location.hash));
  // Selection and editor text are shared by every content tab (spec 4).
  const editor = useContentEditor();
  // Search appearance entries are edited in their own tab, with their own selection.
  const searchEditor = useContentEditor();

  // Read once here for the tab counts; the tabs reuse the cached lists.
  const [contactFilter, setContactFilter] = useState<ContactQuery>(DEFAULT_CONTACT_QUERY);
  const contacts = useQuery({
    queryKey: adminKeys.contactPage(contactFilter),
    queryFn: () => fetchContactPage(contactFilter),
    // Keeps the list (and the tab count) on screen while the next page or filter loads.
    placeholderData: (previous) => previous,
  });
  // An e-mail alert links to /admin?lead=<id>#contacts.
  const [linkedLeadId] = useState(() => new URLSearchParams(window.location.search).get('lead'));
  const newsletters = useQuery({ queryKey: adminKeys.newsletters, queryFn: fetchNewsletters });

  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast.success(flash.title, { description: flash.description });
  }, []);

  const leave = () => {
    queryClient.clear();
    goTo(ADMIN_PATHS.login);
  };
  const signOut = useMutation({
    mutationFn: logout,
    onSuccess: leave,
    // 401: the session had already ended, which is what logging out wanted.
    onError: (error) => (errorStatus(error) === 401 ? leave() : toast.error('Logout failed', { description: errorSentence(error) })),
  });

  function changeTab(value: string) {
    const next = TAB_IDS.find((id) => id === value);
    if (!next) return;
    setTab(next);
    // Keeps the open tab across a reload and makes it linkable.
    history.replaceState(null, '', `#${next}`);
  }

  const count = (list: readonly unknown[] | null | undefined) => (list ? ` (${list.length})` : '');
  const triggerClass =
    'rounded-lg px-2 py-2 text-sm leading-tight font-semibold text-balance text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=active]:shadow-sm';

  return (
    <>
      <PageTitle>
        <div className="flex items-center gap-3">
          <p className="text-sm text-slate-700">
            Welcome back, <span className="font-semibold text-slate-900">{admin.username}</span>
          </p>
          <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending || signOut.isSuccess}>
            {signOut.isPending || signOut.isSuccess ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </PageTitle>

      <Tabs.Root value={tab} onValueChange={changeTab} className="mt-6">
        <Tabs.List
          aria-label="Dashboard sections"
          className="grid grid-cols-2 gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm sm:grid-cols-4 lg:grid-cols-8"
        >
          {editablePageTabs.map((pageTab) => (
            <Tabs.Trigger key={pageTab.page} value={pageTab.page} className={triggerClass}>
              {pageTab.label}
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger value="contacts" className={triggerClass}>
            Contacts{contacts.data ? ` (${contacts.data.total})` : ''}
          </Tabs.Trigger>
          <Tabs.Trigger value="newsletters" className={triggerClass}>
            Newsletters{count(newsletters.data)}
          </Tabs.Trigger>
          <Tabs.Trigger value="search" className={triggerClass}>
            Search appearance
          </Tabs.Trigger>
        </Tabs.List>

        {editablePageTabs.map((pageTab) => (
          <Tabs.Content key={pageTab.page} value={pageTab.page} className="mt-6 rounded-xl">
            <ContentTab tab={pageTab} editor={editor} />
          </Tabs.Content>
        ))}
        <Tabs.Content value="contacts" className="mt-6 rounded-xl">
          <ContactsTab query={contacts} filter={contactFilter} onFilterChange={setContactFilter} linkedLeadId={linkedLeadId} />
        </Tabs.Content>
        <Tabs.Content value="newsletters" className="mt-6 rounded-xl">
          <NewslettersTab query={newsletters} />
        </Tabs.Content>
        <Tabs.Content value="search" className="mt-6 rounded-xl">
          <SearchAppearanceTab setup={search} editor={searchEditor} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
