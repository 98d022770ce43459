import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { envelope, makePublicKey, makeUser, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { LoginPage } from './LoginPage';

let publicKey: Awaited<ReturnType<typeof makePublicKey>>;
beforeAll(async () => {
  publicKey = await makePublicKey();
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [url] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

describe('LoginPage (/login?redirect=)', () => {
  it('signs in and replaces the login page with the redirect', async () => {
    stubFetch({
      '/aigc/api/auth/public-key': () => envelope(publicKey),
      '/aigc/api/auth/login/email': () => envelope({ user: makeUser(), requiredBinding: false }),
      '/aigc/api/user/account': () => envelope(5),
      '/aigc/api/auth/renewalToken': () => envelope({ expiresAt: '2030-01-01T00:00:00.000Z' }),
    });
    const user = userEvent.setup();
    const { router } = renderAt('/login?redirect=%2Faccount%3Ftab%3Dposts');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'mira@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.search).toBe('?tab=posts');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in user on at once, and never off-site', async () => {
    stubFetch({});
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '*', element: <p>landed</p> },
      ],
      { initialEntries: ['/login?redirect=https%3A%2F%2Fevil.example'] },
    );
    renderWithProviders(<RouterProvider router={router} />, {
      preloadedState: { session: { isLogin: true, user: makeUser(), needOnBoarding: false } },
    });
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
