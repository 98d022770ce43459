import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccountTab } from './useAccountTab';

const at = (path: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

function render(path: string, isSelf: boolean) {
  return renderHook(() => ({ ...useAccountTab(isSelf), search: useLocation().search }), { wrapper: at(path) });
}

describe('useAccountTab', () => {
  it('reads the tab from ?tab=, falling back to posts for an unknown one', () => {
    expect(render('/account?tab=likes', false).result.current.tab).toBe('likes');
    expect(render('/account?tab=nope', false).result.current.tab).toBe('posts');
    expect(render('/account', false).result.current.tab).toBe('posts');
  });

  it('gives history to the owner only', () => {
    const visitor = render('/account/u2?tab=history', false).result.current;
    expect(visitor.tab).toBe('posts');
    expect(visitor.tabs).not.toContain('history');
    const owner = render('/account?tab=history', true).result.current;
    expect(owner.tab).toBe('history');
    expect(owner.tabs).toEqual(['posts', 'product', 'history', 'likes', 'wants', 'following', 'followers']);
  });

  it('switching keeps the other query parameters', () => {
    const { result } = render('/account?tab=posts&filter=3d', true);
    act(() => result.current.setTab('followers'));
    expect(result.current.tab).toBe('followers');
    expect(new URLSearchParams(result.current.search).get('filter')).toBe('3d');
  });
});
