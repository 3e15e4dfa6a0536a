import { randomBytes, createPublicKey, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';
import { DAY_MS } from '../../src/lib/time/durations.ts';

/**
 * A stand-in for Google's OAuth 2.0 token endpoint and the Search Console
 * API's searchAnalytics.query, written from Google's published contract:
 *
 * - Token endpoint (developers.google.com/identity/protocols/oauth2/service-account):
 *   POST form `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer&assertion=<JWT>`.
 *   The JWT is RS256, signed with the service account's key (`kid` its
 *   private_key_id), `iss` its e-mail, `scope` space-separated, `aud` the token
 *   URI, `exp` at most an hour after `iat`. Success: `{access_token, expires_in: 3599,
 *   token_type: "Bearer"}`; a bad assertion: 400 `{error: "invalid_grant", error_description}`.
 * - searchAnalytics.query (developers.google.com/webmaster-tools/v1/searchanalytics/query):
 *   POST /webmasters/v3/sites/{siteUrl, URL-encoded}/searchAnalytics/query with a
 *   Bearer token (401 without a valid one, 403 for a property the account was
 *   not added to). `rowLimit` 1-25,000 (default 1,000; 400 outside), `startRow` ≥ 0;
 *   rows sorted by clicks, most first, each `{keys, clicks, impressions, ctr, position}`
 *   with the position impression-weighted; `responseAggregationType`; no `rows` key
 *   when nothing matches. Data arrive late: `final` through three days before
 *   today (Pacific time), `all` through yesterday. Anonymised queries (a fact
 *   whose query is null) count in page totals and never appear as a query row.
 *
 * Fed per property with facts (day × page × query). The clock is settable.
 */

export interface SearchFact {
  date: string;
  /** The canonical absolute URL, as Google reports pages. */
  page: string;
  /** null: a query Google anonymises. */
  query: string | null;
  clicks: number;
  impressions: number;
  /** The average position of these impressions. */
  position: number;
  country?: string;
  device?: 'DESKTOP' | 'MOBILE' | 'TABLET';
}

export interface StandInCall {
  kind: 'token' | 'query';
  property?: string;
  body?: Record<string, unknown>;
}

export interface GoogleStandIn {
  /** SEARCH_CONSOLE_API_URL for the site. */
  url: string;
  /** The key file's `token_uri`. */
  tokenUri: string;
  /** Lets this account's assertions be checked (its e-mail, key id and public key). */
  addServiceAccount(account: { clientEmail: string; privateKeyId: string; publicKey: KeyObject | string }): void;
  /** Adds the account to the property (as a user in Search Console). */
  grant(property: string, clientEmail: string): void;
  addFacts(property: string, facts: Iterable<SearchFact>): void;
  /** Fixes the clock (ms) that sets what "today" is and when tokens expire (the real clock until then). */
  setNow(ms: number): void;
  /** Forgets every token issued, as a revocation would. */
  revokeTokens(): void;
  /** Answers calls the rule picks with that status instead (a 429, a 503...). */
  failWhen(rule: ((call: StandInCall) => number | undefined) | null): void;
  /** Every call received, in order. */
  calls: StandInCall[];
  close(): Promise<void>;
}

const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const READ_SCOPES = ['https://www.googleapis.com/auth/webmasters.readonly', 'https://www.googleapis.com/auth/webmasters'];
const DIMENSIONS = ['date', 'page', 'query', 'country', 'device', 'searchAppearance'] as const;
type Dimension = (typeof DIMENSIONS)[number];

/** Google's day (Pacific time) of an instant, YYYY-MM-DD. */
export function pacificDay(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(ms));
}
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export async function startGoogleStandIn(options: { port?: number; host?: string; control?: boolean } = {}): Promise<GoogleStandIn> {
  // The real clock until a test sets one.
  let fixedNow: number | null = null;
  const clock = () => fixedNow ?? Date.now();
  const accounts = new Map<string, { clientEmail: string; publicKey: KeyObject }>();
  const grants = new Map<string, Set<string>>();
  const facts = new Map<string, Map<string, SearchFact[]>>();
  const tokens = new Map<string, { clientEmail: string; expiresAt: number }>();
  let failRule: ((call: StandInCall) => number | undefined) | null = null;
  const calls: StandInCall[] = [];
  let tokenUri = '';

  const standIn = {
    calls,
    addServiceAccount(account: { clientEmail: string; privateKeyId: string; publicKey: KeyObject | string }) {
      const publicKey = typeof account.publicKey === 'string' ? createPublicKey(account.publicKey) : account.publicKey;
      accounts.set(account.privateKeyId, { clientEmail: account.clientEmail, publicKey });
    },
    grant(property: string, clientEmail: string) {
      grants.set(property, (grants.get(property) ?? new Set()).add(clientEmail));
    },
    addFacts(property: string, added: Iterable<SearchFact>) {
      const byDay = facts.get(property) ?? new Map<string, SearchFact[]>();
      facts.set(property, byDay);
      for (const fact of added) {
        const day = byDay.get(fact.date) ?? [];
        byDay.set(fact.date, day);
        day.push(fact);
      }
    },
    setNow(ms: number) {
      fixedNow = ms;
    },
    revokeTokens() {
      tokens.clear();
    },
    failWhen(rule: ((call: StandInCall) => number | undefined) | null) {
      failRule = rule;
    },
  };

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readText(req));
    calls.push({ kind: 'token' });
    const failed = failRule?.({ kind: 'token' });
    if (failed) return send(res, failed, { error: 'internal_failure', error_description: 'Injected failure' });
    if (form.get('grant_type') !== JWT_BEARER) {
      return send(res, 400, {
        error: 'unsupported_grant_type',
        error_description: 'Invalid grant_type: ' + (form.get('grant_type') ?? ''),
      });
    }
    const assertion = form.get('assertion') ?? '';
    const invalid = (description: string) => send(res, 400, { error: 'invalid_grant', error_description: description });
    let kid: string | undefined;
    try {
      const header = decodeProtectedHeader(assertion);
      if (header.alg !== 'RS256') return invalid('Invalid JWT: the algorithm must be RS256.');
      kid = header.kid;
    } catch {
      return invalid('Invalid JWT: not a JWT.');
    }
    const account = kid ? accounts.get(kid) : undefined;
    if (!account) return invalid('Invalid grant: account not found');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(assertion, account.publicKey, {
        algorithms: ['RS256'],
        issuer: account.clientEmail,
        audience: tokenUri,
        currentDate: new Date(clock()),
        requiredClaims: ['iat', 'exp'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWSSignatureVerificationFailed) return invalid('Invalid JWT Signature.');
      return invalid(`Invalid JWT: ${(error as Error).message}`);
    }
    const iat = Number(payload.iat);
    const exp = Number(payload.exp);
    if (exp - iat > 3600 || iat * 1000 > clock() + 60_000) {
      return invalid('Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.');
    }
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    if (!scopes.some((scope) => READ_SCOPES.includes(scope))) {
      return send(res, 400, { error: 'invalid_scope', error_description: 'Invalid OAuth scope or ID token audience provided.' });
    }
    const accessToken = `ya29.stand-in-${randomBytes(24).toString('base64url')}`;
    tokens.set(accessToken, { clientEmail: account.clientEmail, expiresAt: clock() + 3600_000 });
    return send(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
  }

  async function query(req: IncomingMessage, res: ServerResponse, property: string): Promise<void> {
    const text = await readText(req);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text || '{}') as Record<string, unknown>;
    } catch {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    }
    calls.push({ kind: 'query', property, body });
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const held = auth ? tokens.get(auth) : undefined;
    if (!held || held.expiresAt <= clock()) {
      return googleError(
        res,
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      );
    }
    if (!grants.get(property)?.has(held.clientEmail)) {
      return googleError(
        res,
        403,
        'PERMISSION_DENIED',
        `User does not have sufficient permission for site '${property}'. See also: https://support.google.com/webmasters/answer/2451999.`,
      );
    }
    const failed = failRule?.({ kind: 'query', property, body });
    if (failed) return googleError(res, failed, failed === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE', 'Injected failure');

    const problem = invalidRequest(body);
    if (problem) return googleError(res, 400, 'INVALID_ARGUMENT', problem);
    const dimensions = (body.dimensions ?? []) as Dimension[];
    const dataState = (body.dataState as string | undefined) ?? 'final';
    const today = pacificDay(clock());
    const through = dataState === 'final' ? addDays(today, -3) : addDays(today, -1);
    const end = String(body.endDate) < through ? String(body.endDate) : through;
    const filters = ((body.dimensionFilterGroups ?? []) as { filters?: Filter[] }[]).flatMap((group) => group.filters ?? []);
    const byPage = dimensions.includes('page') || filters.some((filter) => filter.dimension === 'page');
    if (body.aggregationType === 'byProperty' && byPage) {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'Cannot aggregate by property when grouping or filtering by page.');
    }
    const withQuery = dimensions.includes('query') || filters.some((filter) => filter.dimension === 'query');

    const groups = new Map<string, { keys: string[]; clicks: number; impressions: number; weighted: number }>();
    const byDay = facts.get(property);
    for (let day = String(body.startDate); byDay && day <= end; day = addDays(day, 1)) {
      for (const fact of byDay.get(day) ?? []) {
        if (withQuery && fact.query === null) continue;
        if (!filters.every((filter) => matches(filter, fact))) continue;
        const keys = dimensions.map((dimension) => String(dimensionValue(fact, dimension)));
        const id = keys.join('\u0000');
        const group = groups.get(id) ?? { keys, clicks: 0, impressions: 0, weighted: 0 };
        groups.set(id, group);
        group.clicks += fact.clicks;
        group.impressions += fact.impressions;
        group.weighted += fact.position * fact.impressions;
      }
    }
    const rows = [...groups.values()]
      .filter((group) => group.impressions > 0)
      .sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions || (a.keys.join('\u0000') < b.keys.join('\u0000') ? -1 : 1))
      .map((group) => ({
        ...(dimensions.length > 0 && { keys: group.keys }),
        clicks: group.clicks,
        impressions: group.impressions,
        ctr: group.clicks / group.impressions,
        position: group.weighted / group.impressions,
      }));
    const startRow = Number(body.startRow ?? 0);
    const page = rows.slice(startRow, startRow + Number(body.rowLimit ?? 1000));
    return send(res, 200, { ...(page.length > 0 && { rows: page }), responseAggregationType: byPage ? 'byPage' : 'byProperty' });
  }

  async function control(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const setup = JSON.parse(await readText(req)) as {
      accounts?: { clientEmail: string; privateKeyId: string; publicKeyPem: string }[];
      grants?: { property: string; clientEmail: string }[];
      facts?: { property: string; facts: SearchFact[] }[];
    };
    for (const account of setup.accounts ?? []) standIn.addServiceAccount({ ...account, publicKey: account.publicKeyPem });
    for (const { property, clientEmail } of setup.grants ?? []) standIn.grant(property, clientEmail);
    for (const { property, facts: added } of setup.facts ?? []) standIn.addFacts(property, added);
    send(res, 204);
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const site = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/.exec(path)?.[1];
    const handled =
      req.method === 'POST' && path === '/token'
        ? token(req, res)
        : req.method === 'POST' && site
          ? query(req, res, decodeURIComponent(site))
          : req.method === 'POST' && path === '/__stand-in/setup' && options.control
            ? control(req, res)
            : req.method === 'GET' && path === '/__stand-in/health'
              ? Promise.resolve(send(res, 200, { ok: true }))
              : Promise.resolve(googleError(res, 404, 'NOT_FOUND', 'Not found'));
    handled.catch((error: unknown) => {
      console.error('Google stand-in:', error);
      if (!res.headersSent) googleError(res, 500, 'INTERNAL', 'Stand-in error');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const url = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  tokenUri = `${url}/token`;
  return {
    ...standIn,
    url,
    tokenUri,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Filter {
  dimension?: string;
  operator?: string;
  expression?: string;
}

function dimensionValue(fact: SearchFact, dimension: Dimension): string | null {
  switch (dimension) {
    case 'date':
      return fact.date;
    case 'page':
      return fact.page;
    case 'query':
      return fact.query;
    case 'country':
      return fact.country ?? 'pak';
    case 'device':
      return fact.device ?? 'MOBILE';
    case 'searchAppearance':
      return 'NONE';
  }
}

function matches(filter: Filter, fact: SearchFact): boolean {
  const value = String(dimensionValue(fact, (filter.dimension ?? 'page') as Dimension) ?? '');
  const expression = filter.expression ?? '';
  switch (filter.operator ?? 'equals') {
    case 'equals':
      return value === expression;
    case 'notEquals':
      return value !== expression;
    case 'contains':
      return value.includes(expression);
    case 'notContains':
      return !value.includes(expression);
    case 'includingRegex':
      return new RegExp(expression).test(value);
    case 'excludingRegex':
      return !new RegExp(expression).test(value);
    default:
      return false;
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function invalidRequest(body: Record<string, unknown>): string | null {
  if (typeof body.startDate !== 'string' || !DAY.test(body.startDate)) return 'startDate is required, as YYYY-MM-DD.';
  if (typeof body.endDate !== 'string' || !DAY.test(body.endDate)) return 'endDate is required, as YYYY-MM-DD.';
  if (body.endDate < body.startDate) return 'endDate must not be before startDate.';
  if (
    body.rowLimit !== undefined &&
    (!Number.isInteger(body.rowLimit) || (body.rowLimit as number) < 1 || (body.rowLimit as number) > 25_000)
  ) {
    return 'rowLimit must be between 1 and 25000.';
  }
  if (body.startRow !== undefined && (!Number.isInteger(body.startRow) || (body.startRow as number) < 0))
    return 'startRow must be a non-negative integer.';
  if (body.dimensions !== undefined) {
    if (!Array.isArray(body.dimensions) || body.dimensions.some((dimension) => !DIMENSIONS.includes(dimension as Dimension))) {
      return `dimensions must be among ${DIMENSIONS.join(', ')}.`;
    }
  }
  if (body.dataState !== undefined && !['final', 'all', 'hourly_all'].includes(String(body.dataState)))
    return 'dataState must be final, all or hourly_all.';
  if (
    body.aggregationType !== undefined &&
    !['auto', 'byPage', 'byProperty', 'byNewsShowcasePanel'].includes(String(body.aggregationType))
  ) {
    return 'aggregationType is not valid.';
  }
  return null;
}

function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}

function googleError(res: ServerResponse, code: number, status: string, message: string): void {
  send(res, code, { error: { code, message, status } });
}
