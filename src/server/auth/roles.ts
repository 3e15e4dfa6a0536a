import type { Role } from '../../lib/api/auth';

/**
 * Who may call what: THE table of every function endpoint (method + config.path,
 * optionally narrowed by a query parameter) and the roles allowed to call it.
 * requireSignedIn (session-token.ts) checks it on every signed-in request, so a
 * function never names a role itself. Adding an endpoint is one line here;
 * netlify/tests/roles.test.ts walks every config.path with every role and
 * fails for a route that has no line.
 *
 * - Admin: everything.
 * - Editor: page text, search appearance, articles, newsletter composing and
 *   test sends; no leads, no subscriber list, no staff, no settings.
 * - Sales: the lead inbox (read, status, notes, reply links, hand-added
 *   leads); no content, no exports of everything, no staff.
 *
 * PUBLIC lines need no sign-in at all (the function checks nothing), ANY_ROLE
 * lines are a member's own account and session. A signed-in request that
 * matches no line is allowed to Admins only.
 */
export const PUBLIC = 'public';
const ANY_ROLE: readonly Role[] = ['admin', 'editor', 'sales'];
const ADMIN: readonly Role[] = ['admin'];
const EDITOR: readonly Role[] = ['admin', 'editor'];
const SALES: readonly Role[] = ['admin', 'sales'];

export type Allowed = readonly Role[] | typeof PUBLIC;

/**
 * `METHOD /path` or `METHOD /path?param` (the line for requests carrying that
 * query parameter; it wins over the line without one). Lines with a query
 * parameter come before the plain line of the same path.
 */
export const ENDPOINT_ROLES: Record<string, Allowed> = {
  // Signing in, setup, links from e-mails: before anyone is signed in.
  'POST /api/admin/setup': PUBLIC,
  'POST /api/admin/login': PUBLIC,
  'POST /api/admin/login/passkey': PUBLIC,
  'POST /api/admin/login/passkey/options': PUBLIC,
  'POST /api/admin/login/second-factor': PUBLIC,
  'POST /api/admin/login/second-factor/passkey-options': PUBLIC,
  'GET /api/admin/password-reset': PUBLIC,
  'POST /api/admin/password-reset': PUBLIC,
  'POST /api/admin/password-reset/confirm': PUBLIC,
  'POST /api/admin/invite-accept': PUBLIC,
  'POST /api/admin/account/email/confirm': PUBLIC,
  // The public site.
  'GET /api/content/:page': PUBLIC,
  'POST /api/contact': PUBLIC,
  'GET /api/contact/form-token': PUBLIC,
  // A chat, call or e-mail link's ping (no identifier stored).
  'POST /api/tap': PUBLIC,
  'POST /api/newsletter': PUBLIC,
  'POST /newsletter/confirm': PUBLIC,
  'POST /newsletter/unsubscribe': PUBLIC,
  // A website audit's private report (its unguessable token is the key).
  'GET /report/:token': PUBLIC,
  // The IndexNow key file: search engines read it to check the site's submissions.
  'GET /:key([A-Za-z0-9\\-]{8,128}).txt': PUBLIC,
  // Netlify's deploy notification: its signature, not a session, says who sent it.
  'POST /api/deploy-notification': PUBLIC,

  // A member's own account and sessions.
  'GET /api/admin/me': ANY_ROLE,
  'POST /api/admin/logout': ANY_ROLE,
  'POST /api/admin/account/verify': ANY_ROLE,
  'POST /api/admin/account/verify/passkey-options': ANY_ROLE,
  'POST /api/admin/account/email': ANY_ROLE,
  'POST /api/admin/account/password': ANY_ROLE,
  'POST /api/admin/account/recovery-codes': ANY_ROLE,
  'POST /api/admin/account/totp': ANY_ROLE,
  'DELETE /api/admin/account/totp': ANY_ROLE,
  'POST /api/admin/account/totp/confirm': ANY_ROLE,
  'GET /api/admin/account/passkeys': ANY_ROLE,
  'POST /api/admin/account/passkeys': ANY_ROLE,
  'POST /api/admin/account/passkeys/options': ANY_ROLE,
  'PATCH /api/admin/account/passkeys/:id': ANY_ROLE,
  'DELETE /api/admin/account/passkeys/:id': ANY_ROLE,
  'GET /api/admin/sessions': ANY_ROLE,
  'DELETE /api/admin/sessions': ANY_ROLE,
  'DELETE /api/admin/sessions/:id': ANY_ROLE,
  // Addresses a method's handler also answers though no screen uses them (the handler ignores or refuses the extra part).
  'GET /api/admin/account/passkeys/:id': ANY_ROLE,
  'POST /api/admin/account/passkeys/:id': ANY_ROLE,
  'PATCH /api/admin/account/passkeys': ANY_ROLE,
  'DELETE /api/admin/account/passkeys': ANY_ROLE,
  'GET /api/admin/sessions/:id': ANY_ROLE,
  'DELETE /api/admin/account/totp/confirm': ANY_ROLE,
  'GET /api/admin/article-images': EDITOR,
  'PUT /api/admin/articles': EDITOR,
  'DELETE /api/admin/articles': EDITOR,

  // Staff, settings, the activity log: Admins.
  'GET /api/admin/staff': ADMIN,
  'PATCH /api/admin/staff/:username': ADMIN,
  'DELETE /api/admin/staff/:username': ADMIN,
  'DELETE /api/admin/staff/:username/sessions': ADMIN,
  'POST /api/admin/invites': ADMIN,
  'POST /api/admin/invites/:id/resend': ADMIN,
  'DELETE /api/admin/invites/:id': ADMIN,
  'GET /api/admin/settings/two-factor': ADMIN,
  'PUT /api/admin/settings/two-factor': ADMIN,
  'GET /api/admin/activity': ADMIN,
  'GET /api/admin/backups': ADMIN,
  // The growth dashboard (the owner's question: where does our business come from?).
  'GET /api/admin/growth': ADMIN,
  'GET /api/admin/search-console': ADMIN,
  'PUT /api/admin/search-console': ADMIN,
  'POST /api/admin/search-console/sync': ADMIN,
  'GET /api/admin/search-console/queries': ADMIN,
  'POST /api/admin/backups': ADMIN,

  // Page text (and loading its built-in text), search appearance, publishing, articles: Editors.
  'POST /api/admin/seed-content': EDITOR,
  'POST /api/admin/seed-lahore-content': EDITOR,
  'POST /api/admin/seed-islamabad-content': EDITOR,
  'POST /api/admin/seed-karachi-content': EDITOR,
  'POST /api/admin/seed-sialkot-content': EDITOR,
  'GET /api/admin/content': EDITOR,
  'POST /api/admin/content': EDITOR,
  'GET /api/admin/content/:key': EDITOR,
  'PUT /api/admin/content/:key': EDITOR,
  'GET /api/admin/content/:id/history': EDITOR,
  'GET /api/admin/publish': EDITOR,
  'GET /api/admin/indexnow': EDITOR,
  'POST /api/admin/publish': EDITOR,
  'GET /api/admin/articles': EDITOR,
  'POST /api/admin/articles': EDITOR,
  'GET /api/admin/articles/:id': EDITOR,
  'PUT /api/admin/articles/:id': EDITOR,
  'DELETE /api/admin/articles/:id': EDITOR,
  'GET /api/admin/articles/:id/:action': EDITOR,
  'POST /api/admin/articles/:id/:action': EDITOR,
  'POST /api/admin/article-images': EDITOR,
  'GET /api/admin/article-images/:id': EDITOR,
  'POST /api/admin/article-preview': EDITOR,

  // Newsletter: Editors compose and test; the list, sending and cancelling are the Admin's.
  'GET /api/campaigns': EDITOR,
  'POST /api/campaigns': EDITOR,
  'GET /api/campaigns/:id': EDITOR,
  'PUT /api/campaigns/:id': EDITOR,
  'POST /api/campaign-preview': EDITOR,
  'POST /api/campaigns/:id/test': EDITOR,
  'POST /api/campaigns/:id/send': ADMIN,
  'DELETE /api/campaigns/:id/send': ADMIN,
  'GET /api/newsletters': ADMIN,
  'DELETE /api/newsletters': ADMIN,
  'POST /api/newsletters/reconfirm': ADMIN,

  // The lead inbox: Sales. The whole list (unpaged, or the CSV export) and erasure stay with Admins.
  'GET /api/contacts?export': ADMIN,
  'GET /api/contacts?page': SALES,
  'GET /api/contacts': ADMIN,
  // A lead added by hand after a chat, a call or a visit.
  'POST /api/contacts': SALES,
  'GET /api/contacts/:id': SALES,
  'PATCH /api/contacts/:id': SALES,
  'DELETE /api/contacts/:id': ADMIN,
  'POST /api/contacts/:id/alert': SALES,
  // Website audits (the lead's, and prospecting from the Audits screen): as for leads.
  'GET /api/contacts/:id/audit': SALES,
  'POST /api/contacts/:id/audit': SALES,
  'GET /api/admin/audits': SALES,
  'POST /api/admin/audits': SALES,
  'GET /api/admin/audits/:id': SALES,
  'POST /api/admin/audits/:id/:action': SALES,
  // Clients, their work log and monthly reports: as for leads. The export of all of them and erasure stay with Admins.
  'GET /api/admin/clients?export': ADMIN,
  'GET /api/admin/clients': SALES,
  'POST /api/admin/clients': SALES,
  'GET /api/admin/clients/:id': SALES,
  'PATCH /api/admin/clients/:id': SALES,
  'DELETE /api/admin/clients/:id': ADMIN,
  'POST /api/admin/clients/:id/work': SALES,
  'PATCH /api/admin/clients/:id/work/:entry': SALES,
  // The work log's handler answers the other address too (no entry: 404; an entry: refused as a new one).
  'PATCH /api/admin/clients/:id/work': SALES,
  'POST /api/admin/clients/:id/work/:entry': SALES,
  'POST /api/admin/clients/:id/reports': SALES,
  'POST /api/admin/clients/:id/reports/:month/sent': SALES,
  'GET /api/contacts/:id/client': SALES,
  // A client's monthly report (its unguessable token is the key).
  'GET /client-report/:token': PUBLIC,
};

/** The one answer for every refusal by role, whatever the endpoint or the role. */
export const NOT_FOR_YOUR_ROLE = 'Your role does not allow this.';

interface Line {
  method: string;
  pattern: RegExp;
  param: string | null;
  allowed: Allowed;
  /** The table's key, for the activity log and the route test. */
  key: string;
}

// config.path patterns here use literal segments and `:name` segments; a `:name` may carry its own
// pattern (the IndexNow key file's `/:key(…).txt`), and here any segment text stands for it.
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .replace(/(:[A-Za-z_][A-Za-z0-9_]*)\([^)]*\)/g, '$1')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')}/?$`,
  );

const LINES: Line[] = Object.entries(ENDPOINT_ROLES).map(([key, allowed]) => {
  const [method = '', target = ''] = key.split(' ');
  const [path = '', param = null] = target.split('?');
  return { method, pattern: patternOf(path), param, allowed, key };
});

/**
 * The table's line for a request: the first line with this method whose path
 * matches and whose query parameter (if it names one) is present. More
 * specific paths are preferred (`/staff/:username/sessions` over nothing);
 * null when no line matches.
 */
export function lineFor(method: string, url: URL): { key: string; allowed: Allowed } | null {
  const candidates = LINES.filter(
    (line) => line.method === method.toUpperCase() && line.pattern.test(url.pathname) && (!line.param || url.searchParams.has(line.param)),
  );
  // A literal segment beats a `:param` one (e.g. /account/passkeys/options over /account/passkeys/:id).
  candidates.sort((a, b) => (b.param ? 1 : 0) - (a.param ? 1 : 0) || literalWeight(b.key) - literalWeight(a.key));
  const line = candidates[0];
  return line ? { key: line.key, allowed: line.allowed } : null;
}

const literalWeight = (key: string) => key.split('/').filter((segment) => segment && !segment.startsWith(':')).length;

/** Whether `role` may make this request (no line: Admins only). */
export function roleAllows(role: Role, method: string, url: URL): boolean {
  const line = lineFor(method, url);
  if (!line) return role === 'admin';
  return line.allowed === PUBLIC || line.allowed.includes(role);
}
