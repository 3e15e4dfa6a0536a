// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import '../testing-library-setup';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Lead } from '../../lib/api/leads';
import { ROUTES } from '../../lib/api/routes';
import AdminProviders from '../kit/AdminProviders';
import { installFakeApi, json } from './fake-api';
import { AnswerShapeError, errorSentence } from './http';
import { useChangeLead } from './leads-api';
import { defineCall, noAnswer } from './mutation';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lead: Lead = {
  id: 'c1',
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '',
  website: '',
  service_required: 'Local SEO',
  created_at: '2025-01-02T10:00:00Z',
  status: 'contacted',
  rev: 1,
  events: [],
  alert: { state: 'off' },
  entry: 'form',
};

describe('defineCall: a write as data', () => {
  const rename = defineCall({
    route: ROUTES.passkey,
    method: 'PATCH',
    answer: z.object({ id: z.string(), name: z.string() }),
    params: ({ id }: { id: string; name: string }) => ({ id }),
    body: ({ name }) => ({ name }),
  });

  it('sends the method, the address from the route and the body, and gives the parsed answer', async () => {
    const api = installFakeApi({ 'PATCH /api/admin/account/passkeys/k%201': () => json(200, { id: 'k 1', name: 'Laptop', extra: 1 }) });
    await expect(rename({ id: 'k 1', name: 'Laptop' })).resolves.toEqual({ id: 'k 1', name: 'Laptop' });
    expect(api.calls).toEqual([
      { method: 'PATCH', path: '/api/admin/account/passkeys/k%201', body: { name: 'Laptop' }, credentials: 'include' },
    ]);
  });

  it('takes an empty 204 as null only where the write says it answers nothing', async () => {
    installFakeApi({ 'POST /api/admin/logout': () => new Response(null, { status: 204 }) });
    await expect(defineCall({ route: ROUTES.logout, method: 'POST', answer: noAnswer })()).resolves.toBeNull();
    const error = await defineCall({ route: ROUTES.logout, method: 'POST', answer: z.object({ ended: z.number() }) })().catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AnswerShapeError);
  });

  it('turns an answer that lacks a field into an error in words naming the address and the field', async () => {
    installFakeApi({ 'PATCH /api/admin/account/passkeys/k1': () => json(200, { id: 'k1', label: 'Laptop' }) });
    const error = await rename({ id: 'k1', name: 'Laptop' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnswerShapeError);
    expect(errorSentence(error)).toMatch(
      /^The server's answer to PATCH \/api\/admin\/account\/passkeys\/k1 was not in the expected form \(name: Invalid input.*\)\. Reload the page; if this stays, tell the developers\.$/,
    );
  });

  it('needs the segments of a route that has them, and takes none for one without', () => {
    // @ts-expect-error ROUTES.lead has :id, so the rule must say where it comes from.
    defineCall({ route: ROUTES.lead, method: 'DELETE', answer: noAnswer });
    // @ts-expect-error ROUTES.leads has no segments to fill.
    defineCall({ route: ROUTES.leads, method: 'POST', answer: noAnswer, params: () => ({ id: 'c1' }) });
  });
});

/** A screen's use of a declared write: the change, and what happened to it. */
function ChangeStatus() {
  const change = useChangeLead({ onSuccess: (answer) => document.body.setAttribute('data-saved', answer.status) });
  return (
    <button type="button" onClick={() => change.mutate({ id: 'c1', change: { status: 'won' } })}>
      Mark won
    </button>
  );
}

describe('defineWrite: the answer is parsed, never cast', () => {
  it('a write whose answer lacks a field fails in words: the failure toast names the field, and the screen is not told it worked', async () => {
    const withoutName: Partial<Lead> = { ...lead, status: 'won' };
    delete withoutName.name;
    installFakeApi({ 'PATCH /api/contacts/c1': () => json(200, withoutName) });
    render(
      <AdminProviders>
        <ChangeStatus />
      </AdminProviders>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark won' }));
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(
      screen.getByText(
        /^The server's answer to PATCH \/api\/contacts\/c1 was not in the expected form \(name: Invalid input: expected string, received undefined\)/,
      ),
    ).toBeTruthy();
    expect(document.body.hasAttribute('data-saved')).toBe(false);
  });

  it('gives the screen the parsed answer when it has every field', async () => {
    installFakeApi({ 'PATCH /api/contacts/c1': () => json(200, { ...lead, status: 'won' }) });
    render(
      <AdminProviders>
        <ChangeStatus />
      </AdminProviders>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark won' }));
    await vi.waitFor(() => expect(document.body.getAttribute('data-saved')).toBe('won'));
    document.body.removeAttribute('data-saved');
  });
});
