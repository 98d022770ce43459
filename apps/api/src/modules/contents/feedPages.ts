import type { Locale } from '@aigc/domain';
import type { DbOrTx } from '../../db/client';
import { ok } from '../../lib/envelope';
import type { FeedCursor, FeedPage, PostCardDto } from '../../shared';
import type { FeedCache, FeedCacheEntry } from './feedCache';
import { listCards } from './queries';

/** One feed page as `GET /api/topic/content/list` is asked for it. */
export interface FeedPageQuery {
  sort: 'hot' | 'new';
  /** From 1; only echoed back when `cursor` is given. */
  page: number;
  /** Cards per page. */
  pageSize: number;
  /** One challenge's posts; absent or '' for every post. */
  topicId?: string;
  /** The `nextCursor` text of the previous page, as sent (part of the cache key)… */
  cursor?: string;
  /** …and decoded (null without a cursor). */
  after: FeedCursor | null;
  /** The language of the cards' challenge titles (`localeOf` the request; part of the cache key). */
  locale: Locale;
}

/** The success envelope of a feed page (`FeedPageSchema`) as JSON text, with `dataList` as given (e.g. with a viewer's flags). */
export function feedJson(p: FeedPage, page: number, dataList: PostCardDto[]): string {
  return JSON.stringify(ok({ dataList, hasMore: p.hasMore, page, total: p.total, nextCursor: p.nextCursor }));
}

/**
 * The feed page of `q` from `cache` (docs/benchmarks.md 'Community feed'):
 * the viewer-independent page and its visitor answer (the envelope as JSON
 * text), loaded with `listCards` on a miss. The feed route and the home
 * page's first-screen HTML (./preload.ts) both read pages through it, so one
 * query gives both the same entry. Rejects when the database does.
 */
export function feedPageEntry(db: DbOrTx, cache: FeedCache, q: FeedPageQuery): Promise<FeedCacheEntry> {
  const key = `${q.locale}\u0000${q.sort}\u0000${q.topicId ?? ''}\u0000${q.pageSize}\u0000${q.page}\u0000${q.cursor ?? ''}`;
  return cache.get(
    key,
    () => listCards(db, { sort: q.sort, page: q.page, pageSize: q.pageSize, after: q.after, topicId: q.topicId || undefined, locale: q.locale }),
    (p) => feedJson(p, q.page, p.cards),
  );
}
