import { useId, useRef, type ReactNode } from 'react';
import { Modal } from './Modal';
import { Button } from './ui';

/**
 * The admin's one confirmation, on the kit's Modal (the page behind is inert,
 * Escape cancels). The safe choice has the
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
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  return (
    <Modal
      open={open}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={cancel}
      // Escape: not while the action runs.
      onCancel={() => !pending && onCancel()}
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
    </Modal>
  );
}
