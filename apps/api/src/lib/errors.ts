import { TEXT_MESSAGES } from '@aigc/domain';

/**
 * Business error codes carried in the envelope's `code` (docs/api-contract.md).
 * They are sent with HTTP status 200 (docs/product.md §8).
 */
export const ErrorCode = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  TooMany: 429,
  /**
   * An outside service is not configured or did not answer; retry later
   * (SMS, WeChat, Google: docs/auth.md; payment providers: docs/shop.md 'Errors').
   */
  Unavailable: 503,
  NoTicket: 4001,
  /** A limited campaign has no more items (the free ID tag, docs/product.md §1). */
  SoldOut: 4002,
} as const;

/**
 * An expected failure thrown by services and routes; the error handler turns it
 * into HTTP 200 `{ code, msg, data }` (docs/product.md §8). `data` defaults to null.
 */
export class AppError extends Error {
  readonly code: number;
  readonly data: unknown;
  /** For a 429: seconds until a retry can succeed, sent as the `Retry-After` header. */
  retryAfterSeconds: number | undefined;
  constructor(code: number, msg: string, data: unknown = null) {
    super(msg);
    this.name = 'AppError';
    this.code = code;
    this.data = data;
  }
}

/** 400 with `msg`. */
export const badRequest = (msg: string): AppError => new AppError(ErrorCode.BadRequest, msg);
/** 401 'Please log in'. */
export const unauthorized = (msg = 'Please log in'): AppError =>
  new AppError(ErrorCode.Unauthorized, msg);
/** 403 with `msg`. */
export const forbidden = (msg = 'Forbidden'): AppError => new AppError(ErrorCode.Forbidden, msg);
/** 404 with `msg`. */
export const notFound = (msg = 'Not found'): AppError => new AppError(ErrorCode.NotFound, msg);
/** 409 with `msg`. */
export const conflict = (msg: string): AppError => new AppError(ErrorCode.Conflict, msg);
/** 429 with `msg`; `retryAfterSeconds` (s) becomes the `Retry-After` header (docs/security.md 'Limits and lockouts'). */
export const tooMany = (msg: string, retryAfterSeconds?: number): AppError => {
  const error = new AppError(ErrorCode.TooMany, msg);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
};
/** 503 with `msg` (an outside service is off or failed). */
export const unavailable = (msg: string): AppError => new AppError(ErrorCode.Unavailable, msg);

/** The message of a multipart body the parser cannot read (see {@link isMultipartParseError}). */
export const MULTIPART_UNREADABLE = TEXT_MESSAGES.uploadUnreadable;

// What the multipart parser (busboy / dicer / streamsearch) throws for a body it
// cannot read: no or an unusable boundary, or a form that ends without its
// closing boundary (a missing or mismatched one).
const MULTIPART_PARSE_ERROR =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|\w+ terminated early due to unexpected end of multipart data|The needle (has to be|cannot))/;

/**
 * True when `error` is the multipart parser refusing a malformed body
 * (missing closing boundary, mismatched or absent boundary): the error
 * handler answers 400 {@link MULTIPART_UNREADABLE} on every upload route.
 */
export function isMultipartParseError(error: unknown): boolean {
  return error instanceof Error && !(error instanceof AppError) && MULTIPART_PARSE_ERROR.test(error.message);
}
