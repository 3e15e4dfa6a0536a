import { useEffect, useRef } from 'react';
import ContentHistory from './ContentHistory';
import { EditorFrame, EmptyEditor } from './EditorFrame';
import { Button } from '../kit/ui';
import type { EntryPublishStatus } from '../../lib/publishing/publish-status';
import type { ContentEditor, Editing } from './useContentEditor';
import { pageLabel } from '../lib/admin-pages';
import { canSave } from './content-groups';
import { displayKey } from '../../lib/content/editable-content';

/** Spec 9: the editor is ten rows tall. */
export const EDITOR_ROWS = 10;

/**
 * Edits the selected entry's text (spec 2, 4, 5): Save Changes or Cancel.
 * Below: whether its saved text is on the live site, and its earlier versions.
 */
export default function EditPanel({
  editor,
  statusOf,
}: {
  editor: ContentEditor;
  statusOf?: (entry: Editing['entry']) => EntryPublishStatus | null;
}) {
  const { editing, saving } = editor;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const selectedId = editing?.entry.id;
  const shownId = useRef(selectedId);

  // A newly chosen entry brings the editor into view (on a phone it sits below the list).
  // Not on mount: opening another tab must leave focus on the tab.
  useEffect(() => {
    if (selectedId !== undefined && selectedId !== shownId.current) textareaRef.current?.focus();
    shownId.current = selectedId;
  }, [selectedId]);

  if (!editing) return <EmptyEditor label="Edit panel">Choose an entry to edit its text here.</EmptyEditor>;

  const { entry, draft, conflict } = editing;
  const status = statusOf?.(entry);
  return (
    <EditorFrame
      label="Edit panel"
      heading={
        <>
          <h3 className="text-base font-semibold text-slate-900">Edit content</h3>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Page</dt>
            <dd className="font-medium text-slate-900">{pageLabel(entry.page)}</dd>
            <dt className="text-slate-600">Section</dt>
            <dd className="font-medium break-words text-slate-900">{displayKey(entry.section)}</dd>
            <dt className="text-slate-600">Key</dt>
            <dd className="font-medium break-words text-slate-900">{displayKey(entry.contentKey)}</dd>
          </dl>
        </>
      }
      status={status}
      editor={editor}
      canSave={canSave(draft)}
      after={<ContentHistory key={entry.id} entry={entry} onRestore={editor.restore} disabled={saving} />}
    >
      {conflict && (
        <section
          aria-labelledby="content-conflict-title"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
        >
          <h4 id="content-conflict-title" className="font-semibold">
            Someone else saved this text while you were editing
          </h4>
          <p className="mt-1 text-slate-700">
            Their text is below, and yours is still in the editor. Merge them in the editor and save, or use theirs.
          </p>
          <label htmlFor="content-theirs" className="mt-3 block font-medium">
            Their text (saved)
          </label>
          <textarea
            id="content-theirs"
            readOnly
            rows={Math.min(EDITOR_ROWS, 6)}
            value={conflict.theirs}
            className="mt-1 block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm leading-relaxed text-slate-900"
          />
          <div className="mt-2">
            <Button variant="secondary" onClick={editor.takeTheirs} disabled={saving}>
              Use their text
            </Button>
          </div>
        </section>
      )}
      <label htmlFor="content-editor" className="block text-sm font-medium text-slate-800">
        {conflict ? 'Your text' : 'Content'}
      </label>
      <textarea
        id="content-editor"
        ref={textareaRef}
        rows={EDITOR_ROWS}
        value={draft}
        onChange={(event) => editor.changeDraft(event.target.value)}
        className="mt-1 block w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm leading-relaxed text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
    </EditorFrame>
  );
}
