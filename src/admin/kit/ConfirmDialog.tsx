import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './ui';

/**
 * The admin's one confirmation: a modal <dialog> (the page behind is inert,
 * Escape cancels) rendered where its trigger is. The safe choice has the
 * focus, so Enter never confirms by accident. `role` is `alertdialog` for a
 * destructive question, `dialog` when the dialog also asks for choices.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  confirmAriaLabel,
  cancelLabel = 'Cancel',
  pending = false,
  confirmDisabled = false,
  danger = false,
  role = 'alertdialog',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: ReactNode;
  /** What happens if confirmed; may hold form controls (a dialog's choices). */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  pendingLabel?: string;
  confirmAriaLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  confirmDisabled?: boolean;
  danger?: boolean;
  role?: 'alertdialog' | 'dialog';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // Without showModal (older engines, jsdom) it still opens, just not modal.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      cancel.current?.focus();
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Escape: the parent decides (it closes by setting `open`), and not while the action runs.
        event.preventDefault();
        if (!pending) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-0 text-left shadow-xl backdrop:bg-slate-900/50"
    >
      <form
        className="space-y-4 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div id={textId} className="space-y-3 text-sm break-words text-slate-700">
          {children}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button ref={cancel} variant="secondary" disabled={pending} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            aria-label={confirmAriaLabel}
            disabled={pending || confirmDisabled}
            className={danger ? 'bg-red-700 hover:bg-red-800' : ''}
          >
            {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
