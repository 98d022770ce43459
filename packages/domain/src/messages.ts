/** Notice-centre rules (docs/product.md §3, §4, §9): message types, click routing, unread badges. */
import { UNREAD_BADGE_MAX } from './limits';

/** Message type numbers (docs/product.md §9). */
export const MESSAGE_TYPE = {
  SYSTEM: 0,
  LIKE: 1,
  WANT: 4,
  /** A wanted design passed its threshold: fill in shipping information. */
  THRESHOLD_PASSED: 5,
  /** The wanted design cannot be made: wants refunded. */
  WANTS_REFUNDED: 8,
  /** The wanted design was made. */
  MADE: 9,
  FOLLOW: 10,
  FOLLOW_BACK: 11,
  COMMENT: 12,
  REPLY: 13,
  /** An order was paid (docs/shop.md 'Order messages'; our choice, the product leaves 14 open). */
  ORDER_PAID: 14,
  /** An order moved on: confirmed, in production, delivered, refunded or cancelled by the shop (our choice for 15). */
  ORDER_UPDATED: 15,
  /** The order cannot be produced: amount refunded (docs/product.md §8). */
  ORDER_NOT_PRODUCED: 16,
  /** The order was shipped: logistics and tracking (click opens the logistics, docs/product.md §4). */
  ORDER_LOGISTICS: 17,
  /** The author deleted a wanted design: ticket refunded. */
  WANTED_POST_DELETED: 18,
  RANKING: 22,
  MENTION: 23,
  CUSTOM: 100,
} as const;

/** `info.mentionType` of a mention message (type 23, docs/product.md §3): where the mention is. */
export const MENTION_TYPE = { COMMENT: 1, POST: 2 } as const;

/**
 * The notice-centre group of each message type (docs/product.md §2, §9):
 * `system` = official types 0, 5–9, 18–21 and 100; `trade` = order types
 * 14–17; `normal` = every other type (likes, wants, follows, comments, …).
 */
export const MESSAGE_GROUP_TYPES = {
  system: [
    MESSAGE_TYPE.SYSTEM,
    MESSAGE_TYPE.THRESHOLD_PASSED,
    6,
    7,
    MESSAGE_TYPE.WANTS_REFUNDED,
    MESSAGE_TYPE.MADE,
    MESSAGE_TYPE.WANTED_POST_DELETED,
    19,
    20,
    21,
    MESSAGE_TYPE.CUSTOM,
  ],
  trade: [MESSAGE_TYPE.ORDER_PAID, MESSAGE_TYPE.ORDER_UPDATED, MESSAGE_TYPE.ORDER_NOT_PRODUCED, MESSAGE_TYPE.ORDER_LOGISTICS],
} as const satisfies Record<string, readonly number[]>;

/** A notice-centre group: the unread detail's counts and the three list calls. */
export type MessageGroup = 'system' | 'normal' | 'trade';

/** The group of a message type (see {@link MESSAGE_GROUP_TYPES}). */
export function messageGroup(type: number): MessageGroup {
  if ((MESSAGE_GROUP_TYPES.system as readonly number[]).includes(type)) return 'system';
  if ((MESSAGE_GROUP_TYPES.trade as readonly number[]).includes(type)) return 'trade';
  return 'normal';
}

/** The message fields that decide where a click goes (docs/product.md §3 Message). */
export interface RoutableMessage {
  type: number;
  contentId?: string | null;
  info?: { orderId?: string | null; commentId?: string | null; mentionType?: number | null } | null;
  payloadJson?: { landing_url?: string | null } | null;
}

/** Where a notice click leads; the client turns it into a URL or a shop-host link. */
export type MessageTarget =
  | { kind: 'path'; path: string }
  | { kind: 'content'; contentId: string; commentId?: string }
  | { kind: 'orderDetail'; orderId: string }
  | { kind: 'orderLogistics'; orderId: string };

/** The path (with query and hash) of an absolute or root-relative URL; null for anything else. */
function landingPath(url: string | null | undefined): string | null {
  if (!url) return null;
  const rest = url.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  if (rest === '') return '/';
  return rest.startsWith('/') && !rest.startsWith('//') ? rest : null;
}

/**
 * Click routing of a notice by type (docs/product.md §4): 0 and 100 → the landing URL's
 * path if any; 10 and 11 → nothing; 12 and 13 → the content at the comment;
 * 14–16 → order detail; 17 → order logistics; 22 → /creator?scrollToBottom=true;
 * 23 → the comment (mentionType 1) or the post (2); others → the content.
 * @returns the target, or null when the click does nothing (or a needed id is missing).
 */
export function messageTarget(message: RoutableMessage): MessageTarget | null {
  const contentId = message.contentId ?? null;
  const orderId = message.info?.orderId ?? null;
  const commentId = message.info?.commentId ?? undefined;
  switch (message.type) {
    case MESSAGE_TYPE.SYSTEM:
    case MESSAGE_TYPE.CUSTOM: {
      const path = landingPath(message.payloadJson?.landing_url);
      return path ? { kind: 'path', path } : null;
    }
    case MESSAGE_TYPE.FOLLOW:
    case MESSAGE_TYPE.FOLLOW_BACK:
      return null;
    case MESSAGE_TYPE.COMMENT:
    case MESSAGE_TYPE.REPLY:
      return contentId ? { kind: 'content', contentId, ...(commentId ? { commentId } : {}) } : null;
    case MESSAGE_TYPE.ORDER_PAID:
    case MESSAGE_TYPE.ORDER_UPDATED:
    case MESSAGE_TYPE.ORDER_NOT_PRODUCED:
      return orderId ? { kind: 'orderDetail', orderId } : null;
    case MESSAGE_TYPE.ORDER_LOGISTICS:
      return orderId ? { kind: 'orderLogistics', orderId } : null;
    case MESSAGE_TYPE.RANKING:
      return { kind: 'path', path: '/creator?scrollToBottom=true' };
    case MESSAGE_TYPE.MENTION:
      if (!contentId) return null;
      return message.info?.mentionType === MENTION_TYPE.COMMENT && commentId
        ? { kind: 'content', contentId, commentId }
        : { kind: 'content', contentId };
    default:
      return contentId ? { kind: 'content', contentId } : null;
  }
}

/** Unread badge text (docs/product.md §9): "" for 0 or less, the number up to 99, "99+" above. */
export function unreadBadgeText(count: number): string {
  if (!(count > 0)) return '';
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.trunc(count));
}
