/**
 * Business constants and limits of the product (docs/product.md §5, §9), shared by the
 * server and every client. Units are in the names (`_MS`, `_PX`, `_BYTES`,
 * `_SECONDS`) or, where a name would get long, in the doc comment.
 */

// ---- Publish (docs/product.md §5, §9) -------------------------------------------------

/** Maximum length of a post title, in characters (docs/product.md §5). */
export const TITLE_MAX = 50;
/** Maximum length of a post description, in characters (docs/product.md §5). */
export const DESCRIPTION_MAX = 300;
/** Maximum number of images in one post; a parent may inject a lower limit (docs/product.md §5, §9). */
export const POST_IMAGES_MAX = 9;
/** Maximum number of images downloaded at once (docs/product.md §5). */
export const DOWNLOAD_MAX = 9;
/** Maximum number of items deleted at once (docs/product.md §5). */
export const DELETE_MAX = 50;
/** Maximum number of model files downloaded at once (docs/product.md §5). */
export const MODEL_DOWNLOAD_MAX = 1;
/** Maximum upload size for a post image: 20 MiB, in bytes (docs/product.md §5, §9). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Smallest accepted width / height ratio of an uploaded image (docs/product.md §5). */
export const RATIO_MIN = 0.5;
/** Largest accepted width / height ratio of an uploaded image (docs/product.md §5). */
export const RATIO_MAX = 2;
/** Upload file types accepted for posts (docs/product.md §5). */
export const UPLOAD_ACCEPTED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Duration of the fake-blur upload animation, in ms (docs/product.md §4, §9). */
export const UPLOAD_BLUR_MS = 5000;
/** Mention prefix character (docs/product.md §9). */
export const MENTION_PREFIX = '@';
/** Maximum length of a generation prompt, in characters (our limit; docs/product.md only says "required"). */
export const PROMPT_MAX = 2000;

// ---- Generator (docs/product.md §5) --------------------------------------------------

/** Reference image limit of the English texts: 8 MiB, in bytes (docs/product.md §5, §9: disagrees with the Chinese text). */
export const REFERENCE_IMAGE_MAX_BYTES_EN = 8 * 1024 * 1024;
/** Reference image limit of the Chinese texts: 20 MiB, in bytes (docs/product.md §5, §9). */
export const REFERENCE_IMAGE_MAX_BYTES_ZH = 20 * 1024 * 1024;
/** Recommended minimum width of a reference image, in px (docs/product.md §5). */
export const REFERENCE_WIDTH_MIN_PX = 360;
/** Recommended maximum width of a reference image, in px (docs/product.md §5). */
export const REFERENCE_WIDTH_MAX_PX = 2560;

// ---- Auth (docs/product.md §4, §5) ----------------------------------------

/** Wait before another code may be sent, in seconds (docs/product.md §4, §9). */
export const CODE_RESEND_SECONDS = 60;
/** Lifetime of an e-mail/SMS code: 10 minutes, in ms (our rule). */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries allowed before a code is burnt (our rule). */
export const CODE_MAX_ATTEMPTS = 5;
/** Number of digits in an e-mail/SMS code (docs/product.md §5). */
export const CODE_LENGTH = 6;
/** Password length bounds, in characters (docs/product.md §5). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** Nickname length bounds after trimming, in characters. */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
/** WeChat QR login poll interval, in ms (docs/product.md §4, §9). */
export const WECHAT_POLL_MS = 500;
/** WeChat QR login poll give-up time, in ms (docs/product.md §4, §9). */
export const WECHAT_POLL_TIMEOUT_MS = 60_000;
/** Validity of a temporary education student password, in ms (docs/product.md §9). */
export const STUDENT_TEMP_PASSWORD_TTL_MS = 60 * 60 * 1000;

// ---- Timing (docs/product.md §4, §7, §9) --------------------------------------------

/** Default toast duration, in ms; 0 means sticky (docs/product.md §4, §9). */
export const TOAST_MS = 3000;
/** China-edition toast duration, in ms (docs/product.md §4, §9). */
export const TOAST_CN_MS = 2000;
/** Toast fade-out duration, in ms (docs/product.md §4). */
export const TOAST_FADE_MS = 300;
/** Shared client request time-out, in ms (docs/product.md §7, §9). */
export const REQUEST_TIMEOUT_MS = 100_000;
/** How long the ticket tip stays, in ms (docs/product.md §4, §9). */
export const TICKET_TIP_MS = 7000;
/**
 * First wait before the client opens a new live stream after the browser
 * gave up on one (docs/live-stream.md; docs/product.md §9), in ms: the
 * server's own `retry:` value. Doubles after each failed attempt, up to
 * {@link LIVE_RECONNECT_MAX_MS}.
 */
export const LIVE_RECONNECT_MIN_MS = 3000;
/** Longest wait between two of the client's own live-stream attempts, in ms (docs/product.md §9). */
export const LIVE_RECONNECT_MAX_MS = 60_000;
/** Long-press before the image context menu, in ms (docs/product.md §9). */
export const LONG_PRESS_MS = 500;
/** Search debounce, in ms (docs/product.md §4, §9). */
export const DEBOUNCE_MS = 300;
/** Times the front-end settings fetch is retried (docs/product.md §7, §9). */
export const CONFIG_RETRY = 3;

// ---- Tickets (docs/product.md §1, §9) ------------------------------------------------

/** A post is "full" (made real) when it has MORE than this many wants (docs/product.md §1, §9). */
export const WANT_THRESHOLD = 100;
/** Tickets granted at sign-up (docs/product.md §1, §9). */
export const SIGN_UP_TICKETS = 5;
/** Tickets spent by one want (docs/product.md §1, §9). */
export const WANT_COST = 1;
/** Minimum discount for wanters, in percent off (docs/product.md §1, §9). */
export const WANTER_DISCOUNT_MIN_PERCENT = 30;
/** Maximum discount for top wanters, in percent off (docs/product.md §1, §9). */
export const TOP_WANTER_DISCOUNT_MAX_PERCENT = 90;

// ---- Sizes and pages (docs/product.md §9) --------------------------------------------

/** Generation history page size (docs/product.md §7, §9). */
export const HISTORY_PAGE_SIZE = 20;
/** Page size of message, ticket, model and challenge lists (docs/product.md §9). */
export const LIST_PAGE_SIZE = 1000;
/**
 * Products per page of the shop's catalogue: the client asks for it, and the
 * server's drawn catalogue carries page 1 of it under the same request, so the
 * two must agree or the drawn data misses the client's cache.
 */
export const SHOP_CATALOGUE_PAGE_SIZE = 60;
/**
 * The largest `pageSize` the server accepts, by kind of list: `list` for the
 * whole-list calls of {@link LIST_PAGE_SIZE} (tickets, models, challenges,
 * generation history), `cards` for post-card feeds (each card costs image
 * look-ups), `people` for follower/wanter/comment lists, `operator` for the
 * admin review queue. Clients never ask for more.
 */
export const PAGE_SIZE_MAX = {
  list: LIST_PAGE_SIZE,
  cards: 60,
  people: 100,
  operator: 200,
} as const;
/** Posts per page of the community feeds (home, a challenge's posts): the client asks for it, the server's first-screen HTML carries page 1 of it. */
export const FEED_PAGE_SIZE = 30;
/** Mention search page size (docs/product.md §9). */
export const MENTION_PAGE_SIZE = 20;
/** History picker loads more within this distance of the bottom, in px (docs/product.md §9). */
export const HISTORY_LOAD_MORE_PX = 200;
/** Mention list loads more within this distance of the bottom, in px (docs/product.md §4, §9). */
export const LOAD_MORE_PX = 30;
/** Image lazy-load root margin, in px (docs/product.md §9). */
export const IMAGE_LAZY_MARGIN_PX = 50;
/** Unread badges show "99+" above this number (docs/product.md §9). */
export const UNREAD_BADGE_MAX = 99;
/** Items shown by the education history modal (docs/product.md §9). */
export const EDU_HISTORY_PREVIEW_COUNT = 4;
/** Images per view in the publish carousel (docs/product.md §2, §9). */
export const CAROUSEL_PER_VIEW = 4;
/** Default number of cards shown per row/section when settings are missing (docs/product.md §3, §9). */
export const DEFAULT_CARD_DISPLAY_COUNT = 3;

// ---- Layout (docs/product.md §2, §9) -------------------------------------------------

/** Below this viewport width, in px, the mobile layout is used (docs/product.md §2, §9). */
export const MOBILE_BREAKPOINT_PX = 1024;
/**
 * The cookie that tells the server the layout the browser chose from its
 * window's width, `'mobile'` or `'desktop'`: the browser writes it at start-up
 * and whenever a resize changes the layout, and a page the server draws
 * (docs/architecture.md "Server rendering") takes the mobile layout when it
 * says `'mobile'`, so a desktop browser in a window under
 * {@link MOBILE_BREAKPOINT_PX} wide gets the page it will show.
 */
export const LAYOUT_COOKIE = 'layout';
/** Root font scaling: lower viewport clamp, in px (docs/product.md §9). */
export const ROOT_FONT_MIN_VIEWPORT_PX = 1024;
/** Root font scaling: upper viewport clamp, in px (docs/product.md §9). */
export const ROOT_FONT_MAX_VIEWPORT_PX = 1920;
/** Root font scaling: the design viewport width at which 1 rem = ROOT_FONT_BASE_PX, in px (docs/product.md §9). */
export const ROOT_FONT_DESIGN_VIEWPORT_PX = 1440;
/** Root font size at the design viewport width, in px. */
export const ROOT_FONT_BASE_PX = 16;
/** Minimum page size for generator pages, in px (docs/product.md §9). */
export const GENERATOR_PAGE_MIN = { width: 1200, height: 400 } as const;
/** Minimum page size for other pages, in px (docs/product.md §9). */
export const PAGE_MIN = { width: 1024, height: 750 } as const;

// ---- Orders (docs/product.md §2, §9) -------------------------------------------------

/** Days from order to shipping shown in the order timeline (docs/product.md §2, §9). */
export const ORDER_SHIP_DAYS = 10;
/** Days from shipping to delivery shown in the order timeline (docs/product.md §2, §9). */
export const ORDER_DELIVER_DAYS = 5;

// ---- Client identity (docs/product.md §3, §9) ----------------------------------------

/** Value of the App-Version request header (docs/product.md §3, §9). */
export const APP_VERSION = '1.0.1';

// ---- Sign-in limits (docs/auth.md 'Limits', 'Lockouts'; our rules) ------------------

/** A counted window of a route limit: at most `max` requests per `windowMs` (ms). */
export interface RateWindow {
  max: number;
  windowMs: number;
}

/**
 * Every abuse limit of the server, with its default (docs/security.md
 * 'Limits and lockouts'; our rules). The server's setting `RATE_LIMITS`
 * (apps/api/src/env.ts) overrides single values; tests and the end-to-end
 * run raise them, the limit tests lower them.
 *
 * - Lockout (counted in the database, the injectable clock): failed password
 *   checks of one account (`loginFailuresPerAccount`), of one address
 *   (`loginFailuresPerIp`; `eduLoginFailuresPerIp` for the school sign-in,
 *   where a classroom shares one address) within `loginFailureWindowMs`.
 * - Codes (database): per address and hour, per destination and hour, per
 *   destination and day (any purpose).
 * - `uploadStorageBytesPerUser`: bytes of uploaded originals one account may keep.
 * - `routes`: request counts of @fastify/rate-limit (Redis when REDIS_URL is
 *   set, else in-process): per address (`…PerIp`) or per signed-in account
 *   (`…PerUser`), each `{ max, windowMs }`.
 */
export const LIMIT_DEFAULTS = {
  loginFailuresPerAccount: 5,
  loginFailuresPerIp: 30,
  eduLoginFailuresPerIp: 100,
  loginFailureWindowMs: 15 * 60 * 1000,
  codesPerIpPerHour: 30,
  codesPerDestinationPerHour: 10,
  codesPerDestinationPerDay: 20,
  uploadStorageBytesPerUser: 2 * 1024 * 1024 * 1024,
  routes: {
    /** Requests to any login path (e-mail, account, phone code, school, Google link) from one address. */
    loginPerIp: { max: 30, windowMs: 60_000 },
    /** Code-sending requests (e-mail, SMS, reset, binding) from one address. */
    codePerIp: { max: 10, windowMs: 60_000 },
    /** Upload requests of one account. */
    uploadPerUser: { max: 60, windowMs: 60 * 60_000 },
    /** Generation submissions of one account. */
    generatePerUser: { max: 120, windowMs: 60 * 60_000 },
    /** Comments of one account. */
    commentPerUser: { max: 20, windowMs: 60_000 },
    /** Tracking batches from one address (the collector is public). */
    trackPerIp: { max: 120, windowMs: 60_000 },
  },
} as const;

/** The shape of {@link LIMIT_DEFAULTS} with any values. */
export interface Limits {
  loginFailuresPerAccount: number;
  loginFailuresPerIp: number;
  eduLoginFailuresPerIp: number;
  loginFailureWindowMs: number;
  codesPerIpPerHour: number;
  codesPerDestinationPerHour: number;
  codesPerDestinationPerDay: number;
  uploadStorageBytesPerUser: number;
  routes: Record<RouteLimitName, RateWindow>;
}

/** The names of the route limits. */
export type RouteLimitName = keyof typeof LIMIT_DEFAULTS.routes;

/**
 * Lifetime of a sign-in step: a `validateAuthToken` (reset, bind phone, link
 * Google) and a third-party sign-in attempt (WeChat QR state, Google
 * redirect): 10 minutes, in ms (our rule).
 */
export const AUTH_STEP_TTL_MS = 10 * 60 * 1000;
