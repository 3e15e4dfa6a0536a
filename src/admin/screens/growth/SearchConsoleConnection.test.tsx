// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import '../../testing-library-setup';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchConsoleStatus } from '../../../lib/api/search-console';
import { installFakeApi, json } from '../../api/fake-api';
import AdminProviders from '../../kit/AdminProviders';
import { SearchConsoleConnection } from './SearchConsoleConnection';

/**
 * The Search Console connection against the API's answers: Sync now syncs the
 * saved property, so while a new property is being saved it waits, and the
 * sync it starts is the new property's, never the one saved before.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function status(fields: Partial<SearchConsoleStatus>): SearchConsoleStatus {
  return {
    configured: true,
    keyProblem: null,
    serviceAccountEmail: 'site@project.iam.gserviceaccount.com',
    property: null,
    lastSync: null,
    dataThrough: null,
    daysToFetch: 0,
    syncing: false,
    syncsLeft: 3,
    ...fields,
  };
}

describe('the Search Console connection', () => {
  it('lets Sync now wait while a new property is saved, so it syncs the new property', async () => {
    const earlier = status({
      property: 'sc-domain:earlier.pk',
      lastSync: { at: '2026-11-29T07:29:30.577Z', ok: true, problem: null, days: 1 },
      dataThrough: '2026-11-24',
    });
    const saved = status({ property: 'sc-domain:new.pk' });
    let current = earlier;
    let answerSave: () => void = () => {};
    const api = installFakeApi({
      'GET /api/admin/search-console': () => json(200, current),
      'PUT /api/admin/search-console': () =>
        new Promise((resolve) => {
          answerSave = () => {
            current = saved;
            resolve(json(200, saved));
          };
        }),
      'POST /api/admin/search-console/sync': () => json(202, { started: true }),
    });
    render(
      <AdminProviders>
        <SearchConsoleConnection />
      </AdminProviders>,
    );
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Search Console property' });
    await user.clear(field);
    await user.type(field, 'sc-domain:new.pk');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The earlier property's Sync now is shown, but waits for the save.
    await vi.waitFor(() => expect(api.calls.some((made) => made.method === 'PUT')).toBe(true));
    const syncNow = screen.getByRole('button', { name: 'Sync now' });
    expect(syncNow).toHaveProperty('disabled', true);

    answerSave();
    expect(await screen.findByText('Search Console property saved')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Sync now' })).toHaveProperty('disabled', false));
    expect(screen.getByRole('region', { name: 'Search Console' }).textContent).toContain('Last sync: not yet');
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    await vi.waitFor(() => expect(api.calls.some((made) => made.method === 'POST')).toBe(true));
    expect(api.calls.filter((made) => made.method !== 'GET').map((made) => `${made.method} ${made.path}`)).toEqual([
      'PUT /api/admin/search-console',
      'POST /api/admin/search-console/sync',
    ]);
  });
});
