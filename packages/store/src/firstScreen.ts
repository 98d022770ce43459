import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '@aigc/domain';
import { contentsApi, type FeedArgs, type FeedPage, type FeedPageParam } from './endpoints/contents';
import type { AppDispatch } from './store';

/** What {@link seedFirstScreen} put in the cache: the feed arguments seeded (empty when the page carried nothing). */
export interface FirstScreenSeed {
  feeds: FeedArgs[];
}

function isFeedPage(value: unknown): value is FeedPage {
  const page = value as FeedPage | null;
  return typeof page === 'object' && page !== null && Array.isArray(page.dataList) && typeof page.hasMore === 'boolean';
}

/**
 * Seeds the RTK Query cache from the first-screen data the server put in the
 * page (docs/architecture.md "First screen": the `FIRST_SCREEN_DATA_ID`
 * JSON element, a visitor's answers), so the page's first screen renders
 * without those calls: each `getFeed` entry becomes page 1 of that feed's
 * infinite query (`{ pages: [data], pageParams: [{ page: 1 }] }`, with
 * `upsertQueryEntries`), exactly what the first request would have stored;
 * later pages load as usual.
 * Reads the element once and removes it; a missing, malformed or failed
 * answer is skipped (the page then asks the API). Call before the first
 * render. A signed-in user's page does not carry it (the server leaves it
 * out when a session cookie comes); if one did, pass the result to
 * {@link refetchSeededWhenSignedIn} so their flags are fetched.
 */
export function seedFirstScreen(dispatch: AppDispatch, doc: Document = document): FirstScreenSeed {
  const seed: FirstScreenSeed = { feeds: [] };
  const entries: { endpointName: 'getFeed'; arg: FeedArgs; value: { pages: FeedPage[]; pageParams: FeedPageParam[] } }[] = [];
  const element = doc.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element) return seed;
  element.remove();
  let data: FirstScreenData;
  try {
    data = JSON.parse(element.textContent ?? '') as FirstScreenData;
  } catch {
    return seed;
  }
  for (const query of Array.isArray(data?.queries) ? data.queries : []) {
    const { arg, answer } = query ?? {};
    if (query?.endpoint !== 'getFeed' || answer?.code !== 200 || !isFeedPage(answer.data)) continue;
    if (arg?.sort !== 'hot' && arg?.sort !== 'new') continue;
    const feedArg: FeedArgs = arg.topicId ? { sort: arg.sort, topicId: String(arg.topicId) } : { sort: arg.sort };
    seed.feeds.push(feedArg);
    entries.push({ endpointName: 'getFeed', arg: feedArg, value: { pages: [answer.data], pageParams: [{ page: 1 }] } });
  }
  // One synchronous action: the entries are there (fulfilled) before anything subscribes.
  if (entries.length > 0) dispatch(contentsApi.util.upsertQueryEntries(entries));
  return seed;
}

/**
 * Once the session is known (`signedIn`, the result of `loadSession`): a
 * signed-in user's seeded feeds are fetched again, so their cards carry the
 * user's liked / wanted flags rather than a visitor's. Nothing for visitors.
 */
export function refetchSeededWhenSignedIn(dispatch: AppDispatch, seed: FirstScreenSeed, signedIn: boolean): void {
  if (signedIn && seed.feeds.length > 0) dispatch(contentsApi.util.invalidateTags([{ type: 'Feed', id: 'LIST' }]));
}
