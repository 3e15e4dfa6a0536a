import type { Config } from '@netlify/functions';
import { PAGE_FINGERPRINTS_FILE } from '../../src/lib/publishing/page-fingerprints';
import { readSiteConfig } from '../../src/config/site';
import { json, readBodyBytes, route } from '../../src/server/http';
import {
  changedTheLiveSite,
  checkDeployNotification,
  NOTIFICATION_MAX_BYTES,
  readPageFingerprints,
  SIGNATURE_HEADER,
  submitChangedPages,
} from '../../src/server/indexnow/index';

/** Tests point this at a list of their own; deployed, it is the build's, beside the function (netlify.toml included_files). */
const pagesFile = () => process.env.PAGE_FINGERPRINTS_FILE ?? new URL(`../../dist/${PAGE_FINGERPRINTS_FILE}`, import.meta.url);

/**
 * POST /api/deploy-notification: Netlify's signed "Deploy succeeded"
 * notification (an HTTP POST notification whose JWS secret is
 * `DEPLOY_NOTIFICATION_SECRET`; docs/publishing.md). A call whose
 * `X-Webhook-Signature` does not check out against its body gets 401 and
 * changes nothing. For a published production deploy, submits the public
 * pages whose HTML changed since the last submission to IndexNow
 * (src/server/indexnow/): once per deploy, and at most once in ten minutes.
 * The deploy is already live, so nothing here can hold up or fail
 * publishing: a failure is logged and the same pages go with the next
 * deploy. Answers 200 `{state}` (and `urls` when some were sent or failed).
 */
export default route({
  POST: async (req) => {
    const body = new TextDecoder().decode(await readBodyBytes(req, NOTIFICATION_MAX_BYTES));
    const check = await checkDeployNotification(body, req.headers.get(SIGNATURE_HEADER));
    if (!check.ok) {
      console.warn(`IndexNow: a deploy notification was refused (${check.reason}); nothing submitted`);
      return json(401, { error: 'Not a signed deploy notification of this site.' });
    }
    if (!changedTheLiveSite(check.deploy)) {
      // A deploy preview, a branch deploy or a deploy left unpublished (locked): the live pages did not change.
      console.log(`IndexNow: deploy ${check.deploy.id} is not a published production deploy, nothing submitted`);
      return json(200, { state: 'not-live' });
    }
    try {
      const outcome = await submitChangedPages(readPageFingerprints(pagesFile()), readSiteConfig().origin, check.deploy.id);
      if (outcome.state === 'failed')
        console.error(`IndexNow: ${outcome.urls} changed pages not submitted: ${outcome.reason}; they go with the next deploy`);
      else if (outcome.state === 'submitted') console.log(`IndexNow: ${outcome.urls} changed pages submitted (${outcome.status})`);
      else if (outcome.state === 'cooling-down')
        console.log('IndexNow: a submission started less than ten minutes ago; these pages go with the next deploy');
      else if (outcome.state === 'already-submitted') console.log(`IndexNow: deploy ${check.deploy.id} was already submitted`);
      else console.log('IndexNow: no public page changed');
      return json(200, outcome);
    } catch (error) {
      console.error('IndexNow: the changed pages could not be submitted; they go with the next deploy', error);
      return json(200, { state: 'failed' });
    }
  },
});

export const config: Config = { path: '/api/deploy-notification' };
