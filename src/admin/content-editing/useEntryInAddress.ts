import { useEffect, useRef } from 'react';
import type { ContentEditor } from './useContentEditor';
import type { ContentEntry } from '../api/content-api';

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
    if (!entryId) {
      // The address stopped naming an entry (Cancel, Back): close it, and forget it, so that
      // Forward or Back to its address opens it again, even if the lists are still loading then.
      const hadEntry = applied.current !== null;
      applied.current = null;
      if (hadEntry && editor.editing) editor.cancel();
      return;
    }
    if (!active || entryId === applied.current || !found) return;
    applied.current = entryId;
    if (editor.editing?.entry.id !== entryId) editor.select(found);
  }, [active, entryId, found, editor]);
}
