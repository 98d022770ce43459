import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Message } from '@aigc/api-client';
import { DEFAULT_EDITION, editionRules, type Edition } from '@aigc/domain';
import { useGetUnreadCountQuery } from '@aigc/store';
import {
  useGetMessagesInfiniteQuery,
  useGetUnreadDetailQuery,
  useMarkAllMessagesReadMutation,
} from '@aigc/store/messages';
import { Button, Drawer, EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from '@aigc/ui';
import { useOpenMessage } from '../hooks/useOpenMessage';
import { localDay, messageHref, normalTab } from '../util/messageFields';
import { MessageList } from './MessageList';
import { UnreadBadge } from './UnreadBadge';
import '../styles/notices.css';

/** Props of {@link NoticeCentre}: those of the shell's notice panel (`NoticePanelProps`). */
export interface NoticeCentreProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The edition (its official sender name, docs/product.md §6); default the international one. */
  edition?: Edition;
}

/** A tab of the main level (docs/product.md §2 'Notice centre': notice, message, official). */
export type NoticeTab = 'notice' | 'message' | 'official';

const isUnread = (m: Message) => m.readFlag === 0;

/** The flat messages of an infinite list query and its paging state. */
function useMessageList(group: 'normal' | 'system' | 'trade', skip = false) {
  const query = useGetMessagesInfiniteQuery(group, { skip });
  const messages = useMemo(() => query.data?.pages.flatMap((p) => p.dataList) ?? [], [query.data]);
  return {
    messages,
    loading: query.isLoading,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

interface LevelProps {
  officialSender: string;
  today: string;
  onOpen: (message: Message) => void;
}

/** The official tab: the system list, loaded when the tab is first shown. */
function OfficialList(props: LevelProps) {
  const { t } = useLingui();
  const list = useMessageList('system');
  return (
    <MessageList
      label={t`Official messages`}
      messages={list.messages}
      loading={list.loading}
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      onLoadMore={list.loadMore}
      empty={
        <EmptyState
          title={t`No official messages yet`}
          description={t`News about your wanted designs, prizes and production will show up here.`}
        />
      }
      {...props}
    />
  );
}

/** The second level: the order messages (types 14–17), with a way back. */
function OrdersLevel({ onBack, ...props }: LevelProps & { onBack: () => void }) {
  const { t } = useLingui();
  const list = useMessageList('trade');
  return (
    <div className="nt-level">
      <button type="button" className="nt-back" onClick={onBack}>
        <span aria-hidden="true">‹</span> <Trans>Back to messages</Trans>
      </button>
      <MessageList
        label={t`Order messages`}
        messages={list.messages}
        loading={list.loading}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        empty={
          <EmptyState title={t`No order messages yet`} description={t`Updates about your shop orders will show up here.`} />
        }
        {...props}
      />
    </div>
  );
}

/**
 * The main level: the tabs notice, message and official with their unread
 * counts, 'Read all', and in the notice tab the entry to the order messages.
 */
function MainLevel({ onOrders, ...props }: LevelProps & { onOrders: () => void }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<NoticeTab>('notice');
  const normal = useMessageList('normal');
  const { data: detail } = useGetUnreadDetailQuery();
  const { data: unreadTotal = 0 } = useGetUnreadCountQuery();
  const [markAll, { isLoading: markingAll }] = useMarkAllMessagesReadMutation();

  const notices = useMemo(() => normal.messages.filter((m) => normalTab(m.type) === 'notice'), [normal.messages]);
  const chats = useMemo(() => normal.messages.filter((m) => normalTab(m.type) === 'message'), [normal.messages]);
  const tradeUnread = detail?.tradeCount ?? 0;
  const counts: Record<NoticeTab, number> = {
    notice: notices.filter(isUnread).length + tradeUnread,
    message: chats.filter(isUnread).length,
    official: detail?.systemCount ?? 0,
  };
  const anyUnread = unreadTotal > 0 || counts.notice + counts.message + counts.official > 0;
  const paging = {
    loading: normal.loading,
    hasMore: normal.hasMore,
    loadingMore: normal.loadingMore,
    onLoadMore: normal.loadMore,
  };

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as NoticeTab)} className="nt-tabs">
      <div className="nt-toolbar">
        <TabsList aria-label={t`Message kinds`}>
          <TabsTrigger value="notice">
            <Trans>Notices</Trans>
            {' '}
            <UnreadBadge count={counts.notice} />
          </TabsTrigger>
          <TabsTrigger value="message">
            <Trans>Messages</Trans>
            {' '}
            <UnreadBadge count={counts.message} />
          </TabsTrigger>
          <TabsTrigger value="official">
            <Trans>Official</Trans>
            {' '}
            <UnreadBadge count={counts.official} />
          </TabsTrigger>
        </TabsList>
        <Button variant="ghost" size="sm" disabled={!anyUnread} loading={markingAll} onClick={() => void markAll()}>
          <Trans>Read all</Trans>
        </Button>
      </div>
      <TabsContent value="notice" className="nt-tab">
        <MessageList
          label={t`Notices`}
          messages={notices}
          {...paging}
          header={
            <button type="button" className="nt-orders-entry" onClick={onOrders}>
              <span className="nt-orders-entry__label">
                <Trans>Order messages</Trans>
              </span>
              {' '}
              <UnreadBadge count={tradeUnread} />
              <span className="nt-orders-entry__chevron" aria-hidden="true">
                ›
              </span>
            </button>
          }
          empty={
            <EmptyState
              title={t`No notices yet`}
              description={t`Likes, wants, new followers and rankings will show up here.`}
            />
          }
          {...props}
        />
      </TabsContent>
      <TabsContent value="message" className="nt-tab">
        <MessageList
          label={t`Messages`}
          messages={chats}
          {...paging}
          empty={<EmptyState title={t`No messages yet`} description={t`Comments, replies and mentions will show up here.`} />}
          {...props}
        />
      </TabsContent>
      <TabsContent value="official" className="nt-tab">
        <OfficialList {...props} />
      </TabsContent>
    </Tabs>
  );
}

/**
 * The notice centre (docs/product.md §2 'Notice centre'), a side panel opened by
 * 'Mine → Messages'. Three levels: the main level with the tabs *Notices*
 * (likes, wants, follows with 'Follow back', rankings — and the entry to the
 * order messages), *Messages* (comments, replies, mentions) and *Official*
 * (official and system messages), each with its unread count, and 'Read all'
 * (`markAllMessagesRead`); the second level of order messages. Every list is
 * virtualised with skeletons and an empty state; each message is rendered by
 * type (`MessageItem`). Opening a message marks it read and, when it leads
 * somewhere (docs/product.md §4), follows its link and closes the panel. The
 * lists load only while the panel is open; the panel is a lazy chunk (the
 * package's main door).
 */
export function NoticeCentre({ open, onOpenChange, edition = DEFAULT_EDITION }: NoticeCentreProps) {
  const { t } = useLingui();
  const [level, setLevel] = useState<'main' | 'orders'>('main');
  useEffect(() => {
    if (!open) setLevel('main');
  }, [open]);
  const closeIfLeaving = useCallback(
    (message: Message) => {
      if (messageHref(message) !== null) onOpenChange(false);
    },
    [onOpenChange],
  );
  const onOpen = useOpenMessage(closeIfLeaving);
  const props: LevelProps = { officialSender: editionRules(edition).officialSender, today: localDay(), onOpen };

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={level === 'orders' ? t`Order messages` : t`Messages`}
      className="nt-drawer"
    >
      {level === 'orders' ? (
        <OrdersLevel onBack={() => setLevel('main')} {...props} />
      ) : (
        <MainLevel onOrders={() => setLevel('orders')} {...props} />
      )}
    </Drawer>
  );
}
