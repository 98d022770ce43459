import { describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { loginUrl, requireLogin } from './guard';

const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as unknown as LoaderFunctionArgs;

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('the guard let the navigation through');
}

describe('requireLogin (docs/product.md §2 navigation guard)', () => {
  it('lets a logged-in user through', async () => {
    const openLoginDialog = vi.fn();
    const guard = requireLogin({ isLoggedIn: async () => true, previousPath: () => '/', openLoginDialog });
    await expect(guard(args('http://x/account'))).resolves.toBeNull();
    expect(openLoginDialog).not.toHaveBeenCalled();
  });

  it('opens the login dialog and stays on the previous route when there is one', async () => {
    const openLoginDialog = vi.fn();
    const guard = requireLogin({ isLoggedIn: async () => false, previousPath: () => '/feeds?sort=new', openLoginDialog });
    const response = await thrown(guard(args('http://x/account/u2?tab=wants')));
    expect(openLoginDialog).toHaveBeenCalledWith('/account/u2?tab=wants');
    expect(response.headers.get('Location')).toBe('/feeds?sort=new');
    // a replace: going back to where the user was adds no history entry
    expect(response.headers.get('X-Remix-Replace')).toBe('true');
  });

  it('sends a direct load to /login with the target as redirect', async () => {
    const openLoginDialog = vi.fn();
    const guard = requireLogin({ isLoggedIn: async () => false, previousPath: () => null, openLoginDialog });
    const response = await thrown(guard(args('http://x/account?tab=wants')));
    expect(response.headers.get('Location')).toBe('/login?redirect=%2Faccount%3Ftab%3Dwants');
    expect(openLoginDialog).not.toHaveBeenCalled();
  });

  it('treats a failed token fetch as logged out (docs/product.md §4)', async () => {
    const guard = requireLogin({
      isLoggedIn: () => Promise.reject(new Error('offline')),
      previousPath: () => null,
      openLoginDialog: vi.fn(),
    });
    const response = await thrown(guard(args('http://x/account')));
    expect(response.headers.get('Location')).toBe(loginUrl('/account'));
  });
});
