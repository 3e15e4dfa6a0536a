import type { Config } from '@netlify/functions';
import { passkeyRegisterSchema, passkeyRenameSchema } from '../../src/lib/api/auth';
import { logActivity } from '../../src/server/activity/index';
import {
  completeSignIn,
  keepLastFactorWhileRequired,
  listPasskeys,
  MAX_PASSKEYS,
  passkeyInfo,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
  requireFreshCheck,
  requireSignedIn,
  requireStage,
} from '../../src/server/auth/index';
import { HttpError, json, noContent, parseBody, readMutation, readOptionalMutation, route } from '../../src/server/http';
import { sendAccountNotice } from '../../src/server/mail/index';

const NOT_ADDED = 'That passkey could not be added. Please try again.';
const NO_SUCH_PASSKEY = 'That passkey has already been removed.';

/**
 * GET    /api/admin/account/passkeys          my passkeys: [{id, name, created_at, last_used_at}]
 * POST   /api/admin/account/passkeys/options  (fresh check) options for startRegistration (5 minutes, once)
 * POST   /api/admin/account/passkeys          (fresh check) {name, response}: 201 the new passkey; mails a notice
 * PATCH  /api/admin/account/passkeys/:id      {name}: renames it
 * DELETE /api/admin/account/passkeys/:id      (fresh check) removes it (204); it stops working at once; mails a notice;
 *                                            409 for the last factor while two-factor is required
 * An enrol-only session (two-factor required, none set up yet) may add one; it then becomes a full session.
 */
export default route({
  GET: async (_req, context) => {
    const { admin } = await requireSignedIn(context);
    return json(200, (await listPasskeys(admin.username)).map(passkeyInfo));
  },
  POST: async (req, context) => {
    const body = await readMutation(req);
    const signedIn = await requireStage(context, ['full', 'enrol']);
    requireFreshCheck(signedIn.session);
    const { admin, session } = signedIn;
    const now = Date.now();
    if (new URL(req.url).pathname.endsWith('/options')) return json(200, await registrationOptions(req, admin, session.id, now));
    const { name, response } = parseBody(passkeyRegisterSchema, body);
    const added = await registerPasskey(req, admin, session.id, name, response, now);
    if (!added || added.result === 'taken') throw new HttpError(400, NOT_ADDED);
    if (added.result === 'too-many') throw new HttpError(409, `You can have at most ${MAX_PASSKEYS} passkeys. Remove one first.`);
    await logActivity(context, { actor: admin.username, action: 'factor.added', target: `passkey:${added.passkey.id}` });
    sendAccountNotice(context, admin, `a passkey ("${name}") was added for signing in`);
    if (session.stage === 'enrol') await completeSignIn(req, context, signedIn, now);
    return json(201, passkeyInfo(added.passkey));
  },
  PATCH: async (req, context) => {
    const body = await readMutation(req);
    const { admin } = await requireSignedIn(context);
    const { name } = parseBody(passkeyRenameSchema, body);
    const renamed = await renamePasskey(admin.username, context.params.id ?? '', name);
    if (!renamed) throw new HttpError(404, NO_SUCH_PASSKEY);
    return json(200, passkeyInfo(renamed));
  },
  DELETE: async (req, context) => {
    await readOptionalMutation(req);
    const { admin, session } = await requireSignedIn(context);
    requireFreshCheck(session);
    await keepLastFactorWhileRequired(admin.username, { passkey: context.params.id ?? '' });
    const removed = await removePasskey(admin.username, context.params.id ?? '');
    if (!removed) throw new HttpError(404, NO_SUCH_PASSKEY);
    await logActivity(context, { actor: admin.username, action: 'factor.removed', target: `passkey:${removed.id}` });
    sendAccountNotice(context, admin, `the passkey "${removed.name}" was removed from your sign-in`);
    return noContent();
  },
});

export const config: Config = {
  path: ['/api/admin/account/passkeys', '/api/admin/account/passkeys/options', '/api/admin/account/passkeys/:id'],
};
