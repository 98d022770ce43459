import { HT_SOURCE_INVALID, HT_SOURCE_PATTERN } from '@aigc/domain';
import { z } from 'zod';

/**
 * `ht_source` as the API accepts it (docs/product.md §3 'Campaign source'):
 * HT_SOURCE_PATTERN of @aigc/domain (letters, digits, `_ - .`, at most 64
 * characters); 400 with HT_SOURCE_INVALID otherwise.
 */
export const HtSourceSchema = z.string().regex(HT_SOURCE_PATTERN, HT_SOURCE_INVALID);

/** The optional `htSource` body field of the sign-up calls and of `POST /api/track`. */
export const htSourceField = HtSourceSchema.optional().describe(
  "The visit's ht_source (session storage, docs/product.md §3); stored once on a new account",
);
