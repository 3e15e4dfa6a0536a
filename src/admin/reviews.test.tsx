// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import './testing-library-setup';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminDashboard from './AdminApp';
import { installFakeApi, json, type FakeRoute } from './api/fake-api';
import type { ReviewRow, ReviewsAnswer } from './api/reviews-api';

/**
 * The Reviews screen against the API's answers (docs/reference/endpoints.md,
 * admin-reviews): every answer with its consent and status, the published
 * count per rating, Publish with the client's industry and city, Hide with a
 * reason from the closed list, and Sales reading without the buttons.
 */
beforeEach(() => history.replaceState(null, '', '/admin/reviews'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const search = { routes: [], origin: 'https://www.example.pk', brandName: 'Agency' };

function row(fields: Partial<ReviewRow> & Pick<ReviewRow, 'clientId' | 'businessName'>): ReviewRow {
  return {
    month: '2027-02',
    rating: 5,
    text: 'They fixed our profile <b>fast</b>',
    naming: 'business',
    publishReview: true,
    publishResults: false,
    sentAt: '2027-03-03T10:00:00.000Z',
    withdrawnAt: null,
    status: 'new',
    decision: { status: 'new', at: null, by: null, reason: null, shown: null },
    label: `${fields.businessName}, Lahore`,
    tags: { industry: null, city: 'Lahore' },
    site: { key: `review.${fields.clientId}.2027-02`, shown: null, changedAt: '2027-03-03T10:00:00.000Z' },
    ...fields,
  };
}

function answer(items: ReviewRow[]): ReviewsAnswer {
  return {
    items,
    publishedByRating: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 2 },
    ratingSource: 'spec',
    rating: { value: 5, count: 1000 },
    typical: { medianChange: 64, clients: 3 },
    options: {
      industries: [{ value: 'dental-seo', label: 'Dental SEO' }],
      cities: [
        { value: 'Lahore', label: 'Lahore' },
        { value: 'Karachi', label: 'Karachi' },
      ],
    },
  };
}

function signedIn(role: 'admin' | 'sales', routes: Record<string, FakeRoute>) {
  return installFakeApi({
    'GET /api/admin/me': () => json(200, { username: role === 'admin' ? 'amna' : 'saad', email: 'x@example.pk', role }),
    'GET /api/admin/publish': () => json(200, { mode: 'live', pendingSince: null, lastRequest: null, lastSnapshotAt: null }),
    ...routes,
  });
}

describe('the Reviews screen', () => {
  it('lists every answer with its words, consent and status, and the published count of each rating', async () => {
    signedIn('admin', {
      'GET /api/admin/reviews': () =>
        json(
          200,
          answer([
            row({ clientId: 'C1', businessName: 'Smile Dental' }),
            row({
              clientId: 'C2',
              businessName: 'Glow',
              publishReview: false,
              status: 'withdrawn',
              withdrawnAt: '2027-03-04T10:00:00.000Z',
            }),
          ]),
        ),
    });
    render(<AdminDashboard search={search} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
    expect(screen.getByLabelText('Published reviews by rating').textContent).toBe('Published, by rating: 5★ 2 · 4★ 0 · 3★ 0 · 2★ 1 · 1★ 0');
    expect(screen.getByText(/clicks from Google up 64%, the median of 3 clients/)).toBeTruthy();
    const smile = screen.getByRole('article', { name: 'Smile Dental, February 2027' });
    expect(within(smile).getByText('They fixed our profile <b>fast</b>')).toBeTruthy();
    expect(within(smile).getByText('New')).toBeTruthy();
    expect(within(smile).getByRole('button', { name: 'Publish Smile Dental, February 2027' })).toBeTruthy();
    const glow = screen.getByRole('article', { name: 'Glow, February 2027' });
    expect(within(glow).getByText('Withdrawn')).toBeTruthy();
    expect(within(glow).queryByRole('button')).toBeNull();
  });

  it('publishes with the industry and city chosen, and hides only with a reason from the list', async () => {
    const api = signedIn('admin', {
      'GET /api/admin/reviews': () => json(200, answer([row({ clientId: 'C1', businessName: 'Smile Dental' })])),
      'POST /api/admin/reviews/C1/2027-02': () => json(200, { publish: { state: 'live', message: 'It is live on the site now.' } }),
    });
    const user = userEvent.setup();
    render(<AdminDashboard search={search} />);
    await user.click(await screen.findByRole('button', { name: 'Publish Smile Dental, February 2027' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish this review?' });
    await user.selectOptions(within(dialog).getByLabelText('Industry'), 'dental-seo');
    await user.selectOptions(within(dialog).getByLabelText('City'), 'Karachi');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        action: 'publish',
        industry: 'dental-seo',
        city: 'Karachi',
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Hide Smile Dental, February 2027' }));
    const hide = screen.getByRole('dialog', { name: 'Hide this review?' });
    expect((within(hide).getByRole('button', { name: 'Hide' }) as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(within(hide).getByLabelText('Why'), 'personal-data');
    await user.click(within(hide).getByRole('button', { name: 'Hide' }));
    await vi.waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ action: 'hide', reason: 'personal-data' }),
    );
  });

  it('lets Sales read without Publish, Hide or the rating setting', async () => {
    signedIn('sales', { 'GET /api/admin/reviews': () => json(200, answer([row({ clientId: 'C1', businessName: 'Smile Dental' })])) });
    render(<AdminDashboard search={search} />);
    const smile = await screen.findByRole('article', { name: 'Smile Dental, February 2027' });
    expect(within(smile).queryByRole('button')).toBeNull();
    for (const radio of screen.getAllByRole('radio')) expect(radio.matches(':disabled')).toBe(true);
  });
});
