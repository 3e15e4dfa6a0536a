import { Toaster } from 'sonner';

/**
 * The site's toast viewport, configured as spec 9 says: one toast at a time,
 * 5000 ms, labelled "Notification", focusable with F8, swiped away to the right.
 * Render it once inside each island that raises toasts.
 */
export const TOAST_DURATION_MS = 5000;

export default function AppToaster() {
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
