import { useState } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { conflictingArticle, useArticleAction, useKeepArticle, type ArticleAction } from '../../api/articles-api';
import { useStaff } from '../../api/staff-api';
import { useFieldErrors } from '../../kit/useFieldErrors';
import { articleFieldsSchema, publishProblems, type ArticleFields, type VersionedArticle } from '../../../lib/api/articles';
import { validationProblems } from '../../../lib/api/field-messages';
import { useOpenItemTitle } from '../../lib/document-title';
import { utcToPakistan } from '../../../lib/time/pakistan-time';
import { formatPakistanTime, newArticleFields, parseTags } from './article-view';

/**
 * The article editor's state and its one write: what the server last said
 * (its version goes with every change), what the writer is typing, the field
 * messages, a conflict with someone else's save, and `run` for each action.
 */
export interface ArticleEditorProps {
  initial: VersionedArticle | null;
  author: string;
  onCreated: (article: VersionedArticle) => void;
}

export function useArticleEditor({ initial, author, onCreated }: ArticleEditorProps) {
  const keepArticle = useKeepArticle();
  const [, navigate] = useLocation();
  const [base, setBase] = useState<VersionedArticle | null>(initial);
  useOpenItemTitle(base ? base.fields.title : 'New article');
  const [fields, setFields] = useState<ArticleFields>(initial?.fields ?? newArticleFields(author));
  const [tagsText, setTagsText] = useState(fields.tags.join(', '));
  // A new article's address follows its title until the writer edits the address.
  const [slugTouched, setSlugTouched] = useState(initial !== null);
  const { errors: problems, set: setProblems, fromServer } = useFieldErrors();
  const [conflict, setConflict] = useState<VersionedArticle | null>(null);
  const [scheduleAt, setScheduleAt] = useState(() => {
    const at = initial?.published?.goLiveAt;
    return at && Date.parse(at) > Date.now() ? (utcToPakistan(at) ?? '') : '';
  });

  const current = { ...fields, tags: parseTags(tagsText) };
  const dirty = base === null || JSON.stringify(current) !== JSON.stringify(base.fields);
  const staff = useStaff();
  const authors = [...new Set([...(staff.data?.staff.map((member) => member.username) ?? []), fields.author])];
  const set = (patch: Partial<ArticleFields>) => setFields((old) => ({ ...old, ...patch }));

  const stored = (answer: VersionedArticle) => {
    setBase(answer);
    keepArticle(answer);
    if (!base) onCreated(answer);
  };

  const mutation = useArticleAction({
    onSuccess: ({ answer, sent }, { action }) => {
      if (action.kind === 'delete' || !answer) {
        toast.success('Article deleted');
        navigate('/articles');
        return;
      }
      stored(answer);
      setProblems({});
      setConflict(null);
      // The server's tidy form (trimmed, tags once each), unless the writer typed on meanwhile.
      if (action.kind === 'restore' || JSON.stringify(sent) === JSON.stringify(current)) {
        setFields(answer.fields);
        setTagsText(answer.fields.tags.join(', '));
      }
      const next = answer.publish?.message;
      const titles: Record<Exclude<ArticleAction['kind'], 'delete'>, string> = {
        save: 'Draft saved',
        publish: 'Published',
        schedule: `Scheduled for ${formatPakistanTime(answer.published?.goLiveAt ?? '')}`,
        unpublish: answer.published === null ? 'Unpublished' : 'Schedule cancelled',
        restore: 'Earlier version restored as the draft',
      };
      toast.success(titles[action.kind], next ? { description: next } : undefined);
    },
    onError: (error) => {
      const theirs = conflictingArticle(error);
      if (theirs) {
        // Someone saved in between: keep what was typed, show what they saved, and go on from their version.
        setBase(theirs);
        setConflict(theirs);
        keepArticle(theirs);
        return;
      }
      fromServer(error);
    },
  });

  /** Checks what the schema and publishing ask for before sending; the server checks again. */
  const run = (action: ArticleAction) => {
    if (action.kind === 'save' || action.kind === 'publish' || action.kind === 'schedule') {
      const parsed = articleFieldsSchema.safeParse(current);
      const found = parsed.success
        ? action.kind === 'save'
          ? {}
          : publishProblems(parsed.data)
        : validationProblems(articleFieldsSchema, current);
      if (Object.keys(found).length > 0) {
        setProblems(found);
        toast.error('Please check the highlighted fields', { description: Object.values(found)[0] });
        return;
      }
    }
    mutation.mutate({ action, article: base, fields: current, changed: dirty, onSaved: stored });
  };

  const pending = mutation.isPending;

  return {
    base,
    fields,
    set,
    setFields,
    tagsText,
    setTagsText,
    slugTouched,
    setSlugTouched,
    problems,
    conflict,
    setConflict,
    scheduleAt,
    setScheduleAt,
    current,
    authors,
    run,
    pending,
  };
}
