/**
 * @aigc/community — the community screens (spec §2): the feeds page, post
 * detail, a creator's account page and the want dialog. This file is the
 * package's only public door.
 */
export { FeedsPage } from './FeedsPage';
export type { FeedSort } from './FeedsPage';
export { ContentDetailPage } from './ContentDetailPage';
export { AccountPage } from './AccountPage';
export { WantDialog, wantDialogState } from './components/WantDialog';
export type { WantDialogProps, WantDialogState, WantablePost } from './components/WantDialog';
export { MasonryFeed } from './components/MasonryFeed';
export type { MasonryFeedProps } from './components/MasonryFeed';
