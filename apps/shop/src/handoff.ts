/** Where the shop remembers its last handoff attempt (ms since the epoch), per tab. */
export const HANDOFF_TRIED_KEY = 'shopHandoffAt';
/** A new attempt waits this long after the last one, in ms (10 s): the redirect chain ends well before, so it never loops. */
export const HANDOFF_RETRY_MS = 10_000;

/**
 * Takes the main site's session to the shop host (docs/auth.md 'Sessions
 * across hosts') before the app starts: unless a handoff was tried in this
 * tab in the last {@link HANDOFF_RETRY_MS}, it records the attempt and
 * replaces the page with `/aigc/api/auth/handoff/start?to=<this page>` (the
 * server sends a signed-in shop straight back; otherwise it asks the main
 * site once and comes back signed in, or as a visitor). Returns true when it
 * navigated away (do not start the app), false otherwise.
 */
export function handOffFromMainSite(
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(HANDOFF_TRIED_KEY) ?? 0);
  if (now - last < HANDOFF_RETRY_MS) return false;
  storage.setItem(HANDOFF_TRIED_KEY, String(now));
  const to = `${location.pathname}${location.search}${location.hash}`;
  location.replace(`/aigc/api/auth/handoff/start?to=${encodeURIComponent(to)}`);
  return true;
}
