import { msg } from '@lingui/core/macro';

/**
 * Titles of the error toasts docs/product.md §8 names, set on their endpoints
 * as `extraOptions.errorTitle` (the base query translates them when it
 * toasts; the message under the title stays the server's msg).
 */

/** Over a failed follow or unfollow ('Follow failure: an error toast titled Failed'). */
export const FOLLOW_FAILED = msg({ context: 'error toast title', message: 'Failed' });
/** Over a failed want (no want-ticket left, already wanted, network…). */
export const WANT_FAILED = msg`Want it failed`;
/** Over a failed comment or reply. */
export const COMMENT_FAILED = msg`Comment failed`;
