import type { Config } from '@netlify/functions';
import { totpConfirmSchema } from '../../src/lib/api/auth';
import { logActivity } from '../../src/server/activity/index';
import {
  CODE_NOT_ACCEPTED,
  completeSignIn,
  confirmTotpSetup,
  keepLastFactorWhileRequired,
  removeTotp,
  requireFreshCheck,
  requireSignedIn,
  requireStage,
  sealingNewFactor,
  startTotpSetup,
} from '../../src/server/auth/index';
import { HttpError, json, noContent, parseBody, readMutation, readOptionalMutation, route } from '../../src/server/http';
import { sendAccountNotice } from '../../src/server/mail/index';

/**
 * POST   /api/admin/account/totp          (fresh check) a new secret: {secret, uri, qr}, pending until confirmed;
 *                                         409 with how to set it on a deployed site without ADMIN_FACTORS_SECRET
 * POST   /api/admin/account/totp/confirm  {code} from the app: 200 {recovery_codes} (ten, shown once, when
 *                                         there were none); an enrol-only session becomes a full one
 * DELETE /api/admin/account/totp          (fresh check) removes the authenticator and its recovery codes: 204;
 *                                         409 for the last factor while two-factor is required
 * An enrol-only session (two-factor required, none set up yet) may use the first two.
 */
export default route({
  POST: async (req, context) => {
    const body = await readMutation(req);
    const signedIn = await requireStage(context, ['full', 'enrol']);
    requireFreshCheck(signedIn.session);
    const now = Date.now();
    if (!new URL(req.url).pathname.endsWith('/confirm'))
      return json(200, await sealingNewFactor(() => startTotpSetup(signedIn.admin.username, now)));
    const { code } = parseBody(totpConfirmSchema, body);
    const confirmed = await sealingNewFactor(() => confirmTotpSetup(signedIn.admin.username, code, now));
    if (!confirmed) throw new HttpError(400, CODE_NOT_ACCEPTED, { fields: { code: CODE_NOT_ACCEPTED } });
    await logActivity(context, { actor: signedIn.admin.username, action: 'factor.added', target: 'totp' });
    sendAccountNotice(context, signedIn.admin, 'an authenticator app was added for signing in');
    if (signedIn.session.stage === 'enrol') await completeSignIn(req, context, signedIn, now);
    return json(200, { recovery_codes: confirmed.recoveryCodes });
  },
  DELETE: async (req, context) => {
    await readOptionalMutation(req);
    const { admin, session } = await requireSignedIn(context);
    requireFreshCheck(session);
    await keepLastFactorWhileRequired(admin.username, 'totp');
    if (!(await removeTotp(admin.username))) throw new HttpError(404, 'No authenticator app is set up.');
    await logActivity(context, { actor: admin.username, action: 'factor.removed', target: 'totp' });
    sendAccountNotice(context, admin, 'the authenticator app was removed from your sign-in');
    return noContent();
  },
});

export const config: Config = { path: ['/api/admin/account/totp', '/api/admin/account/totp/confirm'] };
