// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import '../../testing-library-setup';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import SetupForm from './SetupForm';
import { installFakeApi, json } from '../../api/fake-api';
import { pageChange } from '../../lib/navigation';

// Page changes are watched through the navigation's one object, never followed.
let redirectTo: MockInstance<typeof pageChange.redirectTo>;
let goTo: MockInstance<typeof pageChange.goTo>;

beforeEach(() => {
  redirectTo = vi.spyOn(pageChange, 'redirectTo').mockImplementation(() => {});
  goTo = vi.spyOn(pageChange, 'goTo').mockImplementation(() => {});
  redirectTo.mockClear();
  goTo.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function submit(values: { username?: string; email?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  if (values.username) await user.type(screen.getByLabelText('Username'), values.username);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create Admin Account' }));
}

const complete = { username: 'amna', email: 'amna@example.pk', password: 'secret1', confirm: 'secret1' };

describe('SetupForm', () => {
  it('has an e-mail field of email type and the password hint', () => {
    installFakeApi({});
    render(<SetupForm />);
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    const password = screen.getByLabelText('Password');
    const hint = document.getElementById(password.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Minimum 6 characters');
  });

  it.each([
    [{ ...complete, email: '' }, 'Missing fields', 'Please fill in all required fields'],
    [{ ...complete, confirm: 'secret2' }, 'Password mismatch', 'Passwords do not match'],
    [{ ...complete, password: 'abc12', confirm: 'abc12' }, 'Password too short', 'Password must be at least 6 characters long'],
  ])('refuses %o with "%s"', async (values, title, description) => {
    const api = installFakeApi({});
    render(<SetupForm />);
    await submit(values);
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('creates the admin and goes to the sign-in', async () => {
    const api = installFakeApi({ 'POST /api/admin/setup': () => json(201, { username: 'amna' }) });
    render(<SetupForm />);
    await submit(complete);
    await vi.waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/admin/login'));
    expect(api.calls[0]?.body).toEqual({ username: 'amna', email: 'amna@example.pk', password: 'secret1' });
  });

  it('says setup is complete and links to the sign-in on 409', async () => {
    installFakeApi({ 'POST /api/admin/setup': () => json(409, { error: 'Setup has already been completed' }) });
    render(<SetupForm />);
    await submit(complete);
    expect(await screen.findByText('Setup failed')).toBeTruthy();
    expect(screen.getByText('Setup has already been completed')).toBeTruthy();
    expect(screen.getByText('Setup is already complete.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the admin sign-in' }).getAttribute('href')).toBe('/admin/login');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('falls back to "Failed to create admin user" without a server sentence', async () => {
    installFakeApi({ 'POST /api/admin/setup': () => new Response('<html>oops</html>', { status: 500 }) });
    render(<SetupForm />);
    await submit(complete);
    expect(await screen.findByText('Failed to create admin user')).toBeTruthy();
    expect(screen.queryByText('Setup is already complete.')).toBeNull();
  });
});
