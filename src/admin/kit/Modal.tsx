import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * The admin's one modal: a <dialog> opened with showModal, so the page behind
 * is inert and Escape asks to close it (`onCancel`; the parent closes it by
 * setting `open`). Rendered where its trigger is.
 */
export function Modal({
  open,
  onCancel,
  labelledBy,
  describedBy,
  role,
  initialFocus,
  className = 'w-[min(28rem,calc(100vw-2rem))]',
  children,
}: {
  open: boolean;
  onCancel: () => void;
  labelledBy: string;
  describedBy?: string;
  role?: 'alertdialog';
  /** What gets the focus on opening; without it the browser picks (the first `autoFocus` control). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // Without showModal (older engines, jsdom) it still opens, just not modal.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      initialFocus?.current?.focus();
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open, initialFocus]);

  return (
    <dialog
      ref={dialog}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className={`m-auto rounded-xl p-0 text-left shadow-xl backdrop:bg-slate-900/50 ${className}`}
    >
      {children}
    </dialog>
  );
}
