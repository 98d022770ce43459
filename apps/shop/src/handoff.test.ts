import { describe, expect, it, vi } from 'vitest';
import { NO_HANDOFF_META } from '@aigc/domain';
import { HANDOFF_RETRY_MS, handBackToMainSite, handBackUrl, handOffFromMainSite } from './handoff';

function fakes() {
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
  const location = { pathname: '/order/list', search: '?page=2', hash: '', replace: vi.fn() };
  return { storage, location };
}

describe('the handoff from the main site (docs/auth.md "Sessions across hosts")', () => {
  it('asks the server once, coming back to this page', () => {
    const { storage, location } = fakes();
    expect(handOffFromMainSite(location, storage, 1_000_000)).toBe(true);
    expect(location.replace).toHaveBeenCalledWith(`/aigc/api/auth/handoff/start?to=${encodeURIComponent('/order/list?page=2')}`);
  });

  it('starts at once when the page needs no handoff (signed in here, or one cookie for both hosts)', () => {
    const { storage, location } = fakes();
    const page = new DOMParser().parseFromString(`<head><meta name="${NO_HANDOFF_META}" content="1"></head>`, 'text/html');
    expect(handOffFromMainSite(location, storage, 1_000_000, page)).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
    // The next page without the mark still hands off: nothing was recorded.
    expect(handOffFromMainSite(location, storage, 1_000_500, new DOMParser().parseFromString('<head></head>', 'text/html'))).toBe(true);
  });

  it('never loops: the page it comes back to starts the app', () => {
    const { storage, location } = fakes();
    handOffFromMainSite(location, storage, 1_000_000);
    expect(handOffFromMainSite(location, storage, 1_000_500)).toBe(false);
    expect(handOffFromMainSite(location, storage, 1_000_000 + HANDOFF_RETRY_MS)).toBe(true);
  });
});

describe('handing the shop\'s own sign-in to the main site (docs/auth.md "Sessions across hosts")', () => {
  it("goes to its main site's start with back=1, coming back to this page", () => {
    const location = { protocol: 'http:', host: 'shop.cn.localhost:3000', pathname: '/order/list', search: '?page=2', hash: '', assign: vi.fn() };
    handBackToMainSite(location);
    const url = new URL(location.assign.mock.calls[0]![0] as string);
    expect(url.origin).toBe('http://cn.localhost:3000');
    expect(url.pathname).toBe('/aigc/api/auth/handoff/start');
    expect(Object.fromEntries(url.searchParams)).toEqual({ to: '/order/list?page=2', back: '1' });
    expect(new URL(handBackUrl({ ...location, host: 'shop.localhost:3000' })).origin).toBe('http://localhost:3000');
  });
});
