import { WANT_THRESHOLD, type Locale } from '@aigc/domain';
import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentImages, contentMentions, contents, follows, images, users, wants } from '../../db/schema';
import { feedPage, toAuthor, toImageAsset, visibleCard, type FeedCursor, type FeedPage, type FeedSort } from '../../shared';
import { findPostModel } from './models';
import type { PostDetailDto } from './schemas';

/** Options of {@link listCards}. */
export interface ListCardsOptions {
  sort: FeedSort;
  page: number;
  pageSize: number;
  /** Continue after this keyset position instead of skipping pages (see `feedPage`). */
  after?: FeedCursor | null;
  /** Only posts in this challenge. */
  topicId?: string | undefined;
  /** Only posts by this user. */
  authorId?: string | undefined;
  /** The language of the cards' challenge titles (default en-US). */
  locale?: Locale | undefined;
}

/** One viewer-independent page of non-deleted post cards (`feedPage` of src/shared: hot = stored `hot_score`). */
export async function listCards(db: DbOrTx, o: ListCardsOptions): Promise<FeedPage> {
  const conds: SQL[] = [isNull(contents.deletedAt)];
  if (o.topicId) conds.push(eq(contents.topicId, o.topicId));
  if (o.authorId) conds.push(eq(contents.authorId, o.authorId));
  return feedPage(db, { sort: o.sort, page: o.page, pageSize: o.pageSize, after: o.after, where: and(...conds), locale: o.locale });
}

/** Number of recent wanters shown on a post's page. */
export const RECENT_WANTERS = 8;

/**
 * The detail of a non-deleted post, or null. The prompt is null when the
 * post hides it and the viewer is not the author.
 */
export async function findDetail(db: DbOrTx, contentId: string, viewerId: string | null): Promise<PostDetailDto | null> {
  const found = await visibleCard(db, contentId, viewerId);
  if (!found) return null;
  const { card, row } = found;
  const isAuthor = viewerId !== null && viewerId === row.c.authorId;
  const [imgs, wanters, following, mentioned, model] = await Promise.all([
    db
      .select({ img: images })
      .from(contentImages)
      .innerJoin(images, eq(images.id, contentImages.imageId))
      .where(eq(contentImages.contentId, contentId))
      .orderBy(asc(contentImages.position)),
    db
      .select({ userId: users.id, nickName: users.nickname, avatar: users.avatar, creatorTier: users.creatorTier, accountLevel: users.accountLevel })
      .from(wants)
      .innerJoin(users, eq(users.id, wants.userId))
      .where(eq(wants.contentId, contentId))
      .orderBy(desc(wants.createdAt), asc(wants.userId))
      .limit(RECENT_WANTERS),
    viewerId !== null && !isAuthor
      ? db
          .select({ id: follows.followedId })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), eq(follows.followedId, row.c.authorId)))
          .limit(1)
      : Promise.resolve([]),
    db
      .select({
        userId: contentMentions.userId,
        nickName: users.nickname,
        startIndex: contentMentions.startIndex,
        endIndex: contentMentions.endIndex,
      })
      .from(contentMentions)
      .innerJoin(users, eq(users.id, contentMentions.userId))
      .where(eq(contentMentions.contentId, contentId))
      .orderBy(asc(contentMentions.startIndex)),
    card.isModel ? findPostModel(db, contentId) : Promise.resolve(null),
  ]);
  return {
    ...card,
    description: row.c.description,
    mentions: mentioned,
    images: imgs.map((i) => toImageAsset(i.img)),
    prompt: row.c.hiddenPrompt && !isAuthor ? null : row.c.prompt,
    hiddenPrompt: row.c.hiddenPrompt ? 1 : 0,
    showCustomizeBuyButton: row.c.showCustomizeBuyButton ? 1 : 0,
    wantThreshold: WANT_THRESHOLD,
    isAuthor,
    authorFollowed: following.length > 0,
    recentWanters: wanters.map(toAuthor),
    model: model
      ? {
          glbUrl: model.url,
          stlUrl: model.stlUrl,
          sizeBytes: model.sizeBytes,
          downloadUrl: `/aigc/api/download/model?contentId=${encodeURIComponent(contentId)}`,
        }
      : null,
  };
}
