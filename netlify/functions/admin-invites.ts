import type { Config, Context } from '@netlify/functions';
import { ROLE_LABELS } from '../../src/lib/api/auth';
import { inviteRequestSchema, type InviteSent, type PendingInvite } from '../../src/lib/api/staff';
import { logActivity } from '../../src/server/activity/index';
import {
  createInvite,
  findAdminByEmail,
  inviteLink,
  renewInvite,
  requireFreshCheck,
  requireSignedIn,
  revokeInvite,
} from '../../src/server/auth/index';
import { HttpError, json, noContent, parseBody, readMutation, readOptionalMutation, route } from '../../src/server/http';
import { inviteMail, mailLinkOrigin, sendMail } from '../../src/server/mail/index';

const NO_SUCH_INVITE = 'This invite no longer exists (it was used, revoked or has expired).';

/**
 * Mails the link, and gives it to the inviting admin as well: without a mail
 * server (or when it refused) the screen shows it for copying. The admin could
 * invite any address anyway, so holding the link grants them nothing more.
 */
async function deliver(req: Request, invite: PendingInvite, token: string, by: string): Promise<InviteSent> {
  const link = inviteLink(mailLinkOrigin(req), token);
  return { invite, mailed: await sendMail(inviteMail(invite.email, link, by, ROLE_LABELS[invite.role])), link };
}

const isResend = (context: Context) => new URL(context.url).pathname.endsWith('/resend');

/**
 * POST   /api/admin/invites                {email, role} (fresh check): 201 InviteSent (72-hour single-use link)
 * POST   /api/admin/invites/:id/resend     (fresh check) a new link for that invite (the old one stops working): 200 InviteSent
 * DELETE /api/admin/invites/:id            revokes it: 204
 */
export default route({
  POST: async (req, context) => {
    const body = await readMutation(req);
    const { admin, session } = await requireSignedIn(context);
    const id = context.params.id;
    if (id) {
      if (!isResend(context))
        throw new HttpError(405, 'Send POST to /api/admin/invites/:id/resend to resend an invite.', { headers: { Allow: 'DELETE' } });
      requireFreshCheck(session);
      const renewed = await renewInvite(id, admin.username, Date.now());
      if (!renewed) throw new HttpError(404, NO_SUCH_INVITE);
      await logActivity(context, { actor: admin.username, action: 'invite.sent', target: id });
      return json(200, await deliver(req, renewed.invite, renewed.token, admin.username));
    }
    const { email, role } = parseBody(inviteRequestSchema, body);
    requireFreshCheck(session);
    if (await findAdminByEmail(email))
      throw new HttpError(409, 'A staff member already uses this e-mail address.', { fields: { email: 'Already a staff member' } });
    const created = await createInvite(email, role, admin.username, Date.now());
    await logActivity(context, { actor: admin.username, action: 'invite.sent', target: created.invite.id });
    return json(201, await deliver(req, created.invite, created.token, admin.username));
  },
  DELETE: async (req, context) => {
    await readOptionalMutation(req);
    const { admin } = await requireSignedIn(context);
    const id = context.params.id;
    if (!id || isResend(context))
      throw new HttpError(405, 'Send DELETE to /api/admin/invites/:id to revoke an invite.', { headers: { Allow: 'POST' } });
    if (!(await revokeInvite(id))) throw new HttpError(404, NO_SUCH_INVITE);
    await logActivity(context, { actor: admin.username, action: 'invite.revoked', target: id });
    return noContent();
  },
});

export const config: Config = { path: ['/api/admin/invites', '/api/admin/invites/:id', '/api/admin/invites/:id/resend'] };
