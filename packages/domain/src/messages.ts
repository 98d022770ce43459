/** Notice-centre rules (docs/product.md §3, §4, §9): message types, click routing, unread badges. */
import { UNREAD_BADGE_MAX } from './limits';

/** Message type numbers (docs/product.md §9). */
export const MESSAGE_TYPE = {
  SYSTEM: 0,
  LIKE: 1,
  WANT: 4,
  /** A wanted design passed its threshold: fill in shipping information. */
  THRESHOLD_PASSED: 5,
  /** The wanted design is on sale: grab it (`info.productId`). */
  GRAB_IT: 6,
  /** The creator's design cannot be produced: contact support. */
  CANNOT_PRODUCE: 7,
  /** The wanted design cannot be made: wants refunded. */
  WANTS_REFUNDED: 8,
  /** The wanted design was made. */
  MADE: 9,
  FOLLOW: 10,
  FOLLOW_BACK: 11,
  COMMENT: 12,
  REPLY: 13,
  /** The shop confirmed an order (docs/shop.md 'Order messages'; our rule, docs/product.md §8). */
  ORDER_CONFIRMED: 14,
  /** An order is in production (our rule). */
  ORDER_IN_PRODUCTION: 15,
  /** The order cannot be produced: amount refunded (docs/product.md §8). */
  ORDER_NOT_PRODUCED: 16,
  /** The order was shipped: logistics and tracking (click opens the logistics, docs/product.md §4). */
  ORDER_LOGISTICS: 17,
  /** The author deleted a wanted design: ticket refunded. */
  WANTED_POST_DELETED: 18,
  /** A challenge prize, produced free (`info.topicTitle`, `info.prize…`). */
  PRIZE_FREE: 19,
  /** A challenge prize: contact the team. */
  PRIZE_CONTACT: 20,
  /** A challenge prize that cannot be produced: compensation through support. */
  PRIZE_NOT_PRODUCIBLE: 21,
  RANKING: 22,
  MENTION: 23,
  CUSTOM: 100,
} as const;

/**
 * Message 24 (**our rule**, docs/shop.md 'Direct launch'): a verified
 * creator's product release was approved and is on sale in the shop
 * (`info.productId`, `info.product_name`). With {@link RELEASE_REJECTED_MESSAGE}
 * the one type number outside {@link MESSAGE_TYPE}: a plain number constant
 * is inlined and costs the entry chunk (which carries `MESSAGE_TYPE`) nothing.
 */
export const RELEASE_APPROVED_MESSAGE = 24;

/** Message 25 (**our rule**): a verified creator's product release was rejected (`info.product_name`, `info.returnReason` = the operator's reason). */
export const RELEASE_REJECTED_MESSAGE = 25;

/**
 * Message types that also raise a desktop notification when they arrive on
 * the live stream while the tab is hidden (docs/product.md §9): 5 threshold
 * passed, 6 grab it, 7 cannot be produced, 8 wants refunded, 9 made.
 */
export const DESKTOP_NOTIFICATION_TYPES: readonly number[] = [
  MESSAGE_TYPE.THRESHOLD_PASSED,
  MESSAGE_TYPE.GRAB_IT,
  MESSAGE_TYPE.CANNOT_PRODUCE,
  MESSAGE_TYPE.WANTS_REFUNDED,
  MESSAGE_TYPE.MADE,
];

/** Whether a message of this type raises a desktop notification ({@link DESKTOP_NOTIFICATION_TYPES}). */
export function raisesDesktopNotification(type: number): boolean {
  return DESKTOP_NOTIFICATION_TYPES.includes(type);
}

/**
 * How a challenge prize awarded to a post is fulfilled, and the message type
 * its author gets (docs/product.md §8): `free` 19 (produced free), `contact`
 * 20 (contact the team), `not_producible` 21 (cannot be produced —
 * compensation through support). An award may later turn `not_producible`,
 * never the other way (see {@link canChangePrizeOutcome}).
 */
export const PRIZE_OUTCOME_TYPE = {
  free: MESSAGE_TYPE.PRIZE_FREE,
  contact: MESSAGE_TYPE.PRIZE_CONTACT,
  not_producible: MESSAGE_TYPE.PRIZE_NOT_PRODUCIBLE,
} as const satisfies Record<PrizeOutcome, number>;

/** Every prize outcome (see {@link PRIZE_OUTCOME_TYPE}). */
export const PRIZE_OUTCOMES = ['free', 'contact', 'not_producible'] as const;

/** One of {@link PRIZE_OUTCOMES}. */
export type PrizeOutcome = (typeof PRIZE_OUTCOMES)[number];

/**
 * Whether an awarded prize may change from outcome `from` to `to`: only a
 * prize that was to be produced or discussed (`free`, `contact`) may turn
 * out `not_producible`; that outcome is final.
 */
export function canChangePrizeOutcome(from: PrizeOutcome, to: PrizeOutcome): boolean {
  return from !== to && from !== 'not_producible' && to === 'not_producible';
}

/** `info.mentionType` of a mention message (type 23, docs/product.md §3): where the mention is. */
export const MENTION_TYPE = { COMMENT: 1, POST: 2 } as const;

/**
 * The notice-centre group of each message type (docs/product.md §2, §9):
 * `system` = official types 0, 5–9, 18–21, 24–25 and 100; `trade` = order types
 * 14–17; `normal` = every other type (likes, wants, follows, comments, …).
 */
export const MESSAGE_GROUP_TYPES = {
  system: [
    MESSAGE_TYPE.SYSTEM,
    MESSAGE_TYPE.THRESHOLD_PASSED,
    MESSAGE_TYPE.GRAB_IT,
    MESSAGE_TYPE.CANNOT_PRODUCE,
    MESSAGE_TYPE.WANTS_REFUNDED,
    MESSAGE_TYPE.MADE,
    MESSAGE_TYPE.WANTED_POST_DELETED,
    MESSAGE_TYPE.PRIZE_FREE,
    MESSAGE_TYPE.PRIZE_CONTACT,
    MESSAGE_TYPE.PRIZE_NOT_PRODUCIBLE,
    RELEASE_APPROVED_MESSAGE,
    RELEASE_REJECTED_MESSAGE,
    MESSAGE_TYPE.CUSTOM,
  ],
  trade: [MESSAGE_TYPE.ORDER_CONFIRMED, MESSAGE_TYPE.ORDER_IN_PRODUCTION, MESSAGE_TYPE.ORDER_NOT_PRODUCED, MESSAGE_TYPE.ORDER_LOGISTICS],
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
 * 23 → the comment (mentionType 1) or the post (2); 24 and 25 (a product
 * release reviewed, **our rule**) → the creator's releases page
 * {@link DESIGNER_RELEASE_PATH}; others → the content.
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
    case MESSAGE_TYPE.ORDER_CONFIRMED:
    case MESSAGE_TYPE.ORDER_IN_PRODUCTION:
    case MESSAGE_TYPE.ORDER_NOT_PRODUCED:
      return orderId ? { kind: 'orderDetail', orderId } : null;
    case MESSAGE_TYPE.ORDER_LOGISTICS:
      return orderId ? { kind: 'orderLogistics', orderId } : null;
    case MESSAGE_TYPE.RANKING:
      return { kind: 'path', path: '/creator?scrollToBottom=true' };
    case RELEASE_APPROVED_MESSAGE:
    case RELEASE_REJECTED_MESSAGE:
      return { kind: 'path', path: DESIGNER_RELEASE_PATH };
    case MESSAGE_TYPE.MENTION:
      if (!contentId) return null;
      return message.info?.mentionType === MENTION_TYPE.COMMENT && commentId
        ? { kind: 'content', contentId, commentId }
        : { kind: 'content', contentId };
    default:
      return contentId ? { kind: 'content', contentId } : null;
  }
}

/** The designer area's page where verified creators launch products and follow their releases (docs/product.md §2). */
export const DESIGNER_RELEASE_PATH = '/designer/product/release';

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
