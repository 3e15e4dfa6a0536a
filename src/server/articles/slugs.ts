import { createSlugClaim, readSlugClaim, removeSlugClaim } from './store';

/**
 * Which article an address belongs to. Each slug is a key `slug/<slug>` in
 * the articles store, created `onlyIfNew`, so of two writers racing for the
 * same address exactly one gets it. An article keeps the slugs it was live
 * under (they answer 301 to its current address) until it is deleted.
 */
/** `claimed`: it is this article's from now on; `owned`: it already was; `taken`: another article's. */
export async function claimSlug(slug: string, articleId: string): Promise<'claimed' | 'owned' | 'taken'> {
  if (await createSlugClaim(slug, articleId)) return 'claimed';
  return (await readSlugClaim(slug))?.articleId === articleId ? 'owned' : 'taken';
}

/** Gives a slug up, if it is this article's. */
export async function releaseSlug(slug: string, articleId: string): Promise<void> {
  const claim = await readSlugClaim(slug);
  if (claim?.articleId === articleId) await removeSlugClaim(slug);
}
