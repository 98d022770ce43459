import type { Message, MessageAttachment, MessageInfo, MessagePayload } from '@aigc/api-client';
import { MENTION_TYPE, MESSAGE_TYPE, messageTarget, messageTargetPath, type RoutableMessage } from '@aigc/domain';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The typed fields of a message's `info` record (docs/product.md §3 'Message'):
 * each known field when it has the right type, else null — the server writes
 * only the fields a type needs, so a missing one is normal.
 */
export function messageInfo(message: Pick<Message, 'info'>): Required<MessageInfo> {
  const info = message.info;
  return {
    commentId: text(info.commentId),
    mentionType: num(info.mentionType),
    conditionNum: num(info.conditionNum),
    topicTitle: text(info.topicTitle),
    wantItTicketCount: num(info.wantItTicketCount),
    wantItConditionNums: num(info.wantItConditionNums),
    orderId: text(info.orderId),
    productId: text(info.productId),
    product_name: text(info.product_name),
    product_image: text(info.product_image),
    payAmount: num(info.payAmount),
    currency: text(info.currency),
    returnReason: text(info.returnReason),
    discount: num(info.discount),
    rankingMsg: text(info.rankingMsg),
  };
}

/** The typed fields of a message's `payloadJson` (docs/product.md §3); all null for a message without one. */
export function messagePayload(message: Pick<Message, 'payloadJson'>): Required<MessagePayload> & {
  attachments: MessageAttachment[];
} {
  const payload = message.payloadJson ?? {};
  const attachments = Array.isArray(payload.attachments)
    ? payload.attachments.filter(
        (a): a is MessageAttachment =>
          typeof a === 'object' && a !== null && typeof (a as MessageAttachment).image_url === 'string',
      )
    : [];
  return {
    title: text(payload.title),
    content: text(payload.content),
    landing_url: text(payload.landing_url),
    attachments,
    web_popup_image: text(payload.web_popup_image),
  };
}

/** The fields of a message that decide where a click goes, typed for `messageTarget` of @aigc/domain. */
export function routableMessage(message: Message): RoutableMessage {
  const info = messageInfo(message);
  return {
    msgId: message.msgId,
    type: message.type,
    contentId: message.contentId,
    info: { orderId: info.orderId, commentId: info.commentId, mentionType: info.mentionType },
    payloadJson: { landing_url: messagePayload(message).landing_url },
  };
}

/**
 * Where a click on `message` leads, as an in-app URL (docs/product.md §4 click routing:
 * 0/100 the landing URL's path or `/information/<msgId>`; 10, 11 nowhere (null);
 * 12, 13 the post at the comment; 14–16 the order; 17 its logistics; 22
 * `/creator?scrollToBottom=true`; 23 the comment or the post by mentionType;
 * others the post). Null when the click only marks the message read.
 */
export function messageHref(message: Message): string | null {
  const target = messageTarget(routableMessage(message));
  return target ? messageTargetPath(target) : null;
}

/**
 * Which tab of the notice centre's main level shows a message of the `normal`
 * group (docs/product.md §2 'Notice centre'): comments, replies and mentions go to
 * *Messages*; likes, wants, follows, rankings (and any newer type) to *Notices*.
 */
export function normalTab(type: number): 'notice' | 'message' {
  return type === MESSAGE_TYPE.COMMENT || type === MESSAGE_TYPE.REPLY || type === MESSAGE_TYPE.MENTION
    ? 'message'
    : 'notice';
}

/** True for a mention inside a comment (type 23, `mentionType` 1). */
export function isCommentMention(message: Message): boolean {
  return message.type === MESSAGE_TYPE.MENTION && messageInfo(message).mentionType === MENTION_TYPE.COMMENT;
}

/**
 * The time of a message for the list: `HH:mm` on the day of `today`, else
 * `MM-DD HH:mm` in the same year, else `YYYY-MM-DD` (docs/product.md §3:
 * `localDateTime` is `YYYY-MM-DD HH:mm:ss` in the browser's zone).
 * @param today `YYYY-MM-DD` of now in the same zone.
 */
export function shortMessageTime(localDateTime: string, today: string): string {
  const day = localDateTime.slice(0, 10);
  const time = localDateTime.slice(11, 16);
  if (day === today) return time;
  if (day.slice(0, 4) === today.slice(0, 4)) return `${day.slice(5)} ${time}`;
  return day;
}

/** `YYYY-MM-DD` of `now` in the browser's zone. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
