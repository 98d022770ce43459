import { LIST_PAGE_SIZE, PAGE_SIZE_MAX } from '@aigc/domain';
import { z } from 'zod';
import { pageQuery } from '../../lib/envelope';

/** OpenAPI component `MessageUser`: the user a message is about (`userInfo`). */
export const MessageUserSchema = z
  .object({
    userId: z.string(),
    nickName: z.string(),
    avatar: z.string().nullable(),
    following: z.boolean().describe('The caller follows this user'),
  })
  .meta({ id: 'MessageUser' });

/** OpenAPI component `Message`: one notice-centre message (docs/product.md §3 'Message'). */
export const MessageSchema = z
  .object({
    msgId: z.string(),
    type: z.number().int().describe('Message type (docs/product.md §9)'),
    readFlag: z.number().int().describe('0 unread, 1 read'),
    contentId: z.string().nullable(),
    entrance: z.number().int().describe('1 = an order message'),
    userInfo: MessageUserSchema.nullable().describe(
      'Who acted (liker, follower, commenter); null for official messages',
    ),
    info: z
      .record(z.string(), z.unknown())
      .describe('Type-specific fields: commentId, mentionType, topicTitle, orderId, …'),
    payloadJson: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe('Official message body: content, landing_url, attachments, title, web_popup_image'),
    posterImage: z.array(z.string()),
    localDateTime: z.string().describe('YYYY-MM-DD HH:mm:ss in the request `tz`'),
  })
  .meta({ id: 'Message' });

/** A message as sent to clients. */
export type MessageDto = z.infer<typeof MessageSchema>;

/** OpenAPI component `UnreadDetail`: unread messages per notice-centre group. */
export const UnreadDetailSchema = z
  .object({
    systemCount: z.number().int().describe('Official types 0, 5–9, 18–21, 24–25, 100'),
    normalCount: z
      .number()
      .int()
      .describe('Likes, wants, follows, comments, replies, rankings, mentions'),
    tradeCount: z.number().int().describe('Order types 14–17'),
  })
  .meta({ id: 'UnreadDetail' });

/** Unread counts per group as sent to clients. */
export type UnreadDetailDto = z.infer<typeof UnreadDetailSchema>;

/** Query of the three message lists (docs/product.md §7: page 1, pageSize 1000, tz). */
export const MessageListQuerySchema = z.object({
  ...pageQuery(PAGE_SIZE_MAX.list),
  tz: z
    .string()
    .optional()
    .describe('IANA zone of localDateTime (default: the Tz header, else UTC)'),
});

/** Query of `GET /api/message/detail`: one of the caller's messages. */
export const MessageDetailQuerySchema = z.object({
  msgId: z.string().min(1),
  tz: z
    .string()
    .optional()
    .describe('IANA zone of localDateTime (default: the Tz header, else UTC)'),
});

/** Body of `PUT /api/message/read`. */
export const MarkReadBodySchema = z.object({
  msgIdList: z.array(z.string().min(1)).max(LIST_PAGE_SIZE),
});

/** Body of `POST /admin/messages`: an operator's system or custom message (docs/product.md §3). */
export const OfficialMessageBodySchema = z.object({
  type: z.union([z.literal(0), z.literal(100)]).describe('0 system, 100 custom'),
  userIds: z
    .array(z.string().min(1))
    .max(LIST_PAGE_SIZE)
    .optional()
    .describe('Recipients; omitted = every user'),
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(5000),
  landingUrl: z.string().max(2000).optional(),
  attachments: z
    .array(
      z.object({
        web_text: z.string().max(200),
        type: z.number().int(),
        image_url: z.string().max(2000),
      }),
    )
    .max(20)
    .optional(),
  popupImage: z.string().max(2000).optional(),
});
