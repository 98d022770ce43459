import { describe, expect, it, vi } from 'vitest';
import { HANDOFF_RETRY_MS, handOffFromMainSite } from './handoff';

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

  it('never loops: the page it comes back to starts the app', () => {
    const { storage, location } = fakes();
    handOffFromMainSite(location, storage, 1_000_000);
    expect(handOffFromMainSite(location, storage, 1_000_500)).toBe(false);
    expect(handOffFromMainSite(location, storage, 1_000_000 + HANDOFF_RETRY_MS)).toBe(true);
  });
});
