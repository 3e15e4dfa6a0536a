import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { StoredPage } from '../../lib/content/editable-content';
import {
  savedContentEntrySchema,
  seedAnswerSchema,
  type VersionedContentEntry as ContentEntry,
  versionedContentEntrySchema,
} from '../../lib/api/content';
import { ROUTES } from '../../lib/api/routes';
import type { SeedRoute } from '../lib/admin-pages';
import { ApiError } from './http';
import { defineCall, defineWrite } from './mutation';
import { PUBLISHING_READS, useContentHistory } from './publishing-api';
import { defineRead } from './read';

/** The pages' editable text (spec 3 and 7; README "Publishing edits"). */
export type { ContentEntry };

/** A page's entries (the Search appearance screen's too); `useContent.all` refreshes every page's list. */
export const useContent = defineRead({
  route: ROUTES.contentEntry,
  schema: z.array(versionedContentEntrySchema),
  values: (page: StoredPage) => ({ key: page }),
  nullWhenSignedOut: true,
});

/** The entry with this id in any page list already read (an address that names an entry opens it once its list is there). */
export function useCachedContentEntry(): (id: string) => ContentEntry | undefined {
  const queryClient = useQueryClient();
  return (id) =>
    queryClient
      .getQueriesData<ContentEntry[] | null>({ queryKey: useContent.all })
      .flatMap(([, list]) => list ?? [])
      .find((entry) => entry.id === id);
}

/** Sends the version the editor read, so a save over someone else's newer text is refused (409: see conflictingEntry). */
export const useUpdateContent = defineWrite({
  route: ROUTES.contentEntry,
  method: 'PUT',
  answer: savedContentEntrySchema,
  params: ({ id }: { id: string; content: string; version: string }) => ({ key: id }),
  body: ({ content, version }) => ({ content, version }),
  failure: 'Update failed',
  // The saved entry (with its new version) goes into the cached list at once, so choosing it
  // again before the refetch lands edits over the new version, not the one just replaced.
  update: (queryClient, saved, { id }) => {
    const entry = versionedContentEntrySchema.parse(saved);
    queryClient.setQueryData<ContentEntry[] | null>(useContent.key(entry.page), (list) =>
      list?.map((old) => (old.id === id ? entry : old)),
    );
  },
  // Status and history refresh on their own time; only the list holds the save's pending state.
  refreshesLater: (_saved, { id }) => [...PUBLISHING_READS, useContentHistory.key(id)],
  refreshes: [useContent.all],
});

/** The current entry a 409 from a save carries, or null for any other error. */
export function conflictingEntry(error: unknown): ContentEntry | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = versionedContentEntrySchema.safeParse(error.field('current'));
  return parsed.success ? parsed.data : null;
}

/** Loads a page's built-in text (the tab's seed endpoint, spec 7). */
export const useSeedContent = defineWrite({
  call: (route: SeedRoute) => defineCall({ route, method: 'POST', answer: seedAnswerSchema })(),
  failure: 'Seed failed',
  refreshes: [useContent.all],
});
