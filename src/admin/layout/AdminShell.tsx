import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, matchRoute, useLocation, useRouter } from 'wouter';
import { useLogout } from '../api/auth-api';
import { errorStatus } from '../api/http';
import { Button } from '../kit/ui';
import { Card } from '../kit/Card';
import { useScreenTitle } from '../lib/document-title';
import { ADMIN_PATHS, goTo } from '../lib/navigation';
import type { Role } from '../../lib/api/auth';
import { ADMIN_SCREENS, screenAllows, type AdminScreen } from '../screens';

/** Whether the current address belongs to `screen` (any of its paths). */
function useIsCurrent(screen: AdminScreen): boolean {
  const router = useRouter();
  const [location] = useLocation();
  return screen.paths.some((path) => matchRoute(router.parser, path, location)[0]);
}

function NavLink({ screen, onNavigate }: { screen: AdminScreen; onNavigate: () => void }) {
  const current = useIsCurrent(screen);
  return (
    <Link
      href={screen.paths[0]}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className={`block rounded-lg px-3 py-2 text-sm font-semibold ${
        current ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
      }`}
    >
      {screen.label}
    </Link>
  );
}

/**
 * The frame of every signed-in screen: who is signed in and Logout, and one
 * navigation built from the screen registry, only the screens the member's role may use (a sidebar from 1024 px, a menu
 * button on phones and tablets).
 */
export default function AdminShell({ username, role, children }: { username: string; role: Role; children: ReactNode }) {
  const router = useRouter();
  const [location] = useLocation();
  const screen = ADMIN_SCREENS.find((candidate) => candidate.paths.some((path) => matchRoute(router.parser, path, location)[0]));
  useScreenTitle(screen?.label ?? 'Page not found');
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);

  const leave = () => {
    queryClient.clear();
    goTo(ADMIN_PATHS.login);
  };
  const signOut = useLogout({
    onSuccess: leave,
    // 401: the session had already ended, which is what logging out wanted.
    onError: (error) => errorStatus(error) === 401 && (leave(), true),
  });

  const section = (nav: AdminScreen['nav']) => ADMIN_SCREENS.filter((screen) => screen.nav === nav && screenAllows(screen, role));
  const links = (
    <>
      <ul className="space-y-1">
        {section('main').map((screen) => (
          <li key={screen.label}>
            <NavLink screen={screen} onNavigate={() => setMenuOpen(false)} />
          </li>
        ))}
      </ul>
      {section('account').length > 0 && (
        <ul className="mt-4 space-y-1 border-t border-slate-200 pt-4">
          {section('account').map((screen) => (
            <li key={screen.label}>
              <NavLink screen={screen} onNavigate={() => setMenuOpen(false)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );

  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          onClick={() => setMenuOpen((open) => !open)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-sm lg:hidden"
        >
          Menu
        </button>
        <div className="ml-auto flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">
            Welcome back, <span className="font-semibold break-all text-slate-900">{username}</span>
          </p>
          <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending || signOut.isSuccess}>
            {signOut.isPending || signOut.isSuccess ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </div>
      <div className="mt-4 lg:mt-6 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-8">
        <Card
          as="nav"
          id="admin-menu"
          aria-label="Admin"
          className={`${menuOpen ? 'block' : 'hidden'} mb-4 p-2 lg:sticky lg:top-6 lg:mb-0 lg:block lg:self-start`}
        >
          {links}
        </Card>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
