/**
 * The campaign source `ht_source` (docs/product.md §3 'Campaign source'): a
 * visit's source kept in session storage, copied from the URL query at
 * start-up or recorded by a campaign page, and sent with every sign-up call
 * and every tracking batch so the server can store it on the new account and
 * on the events. Malformed values (HT_SOURCE_PATTERN) are never kept or sent.
 */
import { HT_SOURCE_KEY, isHtSource } from '@aigc/domain';

/**
 * Keeps `value` as this visit's `ht_source` when it is well-formed; a later
 * source replaces an earlier one in the session (the server keeps the first
 * one an account signed up with).
 */
export function rememberHtSource(value: string | null | undefined): void {
  try {
    if (isHtSource(value)) sessionStorage.setItem(HT_SOURCE_KEY, value);
  } catch {
    // Storage blocked (privacy mode): the visit goes without a source.
  }
}

/** Copies `ht_source` from a URL's query (`search`, e.g. `location.search`) into session storage; called at start-up. */
export function captureHtSource(search: string): void {
  rememberHtSource(new URLSearchParams(search).get(HT_SOURCE_KEY));
}

/** This visit's `ht_source`, or undefined when there is none (or it is malformed). */
export function getHtSource(): string | undefined {
  try {
    const value = sessionStorage.getItem(HT_SOURCE_KEY);
    return isHtSource(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `body` with this visit's `htSource` (the sign-up calls and the tracking
 * batch); undefined when there is none, which JSON leaves out.
 */
export function withHtSource<T extends object>(body: T): T & { htSource?: string | undefined } {
  return { ...body, htSource: getHtSource() };
}
