import { useState, type ComponentType, type ReactNode } from 'react';
import type { toast as sonnerToast } from 'sonner';

type ToastKit = typeof import('./toast-kit');

let kit: Promise<ToastKit> | undefined;

/** Fetches sonner and the toast viewport once; a failed fetch is forgotten so the next toast tries again. */
function loadToastKit(): Promise<ToastKit> {
  kit ??= import('./toast-kit').catch((error: unknown) => {
    kit = undefined;
    throw error;
  });
  return kit;
}

interface DeferredToasts {
  /** Starts fetching the toasts ahead of the first one (e.g. once the visitor starts filling a form in). */
  preload: () => void;
  /** Shows a toast as soon as sonner has arrived: `notify((toast) => toast.success(...))`. */
  notify: (show: (toast: typeof sonnerToast) => void) => void;
  /** The toast viewport (AppToaster) once the first toast asked for it; render it inside the island. */
  viewport: ReactNode;
}

/**
 * Toasts for a public island without sonner in the island's own code: sonner and the viewport (about
 * 9.5 KB gzip) are fetched when first wanted, so hydrating the form waits only for React and the form,
 * and a visitor who never fills it in never downloads them. The toasts themselves are AppToaster's.
 */
export function useDeferredToasts(): DeferredToasts {
  const [Viewport, setViewport] = useState<ComponentType | null>(null);
  return {
    preload: () => {
      // A toast asked for later retries the fetch and stays quiet if it fails again.
      loadToastKit().catch(() => undefined);
    },
    notify: (show) => {
      loadToastKit().then(
        ({ toast, AppToaster }) => {
          // sonner keeps a toast raised before its viewport mounts and shows it when the viewport subscribes.
          show(toast);
          setViewport(() => AppToaster);
        },
        // Without the code there is no toast to show; the form's own state (fields, field messages, button) still tells.
        () => undefined,
      );
    },
    viewport: Viewport ? <Viewport /> : null,
  };
}
