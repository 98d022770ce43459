import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import type { Message } from '@aigc/api-client';
import { selectIsLogin, userLoggedIn, useAppDispatch, useAppSelector } from '@aigc/store';
import { Button } from '@aigc/ui';
import { MESSAGES_BY_TYPE } from '../stories/fixtures';
import { NoticeCentre } from './NoticeCentre';

const normal = ['like', 'want', 'follow', 'followBack', 'comment', 'reply', 'mentionInComment', 'mentionInPost', 'ranking'];
const system = ['custom', 'thresholdPassed', 'onSale', 'cannotProduce', 'wantsRefunded', 'made', 'wantedPostDeleted', 'prizeFree', 'prizeContact', 'prizeCannotProduce', 'system'];
const trade = ['orderShipped', 'orderRefunded', 'orderInProduction', 'orderConfirmed'];
const pick = (keys: string[]) => keys.map((k) => MESSAGES_BY_TYPE[k]).filter((m): m is Message => Boolean(m));

/** Answers the notice centre's calls from the fixtures (no server in Storybook); `empty` answers nothing. */
function fakeServer(empty: boolean) {
  const lists: Record<string, Message[]> = {
    '/aigc/api/message/list': empty ? [] : pick(normal),
    '/aigc/api/message/official/list': empty ? [] : pick(system),
    '/aigc/api/message/trade/list': empty ? [] : pick(trade),
  };
  const unread = (keys: string[]) => (empty ? 0 : pick(keys).filter((m) => m.readFlag === 0).length);
  const answers: Record<string, unknown> = {
    ...Object.fromEntries(Object.entries(lists).map(([path, dataList]) => [path, { dataList, hasMore: false, page: 1, total: dataList.length }])),
    '/aigc/api/message/unRead/count': unread([...normal, ...system, ...trade]),
    '/aigc/api/message/unRead/count/detail': { systemCount: unread(system), normalCount: unread(normal), tradeCount: unread(trade) },
  };
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.href);
    const data = url.pathname in answers ? answers[url.pathname] : null;
    return new Response(JSON.stringify({ code: 200, msg: 'success', data }), { headers: { 'Content-Type': 'application/json' } });
  };
  return () => {
    window.fetch = original;
  };
}

/** Signs a story user in (the panel is for signed-in users) and opens the panel. */
function Demo() {
  const dispatch = useAppDispatch();
  const isLogin = useAppSelector(selectIsLogin);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    dispatch(
      userLoggedIn({
        id: 'u1',
        userId: 'u1',
        nickName: 'Ada',
        avatar: null,
        email: 'ada@example.com',
        accountLevel: '',
        creatorTier: 'none',
        balance: 5,
        showPostLocalUpload: false,
        needOnBoarding: false,
        eduIdentity: null,
        phone: null,
        openId: null,
        hasPassword: true,
      }),
    );
  }, [dispatch]);
  if (!isLogin) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Messages</Button>
      <NoticeCentre open={open} onOpenChange={setOpen} />
    </>
  );
}

/**
 * The notice centre (docs/product.md §2): tabs notice, message and official with their
 * unread counts, read all, the order messages as a second level. The locale
 * follows the toolbar.
 */
const meta = {
  title: 'Notices/Notice centre',
  component: NoticeCentre,
  args: { open: true, onOpenChange: () => undefined },
  render: () => <Demo />,
} satisfies Meta<typeof NoticeCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessages: Story = { beforeEach: () => fakeServer(false) };
export const Empty: Story = { beforeEach: () => fakeServer(true) };
