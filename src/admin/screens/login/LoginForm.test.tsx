// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import '../../testing-library-setup';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import LoginForm from './LoginForm';
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

const signedOut = { 'GET /api/admin/me': () => json(401, { error: 'Please sign in' }) };

async function fill(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('has labelled fields with autocomplete', () => {
    installFakeApi(signedOut);
    render(<LoginForm />);
    expect(screen.getByLabelText('Username').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });

  it('asks for both fields and sends nothing when one is empty', async () => {
    const api = installFakeApi(signedOut);
    render(<LoginForm />);
    await fill('amna', '');
    expect(await screen.findByText('Missing fields')).toBeTruthy();
    expect(screen.getByText('Please enter both username and password')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the server sentence on failure, never the raw JSON', async () => {
    installFakeApi({
      ...signedOut,
      'POST /api/admin/login': () => json(401, { error: 'Invalid username or password' }),
    });
    render(<LoginForm />);
    await fill('amna', 'wrong-password');
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
    expect(document.body.textContent).not.toContain('{"error"');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('falls back to "Invalid credentials" when the server gives no sentence', async () => {
    installFakeApi({ ...signedOut, 'POST /api/admin/login': () => new Response('', { status: 401 }) });
    render(<LoginForm />);
    await fill('amna', 'wrong-password');
    expect(await screen.findByText('Invalid credentials')).toBeTruthy();
  });

  it('reads "Signing in..." while pending, then greets and goes to /admin', async () => {
    let answer: (response: Response) => void = () => {};
    const api = installFakeApi({
      ...signedOut,
      'POST /api/admin/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    render(<LoginForm />);
    await fill(' amna ', 'secret1');
    const pending = await screen.findByRole('button', { name: 'Signing in...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/admin/login',
      body: { username: 'amna', password: 'secret1' },
      credentials: 'include',
    });

    answer(json(200, { username: 'amna' }));
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(screen.getByText('Welcome to the admin dashboard!')).toBeTruthy();
    expect(redirectTo).toHaveBeenCalledWith('/admin');
  });

  it('sends an admin who is already signed in straight to /admin', async () => {
    installFakeApi({ 'GET /api/admin/me': () => json(200, { username: 'amna', email: 'a@example.pk', role: 'admin' }) });
    render(<LoginForm />);
    await vi.waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/admin'));
  });
  it("asks for the authenticator code when the password answers second_factor 'required', then signs in", async () => {
    const api = installFakeApi({
      ...signedOut,
      'POST /api/admin/login': () => json(200, { username: 'amna', second_factor: 'required' }),
      'POST /api/admin/login/second-factor': (body) =>
        (body as { code?: string }).code === '123456'
          ? json(200, { username: 'amna' })
          : json(401, { error: 'That code was not accepted.' }),
    });
    render(<LoginForm />);
    await fill('amna', 'right-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findAllByText('Login successful')).length).toBeGreaterThan(0);
    expect(api.calls.find((call) => call.path === '/api/admin/login/second-factor')?.body).toEqual({ code: '123456' });
    expect(redirectTo).toHaveBeenCalledWith('/admin');
  });

  it("with second_factor 'enrol' sets up an authenticator before anything else", async () => {
    const api = installFakeApi({
      ...signedOut,
      'POST /api/admin/login': () => json(200, { username: 'amna', second_factor: 'enrol' }),
      'POST /api/admin/account/totp': () =>
        json(200, { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qr: 'data:image/png;base64,' }),
      'POST /api/admin/account/totp/confirm': () => json(200, { recovery_codes: ['aaaa-bbbb', 'cccc-dddd'] }),
    });
    render(<LoginForm />);
    await fill('amna', 'right-password');
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(redirectTo).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('aaaa-bbbb')).toBeTruthy();
    expect(redirectTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue to the admin' }));
    expect(redirectTo).toHaveBeenCalledWith('/admin');
    expect(api.calls.find((call) => call.path === '/api/admin/account/totp/confirm')?.body).toEqual({ code: '654321' });
  });
});
