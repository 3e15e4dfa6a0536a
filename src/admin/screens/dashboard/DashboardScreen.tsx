import * as Tabs from '@radix-ui/react-tabs';
import { useLocation, useParams, useSearch } from 'wouter';
import ContentTab from './ContentTab';
import LeadsTab from './leads/LeadsTab';
import { leadQueryFrom } from './leads/lead-address';
import NewslettersTab from './NewslettersTab';
import NotFoundScreen from '../../kit/NotFoundScreen';
import NotForYourRole from '../../kit/NotForYourRole';
import { useAdminApp } from '../../app-context';
import { useContentEditor, type ContentEditor } from '../../content-editing/useContentEditor';
import { useEntryInAddress } from '../../content-editing/useEntryInAddress';
import { useCachedContentEntry, useContent } from '../../api/content-api';
import { useLeadPage } from '../../api/leads-api';
import { useSubscribers } from '../../api/subscribers-api';
import { editablePageTabs } from '../../lib/admin-pages';
import { TAB_IDS, isContentTab, tabId, tabPath, tabsFor, type TabId } from './dashboard-tabs';
import { Card } from '../../kit/Card';

/**
 * /admin and /admin/dashboard/<tab> (spec 2 "Dashboard", 4 "Editing"): the
 * seven tabs. The tab is the address; an open content entry is `?entry=<id>`
 * (kept when another content tab opens: spec 4 shares the selection); the
 * Contacts tab keeps its filter and open lead in the address too.
 */
export default function DashboardScreen() {
  const params = useParams<{ tab?: string; lead?: string }>();
  const allowed = tabsFor(useAdminApp().admin.role);
  // /admin opens the first tab the member's role has.
  const tab = params.lead ? 'contacts' : params.tab === undefined ? allowed[0]! : tabId(params.tab);
  if (!tab) return <NotFoundScreen />;
  if (!allowed.includes(tab)) return <NotForYourRole />;
  return <Dashboard tab={tab} leadId={params.lead ?? null} allowed={allowed} />;
}

function Dashboard({ tab, leadId, allowed }: { tab: TabId; leadId: string | null; allowed: readonly TabId[] }) {
  const cachedEntry = useCachedContentEntry();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const entryId = isContentTab(tab) ? search.get('entry') : null;

  const entryAddress = (id: string | null) => `${tabPath(tab)}${id ? `?entry=${encodeURIComponent(id)}` : ''}`;
  // Selection and editor text are shared by every content tab (spec 4).
  const editor = useContentEditor({
    onClose: () => {
      if (isContentTab(tab) && entryId) navigate(entryAddress(null));
    },
  });
  const routedEditor: ContentEditor = {
    ...editor,
    select: (entry) => {
      editor.select(entry);
      navigate(entryAddress(entry.id));
    },
  };
  // The current tab's list (the same cached query ContentTab shows) decides when a linked entry can open.
  const contentPage = isContentTab(tab) ? tab : 'home';
  const currentContent = useContent(contentPage, { enabled: isContentTab(tab) });
  useEntryInAddress(editor, entryId, cachedEntry, isContentTab(tab) && currentContent.data !== undefined);

  // Read here for the tab counts; the tabs reuse the cached lists.
  const leadFilter = leadQueryFrom(tab === 'contacts' ? search : new URLSearchParams());
  // Keeps the list (and the tab count) on screen while the next page or filter loads.
  const leads = useLeadPage(leadFilter, { enabled: allowed.includes('contacts') });
  const newsletters = useSubscribers(undefined, { enabled: allowed.includes('newsletters') });
  const shown = editablePageTabs.filter((pageTab) => allowed.includes(pageTab.page));

  function changeTab(value: string) {
    const next = TAB_IDS.find((id) => id === value && allowed.includes(id));
    if (!next) return;
    const open = editor.editing && isContentTab(next) ? `?entry=${encodeURIComponent(editor.editing.entry.id)}` : '';
    // Radix reports a click twice (pointer down, then focus) before the address changes: one history entry.
    if (window.location.pathname === `/admin${tabPath(next)}`) return;
    navigate(`${tabPath(next)}${open}`);
  }

  const triggerClass =
    'rounded-lg px-2 py-2 text-sm leading-tight font-semibold text-balance text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=active]:shadow-sm';

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Dashboard</h1>
      <Tabs.Root value={tab} onValueChange={changeTab} className="mt-4">
        <Card as={Tabs.List} aria-label="Dashboard sections" className="grid grid-cols-2 gap-1 p-1 sm:grid-cols-4 xl:grid-cols-7">
          {shown.map((pageTab) => (
            <Tabs.Trigger key={pageTab.page} value={pageTab.page} className={triggerClass}>
              {pageTab.label}
            </Tabs.Trigger>
          ))}
          {allowed.includes('contacts') && (
            <Tabs.Trigger value="contacts" className={triggerClass}>
              {/* Spam counts nowhere in the figures. */}
              Contacts{leads.data ? ` (${leads.data.total - leads.data.counts.spam})` : ''}
            </Tabs.Trigger>
          )}
          {allowed.includes('newsletters') && (
            <Tabs.Trigger value="newsletters" className={triggerClass}>
              Newsletters{newsletters.data ? ` (${newsletters.data.length})` : ''}
            </Tabs.Trigger>
          )}
        </Card>

        {shown.map((pageTab) => (
          <Tabs.Content key={pageTab.page} value={pageTab.page} className="mt-6 rounded-xl">
            <ContentTab tab={pageTab} editor={routedEditor} />
          </Tabs.Content>
        ))}
        {allowed.includes('contacts') && (
          <Tabs.Content value="contacts" className="mt-6 rounded-xl">
            <LeadsTab query={leads} filter={leadFilter} openLeadId={leadId} />
          </Tabs.Content>
        )}
        {allowed.includes('newsletters') && (
          <Tabs.Content value="newsletters" className="mt-6 rounded-xl">
            <NewslettersTab query={newsletters} />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </>
  );
}
