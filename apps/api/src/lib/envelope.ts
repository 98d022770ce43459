import { z } from 'zod';

/** The success envelope body `{ code: 200, msg: 'success', data }` (docs/product.md §7). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Wraps `data` in the success envelope. */
export function ok<T>(data: T): Envelope<T> {
  return { code: 200, msg: 'success', data };
}

/**
 * Response schema of the success envelope `{ code, msg, data }` around `data`
 * (use as `response: { 200: envelope(X) }`). Business errors share the shape
 * with `data: null`; the error handler sends them without this schema.
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** Envelope schema whose `data` is always null (actions with no result). */
export const nullEnvelope = envelope(z.null());

/**
 * Query fields shared by paginated lists: `page` from 1, `pageSize` (default
 * 20, at most `max`: one of the `PAGE_SIZE_MAX` caps of @aigc/domain).
 */
export function pageQuery(max: number) {
  return {
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(max).default(20),
  };
}

/** Schema of a page `{ dataList, hasMore, page, total }` of `item` (docs/api-contract.md `Page<T>`). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    dataList: z.array(item),
    hasMore: z.boolean(),
    page: z.number().int(),
    total: z.number().int(),
  });
}

/** A page value (see {@link pageOf}). */
export interface Page<T> {
  dataList: T[];
  hasMore: boolean;
  page: number;
  total: number;
}

/** Builds a {@link Page} from one page of rows and the total count. */
export function makePage<T>(dataList: T[], page: number, pageSize: number, total: number): Page<T> {
  return { dataList, hasMore: page * pageSize < total, page, total };
}
