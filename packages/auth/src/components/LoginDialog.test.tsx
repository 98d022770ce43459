import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { envelope, makePublicKey, makeUser, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { initialUiState } from '@aigc/store';
import { TERMS_REQUIRED_CODE, TERMS_VERSION } from '@aigc/domain';
import { AfterSignInProvider } from '../hooks/afterSignIn';
import { LoginDialog } from './LoginDialog';

let publicKey: Awaited<ReturnType<typeof makePublicKey>>;
beforeAll(async () => {
  publicKey = await makePublicKey();
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const inRouter = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/']}>
    <Routes>
      <Route
        path="*"
        element={
          <>
            <Where />
            {children}
          </>
        }
      />
    </Routes>
  </MemoryRouter>
);

const openDialog = (redirect: string | null = null, closable = true) => ({
  ui: { ...initialUiState, loginDialog: { open: true, redirect, closable } },
});

function setup(redirect: string | null = null, routes: Parameters<typeof stubFetch>[0] = {}, afterSignIn?: () => void) {
  const calls = stubFetch({
    '/aigc/api/auth/public-key': () => envelope(publicKey),
    '/aigc/api/user/account': () => envelope(5),
    '/aigc/api/auth/renewalToken': () => envelope({ expiresAt: '2030-01-01T00:00:00.000Z' }),
    ...routes,
  });
  const user = userEvent.setup();
  const ui = afterSignIn ? (
    <AfterSignInProvider value={afterSignIn}>
      <LoginDialog />
    </AfterSignInProvider>
  ) : (
    <LoginDialog />
  );
  const view = renderWithProviders(ui, { wrapper: inRouter, preloadedState: openDialog(redirect) });
  return { calls, user, ...view };
}

const dialog = () => screen.getByRole('dialog');

describe('LoginDialog views (docs/product.md §4: sign in → register → reset → sign in)', () => {
  it('switches between sign in, register and reset', async () => {
    const { user } = setup();
    expect(within(dialog()).getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Create an account' }));
    expect(within(dialog()).getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Nickname')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Confirm password')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog()).getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();

    await user.type(within(dialog()).getByLabelText('E-mail'), 'mira@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Forgot password?' }));
    expect(within(dialog()).getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    // the typed e-mail follows the user between views
    expect(within(dialog()).getByLabelText('E-mail')).toHaveValue('mira@example.com');
  });

  it('goes back to sign in with a notice after a reset succeeds', async () => {
    const { user, calls } = setup(null, {
      '/aigc/api/auth/register/email/code': () => envelope(null),
      '/aigc/api/auth/forgot': () => envelope(null),
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Forgot password?' }));
    await user.type(within(dialog()).getByLabelText('E-mail'), 'mira@example.com');
    await user.click(within(dialog()).getByRole('button', { name: /send code/i }));
    await waitFor(() => expect(calls.some((c) => c.path === '/aigc/api/auth/register/email/code')).toBe(true));
    await user.type(within(dialog()).getByLabelText('Verification code'), '123456');
    await user.type(within(dialog()).getByLabelText('New password'), 'newpass12');
    await user.type(within(dialog()).getByLabelText('Confirm new password'), 'newpass12');
    await user.click(within(dialog()).getByRole('button', { name: 'Reset password' }));

    expect(await within(dialog()).findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Your password has been reset');
    expect(within(dialog()).getByLabelText('E-mail')).toHaveValue('mira@example.com');
    const forgot = calls.find((c) => c.path === '/aigc/api/auth/forgot')?.body as Record<string, string>;
    expect(forgot.email).toBe('mira@example.com');
    expect(forgot.code).toBe('123456');
    // sent encrypted, never in the clear (docs/product.md §5)
    expect(forgot.password).not.toBe('newpass12');
    expect(forgot.kid).toBe('k1');
  });
});

describe('LoginDialog validation (docs/product.md §5)', () => {
  it('shows every message for an empty sign-in and sends nothing', async () => {
    const { user, calls } = setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog()).getByText('Please enter your e-mail address')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please enter a password')).toBeInTheDocument();
    // Signing in asks for the terms only when the server says so (docs/auth.md 'Terms').
    expect(within(dialog()).queryByRole('checkbox')).toBeNull();
    expect(within(dialog()).queryByText('Please agree to the terms of service and privacy policy')).toBeNull();
    expect(within(dialog()).getByLabelText('E-mail')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('checks the sign-up fields with the domain rules', async () => {
    const { user, calls } = setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Create an account' }));
    await user.type(within(dialog()).getByLabelText('E-mail'), 'not-an-email');
    await user.type(within(dialog()).getByLabelText('Verification code'), '12');
    await user.type(within(dialog()).getByLabelText('Nickname'), 'M');
    await user.type(within(dialog()).getByLabelText('Password'), 'onlyletters');
    await user.type(within(dialog()).getByLabelText('Confirm password'), 'different1');
    await user.click(within(dialog()).getByRole('button', { name: 'Create account' }));
    expect(within(dialog()).getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(within(dialog()).getByText('The verification code must be 6 digits')).toBeInTheDocument();
    expect(within(dialog()).getByText('The nickname must be 2 to 20 characters long')).toBeInTheDocument();
    expect(within(dialog()).getByText('The password must contain at least one letter and one digit')).toBeInTheDocument();
    expect(within(dialog()).getByText('The passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    // fixing a field clears its message as the user types
    await user.clear(within(dialog()).getByLabelText('E-mail'));
    await user.type(within(dialog()).getByLabelText('E-mail'), 'mira@example.com');
    expect(within(dialog()).queryByText('Please enter a valid e-mail address')).toBeNull();
  });

  it('will not send a code for an invalid e-mail', async () => {
    const { user, calls } = setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Create an account' }));
    await user.click(within(dialog()).getByRole('button', { name: /send code/i }));
    expect(within(dialog()).getByText('Please enter your e-mail address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('LoginDialog terms and login (docs/auth.md "Terms")', () => {
  it('signs a returning user in without any terms box, closes and follows the redirect', async () => {
    const loggedIn = makeUser({ nickName: 'Mira' });
    const { user, calls, store } = setup('/account', {
      '/aigc/api/auth/login/email': () => envelope({ user: loggedIn, requiredBinding: false }),
    });
    expect(within(dialog()).queryByRole('checkbox')).toBeNull();
    await user.type(within(dialog()).getByLabelText('E-mail'), 'mira@example.com');
    await user.type(within(dialog()).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(store.getState().ui.loginDialog.open).toBe(false));
    expect(store.getState().session.isLogin).toBe(true);
    // The redirect is a navigation after the dialog closed: wait for it.
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/account'));
    const body = calls.find((c) => c.path === '/aigc/api/auth/login/email')?.body as Record<string, string>;
    expect(body.email).toBe('mira@example.com');
    expect(body.password).not.toBe('secret12');
    expect(body).not.toHaveProperty('termsVersion');
  });

  it('shows the terms box when the server asks for it, keeps what was typed, and accepts the terms with the next sign-in', async () => {
    const loggedIn = makeUser({ nickName: 'Mira' });
    let asked = 0;
    const { user, calls, store } = setup('/account', {
      '/aigc/api/auth/login/email': ({ body }) =>
        (body as { termsVersion?: string }).termsVersion === TERMS_VERSION
          ? envelope({ user: loggedIn, requiredBinding: false })
          : (asked++, envelope(null, TERMS_REQUIRED_CODE, 'Please agree to the terms of service and privacy policy')),
    });
    await user.type(within(dialog()).getByLabelText('E-mail'), 'mira@example.com');
    await user.type(within(dialog()).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));

    const box = await within(dialog()).findByRole('checkbox', { name: /I agree to the terms of service/ });
    expect(asked).toBe(1);
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).not.toBeChecked();
    // Said once, under the box (not a second time as a server error), and nothing was lost.
    expect(within(dialog()).getAllByText('Please agree to the terms of service and privacy policy')).toHaveLength(1);
    expect(box).toHaveAccessibleDescription('Please agree to the terms of service and privacy policy');
    expect(within(dialog()).getByLabelText('E-mail')).toHaveValue('mira@example.com');
    expect(within(dialog()).getByLabelText('Password')).toHaveValue('secret12');
    expect(store.getState().ui.toast).toBeNull();

    // Unticked, nothing is sent again.
    const sent = calls.length;
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    expect(calls).toHaveLength(sent);

    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(within(dialog()).queryByText('Please agree to the terms of service and privacy policy')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(store.getState().ui.loginDialog.open).toBe(false));
    expect(store.getState().session.isLogin).toBe(true);
    const last = calls.filter((c) => c.path === '/aigc/api/auth/login/email').at(-1)?.body as Record<string, string>;
    expect(last.termsVersion).toBe(TERMS_VERSION);
    expect(asked).toBe(1);
  });

  it('requires the terms box to sign up, and sends the version ticked', async () => {
    const { user, calls } = setup(null, {
      '/aigc/api/auth/register/email/code': () => envelope(null),
      '/aigc/api/auth/register/email': () => envelope({ user: makeUser({ nickName: 'Mira' }), requiredBinding: false }),
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Create an account' }));
    await user.type(within(dialog()).getByLabelText('E-mail'), 'mira@example.com');
    await user.click(within(dialog()).getByRole('button', { name: /send code/i }));
    await user.type(within(dialog()).getByLabelText('Verification code'), '123456');
    await user.type(within(dialog()).getByLabelText('Nickname'), 'Mira');
    await user.type(within(dialog()).getByLabelText('Password'), 'secret12');
    await user.type(within(dialog()).getByLabelText('Confirm password'), 'secret12');
    await user.click(within(dialog()).getByRole('button', { name: 'Create account' }));
    expect(within(dialog()).getByText('Please agree to the terms of service and privacy policy')).toBeInTheDocument();
    expect(within(dialog()).getByRole('checkbox', { name: /I agree/ })).toHaveFocus();
    expect(calls.some((c) => c.path === '/aigc/api/auth/register/email')).toBe(false);
    await user.click(within(dialog()).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/aigc/api/auth/register/email')).toBe(true));
    const body = calls.find((c) => c.path === '/aigc/api/auth/register/email')?.body as Record<string, string>;
    expect(body.termsVersion).toBe(TERMS_VERSION);
  });

  it('runs the AfterSignIn callback once the sign-in is complete: after the session renewal and the redirect navigation', async () => {
    const seen: string[] = [];
    const { user, calls } = setup(
      '/account',
      { '/aigc/api/auth/login/email': () => envelope({ user: makeUser({ nickName: 'Mira' }), requiredBinding: false }) },
      () => seen.push(`after ${calls.filter((c) => c.path === '/aigc/api/auth/renewalToken').length} renewal`),
    );
    await user.type(within(dialog()).getByLabelText('E-mail'), 'mira@example.com');
    await user.type(within(dialog()).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(seen).toEqual(['after 1 renewal']));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/account'));
    expect(seen).toHaveLength(1);
  });

  it("shows the server's message when sign-in fails and stays open", async () => {
    const { user, store } = setup(null, {
      '/aigc/api/auth/login/email': () => envelope(null, 400, 'Incorrect e-mail or password'),
    });
    await user.type(within(dialog()).getByLabelText('E-mail'), 'mira@example.com');
    await user.type(within(dialog()).getByLabelText('Password'), 'wrongpass1');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog()).findByText('Incorrect e-mail or password')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('checkbox')).toBeNull();
    expect(store.getState().ui.loginDialog.open).toBe(true);
    expect(store.getState().session.isLogin).toBe(false);
  });
});
