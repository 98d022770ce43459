import { PRODUCT_STATUSES, productTab, type Locale, type ProductStatus } from '@aigc/domain';
import { and, count, desc, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentModels, contents, likes, products, wants } from '../../db/schema';
import { baseSelect, hydrateCards } from '../../shared';
import type { PostCardDto } from '../../shared';

/**
 * Post tabs of the account page (docs/product.md §2 'Account/profile'): `posts` the
 * user published, `product` their posts made into products (make-real
 * `products` rows, split by {@link ProductTab}), `likes` posts they liked, `wants` posts they sent a
 * want-ticket to. (The history tab lists generation records, served by
 * `GET /api/generate/user/list`; following/followers by `/api/follow/*`.)
 */
export const USER_POST_TABS = ['posts', 'product', 'likes', 'wants'] as const;
/** One of {@link USER_POST_TABS}. */
export type UserPostTab = (typeof USER_POST_TABS)[number];

/** Sub-filter of the post tabs: every post, image posts, or 3D posts (a `content_models` row). */
export const POST_KINDS = ['all', 'image', 'model'] as const;
/** One of {@link POST_KINDS}. */
export type PostKind = (typeof POST_KINDS)[number];

/**
 * The user-products page's tabs (docs/product.md §2): `in_production` = wanted,
 * modelling, production, delivering; `on_sale`; `all` = both (a failed
 * evaluation is never shown). Domain `productTab`.
 */
export const PRODUCT_TABS = ['all', 'in_production', 'on_sale'] as const;
/** One of {@link PRODUCT_TABS}. */
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** Product statuses of each {@link ProductTab}. */
const STATUSES_OF: Record<ProductTab, ProductStatus[]> = {
  all: PRODUCT_STATUSES.filter((s) => productTab(s) !== null),
  in_production: PRODUCT_STATUSES.filter((s) => productTab(s) === 'in_production'),
  on_sale: PRODUCT_STATUSES.filter((s) => productTab(s) === 'on_sale'),
};

/** Options of {@link listUserPosts}. */
export interface UserPostsOptions {
  userId: string;
  tab: UserPostTab;
  kind: PostKind;
  /** Only for the `product` tab. */
  productTab?: ProductTab;
  page: number;
  pageSize: number;
  viewerId: string | null;
  /** The language of the cards' challenge titles (default en-US). */
  locale?: Locale;
}

/** SQL condition: the post has (`model`) or has no (`image`) 3D model file. */
function kindCondition(kind: PostKind): SQL | undefined {
  if (kind === 'all') return undefined;
  const hasModel = sql`exists (select 1 from ${contentModels} where ${contentModels.contentId} = ${contents.id})`;
  return kind === 'model' ? hasModel : not(hasModel);
}

/**
 * One page of a user's tab (non-deleted posts only) and the total:
 * `posts` newest published first; `likes` / `wants` most recently
 * liked / wanted first. Ties by post id. Cards carry `modelUrl` (3D posts'
 * model file) for downloads.
 */
export async function listUserPosts(db: DbOrTx, o: UserPostsOptions): Promise<{ cards: (PostCardDto & { modelUrl: string | null; productStatus: ProductStatus | null })[]; total: number }> {
  const conds: (SQL | undefined)[] = [isNull(contents.deletedAt), kindCondition(o.kind)];
  const offset = (o.page - 1) * o.pageSize;
  let rowsP;
  let totalP;
  if (o.tab === 'posts' || o.tab === 'product') {
    conds.push(eq(contents.authorId, o.userId));
    if (o.tab === 'product') {
      const statuses = STATUSES_OF[o.productTab ?? 'all'];
      conds.push(
        sql`exists (select 1 from ${products} where ${products.contentId} = ${contents.id} and ${inArray(products.status, statuses)})`,
      );
    }
    const where = and(...conds);
    rowsP = baseSelect(db, o.locale).where(where).orderBy(desc(contents.createdAt), contents.id).limit(o.pageSize).offset(offset);
    totalP = db.select({ n: count() }).from(contents).where(where);
  } else {
    const link = o.tab === 'likes' ? likes : wants;
    conds.push(eq(link.userId, o.userId));
    const where = and(...conds);
    rowsP = baseSelect(db, o.locale)
      .innerJoin(link, eq(link.contentId, contents.id))
      .where(where)
      .orderBy(desc(link.createdAt), contents.id)
      .limit(o.pageSize)
      .offset(offset);
    totalP = db.select({ n: count() }).from(contents).innerJoin(link, eq(link.contentId, contents.id)).where(where);
  }
  const [rows, totals] = await Promise.all([rowsP, totalP]);
  const cards = await hydrateCards(db, rows, o.viewerId);
  const models = cards.length
    ? await db
        .select({ contentId: contentModels.contentId, url: contentModels.url })
        .from(contentModels)
        .where(sql`${contentModels.contentId} in ${cards.map((c) => c.contentId)}`)
    : [];
  const statuses = cards.length
    ? await db
        .select({ contentId: products.contentId, status: products.status })
        .from(products)
        .where(inArray(products.contentId, cards.map((c) => c.contentId)))
    : [];
  const modelOf = new Map(models.map((m) => [m.contentId, m.url]));
  const statusOf = new Map(statuses.map((p) => [p.contentId, p.status as ProductStatus]));
  return {
    cards: cards.map((c) => ({
      ...c,
      modelUrl: modelOf.get(c.contentId) ?? null,
      productStatus: statusOf.get(c.contentId) ?? null,
    })),
    total: totals[0]?.n ?? 0,
  };
}
