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
  trade: [14, 15, 16, MESSAGE_TYPE.ORDER_LOGISTICS],
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
  /** The message's id: an official message without a landing URL opens `/information/<msgId>`. */
  msgId?: string | null;
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
 * path if any, else (**our rule**, when `msgId` is given) the message's own page
 * `/information/<msgId>`; 10 and 11 → nothing; 12 and 13 → the content at the comment;
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
      if (path) return { kind: 'path', path };
      return message.msgId ? { kind: 'path', path: informationPath(message.msgId) } : null;
    }
    case MESSAGE_TYPE.FOLLOW:
    case MESSAGE_TYPE.FOLLOW_BACK:
      return null;
    case MESSAGE_TYPE.COMMENT:
    case MESSAGE_TYPE.REPLY:
      return contentId ? { kind: 'content', contentId, ...(commentId ? { commentId } : {}) } : null;
    case 14:
    case 15:
    case 16:
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

/** The page of one official message (docs/product.md §2 `/information/:msgId`). */
export function informationPath(msgId: string): string {
  return `/information/${encodeURIComponent(msgId)}`;
}

/** The `tab` query value of the order page that opens its logistics (type 17). */
export const ORDER_LOGISTICS_TAB = 'logistics';

/**
 * The in-app URL (path and query) of a click target (docs/product.md §4): a path as
 * is; a post `/content/<contentId>`, with `?commentId=<id>` to open it at a
 * comment; an order `/order/detail/<orderId>` (the shell forwards it to the
 * shop host, docs/product.md §2 'Redirects'), its logistics with
 * `?tab=logistics`.
 */
export function messageTargetPath(target: MessageTarget): string {
  switch (target.kind) {
    case 'path':
      return target.path;
    case 'content': {
      const base = `/content/${encodeURIComponent(target.contentId)}`;
      return target.commentId ? `${base}?commentId=${encodeURIComponent(target.commentId)}` : base;
    }
    case 'orderDetail':
      return `/order/detail/${encodeURIComponent(target.orderId)}`;
    case 'orderLogistics':
      return `/order/detail/${encodeURIComponent(target.orderId)}?tab=${ORDER_LOGISTICS_TAB}`;
  }
}

/** Unread badge text (docs/product.md §9): "" for 0 or less, the number up to 99, "99+" above. */
export function unreadBadgeText(count: number): string {
  if (!(count > 0)) return '';
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.trunc(count));
}
