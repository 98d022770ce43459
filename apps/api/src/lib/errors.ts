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
