// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../testing-library-setup';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminProviders from '../kit/AdminProviders';
import { useReauth } from './ReauthPrompt';

/**
 * jsdom has no modal dialogs: showModal is stubbed to what matters here (the
 * dialog opens, and the browser is asked to make the page behind inert), and
 * Escape is the `cancel` event a browser fires on the open modal dialog.
 */
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
beforeEach(() => {
  showModal.mockClear();
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

function Refused() {
  const reauth = useReauth();
  return (
    <>
      <button type="button" onClick={() => reauth.ask(() => undefined)}>
        Change
      </button>
      {reauth.prompt}
    </>
  );
}

describe('useReauth', () => {
  it('asks for the password in a modal dialog that Escape closes', async () => {
    render(
      <AdminProviders>
        <Refused />
      </AdminProviders>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Your password')).toBeTruthy();

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
  });
});
