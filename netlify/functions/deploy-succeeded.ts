import { z } from 'zod';
import { PAGE_FINGERPRINTS_FILE } from '../../src/lib/publishing/page-fingerprints';
import { readSiteConfig } from '../../src/config/site';
import { readPageFingerprints, submitChangedPages } from '../../src/server/indexnow/index';

/** Tests point this at a list of their own; deployed, it is the build's, beside the function (netlify.toml included_files). */
const pagesFile = () => process.env.PAGE_FINGERPRINTS_FILE ?? new URL(`../../dist/${PAGE_FINGERPRINTS_FILE}`, import.meta.url);

const eventSchema = z.object({ payload: z.object({ context: z.string(), published_at: z.string().nullish() }) });

/**
 * Netlify's deploy-succeeded event (an event function: Netlify calls the
 * function named after the event, with the deploy in `payload`, once the
 * deploy is finished). For a published production deploy, submits the public
 * pages whose HTML changed since the last submission to IndexNow
 * (src/server/indexnow/). The deploy is already live, so nothing here can hold
 * up or fail publishing: any failure is logged, and the same pages go with the
 * next deploy. Always answers 204.
 */
export default async function deploySucceeded(req: Request): Promise<Response> {
  const event = eventSchema.safeParse(await req.json().catch(() => null));
  if (!event.success || event.data.payload.context !== 'production' || !event.data.payload.published_at) {
    // A deploy preview, a branch deploy or a deploy left unpublished (locked): the live pages did not change.
    console.log('IndexNow: not a published production deploy, nothing submitted');
    return new Response(null, { status: 204 });
  }
  try {
    const outcome = await submitChangedPages(readPageFingerprints(pagesFile()), readSiteConfig().origin);
    if (outcome.state === 'failed')
      console.error(`IndexNow: ${outcome.urls} changed pages not submitted: ${outcome.reason}; they go with the next deploy`);
    else if (outcome.state === 'submitted') console.log(`IndexNow: ${outcome.urls} changed pages submitted (${outcome.status})`);
    else console.log('IndexNow: no public page changed');
  } catch (error) {
    console.error('IndexNow: the changed pages could not be submitted; they go with the next deploy', error);
  }
  return new Response(null, { status: 204 });
}
