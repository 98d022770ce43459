import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** Cache tag types. Lists use `{ type, id: 'LIST' }` beside one tag per id (docs/style.md). */
export const TAG_TYPES = [
  'Session',
  'User',
  'Profile',
  'Tickets',
  'TicketLog',
  'Topic',
  'Feed',
  'Content',
  'Comment',
  'UserContent',
  'Model',
  'Generation',
  'Job',
  'Settings',
  'Series',
  'Follow',
  'Creator',
  'Product',
  'Shipping',
  'IdTag',
  'DailyRewards',
  // The notice centre (./endpoints/messages): lists and one message; the unread count and its detail.
  'Message',
  'UnreadCount',
  // The shop (./endpoints/shop): orders, one per id plus LIST.
  'Order',
  // The education edition (./endpoints/edu): the school account, classes and rosters.
  'Edu',
] as const;

/** One cache tag type. */
export type TagType = (typeof TAG_TYPES)[number];

/** Tags whose data is the same for everyone (challenges, comments, models, settings). */
const PUBLIC_TAGS: readonly TagType[] = ['Topic', 'Comment', 'Model', 'Settings'];

/** Tags whose data holds official text the server answers in the request's language (docs/api-contract.md 'Language of official text'): invalidated when the locale changes. */
export const LANGUAGE_DEPENDENT_TAGS: readonly TagType[] = ['Topic', 'Model'];

/** Tags whose data depends on who is logged in (every other tag): invalidated on login and logout. */
export const SESSION_DEPENDENT_TAGS: readonly TagType[] = TAG_TYPES.filter((tag) => !PUBLIC_TAGS.includes(tag));

/**
 * The one RTK Query api of every client (docs/style.md 'One RTK Query api').
 * Each `./endpoints/*` file injects its domain into this object (never into
 * another file's result); ./appApi gives it the type with every endpoint.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
