import { Suspense, useEffect } from 'react';
import { toast } from 'sonner';
import { Route, Router, Switch } from 'wouter';
import { AdminContext } from './app-context';
import { useMe, type AdminProfile } from './api/auth-api';
import { errorSentence } from './api/http';
import AdminProviders from './kit/AdminProviders';
import { QueryState } from './kit/ui';
import AdminShell from './layout/AdminShell';
import { takeFlash } from './lib/flash';
import { legacyAddress } from './lib/legacy-links';
import { loginFor, redirectTo } from './lib/navigation';
import { ADMIN_SCREENS, screenAllows } from './screens';
import NotFoundScreen from './kit/NotFoundScreen';
import NotForYourRole from './kit/NotForYourRole';
import type { SearchAppearanceSetup } from './app-context';

/**
 * The admin app: one island on the prerendered /admin shell, which answers
 * every /admin/… address (public/_redirects' rewrite; the dev servers do the
 * same). Spec 4's session rule first ('Loading...', then the sign-in for a
 * signed-out visitor, who comes back here afterwards), then the screen the
 * address names, from the registry in screens.ts.
 */
export default function AdminApp({ search }: { search: SearchAppearanceSetup }) {
  return (
    <AdminProviders>
      <SessionGate search={search} />
    </AdminProviders>
  );
}

function SessionGate({ search }: { search: SearchAppearanceSetup }) {
  const me = useMe();
  const signedOut = me.isSuccess && !me.data;
  useEffect(() => {
    if (signedOut) redirectTo(loginFor(window.location.pathname + window.location.search));
  }, [signedOut]);

  // Each screen names itself in its own heading; until one shows, the page still has its level-one heading.
  const pageHeading = <h1 className="sr-only">Admin</h1>;
  if (me.isPending || signedOut) {
    return (
      <>
        {pageHeading}
        <p role="status" className="text-slate-600">
          Loading...
        </p>
      </>
    );
  }
  if (me.isError) {
    return (
      <>
        {pageHeading}
        <QueryState message={`Could not check your sign-in: ${errorSentence(me.error)}`} onRetry={() => void me.refetch()} />
      </>
    );
  }
  return <SignedIn admin={me.data!} search={search} />;
}

function SignedIn({ admin, search }: { admin: AdminProfile; search: SearchAppearanceSetup }) {
  // Addresses from before the app had its own (e-mails already sent: /admin?lead=…, /admin#contacts).
  const legacy = legacyAddress(window.location.pathname, window.location.search, window.location.hash);
  if (legacy) history.replaceState(null, '', legacy);

  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast.success(flash.title, { description: flash.description });
  }, []);

  return (
    <AdminContext.Provider value={{ admin, search }}>
      <Router base="/admin">
        <AdminShell username={admin.username} role={admin.role}>
          {/* A screen loaded on demand (React.lazy in screens.ts) shows this until its code has arrived. */}
          <Suspense fallback={<QueryState message="Loading..." />}>
            <Switch>
              {/* One key per screen: moving between its addresses (a tab, a lead) keeps it mounted, with its state. */}
              {ADMIN_SCREENS.flatMap((screen) =>
                screen.paths.map((path) => (
                  <Route key={screen.label} path={path} component={screenAllows(screen, admin.role) ? screen.component : NotForYourRole} />
                )),
              )}
              <Route component={NotFoundScreen} />
            </Switch>
          </Suspense>
        </AdminShell>
      </Router>
    </AdminContext.Provider>
  );
}
