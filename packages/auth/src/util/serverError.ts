/**
 * The message to show for a failed auth mutation (docs/product.md §8: the server's
 * `msg`): RTK Query's error is the store's `ApiError` (`{ status, data }`
 * with `data` the message) or a serialized error (`{ message }`). Aborted
 * requests show nothing (docs/product.md §8: aborts are silent).
 *
 * @returns the text, or null when there is nothing to show
 */
export function serverErrorText(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const record = error as { status?: unknown; data?: unknown; message?: unknown };
  if (record.status === 'ABORTED') return null;
  if (typeof record.data === 'string' && record.data.trim() !== '') return record.data;
  if (typeof record.message === 'string' && record.message.trim() !== '') return record.message;
  return null;
}
