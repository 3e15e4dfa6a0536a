import { useState } from 'react';
import { useArticleHistory } from '../../api/articles-api';
import VersionHistory from '../../kit/VersionHistory';
import type { ArticleFields } from '../../../lib/api/articles';

/**
 * An article's earlier versions, newest first (who saved each, when), read
 * when opened; Restore saves one as a new draft, as page text's history does.
 */
export default function ArticleHistory({
  id,
  current,
  onRestore,
  disabled,
}: {
  id: string;
  current: ArticleFields;
  onRestore: (historyId: string) => void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const history = useArticleHistory(id, { enabled: open });
  return (
    <VersionHistory
      className="mt-6"
      listId="article-history"
      open={open}
      onToggle={() => setOpen((was) => !was)}
      history={history}
      rows={(history.data ?? []).map((version) => ({
        id: version.id,
        preview: version.fields.title,
        savedAt: version.saved_at,
        savedBy: version.saved_by,
        same: JSON.stringify(version.fields) === JSON.stringify(current),
        restore: () => onRestore(version.id),
      }))}
      emptyText="No earlier versions yet: every save keeps the version it replaces."
      restoreLabel={(when) => `Restore the version saved ${when}`}
      disabled={disabled}
    />
  );
}
