import { describe, expect, it, vi } from 'vitest';
import { isServerDrawn, loadLandedPage } from './start';
import type { AppRoute } from './routes/table';

function table() {
  const page = (name: string) => vi.fn(() => Promise.resolve(() => name));
  const feeds = page('feeds');
  const challenge = page('challenge');
  const notFound = page('404');
  const routes: AppRoute[] = [
    { path: '/', page: feeds },
    { path: '/challenge/:challengeId', page: challenge },
    { path: '/generator', redirectTo: '/generator/image' },
    { path: '*', page: notFound },
  ];
  return { routes, feeds, challenge, notFound };
}

describe('loadLandedPage', () => {
  it("starts the landed route's page loader, and no other", () => {
    const t = table();
    loadLandedPage(t.routes, '/challenge/moon');
    expect(t.challenge).toHaveBeenCalledTimes(1);
    expect(t.feeds).not.toHaveBeenCalled();
    expect(t.notFound).not.toHaveBeenCalled();
  });

  it('loads the catch-all page for an unknown path and nothing for a redirect row', () => {
    const t = table();
    loadLandedPage(t.routes, '/no/such/page');
    expect(t.notFound).toHaveBeenCalledTimes(1);
    const u = table();
    loadLandedPage(u.routes, '/generator');
    expect([u.feeds, u.challenge, u.notFound].every((f) => f.mock.calls.length === 0)).toBe(true);
  });

  it('ignores a failed load (the router loads again and shows its error)', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk failed')));
    expect(() => loadLandedPage([{ path: '/', page: failing }], '/')).not.toThrow();
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});

describe('isServerDrawn', () => {
  const root = (html: string, drawn: boolean) => {
    const el = document.createElement('div');
    if (drawn) el.dataset.drawn = 'server';
    el.innerHTML = html;
    return el;
  };
  it('is true for a root the server drew into (marked and not empty), and false otherwise', () => {
    expect(isServerDrawn(root('<main>Hot designs</main>', true))).toBe(true);
    expect(isServerDrawn(root('', true))).toBe(false);
    expect(isServerDrawn(root('<main>left by another script</main>', false))).toBe(false);
  });
});
