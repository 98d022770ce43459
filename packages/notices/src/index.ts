/**
 * @aigc/notices — the notice centre on the client (docs/product.md §2 'Notice
 * centre', §3 'Message', §4 click routing and readFlag, §8 notices by type):
 * the panel with its tabs and levels, the rendering of every message type,
 * and the `/information/:msgId` page. Load this door lazily (the panel and the
 * page are their own chunk); the unread badge for the entry chunk is
 * `@aigc/notices/badge`. All data comes from `@aigc/store` (the messages endpoints).
 */
export { NoticeCentre } from './components/NoticeCentre';
export type { NoticeCentreProps, NoticeTab } from './components/NoticeCentre';
export { MessageItem, DELIVERY_PATH } from './components/MessageItem';
export type { MessageItemProps } from './components/MessageItem';
export { MessageBody, MessageSender, formatCents } from './components/MessageText';
export { MessageList, MessageSkeleton } from './components/MessageList';
export type { MessageListProps } from './components/MessageList';
export { FollowBackButton } from './components/FollowBackButton';
export { InformationPage } from './pages/InformationPage';
export type { InformationPageProps } from './pages/InformationPage';
export { useOpenMessage } from './hooks/useOpenMessage';
export { messageHref, messageInfo, messagePayload, normalTab, shortMessageTime } from './util/messageFields';
export { MessagesUnreadBadge, UnreadBadge } from './components/UnreadBadge';
export type { UnreadBadgeProps } from './components/UnreadBadge';
