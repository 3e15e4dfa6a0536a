import type { Config } from '@netlify/functions';
import type { StaffList, StaffMember } from '../../src/lib/api/staff';
import { logActivity } from '../../src/server/activity/log';
import { lastSignIn, listAdmins, removeAdmin } from '../../src/server/auth/admins';
import { listInvites } from '../../src/server/auth/invites';
import { removeAllPasskeys } from '../../src/server/auth/passkey-credentials';
import { secondFactorMethods } from '../../src/server/auth/second-step';
import { requireSignedIn } from '../../src/server/auth/session';
import { endSessions } from '../../src/server/auth/sessions';
import { removeAllFactors } from '../../src/server/auth/two-factor';
import { HttpError, json, noContent, readOptionalMutation, route } from '../../src/server/http';
import { mailSettings } from '../../src/server/mail/transport';

/**
 * GET    /api/admin/staff            everyone with access and the pending invites (StaffList)
 * DELETE /api/admin/staff/:username  removes a member: their sessions end at once; 409 for the last admin
 */
export default route({
  GET: async (_req, context) => {
    const { admin: me } = await requireSignedIn(context);
    const [admins, invites] = await Promise.all([listAdmins(), listInvites(Date.now())]);
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
          you: admin.username.toLowerCase() === me.username.toLowerCase(),
        } satisfies StaffMember;
      }),
    );
    return json(200, { staff, invites, mail: { configured: mailSettings() !== null } } satisfies StaffList);
  },
  DELETE: async (req, context) => {
    await readOptionalMutation(req);
    const { admin } = await requireSignedIn(context);
    const username = context.params.username;
    if (!username) throw new HttpError(405, 'Add the username to the address to remove a member.', { headers: { Allow: 'GET' } });
    const result = await removeAdmin(username);
    if (result === 'missing') throw new HttpError(404, 'There is no staff member with that username.');
    if (result === 'last-admin') throw new HttpError(409, 'The last admin cannot be removed: invite someone else first.');
    await endSessions(username);
    // A later account of the same name must not inherit a way in.
    await removeAllPasskeys(username);
    await removeAllFactors(username);
    await logActivity(context, { actor: admin.username, action: 'staff.removed', target: username.toLowerCase() });
    return noContent();
  },
});

export const config: Config = { path: ['/api/admin/staff', '/api/admin/staff/:username'] };
