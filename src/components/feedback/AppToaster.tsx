import { useEffect, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from 'sonner';

/**
 * The site's toast viewport, configured as spec 9 says: one toast at a time,
 * 5000 ms, labelled "Notification", focusable with F8, swiped away to the right.
 * Render it inside each island that raises toasts: islands share sonner's
 * store, and only the first one mounted shows the viewport, so a page with two
 * such islands (the audit form and the footer signup) still shows one toast
 * at a time and announces it once. The viewport itself goes to the body: an
 * island's section may be the containing block of fixed elements (the home
 * page's skipped sections have `content-visibility: auto`), which would pin
 * the toast to the section's end, below the fold, instead of the screen.
 */
export const TOAST_DURATION_MS = 5000;

/**
 * sonner's rich-colour text shades fall short of WCAG AA on their pale
 * backgrounds (error 4.3:1, warning 3.1:1); these darker ones pass (5.8:1 and up).
 */
const READABLE_RICH_COLOURS = {
  '--success-text': '#166534',
  '--error-text': '#b91c1c',
  '--warning-text': '#92400e',
  '--info-text': '#1e40af',
} as CSSProperties;

let viewportOwner: symbol | null = null;

export default function AppToaster() {
  const [ownsViewport, setOwnsViewport] = useState(false);
  useEffect(() => {
    if (viewportOwner) return undefined;
    const me = Symbol('toaster');
    viewportOwner = me;
    // Claiming the one toast viewport is a sync with a module-level owner shared by every island on the page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOwnsViewport(true);
    return () => {
      if (viewportOwner === me) viewportOwner = null;
    };
  }, []);
  if (!ownsViewport) return null;
  return createPortal(
    <Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      containerAriaLabel="Notification"
      hotkey={['F8']}
      swipeDirections={['right']}
      position="bottom-right"
      richColors
      closeButton
      style={{ maxWidth: 420, ...READABLE_RICH_COLOURS }}
    />,
    document.body,
  );
}
