import { NO_HANDOFF_META } from '@aigc/domain';
import { mainSiteOriginFor } from '@aigc/shell';
/** Where the shop remembers its last handoff attempt (ms since the epoch), per tab. */
export const HANDOFF_TRIED_KEY = 'shopHandoffAt';
/** A new attempt waits this long after the last one, in ms (10 s): the redirect chain ends well before, so it never loops. */
export const HANDOFF_RETRY_MS = 10_000;

/**
 * Takes the main site's session to the shop host (docs/auth.md 'Sessions
 * across hosts') before the app starts: unless the page says it needs no
 * handoff (the server's `NO_HANDOFF_META` in `doc`'s head: signed in here
 * already, or a session cookie shared with the main site) or a handoff was
 * tried in this tab in the last {@link HANDOFF_RETRY_MS}, it records the attempt and
 * replaces the page with `/aigc/api/auth/handoff/start?to=<this page>` (the
 * server sends a signed-in shop straight back; otherwise it asks the main
 * site once and comes back signed in, or as a visitor). Returns true when it
 * navigated away (do not start the app), false otherwise.
 */
export function handOffFromMainSite(
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number = Date.now(),
  doc: Pick<Document, 'querySelector'> = document,
): boolean {
  if (doc.querySelector(`meta[name="${NO_HANDOFF_META}"]`)) return false;
  const last = Number(storage.getItem(HANDOFF_TRIED_KEY) ?? 0);
  if (now - last < HANDOFF_RETRY_MS) return false;
  storage.setItem(HANDOFF_TRIED_KEY, String(now));
  const to = `${location.pathname}${location.search}${location.hash}`;
  location.replace(`/aigc/api/auth/handoff/start?to=${encodeURIComponent(to)}`);
  return true;
}

/**
 * The URL that hands the shop's own new session to its main site (docs/auth.md
 * 'Sessions across hosts', the handoff with `back=1`): the main site's
 * `/aigc/api/auth/handoff/start`, which takes the session from this shop host
 * and sends the browser back to the same page here, signed in on both.
 */
export function handBackUrl(location: Pick<Location, 'protocol' | 'host' | 'pathname' | 'search' | 'hash'>): string {
  const to = `${location.pathname}${location.search}${location.hash}`;
  return `${mainSiteOriginFor(location)}/aigc/api/auth/handoff/start?${new URLSearchParams({ to, back: '1' }).toString()}`;
}

/**
 * After a sign-in through the shop's own login dialog: signs the main site in
 * too by leaving for {@link handBackUrl} (one redirect chain, then this page
 * again). Under `vite` (development) nothing happens: its host is not the site's.
 */
export function handBackToMainSite(location: Pick<Location, 'protocol' | 'host' | 'pathname' | 'search' | 'hash' | 'assign'> = window.location): void {
  location.assign(handBackUrl(location));
}
