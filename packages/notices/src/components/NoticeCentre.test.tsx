import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Message, UnreadDetail } from '@aigc/api-client';
import { deferred, envelope, makeUser, message, page, renderWithProviders, stubFetch, type FetchRoute } from '@aigc/store/testing';
import { giveListsAViewport } from '../test/listViewport';
import { NoticeCentre } from './NoticeCentre';

beforeEach(() => giveListsAViewport());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signedIn = { session: { isLogin: true, user: makeUser(), needOnBoarding: false } };
const Bo = { userId: 'u2', nickName: 'Bo Chen', avatar: null, following: false };

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Location />
      <p>panel {open ? 'open' : 'closed'}</p>
      <NoticeCentre open={open} onOpenChange={setOpen} />
    </>
  );
}

const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/feeds']}>{children}</MemoryRouter>;

interface Server {
  normal?: Message[];
  system?: Message[];
  trade?: Message[];
  detail?: UnreadDetail;
  count?: number;
  extra?: Record<string, FetchRoute>;
}

function render(server: Server = {}) {
  const calls = stubFetch({
    '/aigc/api/message/list': () => envelope(page(server.normal ?? [])),
    '/aigc/api/message/official/list': () => envelope(page(server.system ?? [])),
    '/aigc/api/message/trade/list': () => envelope(page(server.trade ?? [])),
    '/aigc/api/message/unRead/count/detail': () =>
      envelope(server.detail ?? { systemCount: 0, normalCount: 0, tradeCount: 0 }),
    '/aigc/api/message/unRead/count': () => envelope(server.count ?? 0),
    '/aigc/api/message/read': () => envelope(null),
    ...server.extra,
  });
  const result = renderWithProviders(<Harness />, { wrapper: Router, preloadedState: signedIn });
  return { ...result, calls };
}

const panel = () => screen.findByRole('dialog', { name: 'Messages' });

describe('NoticeCentre', () => {
  it('splits the normal messages into Notices and Messages, with unread counts on the tabs', async () => {
    render({
      normal: [
        message('like', { type: 1, userInfo: Bo }),
        message('comment', { type: 12, userInfo: Bo, payloadJson: { content: 'Love the silver' } }),
        message('follow', { type: 10, userInfo: Bo, contentId: null, readFlag: 1 }),
      ],
      detail: { systemCount: 2, normalCount: 2, tradeCount: 1 },
      count: 5,
    });
    const dialog = await panel();
    const notices = await within(dialog).findByRole('list', { name: 'Notices' });
    expect(within(notices).getAllByRole('listitem')).toHaveLength(2);
    expect(notices).toHaveTextContent('liked your design');
    expect(notices).toHaveTextContent('started following you');
    // the notice tab counts its unread notices plus the unread orders
    expect(within(dialog).getByRole('tab', { name: /Notices/ })).toHaveTextContent('2');
    expect(within(dialog).getByRole('tab', { name: /^Messages/ })).toHaveTextContent('1');
    expect(within(dialog).getByRole('tab', { name: /Official/ })).toHaveTextContent('2');

    await userEvent.click(within(dialog).getByRole('tab', { name: /^Messages/ }));
    const chats = await within(dialog).findByRole('list', { name: 'Messages' });
    expect(chats).toHaveTextContent('Bo Chen');
    expect(chats).toHaveTextContent('commented on your design: Love the silver');
    expect(chats).toHaveTextContent('(unread)');
  });

  it('shows an empty state per tab, and loads the official list only when its tab opens', async () => {
    const { calls } = render();
    const dialog = await panel();
    expect(await within(dialog).findByText('No notices yet')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/aigc/api/message/official/list')).toBe(false);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Official' }));
    expect(await within(dialog).findByText('No official messages yet')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/aigc/api/message/official/list')).toBe(true);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Messages' }));
    expect(await within(dialog).findByText('No messages yet')).toBeInTheDocument();
    // nothing unread: read all has nothing to do
    expect(within(dialog).getByRole('button', { name: 'Read all' })).toBeDisabled();
  });

  it('shows skeleton rows while the first page loads', async () => {
    const reply = deferred<Response>();
    render({ extra: { '/aigc/api/message/list': () => reply.promise } });
    const dialog = await panel();
    expect(dialog.querySelector('.nt-skeleton')).not.toBeNull();
    expect(within(dialog).queryByRole('list')).toBeNull();
    reply.resolve(envelope(page([message('like', { type: 1 })])));
    expect(await within(dialog).findByRole('list', { name: 'Notices' })).toBeInTheDocument();
    expect(dialog.querySelector('.nt-skeleton')).toBeNull();
  });

  it('read all: every dot and count goes at once, then PUT /message/readAll', async () => {
    const reply = deferred<Response>();
    const { calls } = render({
      normal: [message('a', { type: 1 }), message('b', { type: 4 })],
      detail: { systemCount: 0, normalCount: 2, tradeCount: 0 },
      count: 2,
      extra: { '/aigc/api/message/readAll': () => reply.promise },
    });
    const dialog = await panel();
    const notices = await within(dialog).findByRole('list', { name: 'Notices' });
    expect(within(notices).getAllByText('(unread)')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Read all' }));
    expect(within(notices).queryAllByText('(unread)')).toHaveLength(0);
    expect(within(dialog).getByRole('tab', { name: 'Notices' })).not.toHaveTextContent(/\d/);
    reply.resolve(envelope(null));
    await waitFor(() => expect(calls.filter((c) => c.path === '/aigc/api/message/readAll')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/aigc/api/message/readAll')?.method).toBe('PUT');
  });

  it('opening a message marks it read, follows its link and closes the panel', async () => {
    const { calls } = render({
      normal: [message('c', { type: 12, userInfo: Bo, info: { commentId: 'k9' }, payloadJson: { content: 'Nice' } })],
      count: 1,
    });
    const dialog = await panel();
    await userEvent.click(within(dialog).getByRole('tab', { name: /^Messages/ }));
    const link = await within(dialog).findByRole('link', { name: /commented on your design/ });
    expect(link).toHaveAttribute('href', '/content/c1?commentId=k9');
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/content/c1?commentId=k9');
    expect(screen.getByText('panel closed')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.path === '/aigc/api/message/read')?.body).toEqual({ msgIdList: ['c'] }));
  });

  it('a follow leads nowhere: opening it only marks it read and the panel stays', async () => {
    const { calls } = render({ normal: [message('f', { type: 11, userInfo: { ...Bo, following: true }, contentId: null })] });
    const dialog = await panel();
    const row = await within(dialog).findByRole('button', { name: /followed you back/ });
    await userEvent.click(row);
    await waitFor(() => expect(calls.some((c) => c.path === '/aigc/api/message/read')).toBe(true));
    // (outside the open modal panel everything is hidden from the accessibility tree)
    expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent('/feeds');
    expect(screen.getByText('panel open')).toBeInTheDocument();
    // already read: opening it again asks nothing
    await userEvent.click(row);
    expect(calls.filter((c) => c.path === '/aigc/api/message/read')).toHaveLength(1);
  });

  it('follow back on a follow from someone not followed yet; the button goes once the server agrees', async () => {
    const { calls } = render({
      normal: [message('f', { type: 10, userInfo: Bo, contentId: null })],
      extra: {
        '/aigc/api/follow/add': () => envelope({ followedUserId: 'u2', isFollowing: true, followerCount: 1, followingCount: 1 }),
      },
    });
    const dialog = await panel();
    const button = await within(dialog).findByRole('button', { name: 'Follow Bo Chen back' });
    await userEvent.click(button);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Follow Bo Chen back' })).toBeNull());
    expect(calls.find((c) => c.path === '/aigc/api/follow/add')?.body).toEqual({ followedUserId: 'u2' });
    // following is not opening: the notice stays unread
    expect(calls.some((c) => c.path === '/aigc/api/message/read')).toBe(false);
  });

  it('no follow back when already following', async () => {
    render({ normal: [message('f', { type: 10, userInfo: { ...Bo, following: true }, contentId: null })] });
    const dialog = await panel();
    await within(dialog).findByText('started following you');
    expect(within(dialog).queryByRole('button', { name: /Follow .* back/ })).toBeNull();
  });

  it('opens the order messages as a second level and comes back', async () => {
    render({
      trade: [message('o', { type: 17, userInfo: null, entrance: 1, info: { orderId: 'o1', product_name: 'Fox pendant' } })],
      detail: { systemCount: 0, normalCount: 0, tradeCount: 1 },
      count: 1,
    });
    const dialog = await panel();
    await userEvent.click(within(dialog).getByRole('button', { name: /Order messages/ }));
    const orders = await screen.findByRole('dialog', { name: 'Order messages' });
    const link = await within(orders).findByRole('link', { name: /Fox pendant has shipped/ });
    expect(link).toHaveAttribute('href', '/order/detail/o1?tab=logistics');
    expect(link).toHaveTextContent('Order update');
    await userEvent.click(within(orders).getByRole('button', { name: /Back to messages/ }));
    expect(await panel()).toBeInTheDocument();
  });
});
