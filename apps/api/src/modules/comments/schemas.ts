import { COMMENT_MAX } from '@aigc/domain';
import { z } from 'zod';
import { AuthorSchema, MentionSchema, MentionUserSchema } from '../../shared';

/**
 * OpenAPI component `Comment`: a top-level comment (with its reply count) or
 * a reply (docs/product.md §2 'comments and replies'). Threads are one level deep: a
 * reply's `parentId` is always the top-level comment; a reply to a reply
 * names the user answered in `replyTo`.
 */
export const CommentSchema = z
  .object({
    commentId: z.string(),
    contentId: z.string(),
    parentId: z.string().nullable().describe('null = top-level comment; else the top-level comment of the thread'),
    author: AuthorSchema,
    replyTo: AuthorSchema.nullable().describe('The user a reply answers (replies to replies), else null'),
    content: z.string(),
    mentions: z.array(MentionSchema).describe('@-mentions in content (docs/product.md §3 mentionUser), in text order'),
    createTime: z.string(),
    replyCount: z.number().int().describe('Replies in the thread (0 for replies)'),
  })
  .meta({ id: 'Comment' });

/** A comment as sent to clients. */
export type CommentDto = z.infer<typeof CommentSchema>;

/**
 * Body of `POST /api/comment/add`. Length is checked by `validateComment`
 * (@aigc/domain) for its message; `mentionUser` offsets are UTF-16 indexes
 * into `content` as sent (before trimming), like a post's.
 */
export const AddCommentBodySchema = z.object({
  contentId: z.string().min(1),
  content: z.string().max(COMMENT_MAX * 4),
  parentId: z.string().min(1).nullish().describe('Reply to this comment or reply'),
  mentionUser: MentionUserSchema.describe('@-mentions in content (docs/product.md §3 mentionUser)'),
});

/** Body of `POST /api/comment/delete`. */
export const DeleteCommentBodySchema = z.object({ commentId: z.string().min(1) });

/** OpenAPI component `DeleteCommentResult`: what a deletion removed. */
export const DeleteCommentResultSchema = z
  .object({
    commentId: z.string(),
    removed: z.number().int().describe('Rows removed: the comment plus, for a top-level comment, its replies'),
    commentCount: z.number().int().describe("The post's comment count afterwards (comments + replies)"),
  })
  .meta({ id: 'DeleteCommentResult' });
