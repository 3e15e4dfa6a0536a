import { useEffect, useLayoutEffect } from 'react';

/**
 * The tab's title, so tabs and history read "Staff · Admin", "Amna Khan ·
 * Dashboard · Admin". The shell names the screen; a screen names what it has
 * open (a lead, an article, a campaign) while it shows it. The shell sets its
 * part in a layout effect, which runs before any screen's effect.
 */
let screenName: string | undefined;
let open: { name: string } | undefined;

export function adminTitle(screen: string | undefined, detail?: string): string {
  return [detail, screen, 'Admin'].filter(Boolean).join(' · ');
}

function apply(): void {
  document.title = adminTitle(screenName, open?.name);
}

export function useScreenTitle(name: string): void {
  useLayoutEffect(() => {
    screenName = name;
    apply();
  }, [name]);
}

/** Names what the screen has open, until it closes (or `name` is undefined: still loading). */
export function useOpenItemTitle(name: string | undefined): void {
  useEffect(() => {
    if (!name) return;
    const mine = { name };
    open = mine;
    apply();
    return () => {
      // Only its own: the next item may have taken the title already.
      if (open !== mine) return;
      open = undefined;
      apply();
    };
  }, [name]);
}
