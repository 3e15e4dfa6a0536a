import type { Config } from '@netlify/functions';
import { ROLE_LABELS } from '../../src/lib/api/auth';
import { roleChangeSchema, type StaffList, type StaffMember } from '../../src/lib/api/staff';
import { logActivity } from '../../src/server/activity/index';
import {
  changeRole,
  endSessions,
  factorsKeyStatus,
  findAdmin,
  lastSignIn,
  listAdmins,
  listInvites,
  removeAdmin,
  removeAllFactors,
  removeAllPasskeys,
  requireFreshCheck,
  requireSignedIn,
  revokeInvitesBy,
  secondFactorMethods,
  twoFactorRequired,
} from '../../src/server/auth/index';
import { HttpError, json, noContent, parseBody, readMutation, readOptionalMutation, route } from '../../src/server/http';
import { mailSettings, sendAccountNotice } from '../../src/server/mail/index';

const NO_SUCH_MEMBER = 'There is no staff member with that username.';
const LAST_ADMIN = 'The site must keep at least one Admin: make someone else an Admin first.';
const NAME_THE_MEMBER = 'Add the username to the address to change a member.';

const isSessionsAddress = (req: Request) => new URL(req.url).pathname.endsWith('/sessions');

/**
 * GET    /api/admin/staff                      everyone with access, their role, the pending invites (StaffList)
 * PATCH  /api/admin/staff/:username {role}     (fresh check) changes a member's role; logged, mailed to them; 409 for the last Admin
 * DELETE /api/admin/staff/:username            (fresh check) removes a member: their sessions end at once, the
 *                                              invites they sent stop working; 409 for the last Admin
 * DELETE /api/admin/staff/:username/sessions   ends every session of that member (they stay a member): 200 {ended}
 * Admins only (src/server/auth/roles.ts).
 */
export default route({
  GET: async (_req, context) => {
    if (context.params.username)
      throw new HttpError(405, 'GET lists the whole staff: send it to /api/admin/staff.', { headers: { Allow: 'PATCH, DELETE' } });
    const { admin: me } = await requireSignedIn(context);
    const [admins, invites, required, factorsKey] = await Promise.all([
      listAdmins(),
      listInvites(Date.now()),
      twoFactorRequired(),
      factorsKeyStatus(),
    ]);
    const staff = await Promise.all(
      admins.map(async (admin) => {
        const methods = await secondFactorMethods(admin.username);
        return {
          username: admin.username,
          email: admin.email,
          added_at: admin.created_at,
          last_sign_in_at: await lastSignIn(admin.username),
          two_factor: methods.length > 0,
          two_factor_methods: methods,
          role: admin.role,
          you: admin.username.toLowerCase() === me.username.toLowerCase(),
        } satisfies StaffMember;
      }),
    );
    return json(200, {
      staff,
      invites,
      mail: { configured: mailSettings() !== null },
      two_factor_required: required,
      factors_key: factorsKey,
    } satisfies StaffList);
  },
  PATCH: async (req, context) => {
    const body = await readMutation(req);
    const { admin, session } = await requireSignedIn(context);
    const username = context.params.username;
    if (!username || isSessionsAddress(req)) throw new HttpError(405, NAME_THE_MEMBER, { headers: { Allow: 'GET' } });
    const { role } = parseBody(roleChangeSchema, body);
    requireFreshCheck(session);
    const result = await changeRole(username, role);
    if (!result.changed)
      throw new HttpError(result.reason === 'missing' ? 404 : 409, result.reason === 'missing' ? NO_SUCH_MEMBER : LAST_ADMIN);
    if (result.previous !== role) {
      await logActivity(context, {
        actor: admin.username,
        action: 'role.changed',
        target: `${result.admin.username.toLowerCase()}: ${result.previous} → ${role}`,
      });
      sendAccountNotice(
        context,
        result.admin,
        `${admin.username} changed your role from ${ROLE_LABELS[result.previous]} to ${ROLE_LABELS[role]}`,
      );
    }
    return json(200, { username: result.admin.username, role });
  },
  DELETE: async (req, context) => {
    await readOptionalMutation(req);
    const { admin, session } = await requireSignedIn(context);
    const username = context.params.username;
    if (!username) throw new HttpError(405, 'Add the username to the address to remove a member.', { headers: { Allow: 'GET' } });
    if (isSessionsAddress(req)) {
      const member = await findAdmin(username);
      if (!member) throw new HttpError(404, NO_SUCH_MEMBER);
      const ended = await endSessions(member.username);
      await logActivity(context, { actor: admin.username, action: 'staff.sessions-ended', target: member.username.toLowerCase() });
      return json(200, { ended });
    }
    requireFreshCheck(session);
    const result = await removeAdmin(username);
    if (result === 'missing') throw new HttpError(404, NO_SUCH_MEMBER);
    if (result === 'last-admin') throw new HttpError(409, LAST_ADMIN);
    await endSessions(username);
    // A later account of the same name must not inherit a way in; links they handed out die with them.
    await removeAllPasskeys(username);
    await removeAllFactors(username);
    await revokeInvitesBy(username);
    await logActivity(context, { actor: admin.username, action: 'staff.removed', target: username.toLowerCase() });
    return noContent();
  },
});

export const config: Config = { path: ['/api/admin/staff', '/api/admin/staff/:username', '/api/admin/staff/:username/sessions'] };
