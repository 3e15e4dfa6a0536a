import { describe, expect, it } from 'vitest';
import { declaredFunctionRoutes } from '../../../scripts/quality/function-routes';
import { ENDPOINT_ROLES } from '../../server/auth/index';
import { address, ROUTES } from './routes';

describe('the route table', () => {
  it('is exactly the config.path of the functions, and every role line names one of its routes', () => {
    const declared = declaredFunctionRoutes(process.cwd()).map((route) => route.path);
    const table: string[] = Object.values(ROUTES);
    expect(declared.filter((path) => !table.includes(path))).toEqual([]);
    expect(table.filter((path) => !declared.includes(path))).toEqual([]);
    const rolePaths = Object.keys(ENDPOINT_ROLES).map((key) => key.split(' ')[1]!.split('?')[0]!);
    // Lines for a method on a route's parent (e.g. PUT /api/admin/articles) still name a route.
    expect(rolePaths.filter((path) => !table.includes(path))).toEqual([]);
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
