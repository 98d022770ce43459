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

const signedIn = (over: Parameters<typeof makeUser>[0]) => ({
  preloadedState: {
    session: { ...createInitialSessionState(), isLogin: true, user: makeUser(over) },
  },
});

describe("Change password (docs/product.md §6, China; docs/auth.md 'Password change')", () => {
  it('changes it with the current password (all three encrypted) and toasts when done', async () => {
    const calls = stubFetch({
      '/aigc/api/auth/public-key': () => envelope(publicKey),
      '/aigc/api/auth/password/change': ({ body }) =>
        (body as { oldPassword: string }).oldPassword
          ? envelope(null)
          : envelope(null, 400, 'The current password is incorrect'),
      '/aigc/api/user/info': () => envelope(makeUser({ phone: '138****8000' })),
      '/aigc/api/user/account': () => envelope(5),
    });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    const { store } = renderWithProviders(
      <ChangePasswordDialog open onOpenChange={onOpenChange} />,
      signedIn({ phone: '138****8000' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    await user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    expect(within(dialog).getByText('Please enter your current password')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Current password'), 'old#pass1');
    await user.type(within(dialog).getByLabelText('New password'), 'pass_2026');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'pass_2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(store.getState().ui.toast).toMatchObject({
      kind: 'success',
      message: 'Your password has been changed.',
    });
    const body = calls.find((c) => c.path === '/aigc/api/auth/password/change')?.body as Record<
      string,
      string
    >;
    expect(body.kid).toBe('k1');
    expect(body.oldPassword).not.toBe('old#pass1');
    expect(body.password).not.toBe('pass_2026');
  });

  it('can go by a code to the own phone instead, without typing the account', async () => {
    const calls = stubFetch({
      '/aigc/api/auth/public-key': () => envelope(publicKey),
      '/aigc/api/auth/forgot/password/validate': () =>
        envelope({
          validateType: 'mobile',
          validateAuthToken: 'ft-2',
          validateTypeAccount: '138****8000',
        }),
      '/aigc/api/auth/forgot/password/code': () => envelope(null),
      '/aigc/api/auth/forgot/password/submit': () => envelope(null),
      '/aigc/api/user/info': () => envelope(makeUser({ phone: '138****8000' })),
      '/aigc/api/user/account': () => envelope(5),
    });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ChangePasswordDialog open onOpenChange={onOpenChange} />,
      signedIn({ phone: '138****8000', email: null }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    await user.click(within(dialog).getByRole('button', { name: 'Forgot your current password?' }));
    expect(await within(dialog).findByText('138****8000')).toBeInTheDocument();
    expect(within(dialog).getByText(/by SMS to/)).toBeInTheDocument();
    expect(
      calls
        .find((c) => c.path === '/aigc/api/auth/forgot/password/validate')
        ?.url.searchParams.has('account'),
    ).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.type(within(dialog).getByLabelText('Verification code'), '111222');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByLabelText('New password'), 'pass_2026');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'pass_2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(calls.filter((c) => c.path === '/aigc/api/auth/forgot/password/submit')).toHaveLength(1);
  });

  it("words it 'Set a password' for an account without one and goes straight to the code", async () => {
    stubFetch({
      '/aigc/api/auth/forgot/password/validate': () =>
        envelope({
          validateType: 'mobile',
          validateAuthToken: 'ft-3',
          validateTypeAccount: '139****0000',
        }),
    });
    renderWithProviders(
      <ChangePasswordDialog open onOpenChange={vi.fn()} />,
      signedIn({ phone: '139****0000', hasPassword: false }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Set a password' });
    expect(within(dialog).getByText(/Your account has no password yet/)).toBeInTheDocument();
    expect(await within(dialog).findByText('139****0000')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
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
