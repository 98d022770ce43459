import { FIRST_SCREEN_DATA_ID, type FirstScreenData, type FirstScreenQuery } from '@aigc/domain';
import { appApi } from './appApi';
import type { FeedArgs } from './endpoints/contents';
import type { AppDispatch } from './store';

/** What {@link seedFirstScreen} put in the cache, and what it left for later. */
export interface FirstScreenSeed {
  /** The feed arguments seeded (empty when the page carried nothing). */
  feeds: FeedArgs[];
  /**
   * Answers for endpoints the store does not have yet: a page's own
   * endpoints, added when its code loads (the post page's price estimate).
   * Seed them with {@link seedFirstScreenData} once the landed page's code has
   * loaded, before the page draws.
   */
  later: FirstScreenQuery[];
}

/**
 * Seeds the RTK Query cache from the first-screen data the server put in the
 * page (docs/architecture.md "First screen": the `FIRST_SCREEN_DATA_ID`
 * JSON element, a visitor's answers, each with the argument exactly as the
 * page's component passes it), so the page's first screen renders without
 * those calls: a `getFeed` answer becomes page 1 of that feed's infinite
 * query (`{ pages: [data], pageParams: [{ page: 1 }] }`), exactly what the
 * first request would have stored (later pages load as usual); any other
 * answer becomes its query's data (`upsertQueryEntries`, synchronous: the
 * entries are there before anything subscribes). Reads the element once and
 * removes it; an answer other than a success is skipped, malformed text ends
 * the seeding (the page then asks the API); an answer for an endpoint the
 * store does not have yet is returned in `later`. Kept small: it is in every
 * edition's entry script. Call before the first render. A signed-in user's
 * page does not carry it (the server leaves it out when a session cookie
 * comes); if one did, pass the result to {@link refetchSeededWhenSignedIn}
 * so their flags are fetched.
 */
export function seedFirstScreen(dispatch: AppDispatch, doc: Document = document): FirstScreenSeed {
  const element = doc.getElementById(FIRST_SCREEN_DATA_ID);
  element?.remove();
  return seedFirstScreenData(dispatch, element?.textContent ?? '{"queries":[]}');
}

/**
 * The cache seeding of {@link seedFirstScreen} from the data element's text
 * or its parsed `data`: also what the server render seeds its store with
 * (docs/architecture.md "Server rendering"), so the page it draws is the
 * one the browser then draws, and how the `later` answers are seeded once
 * their endpoints are there. Answers other than a success are skipped;
 * malformed data ends the seeding; answers for endpoints the store does not
 * have yet are returned in `later`.
 */
export function seedFirstScreenData(dispatch: AppDispatch, data: FirstScreenData | string): FirstScreenSeed {
  const seed: FirstScreenSeed = { feeds: [], later: [] };
  try {
    for (const query of (typeof data === 'string' ? (JSON.parse(data) as FirstScreenData) : data).queries) {
      const { endpoint, answer } = query;
      if (answer.code !== 200) continue;
      if (!(endpoint in appApi.endpoints)) {
        seed.later.push(query);
        continue;
      }
      const arg = 'arg' in query ? query.arg : undefined;
      if (endpoint === 'getFeed') seed.feeds.push(arg as FeedArgs);
      const value = endpoint === 'getFeed' ? { pages: [answer.data], pageParams: [{ page: 1 }] } : answer.data;
      // The endpoint, argument and value types go together by the FirstScreenQuery union.
      dispatch(appApi.util.upsertQueryEntries([{ endpointName: endpoint, arg, value } as never]));
    }
  } catch {
    // Malformed data: what is not seeded is asked of the API.
  }
  return seed;
}

/**
 * Once the session is known (`signedIn`, the result of `loadSession`): a
 * signed-in user's seeded feeds are fetched again, so their cards carry the
 * user's liked / wanted flags rather than a visitor's. Nothing for visitors.
 */
export function refetchSeededWhenSignedIn(dispatch: AppDispatch, seed: FirstScreenSeed, signedIn: boolean): void {
  if (signedIn && seed.feeds.length > 0) dispatch(appApi.util.invalidateTags([{ type: 'Feed', id: 'LIST' }]));
}
