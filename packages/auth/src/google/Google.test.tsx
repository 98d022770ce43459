import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  envelope,
  makePublicKey,
  makeUser,
  renderWithProviders,
  stubFetch,
} from '@aigc/store/testing';
import { initialUiState } from '@aigc/store';
import { TERMS_VERSION } from '@aigc/domain';
import { LoginDialog } from '../components/LoginDialog';
import { LoginPage } from '../components/LoginPage';
import { leavePage } from './leavePage';

vi.mock('./leavePage', () => ({ leavePage: vi.fn() }));

let publicKey: Awaited<ReturnType<typeof makePublicKey>>;
beforeAll(async () => {
  publicKey = await makePublicKey();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leavePage).mockClear();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

describe("'Continue with Google' (docs/product.md §1 'Editions')", () => {
  it('signs in without a terms box; signing up needs the box ticked and carries the terms through Google', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter initialEntries={['/feeds']}>
        <LoginDialog />
      </MemoryRouter>,
      {
        preloadedState: {
          ui: {
            ...initialUiState,
            loginDialog: { open: true, redirect: '/account', closable: true },
          },
        },
      },
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(leavePage).toHaveBeenCalledWith('/aigc/api/auth/login/third/google?redirect=%2Faccount');
    vi.mocked(leavePage).mockClear();

    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(
      within(dialog).getByText('Please agree to the terms of service and privacy policy'),
    ).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(leavePage).toHaveBeenCalledWith(
      `/aigc/api/auth/login/third/google?redirect=%2Faccount&termsVersion=${TERMS_VERSION}`,
    );
  });

  it('is on the /login page too, coming back to its redirect', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter initialEntries={['/login?redirect=/my-history']}>
        <LoginPage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(leavePage).toHaveBeenCalledWith(
      '/aigc/api/auth/login/third/google?redirect=%2Fmy-history',
    );
  });
});

function renderReturn(url: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/login"
          element={
            <>
              <Where />
              <LoginPage />
            </>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("the way back from Google on /login (docs/auth.md 'Google')", () => {
  it('thirdLink: names the e-mail, asks for the password, links and signs in, then goes to the redirect', async () => {
    const calls = stubFetch({
      '/aigc/api/auth/public-key': () => envelope(publicKey),
      '/aigc/api/auth/login/third/link': ({ method, body }) =>
        method === 'GET'
          ? envelope({ provider: 'google', email: 'g***@gmail.com' })
          : (body as { password: string }).password
            ? envelope({ requiredBinding: false, user: makeUser({ nickName: 'Gia' }) })
            : envelope(null, 400, 'bad'),
      '/aigc/api/user/account': () => envelope(5),
      '/aigc/api/auth/renewalToken': () => envelope({ expiresAt: '2030-01-01T00:00:00.000Z' }),
    });
    const user = userEvent.setup();
    const { store } = renderReturn('/login?thirdLink=lt-1&redirect=%2Faccount');
    const dialog = await screen.findByRole('dialog', { name: 'Link your Google account' });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login\?redirect=%2Faccount$/);
    expect(await within(dialog).findByText(/g\*\*\*@gmail\.com/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Link and sign in' }));
    expect(within(dialog).getByText('Please enter a password')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/account$/));
    expect(store.getState().session.user?.nickName).toBe('Gia');
    const info = calls.find(
      (c) => c.path === '/aigc/api/auth/login/third/link' && c.method === 'GET',
    );
    expect(info?.url.searchParams.get('validateAuthToken')).toBe('lt-1');
    const body = calls.find(
      (c) => c.path === '/aigc/api/auth/login/third/link' && c.method === 'POST',
    )?.body as Record<string, string>;
    expect(body.validateAuthToken).toBe('lt-1');
    expect(body.kid).toBe('k1');
    expect(body.password).not.toBe('secret12');
  });

  it('thirdError: cancelled is ignored, failed and unavailable say so; the parameter leaves the address', async () => {
    stubFetch({});
    const cancelled = renderReturn('/login?thirdError=cancelled&redirect=%2Ffeeds');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/login\?redirect=%2Ffeeds$/),
    );
    expect(cancelled.store.getState().ui.toast).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    cancelled.unmount();

    const failed = renderReturn('/login?thirdError=failed');
    await waitFor(() =>
      expect(failed.store.getState().ui.toast?.message).toBe(
        'Google sign-in failed, please try again',
      ),
    );
    failed.unmount();
    const off = renderReturn('/login?thirdError=unavailable');
    await waitFor(() =>
      expect(off.store.getState().ui.toast?.message).toBe('Google sign-in is not available'),
    );
  });

  it('thirdError=terms: asks for the terms, then goes through Google again carrying them, back to the redirect', async () => {
    stubFetch({});
    const user = userEvent.setup();
    const { store } = renderReturn('/login?thirdError=terms&redirect=%2Fmake-real');
    const dialog = await screen.findByRole('dialog', { name: 'Accept the terms to continue' });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/login\?redirect=%2Fmake-real$/),
    );
    expect(store.getState().ui.toast).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(leavePage).not.toHaveBeenCalled();
    const box = within(dialog).getByRole('checkbox', { name: /I agree/ });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('Please agree to the terms of service and privacy policy');
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(leavePage).toHaveBeenCalledWith(
      `/aigc/api/auth/login/third/google?redirect=%2Fmake-real&termsVersion=${TERMS_VERSION}`,
    );
  });
});
