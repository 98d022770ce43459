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
import { LoginDialog } from '../components/LoginDialog';
import { LoginPage } from '../components/LoginPage';
import { leavePage } from './leavePage';
import { ThirdLoginReturn } from './ThirdLoginReturn';

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
  it('needs the terms ticked, then leaves for the start route with the redirect', async () => {
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
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(
      within(dialog).getByText('Please agree to the terms of service and privacy policy'),
    ).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(leavePage).toHaveBeenCalledWith('/aigc/api/auth/google/start?redirect=%2Faccount');
  });

  it('is on the /login page too, coming back to its redirect', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter initialEntries={['/login?redirect=/my-history']}>
        <LoginPage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(leavePage).toHaveBeenCalledWith('/aigc/api/auth/google/start?redirect=%2Fmy-history');
  });
});

function renderReturn(url: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Where />
              <ThirdLoginReturn />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the way back from Google', () => {
  it('link required: asks for the password, links and signs in; the parameter leaves the address', async () => {
    const calls = stubFetch({
      '/aigc/api/auth/public-key': () => envelope(publicKey),
      '/aigc/api/auth/login/third/link': ({ body }) =>
        (body as { password: string }).password
          ? envelope({ requiredBinding: false, user: makeUser({ nickName: 'Gia' }) })
          : envelope(null, 400, 'bad'),
      '/aigc/api/user/account': () => envelope(5),
      '/aigc/api/auth/renewalToken': () => envelope({ expiresAt: '2030-01-01T00:00:00.000Z' }),
    });
    const user = userEvent.setup();
    const { store } = renderReturn('/account?tab=likes&thirdLogin=link_required');
    const dialog = await screen.findByRole('dialog', { name: 'Link your Google account' });
    expect(screen.getByTestId('where')).toHaveTextContent('/account?tab=likes');
    await user.click(within(dialog).getByRole('button', { name: 'Link and sign in' }));
    expect(within(dialog).getByText('Please enter a password')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().session.user?.nickName).toBe('Gia');
    const body = calls.find((c) => c.path === '/aigc/api/auth/login/third/link')?.body as Record<
      string,
      string
    >;
    expect(body.kid).toBe('k1');
    expect(body.password).not.toBe('secret12');
  });

  it('ok: loads the session and says so', async () => {
    stubFetch({
      '/aigc/api/user/info': () => envelope(makeUser({ nickName: 'Gia' })),
      '/aigc/api/user/account': () => envelope(5),
    });
    const { store } = renderReturn('/?thirdLogin=ok');
    await waitFor(() => expect(store.getState().ui.toast?.message).toBe('Signed in with Google'));
    expect(store.getState().session.isLogin).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('cancelled is ignored; an error shows the server message', async () => {
    stubFetch({});
    const cancelled = renderReturn('/feeds?thirdLogin=cancelled');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/feeds$/));
    expect(cancelled.store.getState().ui.toast).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    cancelled.unmount();

    const failed = renderReturn('/feeds?thirdLogin=error&thirdLoginMsg=Google%20said%20no');
    await waitFor(() => expect(failed.store.getState().ui.toast?.message).toBe('Google said no'));
  });
});
