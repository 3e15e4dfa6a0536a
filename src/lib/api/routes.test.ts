import { describe, expect, it } from 'vitest';
import { declaredFunctionRoutes } from '../../../scripts/quality/function-routes';
import { ENDPOINT_ROLES } from '../../server/auth/index';
import { address, ROUTES } from './routes';

describe('the route table', () => {
  it('is exactly the config.path of the functions: each function’s path is written out as its route', () => {
    // Netlify reads config.path from the source without running it (zip-it-and-ship-it keeps literal values only),
    // so a function cannot take its path from ROUTES: this holds the two spellings together.
    const declared = declaredFunctionRoutes(process.cwd()).map((route) => route.path);
    const table: string[] = Object.values(ROUTES);
    expect(declared.filter((path) => !table.includes(path))).toEqual([]);
    expect(table.filter((path) => !declared.includes(path))).toEqual([]);
  });

  it('names every route of the role table', () => {
    // The keys are typed by the route names; this holds for a key that came in past the types.
    const names: string[] = Object.keys(ROUTES);
    const named = Object.keys(ENDPOINT_ROLES).map((key) => key.split(' ')[1]!.split('?')[0]!);
    expect(named.filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe('address', () => {
  it('fills the route’s segments encoded, and adds the search values that are set', () => {
    expect(address(ROUTES.auditAction, { id: 'a/1', action: 'rerun' })).toBe('/api/admin/audits/a%2F1/rerun');
    expect(address(ROUTES.audits, {}, { page: 2, site: undefined, q: '' })).toBe('/api/admin/audits?page=2');
    expect(address(ROUTES.leads, {}, { q: 'a b&c', export: true })).toBe('/api/contacts?q=a+b%26c&export=true');
  });

  it('refuses a missing segment rather than calling a wrong address', () => {
    expect(() => address(ROUTES.lead, { id: '' })).toThrow('/api/contacts/:id: no value for :id');
  });
});
