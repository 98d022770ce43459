import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  envelope,
  makePublicKey,
  makeUser,
  renderWithProviders,
  stubFetch,
} from '@aigc/store/testing';
import type { FetchCall, FetchRoute } from '@aigc/store/testing';
import { initialUiState } from '@aigc/store';
import { TERMS_REQUIRED_CODE, TERMS_VERSION } from '@aigc/domain';
import { ChinaLoginDialog } from './ChinaLoginDialog';

let publicKey: Awaited<ReturnType<typeof makePublicKey>>;
beforeAll(async () => {
  publicKey = await makePublicKey();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const mei = makeUser({ userId: 'u9', nickName: 'Mei', email: '' });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
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

function setup(
  routes: Record<string, FetchRoute> = {},
  redirect: string | null = null,
  fakeTimers = false,
) {
  const calls = stubFetch({
    '/aigc/api/auth/public-key': () => envelope(publicKey),
    '/aigc/api/user/account': () => envelope(5),
    '/aigc/api/auth/renewalToken': () => envelope({ expiresAt: '2030-01-01T00:00:00.000Z' }),
    ...routes,
  });
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {},
  );
  const view = renderWithProviders(<ChinaLoginDialog />, {
    wrapper: inRouter,
    preloadedState: {
      ui: { ...initialUiState, loginDialog: { open: true, redirect, closable: true } },
    },
  });
  return { calls, user, ...view };
}

const dialog = () => screen.getByRole('dialog');
const inDialog = () => within(dialog());
const sent = (calls: FetchCall[], path: string) =>
  calls.filter((c) => c.path === `/aigc/api/auth/${path}`);

describe('China login: the terms (docs/auth.md "Terms")', () => {
  it('shows no terms box until the server asks for one (a new number), then logs in with the number and code kept', async () => {
    const { user, calls, store } = setup({
      '/aigc/api/auth/login/mobile': ({ body }) =>
        (body as { termsVersion?: string }).termsVersion === TERMS_VERSION
          ? envelope({ requiredBinding: false, user: mei })
          : envelope(null, TERMS_REQUIRED_CODE, 'Please agree to the terms of service and privacy policy'),
    });
    expect(inDialog().queryByRole('checkbox')).toBeNull();
    expect(inDialog().queryByText(/Logging in means you agree/)).toBeNull();
    await user.type(inDialog().getByLabelText('Mobile number'), '13800138000');
    await user.type(inDialog().getByLabelText('Verification code'), '123456');
    await user.click(inDialog().getByRole('button', { name: 'Log in' }));
    const box = await inDialog().findByRole('checkbox', { name: /I agree to the terms of service/ });
    await waitFor(() => expect(box).toHaveFocus());
    expect(inDialog().getAllByText('Please agree to the terms of service and privacy policy')).toHaveLength(1);
    expect(inDialog().getByLabelText('Mobile number')).toHaveValue('13800138000');
    expect(inDialog().getByLabelText('Verification code')).toHaveValue('123456');
    expect(store.getState().ui.toast).toBeNull();
    await user.click(box);
    await user.click(inDialog().getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.getState().session.isLogin).toBe(true));
    const bodies = sent(calls, 'login/mobile').map((c) => c.body as Record<string, string>);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).not.toHaveProperty('termsVersion');
    expect(bodies[1]).toMatchObject({ mobile: '13800138000', code: '123456', termsVersion: TERMS_VERSION });
  });
});

describe('China login: phone tab (docs/product.md §4, §5)', () => {
  it('checks the mobile number and the 6-digit code before sending anything', async () => {
    const { user, calls } = setup();
    expect(
      inDialog().getByRole('tab', { name: 'Phone login', selected: true }),
    ).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Log in' }));
    expect(inDialog().getByText('Please enter your mobile number')).toBeInTheDocument();
    expect(inDialog().getByText('Please enter the verification code')).toBeInTheDocument();

    await user.type(inDialog().getByLabelText('Mobile number'), '12345678901');
    await user.type(inDialog().getByLabelText('Verification code'), '123');
    await user.click(inDialog().getByRole('button', { name: 'Log in' }));
    expect(inDialog().getByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(inDialog().getByText('The verification code must be 6 digits')).toBeInTheDocument();

    await user.click(inDialog().getByRole('button', { name: 'Send code' }));
    expect(calls).toHaveLength(0);
  });

  it('sends the SMS code, counts down 60 s, and logs in', async () => {
    // Real time still moves (Testing Library's waits), and the test jumps it by 30 s.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, calls, store } = setup(
      {
        '/aigc/api/auth/login/mobile/code': () => envelope(null),
        '/aigc/api/auth/login/mobile': () => envelope({ requiredBinding: false, user: mei }),
      },
      '/account',
      true,
    );
    await user.type(inDialog().getByLabelText('Mobile number'), '13800138000');
    await user.click(inDialog().getByRole('button', { name: 'Send code' }));
    expect(await inDialog().findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(sent(calls, 'login/mobile/code')[0]?.body).toEqual({ mobile: '13800138000' });
    expect(
      inDialog().getByText('We sent a 6-digit code by SMS. It is valid for 10 minutes.'),
    ).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(inDialog().getByRole('button', { name: 'Resend in 30s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(inDialog().getByRole('button', { name: 'Resend code' })).toBeEnabled();

    await user.type(inDialog().getByLabelText('Verification code'), '123456');
    await user.click(inDialog().getByRole('button', { name: 'Log in' }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(store.getState().ui.loginDialog.open).toBe(false);
    expect(store.getState().session.user?.userId).toBe('u9');
    expect(sent(calls, 'login/mobile')[0]?.body).toEqual({ mobile: '13800138000', code: '123456' });
    expect(screen.getByTestId('where')).toHaveTextContent('/account');
  });
});

describe('China login: account tab', () => {
  it('logs in with the password encrypted', async () => {
    const { user, calls, store } = setup({
      '/aigc/api/auth/login/account': () => envelope({ requiredBinding: false, user: mei }),
    });
    await user.click(inDialog().getByRole('tab', { name: 'Account login' }));
    await user.click(inDialog().getByRole('button', { name: 'Log in' }));
    expect(
      inDialog().getByText('Please enter your mobile number or e-mail address'),
    ).toBeInTheDocument();
    expect(inDialog().getByText('Please enter a password')).toBeInTheDocument();

    await user.type(inDialog().getByLabelText('Mobile number or e-mail'), 'mei@example.com');
    await user.type(inDialog().getByLabelText('Password'), 'abc#123');
    await user.click(inDialog().getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.getState().ui.loginDialog.open).toBe(false));
    const body = sent(calls, 'login/account')[0]?.body as Record<string, string>;
    expect(body).toMatchObject({ account: 'mei@example.com', kid: 'k1' });
    expect(body.password).not.toBe('abc#123');
    expect(store.getState().session.isLogin).toBe(true);
  });

  it("shows the server's message when the login is refused", async () => {
    const { user, store } = setup({
      '/aigc/api/auth/login/account': () => envelope(null, 400, 'Incorrect account or password'),
    });
    await user.click(inDialog().getByRole('tab', { name: 'Account login' }));
    await user.type(inDialog().getByLabelText('Mobile number or e-mail'), 'mei');
    await user.type(inDialog().getByLabelText('Password'), 'wrong#1');
    await user.click(inDialog().getByRole('button', { name: 'Log in' }));
    expect(await inDialog().findByRole('alert')).toHaveTextContent('Incorrect account or password');
    expect(store.getState().ui.loginDialog.open).toBe(true);
  });
});

describe('China login: forgotten password in steps (docs/product.md §4)', () => {
  it('account → masked phone → code → new password (China rule) → success → back to login', async () => {
    const { user, calls } = setup({
      '/aigc/api/auth/forgot/password/validate': () =>
        envelope({
          validateType: 'mobile',
          validateAuthToken: 'ft-1',
          validateTypeAccount: '138****8000',
        }),
      '/aigc/api/auth/forgot/password/code': () => envelope(null),
      '/aigc/api/auth/forgot/password/submit': () => envelope(null),
    });
    await user.click(inDialog().getByRole('tab', { name: 'Account login' }));
    await user.type(inDialog().getByLabelText('Mobile number or e-mail'), '13800138000');
    await user.click(inDialog().getByRole('button', { name: 'Forgot password?' }));
    expect(inDialog().getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(inDialog().getByLabelText('Mobile number or e-mail')).toHaveValue('13800138000');
    await user.click(inDialog().getByRole('button', { name: 'Next' }));

    expect(await inDialog().findByText('138****8000')).toBeInTheDocument();
    expect(inDialog().getByText(/We will send a verification code by SMS to/)).toBeInTheDocument();
    expect(sent(calls, 'forgot/password/validate')[0]?.url.searchParams.get('account')).toBe(
      '13800138000',
    );
    await user.click(inDialog().getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sent(calls, 'forgot/password/code')).toHaveLength(1));
    expect(sent(calls, 'forgot/password/code')[0]?.body).toEqual({
      validateType: 'mobile',
      validateAuthToken: 'ft-1',
    });
    await user.type(inDialog().getByLabelText('Verification code'), '654321');
    await user.click(inDialog().getByRole('button', { name: 'Next' }));

    await user.type(inDialog().getByLabelText('New password'), 'onlyletters');
    await user.type(inDialog().getByLabelText('Confirm new password'), 'onlyletters');
    await user.click(inDialog().getByRole('button', { name: 'Save new password' }));
    expect(
      inDialog().getByText(
        'The password must contain at least two of letters, digits and special characters',
      ),
    ).toBeInTheDocument();
    expect(sent(calls, 'forgot/password/submit')).toHaveLength(0);

    await user.clear(inDialog().getByLabelText('New password'));
    await user.type(inDialog().getByLabelText('New password'), 'new#pass');
    await user.clear(inDialog().getByLabelText('Confirm new password'));
    await user.type(inDialog().getByLabelText('Confirm new password'), 'new#pass');
    await user.click(inDialog().getByRole('button', { name: 'Save new password' }));
    expect(
      await inDialog().findByText('Your password has been reset. Log in with your new password.'),
    ).toBeInTheDocument();
    const submit = sent(calls, 'forgot/password/submit')[0]?.body as Record<string, string>;
    expect(submit).toMatchObject({
      validateType: 'mobile',
      validateAuthToken: 'ft-1',
      code: '654321',
      kid: 'k1',
    });
    expect(submit.password).not.toBe('new#pass');

    await user.click(inDialog().getByRole('button', { name: 'Back to login' }));
    expect(
      inDialog().getByRole('tab', { name: 'Account login', selected: true }),
    ).toBeInTheDocument();
    expect(inDialog().getByRole('status')).toHaveTextContent('Your password has been reset');
    expect(inDialog().getByLabelText('Mobile number or e-mail')).toHaveValue('13800138000');
  });
});

describe('China login: bind phone (docs/product.md §4)', () => {
  it('closes the login dialog for a WeChat login that needs a phone, binds it, and signs in', async () => {
    const { user, calls, store } = setup(
      {
        '/aigc/api/auth/login/pre/third': () =>
          envelope({ url: 'https://open.weixin.qq.com/connect/qrconnect?state=s-1', state: 's-1' }),
        '/aigc/api/auth/login/query/third': () =>
          envelope({
            status: 'requiredBinding',
            user: null,
            requiredBinding: true,
            validateAuthToken: 'vt-7',
            linkEmail: null,
          }),
        '/aigc/api/auth/binding/mobile/code': () => envelope(null),
        '/aigc/api/auth/binding/mobile/submit': () =>
          envelope({ requiredBinding: false, user: mei }),
      },
      '/my-history',
    );
    await user.click(inDialog().getByRole('button', { name: 'WeChat' }));

    const bind = await screen.findByRole(
      'dialog',
      { name: 'Bind your phone number' },
      { timeout: 3000 },
    );
    expect(store.getState().ui.loginDialog.open).toBe(false);
    expect(store.getState().session.isLogin).toBe(false);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(within(bind).getByRole('button', { name: 'Bind and log in' }));
    expect(within(bind).getByText('Please enter your mobile number')).toBeInTheDocument();
    expect(within(bind).getByText('Please enter the verification code')).toBeInTheDocument();

    await user.type(within(bind).getByLabelText('Mobile number'), '13900139000');
    await user.click(within(bind).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sent(calls, 'binding/mobile/code')).toHaveLength(1));
    expect(sent(calls, 'binding/mobile/code')[0]?.body).toEqual({
      mobile: '13900139000',
      validateAuthToken: 'vt-7',
    });
    await user.type(within(bind).getByLabelText('Verification code'), '222222');
    await user.click(within(bind).getByRole('button', { name: 'Bind and log in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'binding/mobile/submit')[0]?.body).toEqual({
      mobile: '13900139000',
      validateAuthToken: 'vt-7',
      code: '222222',
    });
    expect(store.getState().session.user?.userId).toBe('u9');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/my-history'));
  });
});
