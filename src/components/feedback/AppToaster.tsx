import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';

/**
 * The site's toast viewport, configured as spec 9 says: one toast at a time,
 * 5000 ms, labelled "Notification", focusable with F8, swiped away to the right.
 * Render it inside each island that raises toasts: islands share sonner's
 * store, and only the first one mounted shows the viewport, so a page with two
 * such islands (the audit form and the footer signup) still shows one toast
 * at a time and announces it once.
 */
export const TOAST_DURATION_MS = 5000;

let viewportOwner: symbol | null = null;

export default function AppToaster() {
  const [ownsViewport, setOwnsViewport] = useState(false);
  useEffect(() => {
    if (viewportOwner) return undefined;
    const me = Symbol('toaster');
    viewportOwner = me;
    setOwnsViewport(true);
    return () => {
      if (viewportOwner === me) viewportOwner = null;
    };
  }, []);
  if (!ownsViewport) return null;
  return (
    <Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      containerAriaLabel="Notification"
      hotkey={['F8']}
      swipeDirections={['right']}
      position="bottom-right"
      richColors
      closeButton
      style={{ maxWidth: 420 }}
    />
  );
}
