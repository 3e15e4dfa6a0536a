import type { ReactNode } from 'react';
import { PublishStatusLine } from './PublishStatusView';
import { Button } from '../kit/ui';
import type { EntryPublishStatus } from '../../lib/publishing/publish-status';
import type { ContentEditor } from './useContentEditor';

/**
 * The frame both admin editors share (page text, search appearance), so they
 * look and behave alike: a panel beside the list on wide screens, whether the
 * saved text is live, a form that ends in Save Changes / Cancel, and what goes
 * below it (the entry's earlier versions). Each editor fills in its own field.
 */
const PANEL = 'rounded-xl border bg-white lg:sticky lg:top-4';

/** Before an entry is chosen. Only on wide screens, where it sits beside the list; on a phone it would just push content down. */
export function EmptyEditor({ label, children }: { label: string; children: ReactNode }) {
  return (
    <aside aria-label={label} className={`${PANEL} hidden border-dashed border-slate-300 p-6 text-sm text-slate-600 lg:block`}>
      {children}
    </aside>
  );
}

export function EditorFrame({
  label,
  heading,
  status,
  editor,
  canSave,
  after,
  children,
}: {
  /** The panel's accessible name. */
  label: string;
  /** The panel's h3 and what it edits. */
  heading: ReactNode;
  status: EntryPublishStatus | null | undefined;
  editor: ContentEditor;
  /** Whether the draft may be saved now (each editor has its own rule). */
  canSave: boolean;
  /** Below the form: the entry's earlier versions. */
  after?: ReactNode;
  /** The form's fields: a conflict notice, the text, anything that helps write it. */
  children: ReactNode;
}) {
  const { saving } = editor;
  return (
    <aside aria-label={label} className={`${PANEL} border-slate-200 p-5 shadow-sm`}>
      {heading}
      {status && (
        <div className="mt-3">
          <PublishStatusLine status={status} />
        </div>
      )}
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) editor.save();
        }}
      >
        {children}
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="submit" disabled={!canSave || saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button variant="secondary" onClick={editor.cancel} disabled={saving}>
            Cancel
          </Button>
        </div>
      </form>
      {after}
    </aside>
  );
}
