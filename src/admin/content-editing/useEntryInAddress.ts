import { useEffect, useRef } from 'react';
import type { ContentEditor } from './useContentEditor';
import type { ContentEntry } from '../api/admin-api';

/**
 * Keeps the open entry in the address (`?entry=<id>`), so reload, Back and a
 * shared link open the same entry. The address says which entry; the editor
 * keeps the draft. `find` looks the id up in the lists already loaded; while
 * they load, nothing is opened yet.
 */
export function useEntryInAddress(
  editor: ContentEditor,
  entryId: string | null,
  find: (id: string) => ContentEntry | undefined,
  active = true,
): void {
  const applied = useRef<string | null>(null);
  const found = entryId ? find(entryId) : undefined;
  useEffect(() => {
    if (!active || entryId === applied.current) return;
    if (!entryId) {
      applied.current = null;
      if (editor.editing) editor.cancel();
      return;
    }
    if (!found) return;
    applied.current = entryId;
    if (editor.editing?.entry.id !== entryId) editor.select(found);
  }, [active, entryId, found, editor]);
}
