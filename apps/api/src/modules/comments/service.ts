import { MENTION_TYPE, MESSAGE_TYPE, validateComment, type MentionRange } from '@aigc/domain';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { commentMentions, comments, contents, users } from '../../db/schema';
import { makePage, type Page } from '../../lib/envelope';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { cardsChanged, keptMentions, toAuthor, type MentionDto } from '../../shared';
import { writeMessage, writeMessages } from '../messages';
import type { CommentDto } from './schemas';

/** Messages of the comment rules (docs/product.md §8 'comment failed' is the client's fallback). */
export const CommentMessages = {
  postMissing: 'This post does not exist or was deleted',
  commentMissing: 'This comment does not exist or was deleted',
  notYours: 'You can only delete your own comments',
} as const;

const replyToUser = alias(users, 'reply_to_user');

function selectComments(db: DbOrTx) {
  return db
    .select({
      c: comments,
      nickName: users.nickname,
      avatar: users.avatar,
      creatorTier: users.creatorTier,
      accountLevel: users.accountLevel,
      replyToId: replyToUser.id,
      replyToNick: replyToUser.nickname,
      replyToAvatar: replyToUser.avatar,
      replyToTier: replyToUser.creatorTier,
      replyToLevel: replyToUser.accountLevel,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .leftJoin(replyToUser, eq(replyToUser.id, comments.replyToUserId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectComments>['where']>>[number];

/** The mentions of the given comments, in text order, by comment id (nicknames as they are now). */
async function mentionsOf(db: DbOrTx, ids: string[]): Promise<Map<string, MentionDto[]>> {
  const out = new Map<string, MentionDto[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      commentId: commentMentions.commentId,
      userId: commentMentions.userId,
      nickName: users.nickname,
      startIndex: commentMentions.startIndex,
      endIndex: commentMentions.endIndex,
    })
    .from(commentMentions)
    .innerJoin(users, eq(users.id, commentMentions.userId))
    .where(inArray(commentMentions.commentId, ids))
    .orderBy(asc(commentMentions.commentId), asc(commentMentions.startIndex));
  for (const { commentId, ...m } of rows) {
    const list = out.get(commentId) ?? [];
    list.push(m);
    out.set(commentId, list);
  }
  return out;
}

/** Comment rows as DTOs, with their mentions and (top-level) reply counts. */
async function toDtos(db: DbOrTx, rows: Row[], replyCountOf: Map<string, number> = new Map()): Promise<CommentDto[]> {
  const mentions = await mentionsOf(
    db,
    rows.map((r) => r.c.id),
  );
  return rows.map((r) => toDto(r, replyCountOf.get(r.c.id) ?? 0, mentions.get(r.c.id) ?? []));
}

function toDto(r: Row, replyCount: number, mentions: MentionDto[]): CommentDto {
  return {
    commentId: r.c.id,
    contentId: r.c.contentId,
    parentId: r.c.parentId,
    author: toAuthor({ userId: r.c.authorId, nickName: r.nickName, avatar: r.avatar, creatorTier: r.creatorTier, accountLevel: r.accountLevel }),
    replyTo:
      r.replyToId !== null && r.replyToNick !== null
        ? toAuthor({ userId: r.replyToId, nickName: r.replyToNick, avatar: r.replyToAvatar, creatorTier: r.replyToTier, accountLevel: r.replyToLevel ?? '' })
        : null,
    content: r.c.content,
    mentions,
    createTime: r.c.createdAt.toISOString(),
    replyCount,
  };
}

/** Reply counts of the given top-level comments. */
async function replyCounts(db: DbOrTx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ parentId: comments.parentId, n: count() })
    .from(comments)
    .where(inArray(comments.parentId, ids))
    .groupBy(comments.parentId);
  return new Map(rows.map((r) => [r.parentId ?? '', r.n]));
}

/** One page of a post's top-level comments, newest first (ties by id), with reply counts. */
export async function listComments(db: DbOrTx, contentId: string, page: number, pageSize: number): Promise<Page<CommentDto>> {
  const where = and(eq(comments.contentId, contentId), isNull(comments.parentId));
  const [rows, totals] = await Promise.all([
    selectComments(db)
      .where(where)
      .orderBy(desc(comments.createdAt), asc(comments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(comments).where(where),
  ]);
  const counts = await replyCounts(
    db,
    rows.map((r) => r.c.id),
  );
  return makePage(
    await toDtos(db, rows, counts),
    page,
    pageSize,
    totals[0]?.n ?? 0,
  );
}

/**
 * One comment or reply (a notice's link to it, docs/product.md §4: 12, 13 and 23
 * open the post at the comment), with its reply count when it is top-level.
 * Null when it does not exist or its post was deleted.
 */
export async function getComment(db: DbOrTx, commentId: string): Promise<CommentDto | null> {
  const rows = await selectComments(db)
    .innerJoin(contents, eq(contents.id, comments.contentId))
    .where(and(eq(comments.id, commentId), isNull(contents.deletedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const counts = row.c.parentId === null ? await replyCounts(db, [row.c.id]) : new Map<string, number>();
  const [dto] = await toDtos(db, [row], counts);
  return dto ?? null;
}

/**
 * One page of the replies of a top-level comment, oldest first (a thread
 * reads top-down; ties by id). Null when the comment does not exist, is
 * itself a reply, or its post was deleted.
 */
export async function listReplies(db: DbOrTx, commentId: string, page: number, pageSize: number): Promise<Page<CommentDto> | null> {
  const parent = await db
    .select({ id: comments.id })
    .from(comments)
    .innerJoin(contents, eq(contents.id, comments.contentId))
    .where(and(eq(comments.id, commentId), isNull(comments.parentId), isNull(contents.deletedAt)))
    .limit(1);
  if (parent.length === 0) return null;
  const where = eq(comments.parentId, commentId);
  const [rows, totals] = await Promise.all([
    selectComments(db)
      .where(where)
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(comments).where(where),
  ]);
  return makePage(
    await toDtos(db, rows),
    page,
    pageSize,
    totals[0]?.n ?? 0,
  );
}

/** Input of {@link addComment}. */
export interface AddCommentInput {
  contentId: string;
  content: string;
  /** Reply to this comment or reply; null/undefined = a top-level comment. */
  parentId?: string | null | undefined;
  /** @-mentions in `content` as sent (UTF-16 offsets before trimming, docs/product.md §3 mentionUser). */
  mentionUser?: readonly MentionRange[] | undefined;
}

/**
 * Posts a comment or a reply as `userId` (docs/product.md §2). The text is trimmed and
 * checked with `validateComment` (400 with its message). In ONE transaction
 * the post's `comment_count` is incremented (which also locks the post row
 * and fails with 404 when the post is missing or deleted), the thread's
 * top-level comment is locked against a concurrent deletion (404 when it is
 * gone or belongs to another post), and the row is inserted. Replying to a
 * reply files the new reply under the same top-level comment and records the
 * answered user in `replyTo`. In the same transaction a comment messages the
 * post's author (type 12) and a reply the author of the comment it answers
 * (type 13, docs/product.md §9); nobody is messaged about their own comment.
 *
 * Mentions (`mentionUser`, offsets into the text as sent) are shifted past the
 * trimmed leading whitespace and kept only where the stored text still reads
 * `@<nickname>` (`keptMentions` of src/shared, the rule of a post's
 * description, docs/product.md §5); the others are dropped. They are stored
 * with the comment and, in the same transaction, each mentioned user gets one
 * mention message (type 23, `info.mentionType` 1 = a comment) — except the
 * commenter and the one user already told by the 12 / 13 above (**our rule**:
 * one message per recipient per comment; the 12 / 13 opens the same comment).
 */
export async function addComment(db: Db, userId: string, input: AddCommentInput, now: Date): Promise<CommentDto> {
  const issue = validateComment(input.content);
  if (issue) throw badRequest(issue.message);
  const text = input.content.trim();
  const lead = input.content.length - input.content.trimStart().length;
  const mentions = await keptMentions(
    db,
    text,
    (input.mentionUser ?? []).map((m) => ({ ...m, startIndex: m.startIndex - lead, endIndex: m.endIndex - lead })),
  );
  const id = newId();
  await db.transaction(async (tx) => {
    let parentId: string | null = null;
    let replyToUserId: string | null = null;
    let answeredId: string | null = null;
    if (input.parentId) {
      const target = await tx
        .select({ id: comments.id, parentId: comments.parentId, authorId: comments.authorId, contentId: comments.contentId })
        .from(comments)
        .where(eq(comments.id, input.parentId))
        .limit(1);
      const t = target[0];
      if (!t || t.contentId !== input.contentId) throw notFound(CommentMessages.commentMissing);
      parentId = t.parentId ?? t.id;
      answeredId = t.authorId;
      if (t.parentId) replyToUserId = t.authorId;
      // Hold the thread's root until commit: a concurrent deletion waits and then removes this reply too.
      const root = await tx.select({ id: comments.id }).from(comments).where(eq(comments.id, parentId)).for('share');
      if (root.length === 0) throw notFound(CommentMessages.commentMissing);
    }
    const bumped = await tx
      .update(contents)
      .set({ commentCount: sql`${contents.commentCount} + 1` })
      .where(and(eq(contents.id, input.contentId), isNull(contents.deletedAt)))
      .returning({ id: contents.id, authorId: contents.authorId });
    const post = bumped[0];
    if (!post) throw notFound(CommentMessages.postMissing);
    cardsChanged(tx);
    await tx.insert(comments).values({
      id,
      contentId: input.contentId,
      authorId: userId,
      parentId,
      replyToUserId,
      content: text,
      createdAt: now,
    });
    if (mentions.length) {
      await tx.insert(commentMentions).values(mentions.map((m) => ({ commentId: id, ...m })));
    }
    const told = answeredId ?? post.authorId;
    await writeMessage(tx, {
      recipientId: told,
      type: answeredId ? MESSAGE_TYPE.REPLY : MESSAGE_TYPE.COMMENT,
      actorId: userId,
      contentId: input.contentId,
      commentId: id,
      payload: { content: text },
      now,
    });
    await writeMessages(
      tx,
      mentions.map((m) => m.userId).filter((u) => u !== told),
      {
        type: MESSAGE_TYPE.MENTION,
        actorId: userId,
        contentId: input.contentId,
        commentId: id,
        info: { mentionType: MENTION_TYPE.COMMENT },
        payload: { content: text },
        now,
      },
    );
  });
  const rows = await selectComments(db).where(eq(comments.id, id)).limit(1);
  const row = rows[0];
  if (!row) throw notFound(CommentMessages.commentMissing);
  const [dto] = await toDtos(db, [row]);
  return dto!;
}

/**
 * Deletes a comment of `userId` (only its author may, else 403; 404 when it
 * does not exist). A top-level comment takes its replies with it. In ONE
 * transaction: the comment row is locked (so replies being added either
 * finish first and are counted, or fail with 404), the rows are deleted and
 * the post's `comment_count` drops by exactly the number removed.
 */
export async function deleteComment(
  db: Db,
  userId: string,
  commentId: string,
): Promise<{ commentId: string; removed: number; commentCount: number }> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: comments.id, authorId: comments.authorId, contentId: comments.contentId })
      .from(comments)
      .where(eq(comments.id, commentId))
      .for('update');
    const c = found[0];
    if (!c) throw notFound(CommentMessages.commentMissing);
    if (c.authorId !== userId) throw forbidden(CommentMessages.notYours);
    const cond: SQL | undefined = or(eq(comments.id, commentId), eq(comments.parentId, commentId));
    const removed = await tx.delete(comments).where(cond).returning({ id: comments.id });
    const updated = await tx
      .update(contents)
      .set({ commentCount: sql`greatest(${contents.commentCount} - ${removed.length}, 0)` })
      .where(eq(contents.id, c.contentId))
      .returning({ commentCount: contents.commentCount });
    cardsChanged(tx);
    return { commentId, removed: removed.length, commentCount: updated[0]?.commentCount ?? 0 };
  });
}
