import { useState } from 'react';
import { toast } from 'sonner';
import { conflictingEntry, useUpdateContent, type ContentEntry } from '../api/content-api';
import { canSave } from './content-groups';
import { formatPktTime } from '../lib/dates';

/** The entry being edited and the editor's text. */
export interface Editing {
  /** As last read from the server; its version goes with the save. */
  entry: ContentEntry;
  draft: string;
  /**
   * Set when a save was refused because someone else saved first: their text
   * (now `entry`) is shown beside the draft, which is kept as typed.
   */
  conflict?: { theirs: string };
}

export interface ContentEditor {
  editing: Editing | null;
  select: (entry: ContentEntry) => void;
  changeDraft: (draft: string) => void;
  /** Replaces the draft with the other admin's text (after a conflict). */
  takeTheirs: () => void;
  cancel: () => void;
  save: () => void;
  /** Saves an earlier text of the selected entry: an ordinary save, versioned and published alike. */
  restore: (content: string) => void;
  saving: boolean;
}

/**
 * Editing state of spec 4: no selection → entry selected (its text copied into
 * the editor) → saved (selection cleared, lists refetched) or cancelled. It
 * lives above the tabs, so the selection and a save in flight survive a tab change.
 */
export function useContentEditor({ onClose }: { onClose?: () => void } = {}): ContentEditor {
  const [editing, setEditing] = useState<Editing | null>(null);

  const clear = (id: string) => {
    setEditing(null);
    onClose?.();
    // Focus goes back to the entry that was edited, if its list is on screen.
    requestAnimationFrame(() =>
      [...document.querySelectorAll<HTMLElement>('[data-entry-id]')].find((el) => el.dataset.entryId === id)?.focus(),
    );
  };

  const mutation = useUpdateContent({
    onSuccess: (saved, { id }) => {
      // The spec's sentence, then what happens next on the public pages, from the save's answer.
      const publish = saved?.publish;
      const requested =
        publish?.state === 'publishing' && publish.requestedAt ? `Build requested at ${formatPktTime(publish.requestedAt)}.` : '';
      const next = [publish?.message, requested].filter(Boolean).join(' ');
      const description = `Content has been successfully updated${next ? `. ${next}` : ''}`;
      toast.success('Content updated', { description });
      clear(id);
    },
    onError: (error, { id }) => {
      // Someone saved in between: keep what was typed, show their text, and save next time over their version.
      const current = conflictingEntry(error);
      if (current) {
        setEditing((old) =>
          old && old.entry.id === id ? { entry: current, draft: old.draft, conflict: { theirs: current.content } } : old,
        );
      }
    },
  });

  return {
    editing,
    select: (entry) => setEditing({ entry, draft: entry.content }),
    changeDraft: (draft) => setEditing((old) => (old ? { ...old, draft } : old)),
    takeTheirs: () => setEditing((old) => (old?.conflict ? { entry: old.entry, draft: old.conflict.theirs } : old)),
    cancel: () => editing && clear(editing.entry.id),
    save: () => {
      if (editing && canSave(editing.draft)) {
        mutation.mutate({ id: editing.entry.id, content: editing.draft, version: editing.entry.version });
      }
    },
    restore: (content) => {
      if (editing) mutation.mutate({ id: editing.entry.id, content, version: editing.entry.version });
    },
    saving: mutation.isPending,
  };
}
