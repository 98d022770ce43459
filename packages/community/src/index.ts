/**
 * @aigc/community — the community screens (docs/product.md §2): the feeds page, post
 * detail, a creator's account page and the want dialog. The route table enters each
 * page through its own door, `@aigc/community/pages/<name>` (src/pages/), so a route's
 * chunk holds only its page (docs/architecture.md 'Page speed on phones').
 */
export { FeedsPage } from './FeedsPage';
export type { FeedSort } from './FeedsPage';
export { ContentDetailPage } from './ContentDetailPage';
export { AccountPage, ACCOUNT_TABS } from './AccountPage';
export type { AccountTab } from './AccountPage';
export { CreatorsPage, CreatorCard } from './people/CreatorsPage';
export { CreatorDetailPage } from './people/CreatorDetailPage';
export { EarningsPage } from './people/EarningsPage';
export { MyHistoryPage } from './people/MyHistoryPage';
export { FollowButton } from './people/FollowButton';
export type { FollowButtonProps } from './people/FollowButton';
export { PersonList, PersonRow, profilePath } from './people/PersonList';
export { WantDialog, wantDialogState } from './components/WantDialog';
export type { WantDialogProps, WantDialogState, WantablePost } from './components/WantDialog';
export { MasonryFeed } from './components/MasonryFeed';
export type { MasonryFeedProps } from './components/MasonryFeed';
export { ChallengePage } from './challenge/ChallengePage';
export type { ChallengeTab } from './challenge/ChallengePage';
export { AllActivitiesPage, ActivityCard } from './challenge/AllActivitiesPage';
export { ChallengeSharePage } from './challenge/ChallengeSharePage';
export { ChallengeShortcutRedirect, shortcutLabel, RESERVED_HOST_LABELS } from './challenge/ChallengeShortcut';
export { ChallengeLabels, ChallengeStatusBadge, ChallengeTime } from './challenge/ChallengeLabels';
export { SeriesDetailPage, seriesPath } from './series/SeriesDetailPage';
export { AboutPage } from './info/AboutPage';
export { ToolTutorialPage } from './info/ToolTutorialPage';
export { CoursePage } from './info/CoursePage';
export { CreateUpgradePage } from './info/CreateUpgradePage';
export { SeriesEditorDialog } from './series/SeriesEditorDialog';
export type { SeriesEditorDialogProps } from './series/SeriesEditorDialog';
export { UserSeriesList } from './series/UserSeriesList';
export type { UserSeriesListProps } from './series/UserSeriesList';
// The campaign landing page (docs/product.md §2 'Campaigns').
export { CampaignPage } from './campaign/CampaignPage';
