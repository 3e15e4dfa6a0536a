import type { Role } from '../../lib/api/auth';
import { ROUTES, type RouteName } from '../../lib/api/routes';

/**
 * Who may call what: THE table of every function endpoint (a method and a
 * route of the route table, src/lib/api/routes.ts, by its name, optionally
 * narrowed by a query parameter) and the roles allowed to call it.
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `METHOD route` or `METHOD route?param`, the route named as in ROUTES: a misspelt name does not compile. */
type LineKey = `${Method} ${RouteName}` | `${Method} ${RouteName}?${string}`;

/**
 * `METHOD route` or `METHOD route?param` (the line for requests carrying that
 * query parameter; it wins over the line without one). Lines with a query
 * parameter come before the plain line of the same route.
 */
export const ENDPOINT_ROLES = {
  // Signing in, setup, links from e-mails: before anyone is signed in.
  'POST setup': PUBLIC,
  'POST login': PUBLIC,
  'POST loginPasskey': PUBLIC,
  'POST loginPasskeyOptions': PUBLIC,
  'POST secondFactor': PUBLIC,
  'POST secondFactorPasskeyOptions': PUBLIC,
  'GET passwordReset': PUBLIC,
  'POST passwordReset': PUBLIC,
  'POST passwordResetConfirm': PUBLIC,
  'POST inviteAccept': PUBLIC,
  'POST accountEmailConfirm': PUBLIC,
  // The public site.
  'GET pageContent': PUBLIC,
  'POST contact': PUBLIC,
  'GET formToken': PUBLIC,
  // A chat, call or e-mail link's ping (no identifier stored).
  'POST tap': PUBLIC,
  'POST newsletterSignup': PUBLIC,
  'POST newsletterConfirm': PUBLIC,
  'POST newsletterUnsubscribe': PUBLIC,
  // A website audit's private report (its unguessable token is the key).
  'GET report': PUBLIC,
  // The IndexNow key file: search engines read it to check the site's submissions.
  'GET indexNowKey': PUBLIC,
  // Netlify's deploy notification: its signature, not a session, says who sent it.
  'POST deployNotification': PUBLIC,

  // A member's own account and sessions.
  'GET me': ANY_ROLE,
  'POST logout': ANY_ROLE,
  'POST accountVerify': ANY_ROLE,
  'POST accountVerifyPasskeyOptions': ANY_ROLE,
  'POST accountEmail': ANY_ROLE,
  'POST accountPassword': ANY_ROLE,
  'POST recoveryCodes': ANY_ROLE,
  'POST totp': ANY_ROLE,
  'DELETE totp': ANY_ROLE,
  'POST totpConfirm': ANY_ROLE,
  'GET passkeys': ANY_ROLE,
  'POST passkeys': ANY_ROLE,
  'POST passkeyOptions': ANY_ROLE,
  'PATCH passkey': ANY_ROLE,
  'DELETE passkey': ANY_ROLE,
  'GET sessions': ANY_ROLE,
  'DELETE sessions': ANY_ROLE,
  'DELETE session': ANY_ROLE,
  // Addresses a method's handler also answers though no screen uses them (the handler ignores or refuses the extra part).
  'GET passkey': ANY_ROLE,
  'POST passkey': ANY_ROLE,
  'PATCH passkeys': ANY_ROLE,
  'DELETE passkeys': ANY_ROLE,
  'GET session': ANY_ROLE,
  'DELETE totpConfirm': ANY_ROLE,
  'GET articleImages': EDITOR,
  'PUT articles': EDITOR,
  'DELETE articles': EDITOR,

  // Staff, settings, the activity log: Admins.
  'GET staff': ADMIN,
  'PATCH staffMember': ADMIN,
  'DELETE staffMember': ADMIN,
  'DELETE staffMemberSessions': ADMIN,
  'POST invites': ADMIN,
  'POST inviteResend': ADMIN,
  'DELETE invite': ADMIN,
  'GET twoFactorSetting': ADMIN,
  'PUT twoFactorSetting': ADMIN,
  'GET activity': ADMIN,
  'GET backups': ADMIN,
  // The growth dashboard (the owner's question: where does our business come from?).
  'GET growth': ADMIN,
  'GET searchConsole': ADMIN,
  'PUT searchConsole': ADMIN,
  'POST searchConsoleSync': ADMIN,
  'GET searchConsoleQueries': ADMIN,
  // The pages leads are credited to: the lead card (Sales too) names a lead's landing page by the growth figures' rule.
  'GET sitePages': SALES,
  'POST backups': ADMIN,

  // Page text (and loading its built-in text), search appearance, publishing, articles: Editors.
  'POST seedContent': EDITOR,
  'POST seedLahoreContent': EDITOR,
  'POST seedIslamabadContent': EDITOR,
  'POST seedKarachiContent': EDITOR,
  'POST seedSialkotContent': EDITOR,
  'GET content': EDITOR,
  'POST content': EDITOR,
  'GET contentEntry': EDITOR,
  'PUT contentEntry': EDITOR,
  'GET contentHistory': EDITOR,
  'GET publish': EDITOR,
  'GET indexNow': EDITOR,
  'POST publish': EDITOR,
  'GET articles': EDITOR,
  'POST articles': EDITOR,
  'GET article': EDITOR,
  'PUT article': EDITOR,
  'DELETE article': EDITOR,
  'GET articleAction': EDITOR,
  'POST articleAction': EDITOR,
  'POST articleImages': EDITOR,
  'GET articleImage': EDITOR,
  'POST articlePreview': EDITOR,

  // Newsletter: Editors compose and test; the list, sending and cancelling are the Admin's.
  'GET campaigns': EDITOR,
  'POST campaigns': EDITOR,
  'GET campaign': EDITOR,
  'PUT campaign': EDITOR,
  'POST campaignPreview': EDITOR,
  'POST campaignTest': EDITOR,
  'POST campaignSend': ADMIN,
  'DELETE campaignSend': ADMIN,
  'GET subscribers': ADMIN,
  'DELETE subscribers': ADMIN,
  'POST subscribersReconfirm': ADMIN,

  // The lead inbox: Sales. The whole list (unpaged, or the CSV export) and erasure stay with Admins.
  'GET leads?export': ADMIN,
  'GET leads?page': SALES,
  'GET leads': ADMIN,
  // A lead added by hand after a chat, a call or a visit.
  'POST leads': SALES,
  'GET lead': SALES,
  'PATCH lead': SALES,
  'DELETE lead': ADMIN,
  'POST leadAlert': SALES,
  // Website audits (the lead's, and prospecting from the Audits screen): as for leads.
  'GET leadAudit': SALES,
  'POST leadAudit': SALES,
  'GET audits': SALES,
  'POST audits': SALES,
  'GET audit': SALES,
  'POST auditAction': SALES,
  // Clients, their work log and monthly reports: as for leads. The export of all of them and erasure stay with Admins.
  'GET clients?export': ADMIN,
  'GET clients': SALES,
  'POST clients': SALES,
  'GET client': SALES,
  'PATCH client': SALES,
  'DELETE client': ADMIN,
  // A client's Search Console property: its report reads it with the site's own account (which reads the agency's figures too).
  'PUT clientProperty': ADMIN,
  'POST clientWork': SALES,
  'PATCH clientWorkEntry': SALES,
  // The work log's handler answers the other address too (no entry: 404; an entry: refused as a new one).
  'PATCH clientWork': SALES,
  'POST clientWorkEntry': SALES,
  'POST clientReports': SALES,
  'POST clientReportSent': SALES,
  'GET leadClient': SALES,
  // A client's monthly report (its unguessable token is the key).
  'GET clientReport': PUBLIC,
  // The client's answer to "How are we doing?" on it (the same token is the only credential).
  'POST clientReport': PUBLIC,
  // Reviews: every answer for Sales to read; publishing, hiding and the rating setting for Admins.
  'GET reviews': SALES,
  'PUT reviews': ADMIN,
  'POST review': ADMIN,
  // A client's results: its card and consent for Sales to read; Publish results for Admins.
  'GET clientResults': SALES,
  'POST clientResults': ADMIN,
} satisfies Partial<Record<LineKey, Allowed>>;

/** The one answer for every refusal by role, whatever the endpoint or the role. */
export const NOT_FOR_YOUR_ROLE = 'Your role does not allow this.';

interface Line {
  method: string;
  pattern: RegExp;
  param: string | null;
  allowed: Allowed;
  /** The table's key (`GET staff`), for the route test. */
  key: string;
  /** The line as an address (`GET /api/admin/staff`), for the activity log. */
  address: string;
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

/** A line's method, the route's path and the query parameter it names (null: none). */
export function lineTarget(key: string): { method: string; path: string; param: string | null } {
  const [method = '', target = ''] = key.split(' ');
  const [name = '', param = null] = target.split('?');
  const path: string | undefined = ROUTES[name as RouteName];
  if (!path) throw new Error(`ENDPOINT_ROLES: '${key}' names no route of ROUTES`);
  return { method, path, param };
}

const LINES: Line[] = Object.entries<Allowed>(ENDPOINT_ROLES).map(([key, allowed]) => {
  const { method, path, param } = lineTarget(key);
  return { method, pattern: patternOf(path), param, allowed, key, address: `${method} ${path}${param ? `?${param}` : ''}` };
});

/**
 * The table's line for a request: the first line with this method whose path
 * matches and whose query parameter (if it names one) is present. More
 * specific paths are preferred (`/staff/:username/sessions` over nothing);
 * null when no line matches.
 */
export function lineFor(method: string, url: URL): { key: string; address: string; allowed: Allowed } | null {
  const candidates = LINES.filter(
    (line) => line.method === method.toUpperCase() && line.pattern.test(url.pathname) && (!line.param || url.searchParams.has(line.param)),
  );
  // A literal segment beats a `:param` one (e.g. /account/passkeys/options over /account/passkeys/:id).
  candidates.sort((a, b) => (b.param ? 1 : 0) - (a.param ? 1 : 0) || literalWeight(b.address) - literalWeight(a.address));
  const line = candidates[0];
  return line ? { key: line.key, address: line.address, allowed: line.allowed } : null;
}

const literalWeight = (address: string) => address.split('/').filter((segment) => segment && !segment.startsWith(':')).length;

/** Whether `role` may make this request (no line: Admins only). */
export function roleAllows(role: Role, method: string, url: URL): boolean {
  const line = lineFor(method, url);
  if (!line) return role === 'admin';
  return line.allowed === PUBLIC || line.allowed.includes(role);
}
