/**
 * Every address a function answers, once: the admin's client builds its calls
 * from these (`address`), the role table (src/server/auth/roles.ts) keys its
 * lines by them, and each function's `config.path` is one of them. Netlify
 * reads `config.path` from the function's source without running it, so it
 * stays written out there; src/lib/api/routes.test.ts fails when a function
 * declares a path missing here, or a path here has no function.
 */
export const ROUTES = {
  // Signing in, the first admin, links from e-mails.
  setup: '/api/admin/setup',
  login: '/api/admin/login',
  loginPasskey: '/api/admin/login/passkey',
  loginPasskeyOptions: '/api/admin/login/passkey/options',
  secondFactor: '/api/admin/login/second-factor',
  secondFactorPasskeyOptions: '/api/admin/login/second-factor/passkey-options',
  logout: '/api/admin/logout',
  me: '/api/admin/me',
  passwordReset: '/api/admin/password-reset',
  passwordResetConfirm: '/api/admin/password-reset/confirm',
  inviteAccept: '/api/admin/invite-accept',

  // A member's own account and sessions.
  accountEmail: '/api/admin/account/email',
  accountEmailConfirm: '/api/admin/account/email/confirm',
  accountPassword: '/api/admin/account/password',
  accountVerify: '/api/admin/account/verify',
  accountVerifyPasskeyOptions: '/api/admin/account/verify/passkey-options',
  recoveryCodes: '/api/admin/account/recovery-codes',
  totp: '/api/admin/account/totp',
  totpConfirm: '/api/admin/account/totp/confirm',
  passkeys: '/api/admin/account/passkeys',
  passkey: '/api/admin/account/passkeys/:id',
  passkeyOptions: '/api/admin/account/passkeys/options',
  sessions: '/api/admin/sessions',
  session: '/api/admin/sessions/:id',

  // Staff, settings, the activity log, backups, growth.
  staff: '/api/admin/staff',
  staffMember: '/api/admin/staff/:username',
  staffMemberSessions: '/api/admin/staff/:username/sessions',
  invites: '/api/admin/invites',
  invite: '/api/admin/invites/:id',
  inviteResend: '/api/admin/invites/:id/resend',
  twoFactorSetting: '/api/admin/settings/two-factor',
  activity: '/api/admin/activity',
  backups: '/api/admin/backups',
  growth: '/api/admin/growth',
  searchConsole: '/api/admin/search-console',
  searchConsoleSync: '/api/admin/search-console/sync',
  searchConsoleQueries: '/api/admin/search-console/queries',
  sitePages: '/api/admin/site-pages',

  // Page text, publishing, articles.
  seedContent: '/api/admin/seed-content',
  seedLahoreContent: '/api/admin/seed-lahore-content',
  seedIslamabadContent: '/api/admin/seed-islamabad-content',
  seedKarachiContent: '/api/admin/seed-karachi-content',
  seedSialkotContent: '/api/admin/seed-sialkot-content',
  content: '/api/admin/content',
  contentEntry: '/api/admin/content/:key',
  contentHistory: '/api/admin/content/:id/history',
  publish: '/api/admin/publish',
  articles: '/api/admin/articles',
  article: '/api/admin/articles/:id',
  articleAction: '/api/admin/articles/:id/:action',
  articleImages: '/api/admin/article-images',
  articleImage: '/api/admin/article-images/:id',
  articlePreview: '/api/admin/article-preview',

  // Newsletter: campaigns and subscribers.
  campaigns: '/api/campaigns',
  campaign: '/api/campaigns/:id',
  campaignSend: '/api/campaigns/:id/send',
  campaignTest: '/api/campaigns/:id/test',
  campaignPreview: '/api/campaign-preview',
  subscribers: '/api/newsletters',
  subscribersReconfirm: '/api/newsletters/reconfirm',

  // Leads and website audits.
  leads: '/api/contacts',
  lead: '/api/contacts/:id',
  leadAlert: '/api/contacts/:id/alert',
  leadAudit: '/api/contacts/:id/audit',
  audits: '/api/admin/audits',
  audit: '/api/admin/audits/:id',
  auditAction: '/api/admin/audits/:id/:action',

  // Clients and their monthly reports.
  clients: '/api/admin/clients',
  client: '/api/admin/clients/:id',
  clientProperty: '/api/admin/clients/:id/property',
  clientWork: '/api/admin/clients/:id/work',
  clientWorkEntry: '/api/admin/clients/:id/work/:entry',
  clientReports: '/api/admin/clients/:id/reports',
  clientReportSent: '/api/admin/clients/:id/reports/:month/sent',
  leadClient: '/api/contacts/:id/client',
  clientResults: '/api/admin/clients/:id/results',

  // Client reviews and results (proof).
  reviews: '/api/admin/reviews',
  review: '/api/admin/reviews/:client/:month',

  // The public site.
  pageContent: '/api/content/:page',
  contact: '/api/contact',
  formToken: '/api/contact/form-token',
  tap: '/api/tap',
  newsletterSignup: '/api/newsletter',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  report: '/report/:token',
  clientReport: '/client-report/:token',
  indexNowKey: '/:key([A-Za-z0-9\\-]{8,128}).txt',
  // IndexNow as staff see it (Search appearance), and Netlify's signed deploy notification that starts a submission.
  indexNow: '/api/admin/indexnow',
  deployNotification: '/api/deploy-notification',
} as const;

export type RouteName = keyof typeof ROUTES;
export type Route = (typeof ROUTES)[RouteName];

/** The `:name` segments of a route, as a type: `'/a/:id/:action'` gives `'id' | 'action'`. */
export type RouteParamName<R extends string> = R extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<Rest>
  : R extends `${string}:${infer Name}`
    ? Name
    : never;
export type RouteParams<R extends string> = { [Name in RouteParamName<R>]: string };

/** What a query string may carry; undefined and '' are left out. */
export type SearchValue = string | number | boolean | undefined;

/**
 * The address of a call: the route with its `:name` segments filled in
 * (encoded) and the search values that are set, in the order given.
 */
export function address<R extends Route>(route: R, params: RouteParams<R>, search: Record<string, SearchValue> = {}): string {
  const path = route.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = (params as Record<string, string | undefined>)[name];
    if (value === undefined || value === '') throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value !== undefined && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
