/**
 * `@aigc/notices/badge` — the light door of the notice centre, for an app's
 * entry chunk: the unread badge ('99+' above 99, docs/product.md §9) and its
 * connected form for the header's 'Mine → Messages' entry. The panel and the
 * `/information/:msgId` page are behind the main door, `@aigc/notices`, to be
 * loaded lazily.
 */
export { MessagesUnreadBadge, UnreadBadge } from './components/UnreadBadge';
export type { UnreadBadgeProps } from './components/UnreadBadge';
