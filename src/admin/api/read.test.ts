import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { z } from 'zod';
import { ROUTES } from '../../lib/api/routes';
import { installFakeApi, json } from './fake-api';
import { AnswerShapeError, ApiError, errorSentence } from './http';
import { definePagedRead, defineRead } from './read';

afterEach(() => vi.unstubAllGlobals());

const audit = z.object({ id: z.string(), state: z.enum(['queued', 'done']) });
const useAudit = defineRead({ route: ROUTES.audit, schema: audit });
const sites = z.object({ sites: z.array(z.string()), page: z.number(), pageSize: z.number(), total: z.number() });
const useSites = definePagedRead({
  route: ROUTES.audits,
  schema: sites,
  values: (input: { page: number; site?: string }) => input,
  page: (answer) => ({ items: answer.sites, page: answer.page, pageSize: answer.pageSize, total: answer.total }),
  nullWhenSignedOut: true,
});

describe('defineRead: the key is the address', () => {
  it('derives the key and the address from the route and the values that are set', () => {
    expect(useAudit.key({ id: 'a 1' })).toEqual(['/api/admin/audits/:id', { id: 'a 1' }]);
    expect(useAudit.address({ id: 'a 1' })).toBe('/api/admin/audits/a%201');
    // An unset filter is no part of the address, so it makes no second cache entry.
    expect(useSites.key({ page: 2, site: undefined })).toEqual(useSites.key({ page: 2 }));
    expect(useSites.key({ page: 2, site: '' })).toEqual(['/api/admin/audits', { page: 2 }]);
    expect(useSites.address({ page: 2, site: 'bakery.pk' })).toBe('/api/admin/audits?page=2&site=bakery.pk');
    // `all` is the prefix of every key of the route: what a write refreshes.
    expect(useSites.key({ page: 3 }).slice(0, 1)).toEqual(useSites.all);
  });
});

describe('defineRead: the answer is parsed, never cast', () => {
  it('gives the parsed answer (fields the schema does not name are dropped)', async () => {
    installFakeApi({ 'GET /api/admin/audits/a1': () => json(200, { id: 'a1', state: 'done', extra: 1 }) });
    await expect(useAudit.fetch({ id: 'a1' })).resolves.toEqual({ id: 'a1', state: 'done' });
  });

  it('turns an answer of another shape into an error whose sentence names the address and the field', async () => {
    installFakeApi({ 'GET /api/admin/audits/a1': () => json(200, { id: 'a1', state: 'lost' }) });
    const error = await useAudit.fetch({ id: 'a1' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnswerShapeError);
    expect(errorSentence(error)).toMatch(
      /^The server's answer to GET \/api\/admin\/audits\/a1 was not in the expected form \(state: Invalid option.*\)\. Reload the page; if this stays, tell the developers\.$/,
    );
  });

  it('turns a body that is not JSON into the same error', async () => {
    installFakeApi({ 'GET /api/admin/audits/a1': () => new Response('<html>', { status: 200 }) });
    await expect(useAudit.fetch({ id: 'a1' })).rejects.toThrow('(the answer: not JSON)');
  });

  it('gives null for a signed-out 401 only where the read says so', async () => {
    installFakeApi({
      'GET /api/admin/audits?page=1': () => json(401, { error: 'Please sign in' }),
      'GET /api/admin/audits/a1': () => json(401, { error: 'Please sign in' }),
    });
    await expect(useSites.fetch({ page: 1 })).resolves.toBeNull();
    await expect(useAudit.fetch({ id: 'a1' })).rejects.toBeInstanceOf(ApiError);
  });
});
