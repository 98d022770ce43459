import { FEED_CARD_SIZES, FEED_PAGE_SIZE, FIRST_SCREEN_DATA_ID, imagePreloadTag, POST_IMAGE_SIZES } from '@aigc/domain';
import type { DbOrTx } from '../../db/client';
import { visibleCard } from '../../shared';
import type { FeedCache } from './feedCache';
import { feedPageEntry } from './feedPages';

const POST_PAGE_RE = /^\/content\/([A-Za-z0-9_-]{1,64})\/?$/;
/** The home feed's paths (`/`, `/feeds`). */
const HOME_PAGE_RE = /^\/(?:feeds\/?)?$/;
const CHALLENGE_PAGE_RE = /^\/challenge\/([A-Za-z0-9_-]{1,64})\/?$/;
const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
/** A challenge page's tabs that are not its posts (`?tab=`): their first screen is not the feed. */
const CHALLENGE_OTHER_TABS = new Set(['designers', 'real', 'campaign']);

/** The page an HTML request is for. */
export interface FirstScreenPage {
  /** The URL's path (`/`, `/content/abc`). */
  path: string;
  /** The URL's query. */
  search: URLSearchParams;
  /** True when the request carries a session cookie (valid or not): the page then gets no visitor data. */
  signedIn: boolean;
}

/**
 * `json` as the text of a `<script type="application/json">` element: every
 * `<`, `>` and `&` (and the JavaScript line separators) written as `\u`
 * escapes, which JSON reads back as the same characters, so no text inside
 * (`</script>`, `<!--`) can end the element or open another.
 */
export function jsonScriptText(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The feed a main edition's page opens on, as the page's component asks the
 * store for it (`useGetFeedInfiniteQuery(arg)`, page 1 of
 * `FEED_PAGE_SIZE`): the home feed (`/`, `/feeds`; `?sort=new`,
 * `?topic=<id>`) or a challenge's posts (`/challenge/:id`, its default
 * tab; `?sort=new`). Null for other pages.
 */
export function firstFeedOf(path: string, search: URLSearchParams): { sort: 'hot' | 'new'; topicId?: string } | null {
  const sort = search.get('sort') === 'new' ? 'new' : 'hot';
  if (HOME_PAGE_RE.test(path)) {
    const topic = search.get('topic');
    if (topic && !ID_RE.test(topic)) return null;
    return topic ? { sort, topicId: topic } : { sort };
  }
  const challenge = CHALLENGE_PAGE_RE.exec(path)?.[1];
  if (challenge && !CHALLENGE_OTHER_TABS.has(search.get('tab') ?? '')) return { sort, topicId: challenge };
  return null;
}

/**
 * What the server adds to the `<head>` of a main edition's page
 * (docs/architecture.md "Responsive images", "First screen"), or null:
 *
 * - a post page (`/content/:contentId` of a visible post): the preload of its
 *   poster with the AVIF `imagesrcset` and the `sizes` the page draws it
 *   with (`POST_IMAGE_SIZES`);
 * - a feed page (see {@link firstFeedOf}): the preload of the first card's
 *   poster with `FEED_CARD_SIZES` (the cards' own `sizes`), and, for a
 *   visitor (no session cookie), the feed's first page as the
 *   `FIRST_SCREEN_DATA_ID` data element: the very answer
 *   `GET /aigc/api/topic/content/list` gives a visitor for that query, read
 *   from the same `feedCache` entry (so a write that invalidates the cache
 *   shows in the next page too). Signed-in users' pages get the preload
 *   only: their cards carry their own liked / wanted flags, which the
 *   client's first call fetches.
 *
 * Rejects when the database does (the caller then sends the plain page).
 */
export async function firstScreenHead(
  deps: { db: DbOrTx; feedCache: FeedCache },
  page: FirstScreenPage,
): Promise<string | null> {
  const id = POST_PAGE_RE.exec(page.path)?.[1];
  if (id) {
    const found = await visibleCard(deps.db, id, null);
    if (!found) return null;
    const poster = found.card.posterImage;
    return imagePreloadTag(poster.url, poster.width, POST_IMAGE_SIZES);
  }
  const arg = firstFeedOf(page.path, page.search);
  if (!arg) return null;
  const entry = await feedPageEntry(deps.db, deps.feedCache, {
    sort: arg.sort,
    page: 1,
    pageSize: FEED_PAGE_SIZE,
    topicId: arg.topicId,
    after: null,
  });
  const first = entry.page.cards[0]?.posterImage;
  const preload = first ? imagePreloadTag(first.url, first.width, FEED_CARD_SIZES) : null;
  const data = page.signedIn
    ? null
    : `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${jsonScriptText(
        `{"queries":[{"endpoint":"getFeed","arg":${JSON.stringify(arg)},"answer":${entry.visitorJson}}]}`,
      )}</script>`;
  return [preload, data].filter(Boolean).join('') || null;
}
