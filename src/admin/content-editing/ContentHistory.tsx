import { useState } from 'react';
import VersionHistory from '../kit/VersionHistory';
import type { ContentEntry } from '../api/content-api';
import { previewText } from './content-groups';
import { useContentHistory } from '../api/publishing-api';

/**
 * An entry's earlier texts, newest first, each with when and by whom it was
 * saved, and Restore (an ordinary save of that text). Read when opened.
 */
export default function ContentHistory({
  entry,
  onRestore,
  disabled,
}: {
  entry: ContentEntry;
  onRestore: (content: string) => void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const history = useContentHistory(entry.id, { enabled: open });
  return (
    <VersionHistory
      listId={`content-history-${entry.id.replace(/\W/g, '-')}`}
      open={open}
      onToggle={() => setOpen((was) => !was)}
      history={history}
      rows={(history.data ?? []).map((version) => ({
        id: version.id,
        preview: previewText(version.content),
        savedAt: version.saved_at,
        savedBy: version.saved_by,
        same: version.content === entry.content,
        restore: () => onRestore(version.content),
      }))}
      emptyText="No earlier versions yet: every save from now on keeps the text it replaces."
      restoreLabel={(when) => `Restore the text from ${when}`}
      disabled={disabled}
    />
  );
}
