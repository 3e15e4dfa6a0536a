import { z } from 'zod';
import { createJson, deleteKey, readJson } from '../storage';

/**
 * Which article an address belongs to. Each slug is a key `slug/<slug>` in
 * the articles store, created `onlyIfNew`, so of two writers racing for the
 * same address exactly one gets it. An article keeps the slugs it was live
 * under (they answer 301 to its current address) until it is deleted.
 */
const claimSchema = z.object({ articleId: z.string() });
const slugKey = (slug: string) => `slug/${slug}`;

/** `claimed`: it is this article's from now on; `owned`: it already was; `taken`: another article's. */
export async function claimSlug(slug: string, articleId: string): Promise<'claimed' | 'owned' | 'taken'> {
  if (await createJson('articles', slugKey(slug), { articleId })) return 'claimed';
  return (await readJson('articles', slugKey(slug), claimSchema))?.articleId === articleId ? 'owned' : 'taken';
}

/** Gives a slug up, if it is this article's. */
export async function releaseSlug(slug: string, articleId: string): Promise<void> {
  const claim = await readJson('articles', slugKey(slug), claimSchema);
  if (claim?.articleId === articleId) await deleteKey('articles', slugKey(slug));
}
