import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeServiceAccountKey, type TestServiceAccountKey } from '../../../tests/support/google-key';
import { startGoogleStandIn, type GoogleStandIn, type SearchFact } from '../../../tests/support/google-stand-in';
import { problemInWords, SearchConsoleError, type SearchConsoleProblem } from './problems';
import { querySearchAnalytics, type SearchAnalyticsOptions } from './search-analytics';
import { serviceAccountEmail } from './service-account';

const PROPERTY = 'sc-domain:agency.pk';
const DAY = '2026-11-20';
const NOW = Date.parse('2026-11-28T12:00:00Z');

let google: GoogleStandIn;
let key: TestServiceAccountKey;
let clock: number;

beforeAll(async () => {
  google = await startGoogleStandIn();
  key = makeServiceAccountKey({ tokenUri: google.tokenUri });
  google.addServiceAccount({ clientEmail: key.file.client_email, privateKeyId: key.file.private_key_id, publicKey: key.publicKey });
  google.grant(PROPERTY, key.file.client_email);
  google.addFacts(PROPERTY, [
    { date: DAY, page: 'https://agency.pk/seo-lahore/', query: 'seo lahore', clicks: 3, impressions: 100, position: 4 },
    { date: DAY, page: 'https://agency.pk/seo-lahore/', query: 'seo company', clicks: 1, impressions: 300, position: 8 },
    { date: DAY, page: 'https://agency.pk/seo-lahore/', query: null, clicks: 2, impressions: 20, position: 5 },
    { date: DAY, page: 'https://agency.pk/', query: 'agency', clicks: 9, impressions: 50, position: 1 },
  ]);
});
afterAll(() => google.close());
beforeEach(() => {
  // A new key id per test: the token cache is per key, so no test sees another's token.
  key = makeServiceAccountKey({ tokenUri: google.tokenUri, privateKeyPem: key.file.private_key });
  google.addServiceAccount({ clientEmail: key.file.client_email, privateKeyId: key.file.private_key_id, publicKey: key.publicKey });
  clock = NOW;
  google.setNow(clock);
  google.failWhen(null);
  google.calls.length = 0;
});

const options = (extra: SearchAnalyticsOptions = {}): SearchAnalyticsOptions => ({
  env: { GOOGLE_SERVICE_ACCOUNT_KEY: key.json, SEARCH_CONSOLE_API_URL: google.url },
  now: () => clock,
  retryDelaysMs: [0, 0],
  ...extra,
});

async function problemOf(call: Promise<unknown>): Promise<SearchConsoleProblem> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SearchConsoleError);
  return (error as SearchConsoleError).problem;
}

const tokenCalls = () => google.calls.filter((call) => call.kind === 'token').length;

describe('querySearchAnalytics against the stand-in', () => {
  it("gives page totals with Google's ctr and impression-weighted position, anonymised queries included", async () => {
    const { rows, responseAggregationType } = await querySearchAnalytics(
      PROPERTY,
      { startDate: DAY, endDate: DAY, dimensions: ['date', 'page'] },
      options(),
    );
    expect(responseAggregationType).toBe('byPage');
    expect(rows).toEqual([
      { keys: [DAY, 'https://agency.pk/'], clicks: 9, impressions: 50, ctr: 0.18, position: 1 },
      { keys: [DAY, 'https://agency.pk/seo-lahore/'], clicks: 6, impressions: 420, ctr: 6 / 420, position: (400 + 2400 + 100) / 420 },
    ]);
    expect(google.calls.at(-1)?.body).toMatchObject({ dataState: 'final', rowLimit: 25_000, startRow: 0 });
  });

  it('leaves anonymised queries out of query rows, and has no rows for days Google has not finished', async () => {
    const { rows } = await querySearchAnalytics(PROPERTY, { startDate: DAY, endDate: DAY, dimensions: ['page', 'query'] }, options());
    expect(rows.map((row) => row.keys[1])).toEqual(['agency', 'seo lahore', 'seo company']);
    google.setNow(Date.parse('2026-11-22T12:00:00Z'));
    expect((await querySearchAnalytics(PROPERTY, { startDate: DAY, endDate: DAY }, options())).rows).toEqual([]);
  });

  it('asks for one token and uses it until shortly before it expires, then a new one', async () => {
    await querySearchAnalytics(PROPERTY, { startDate: DAY, endDate: DAY }, options());
    await querySearchAnalytics(PROPERTY, { startDate: DAY, endDate: DAY }, options());
    expect(tokenCalls()).toBe(1);
    clock += 50 * 60_000;
    google.setNow(clock);
    await querySearchAnalytics(PROPERTY, { startDate: DAY, endDate: DAY }, options());
    expect(tokenCalls()).toBe(1);
    clock += 6 * 60_000;
    google.setNow(clock);
    await querySearchAnalytics(PROPERTY, { startDate: DAY, endDate: DAY }, options());
    expect(tokenCalls()).toBe(2);
  });

  it('asks for a new token once when Google no longer takes the cached one', async () => {
    await querySearchAnalytics(PROPERTY, { startDate: DAY, endDate: DAY }, options());
    google.revokeTokens();
    const { rows } = await querySearchAnalytics(PROPERTY, { startDate: DAY, endDate: DAY }, options());
    expect(rows).toHaveLength(1);
    expect(tokenCalls()).toBe(2);
  });

  it('pages by startRow past 25,000 rows until a short page', async () => {
    const property = 'sc-domain:many-queries.pk';
    google.grant(property, key.file.client_email);
    const facts: SearchFact[] = Array.from({ length: 25_003 }, (_, n) => ({
      date: DAY,
      page: 'https://many-queries.pk/',
      query: `query ${n}`,
      clicks: n % 7,
      impressions: 10,
      position: 3,
    }));
    google.addFacts(property, facts);
    const { rows } = await querySearchAnalytics(property, { startDate: DAY, endDate: DAY, dimensions: ['query'] }, options());
    expect(rows).toHaveLength(25_003);
    expect(new Set(rows.map((row) => row.keys[0])).size).toBe(25_003);
    expect(rows[0]!.clicks).toBe(6);
    expect(google.calls.filter((call) => call.kind === 'query').map((call) => call.body?.startRow)).toEqual([0, 25_000]);
  });

  it('names the service account to add when Google answers 403 for the property', async () => {
    const problem = await problemOf(querySearchAnalytics('https://www.not-ours.pk/', { startDate: DAY, endDate: DAY }, options()));
    expect(problem).toEqual({ kind: 'no-access', property: 'https://www.not-ours.pk/', serviceAccountEmail: key.file.client_email });
    expect(problemInWords(problem)).toContain(`Add ${key.file.client_email} to that property`);
  });

  it('says the key is wrong when the token endpoint refuses it', async () => {
    const stranger = makeServiceAccountKey({ tokenUri: google.tokenUri, privateKeyId: key.file.private_key_id });
    const problem = await problemOf(
      querySearchAnalytics(
        PROPERTY,
        { startDate: DAY, endDate: DAY },
        options({ env: { GOOGLE_SERVICE_ACCOUNT_KEY: stranger.json, SEARCH_CONSOLE_API_URL: google.url } }),
      ),
    );
    expect(problem).toEqual({ kind: 'bad-key' });
    expect(
      await problemOf(
        querySearchAnalytics(
          PROPERTY,
          { startDate: DAY, endDate: DAY },
          options({ env: { GOOGLE_SERVICE_ACCOUNT_KEY: '{"type":"user"}' } }),
        ),
      ),
    ).toEqual({
      kind: 'bad-key',
    });
    expect(await problemOf(querySearchAnalytics(PROPERTY, { startDate: DAY, endDate: DAY }, options({ env: {} })))).toEqual({
      kind: 'not-configured',
    });
  });

  it('retries 429 and 5xx with backoff, and says the next run will try again when they last', async () => {
    let failures = 2;
    google.failWhen((call) => (call.kind === 'query' && failures-- > 0 ? 503 : undefined));
    expect((await querySearchAnalytics(PROPERTY, { startDate: DAY, endDate: DAY }, options())).rows).toHaveLength(1);

    google.failWhen((call) => (call.kind === 'query' ? 429 : undefined));
    const problem = await problemOf(querySearchAnalytics(PROPERTY, { startDate: DAY, endDate: DAY }, options()));
    expect(problem).toEqual({ kind: 'unavailable', status: 429 });
    expect(problemInWords(problem)).toContain('the next sync tries again');
  });

  it("passes Google's own words on for a request it refuses", async () => {
    const problem = await problemOf(querySearchAnalytics(PROPERTY, { startDate: DAY, endDate: '2026-11-01' }, options()));
    expect(problem).toEqual({ kind: 'refused', status: 400, message: 'endDate must not be before startDate.' });
  });

  it("gives the key's e-mail for the screen", () => {
    expect(serviceAccountEmail({ GOOGLE_SERVICE_ACCOUNT_KEY: key.json })).toBe(key.file.client_email);
    expect(serviceAccountEmail({})).toBeNull();
  });
});
