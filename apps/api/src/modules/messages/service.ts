import {
  localDateTime,
  MESSAGE_GROUP_TYPES,
  messageGroup,
  resolveTimeZone,
  WANT_COST,
  type MESSAGE_TYPE,
  type MessageGroup,
} from '@aigc/domain';
import { and, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contentImages, follows, images, messages, users, wants } from '../../db/schema';
import { makePage, type Page } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { appendStreamEvents } from '../../lib/streamEvents';
import type { MessageDto, UnreadDetailDto } from './schemas';

/** What {@link writeMessage} records (docs/product.md §3 'Message'). */
export interface MessageInput {
  /** Who gets the message. */
  recipientId: string;
  /** Message type number (docs/product.md §9, `MESSAGE_TYPE` of @aigc/domain). */
  type: number;
  /** The user shown as `userInfo` (the liker, the follower, …); null for official messages. */
  actorId?: string | null | undefined;
  /** The post the message is about. */
  contentId?: string | null | undefined;
  /** The comment the message is about (comments, replies, mentions). */
  commentId?: string | null | undefined;
  /** Type-specific fields (docs/product.md §3 'info': topicTitle, orderId, mentionType, …). */
  info?: Record<string, unknown> | undefined;
  /** Official message body (content, landing_url, attachments, title, web_popup_image). */
  payload?: Record<string, unknown> | null | undefined;
  /** Poster image URL; by default the 512 px poster of `contentId`, if any. */
  posterImage?: string | null | undefined;
  /** When the event happened. */
  now: Date;
}

/**
 * Records one message for `recipientId` on `tx`: pass the SAME transaction as
 * the event that causes it, so the event and its message commit or roll back
 * together (docs/product.md §3). The recipient's live stream gets it as a
 * durable `message` event of the same transaction (docs/live-stream.md). Nobody is messaged about their own action:
 * when `actorId` equals `recipientId` nothing is written.
 * @returns the new message id, or null when nothing was written.
 */
export async function writeMessage(tx: DbOrTx, input: MessageInput): Promise<string | null> {
  const [id] = await writeMessages(tx, [input.recipientId], input);
  return id ?? null;
}

/** Recipients written per INSERT by {@link writeMessages}. */
const INSERT_BATCH = 1000;

/**
 * {@link writeMessage} for many recipients (duplicates and the actor
 * skipped), in batches of 1000 rows, on the event's transaction `tx`.
 * @returns the new message ids, in the order of the recipients written.
 */
export async function writeMessages(
  tx: DbOrTx,
  recipientIds: readonly string[],
  input: Omit<MessageInput, 'recipientId'>,
): Promise<string[]> {
  const recipients = [...new Set(recipientIds)].filter(
    (r) => !input.actorId || r !== input.actorId,
  );
  if (recipients.length === 0) return [];
  const contentId = input.contentId ?? null;
  let poster = input.posterImage ?? null;
  if (input.posterImage === undefined && contentId !== null) {
    const [row] = await tx
      .select({ url: images.url512 })
      .from(contentImages)
      .innerJoin(images, eq(images.id, contentImages.imageId))
      .where(and(eq(contentImages.contentId, contentId), eq(contentImages.position, 0)))
      .limit(1);
    poster = row?.url ?? null;
  }
  const rows = recipients.map((recipientId) => ({
    id: newId(),
    recipientId,
    type: input.type,
    actorId: input.actorId ?? null,
    contentId,
    commentId: input.commentId ?? null,
    info: input.info ?? {},
    payload: input.payload ?? null,
    posterImage: poster,
    createdAt: input.now,
  }));
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await tx.insert(messages).values(rows.slice(i, i + INSERT_BATCH));
  const idOf = new Map(rows.map((r) => [r.recipientId, r.id]));
  const info = input.info ?? {};
  await appendStreamEvents(
    tx,
    recipients,
    'message',
    (userId) => ({
      type: input.type,
      content: {
        msgId: idOf.get(userId),
        posterImage: poster,
        contentId,
        ...(info.conditionNum !== undefined ? { conditionNum: info.conditionNum } : {}),
        ...(info.productId !== undefined ? { productId: info.productId } : {}),
      },
    }),
    input.now,
  );
  return rows.map((r) => r.id);
}

/**
 * Messages every user who wanted `contentId` (in the caller's transaction
 * `tx`, docs/product.md §8): type 5 when the design passed its threshold (fill in
 * shipping information, `info.conditionNum`), type 9 when it was made, type 6
 * when its product went on sale (grab it, `info.productId`).
 * @returns how many messages were written.
 */
export async function writeWantersMessage(
  tx: DbOrTx,
  contentId: string,
  type:
    | typeof MESSAGE_TYPE.THRESHOLD_PASSED
    | typeof MESSAGE_TYPE.MADE
    | typeof MESSAGE_TYPE.GRAB_IT,
  info: Record<string, unknown>,
  now: Date,
): Promise<number> {
  const wanters = await tx
    .select({ userId: wants.userId })
    .from(wants)
    .where(eq(wants.contentId, contentId))
    .orderBy(wants.createdAt, wants.userId);
  return (
    await writeMessages(
      tx,
      wanters.map((w) => w.userId),
      { type, contentId, info, now },
    )
  ).length;
}

/**
 * Writes the refund notices of want-tickets (docs/product.md §8): one message per
 * refunded want, to its wanter, about its post, with `info.wantItTicketCount`.
 * `type` is {@link MESSAGE_TYPE.WANTS_REFUNDED} (the design cannot be made) or
 * {@link MESSAGE_TYPE.WANTED_POST_DELETED} (its author deleted it; `actorId`
 * the author, who gets no notice of their own want). Call on the refund's transaction
 * with what tickets `refundWants` returned.
 */
export async function writeWantRefundMessages(
  tx: DbOrTx,
  refunds: readonly { userId: string; contentIds: readonly string[] }[],
  type: typeof MESSAGE_TYPE.WANTS_REFUNDED | typeof MESSAGE_TYPE.WANTED_POST_DELETED,
  now: Date,
  actorId: string | null = null,
): Promise<void> {
  for (const r of refunds) {
    for (const contentId of r.contentIds) {
      await writeMessage(tx, {
        recipientId: r.userId,
        type,
        actorId,
        contentId,
        info: { wantItTicketCount: WANT_COST },
        now,
      });
    }
  }
}

/** An order notice (docs/product.md §3 'info', §8): the shop's orders call {@link writeOrderMessage}. */
export interface OrderMessageInput {
  recipientId: string;
  /** 14, 15, 16 (order detail; 16 = cannot be produced, amount refunded) or 17 (logistics). */
  type: 14 | 15 | 16 | typeof MESSAGE_TYPE.ORDER_LOGISTICS;
  orderId: string;
  productId: string;
  productName: string;
  /** Product image URL; also the message's poster. */
  productImage: string | null;
  /** Amount paid, in the minor unit of `currency` (cents, fen). */
  payAmount: number;
  /** ISO 4217 currency of `payAmount` (`USD` or `CNY`, docs/shop.md); absent = USD. */
  currency?: string | undefined;
  /** Why the order was refunded or returned (type 16). */
  returnReason?: string | undefined;
  /** Fraction of the full price paid (0.7 = 30 % off). */
  discount?: number | undefined;
  /** The post the product was made from, if any. */
  contentId?: string | null | undefined;
  now: Date;
}

/**
 * Records an order notice on the order's transaction `tx`, with the spec's
 * `info` fields (orderId, productId, product_name, product_image, payAmount,
 * returnReason, discount); it lands in the trade list (`entrance` 1) and a
 * click opens the order (docs/product.md §4). Returns the message id.
 */
export async function writeOrderMessage(tx: DbOrTx, input: OrderMessageInput): Promise<string> {
  const info: Record<string, unknown> = {
    orderId: input.orderId,
    productId: input.productId,
    product_name: input.productName,
    product_image: input.productImage,
    payAmount: input.payAmount,
    ...(input.currency !== undefined ? { currency: input.currency } : {}),
    ...(input.returnReason !== undefined ? { returnReason: input.returnReason } : {}),
    ...(input.discount !== undefined ? { discount: input.discount } : {}),
  };
  const [id] = await writeMessages(tx, [input.recipientId], {
    type: input.type,
    contentId: input.contentId,
    info,
    posterImage: input.productImage,
    now: input.now,
  });
  return id!;
}

/** An operator's system (0) or custom (100) message (docs/product.md §3 'payloadJson'). */
export interface OfficialMessageInput {
  type: typeof MESSAGE_TYPE.SYSTEM | typeof MESSAGE_TYPE.CUSTOM;
  /** Recipients; null = every user. Unknown ids are skipped. */
  recipientIds: readonly string[] | null;
  title: string;
  content: string;
  /** Where a click leads (docs/product.md §4: its path for types 0 and 100). */
  landingUrl?: string | null | undefined;
  attachments?: readonly { web_text: string; type: number; image_url: string }[] | undefined;
  /** Image of the popup shown with the message. */
  popupImage?: string | null | undefined;
  now: Date;
}

/**
 * Sends an operator's message to the given users, or to every user, in one
 * transaction: all recipients get it or none. The body is stored as the
 * spec's `payloadJson` { title, content, landing_url, attachments,
 * web_popup_image }. Returns how many messages were written.
 */
export async function sendOfficialMessage(db: Db, input: OfficialMessageInput): Promise<number> {
  const payload = {
    title: input.title,
    content: input.content,
    landing_url: input.landingUrl ?? null,
    attachments: input.attachments ?? [],
    web_popup_image: input.popupImage ?? null,
  };
  return db.transaction(async (tx) => {
    const ids = input.recipientIds === null ? undefined : [...new Set(input.recipientIds)];
    if (ids?.length === 0) return 0;
    const recipients = await tx
      .select({ id: users.id })
      .from(users)
      .where(ids ? inArray(users.id, ids) : undefined)
      .orderBy(users.id);
    const written = await writeMessages(
      tx,
      recipients.map((r) => r.id),
      { type: input.type, payload, now: input.now },
    );
    return written.length;
  });
}

const systemTypes = [...MESSAGE_GROUP_TYPES.system];
const tradeTypes = [...MESSAGE_GROUP_TYPES.trade];

/** The SQL condition selecting the types of a notice-centre group. */
function inGroup(group: MessageGroup): SQL {
  if (group === 'system') return inArray(messages.type, systemTypes);
  if (group === 'trade') return inArray(messages.type, tradeTypes);
  return notInArray(messages.type, [...systemTypes, ...tradeTypes]);
}

/** Number of unread messages of `userId` (docs/product.md §7 'unRead/count'). */
export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, userId), eq(messages.readFlag, 0)));
  return row?.n ?? 0;
}

/** Unread message counts of several users (one query; users without unread messages are missing). */
export async function unreadCounts(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: messages.recipientId, n: count() })
    .from(messages)
    .where(and(inArray(messages.recipientId, [...userIds]), eq(messages.readFlag, 0)))
    .groupBy(messages.recipientId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/** Unread messages of `userId` per group (docs/product.md §7 'unRead/count/detail'). */
export async function unreadDetail(db: DbOrTx, userId: string): Promise<UnreadDetailDto> {
  const n = (group: MessageGroup) => sql<number>`(count(*) filter (where ${inGroup(group)}))::int`;
  const [row] = await db
    .select({ systemCount: n('system'), normalCount: n('normal'), tradeCount: n('trade') })
    .from(messages)
    .where(and(eq(messages.recipientId, userId), eq(messages.readFlag, 0)));
  return {
    systemCount: row?.systemCount ?? 0,
    normalCount: row?.normalCount ?? 0,
    tradeCount: row?.tradeCount ?? 0,
  };
}

/** Query of {@link listMessages}. */
export interface MessageListQuery {
  group: MessageGroup;
  page: number;
  pageSize: number;
  /** IANA zone of `localDateTime` (unknown or missing → UTC). */
  tz?: string | undefined;
}

/** The columns {@link listMessages} and {@link getMessage} read for one message. */
function selectMessageRows(db: DbOrTx, userId: string) {
  return db
    .select({
      m: messages,
      nickName: users.nickname,
      avatar: users.avatar,
      following: follows.followedId,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.actorId))
    .leftJoin(
      follows,
      and(eq(follows.followerId, userId), eq(follows.followedId, messages.actorId)),
    );
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessageRows>['where']>>[number];

/** A stored message row as the spec's Message (docs/product.md §3), `localDateTime` in `tz`. */
function toMessageDto(
  { m, nickName, avatar, following }: MessageRow,
  tz: string,
): MessageDto {
  return {
    msgId: m.id,
    type: m.type,
    readFlag: m.readFlag,
    contentId: m.contentId,
    entrance: messageGroup(m.type) === 'trade' ? 1 : 0,
    userInfo:
      m.actorId && nickName !== null
        ? { userId: m.actorId, nickName, avatar, following: following !== null }
        : null,
    info: { ...m.info, commentId: m.commentId },
    payloadJson: m.payload,
    posterImage: m.posterImage ? [m.posterImage] : [],
    localDateTime: localDateTime(m.createdAt, tz),
  };
}

/**
 * One page of `userId`'s messages of a group, newest first (ties by id),
 * shaped as the spec's Message (docs/product.md §3): `entrance` is 1 for
 * order messages, `userInfo` the actor (null when none or deleted) with
 * whether the caller follows them (`following`: a follow-back button),
 * `info` the stored fields plus `commentId`, `localDateTime` in `tz`.
 */
export async function listMessages(
  db: DbOrTx,
  userId: string,
  q: MessageListQuery,
): Promise<Page<MessageDto>> {
  const where = and(eq(messages.recipientId, userId), inGroup(q.group));
  const [rows, totals] = await Promise.all([
    selectMessageRows(db, userId)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  const tz = resolveTimeZone(q.tz);
  return makePage(
    rows.map((row) => toMessageDto(row, tz)),
    q.page,
    q.pageSize,
    totals[0]?.n ?? 0,
  );
}

/**
 * One message of `userId` (the `/information/:msgId` page, docs/product.md §2),
 * shaped like the list items (`localDateTime` in `tz`, unknown or missing → UTC).
 * Reading it marks nothing (the client marks it read, docs/product.md §4).
 * @returns the message, or null when it does not exist or belongs to someone else.
 */
export async function getMessage(
  db: DbOrTx,
  userId: string,
  msgId: string,
  tz?: string,
): Promise<MessageDto | null> {
  const [row] = await selectMessageRows(db, userId)
    .where(and(eq(messages.id, msgId), eq(messages.recipientId, userId)))
    .limit(1);
  return row ? toMessageDto(row, resolveTimeZone(tz)) : null;
}

/**
 * Marks messages read (docs/product.md §4 readFlag 0 → 1): the given ids, or
 * all when `ids` is null. Only `userId`'s own rows change; others' ids are ignored.
 * @returns how many rows went from unread to read.
 */
export async function markRead(db: DbOrTx, userId: string, ids: string[] | null): Promise<number> {
  if (ids !== null && ids.length === 0) return 0;
  const changed = await db
    .update(messages)
    .set({ readFlag: 1 })
    .where(
      and(
        eq(messages.recipientId, userId),
        eq(messages.readFlag, 0),
        ids === null ? undefined : inArray(messages.id, ids),
      ),
    )
    .returning({ id: messages.id });
  return changed.length;
}
