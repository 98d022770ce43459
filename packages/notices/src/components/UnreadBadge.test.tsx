import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { envelope, makeUser, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { MessagesUnreadBadge, UnreadBadge } from './UnreadBadge';

afterEach(() => vi.unstubAllGlobals());

describe('UnreadBadge (docs/product.md §9 "99+")', () => {
  it.each([
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('shows %i as %s, and says it to screen readers', (count, text) => {
    const { container } = renderWithProviders(<UnreadBadge count={count} />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent(new RegExp(`^${text.replace('+', '\\+')}$`));
    expect(screen.getByText(`${text} unread`)).toBeInTheDocument();
  });

  it('shows nothing for 0 or less', () => {
    for (const count of [0, -3]) {
      const { container, unmount } = renderWithProviders(<UnreadBadge count={count} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('as a dot keeps only the spoken count', () => {
    const { container } = renderWithProviders(<UnreadBadge count={120} variant="dot" />);
    expect(container.querySelector('.nt-badge--dot')).not.toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByText('99+ unread')).toBeInTheDocument();
  });
});

describe('MessagesUnreadBadge', () => {
  it('shows the signed-in user’s unread count from the server', async () => {
    stubFetch({ '/aigc/api/message/unRead/count': () => envelope(130) });
    renderWithProviders(<MessagesUnreadBadge />, {
      preloadedState: { session: { isLogin: true, user: makeUser(), needOnBoarding: false } },
    });
    expect(await screen.findByText('99+ unread')).toBeInTheDocument();
  });

  it('never asks the server for a visitor', () => {
    const calls = stubFetch({ '/aigc/api/message/unRead/count': () => envelope(3) });
    const { container } = renderWithProviders(<MessagesUnreadBadge />);
    expect(container).toBeEmptyDOMElement();
    expect(calls).toHaveLength(0);
  });
});
