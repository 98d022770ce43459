import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  envelope,
  makePublicKey,
  makeUser,
  renderWithProviders,
  stubFetch,
} from '@aigc/store/testing';
import { createInitialSessionState } from '@aigc/store';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ChinaLoginPage } from './ChinaLoginPage';

let publicKey: Awaited<ReturnType<typeof makePublicKey>>;
beforeAll(async () => {
  publicKey = await makePublicKey();
});
afterEach(() => vi.unstubAllGlobals());

describe('Change password (docs/product.md §6, China)', () => {
  it("starts from the user's e-mail, verifies by code and toasts when done", async () => {
    const calls = stubFetch({
      '/aigc/api/auth/public-key': () => envelope(publicKey),
      '/aigc/api/auth/forgot/password/validate': () =>
        envelope({
          validateType: 'EMAIL',
          validateAuthToken: 'ft-2',
          validateTypeAccount: 'mei@example.com',
        }),
      '/aigc/api/auth/forgot/password/code': () => envelope(null),
      '/aigc/api/auth/forgot/password/submit': () => envelope(null),
    });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    const { store } = renderWithProviders(
      <ChangePasswordDialog open onOpenChange={onOpenChange} />,
      {
        preloadedState: {
          session: {
            ...createInitialSessionState(),
            isLogin: true,
            user: makeUser({ email: 'mei@example.com' }),
          },
        },
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByLabelText('Mobile number, e-mail or account')).toHaveValue(
      'mei@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('m***@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText(/by e-mail to/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.type(within(dialog).getByLabelText('Verification code'), '111222');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByLabelText('New password'), 'pass_2026');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'pass_2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(store.getState().ui.toast).toMatchObject({
      kind: 'success',
      message: 'Your password has been changed.',
    });
    expect(calls.filter((c) => c.path === '/aigc/api/auth/forgot/password/submit')).toHaveLength(1);
  });
});

describe('China /login page (docs/product.md §2)', () => {
  it('logs in with the phone tab and goes to the redirect', async () => {
    stubFetch({
      '/aigc/api/auth/login/mobile/code': () => envelope(null),
      '/aigc/api/auth/login/mobile': () => envelope({ requiredBinding: false, user: makeUser() }),
      '/aigc/api/user/account': () => envelope(5),
      '/aigc/api/auth/renewalToken': () => envelope({ expiresAt: '2030-01-01T00:00:00.000Z' }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter initialEntries={['/login?redirect=/delivery']}>
        <Routes>
          <Route path="/login" element={<ChinaLoginPage />} />
          <Route path="/delivery" element={<p>Delivery page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByText('Delivery page')).toBeInTheDocument());
  });

  it('opens the WeChat QR view and comes back', async () => {
    stubFetch({
      '/aigc/api/auth/login/pre/third': () =>
        envelope({ url: 'https://weixin.example/q', state: 's' }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter initialEntries={['/login']}>
        <ChinaLoginPage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'WeChat' }));
    expect(screen.getByRole('heading', { name: 'Log in with WeChat' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to phone login' }));
    expect(screen.getByRole('tab', { name: 'Phone login', selected: true })).toBeInTheDocument();
  });
});
