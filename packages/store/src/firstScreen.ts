import { FIRST_SCREEN_DATA_ID, type FirstScreenData, type FirstScreenQuery } from '@aigc/domain';
import { appApi } from './appApi';
import type { FeedArgs } from './endpoints/contents';
import type { AppDispatch } from './store';

/** What {@link seedFirstScreen} put in the cache: the feed arguments seeded (empty when the page carried nothing). */
export interface FirstScreenSeed {
  feeds: FeedArgs[];
}

/** The store endpoints a first-screen answer may fill. */
const SEEDED_ENDPOINTS: readonly FirstScreenQuery['endpoint'][] = ['getFeed', 'getTopics', 'getTopicDetail'];

/**
 * Seeds the RTK Query cache from the first-screen data the server put in the
 * page (docs/architecture.md "First screen": the `FIRST_SCREEN_DATA_ID`
 * JSON element, a visitor's answers, each with the argument exactly as the
 * page's component passes it), so the page's first screen renders without
 * those calls: a `getFeed` answer becomes page 1 of that feed's infinite
 * query (`{ pages: [data], pageParams: [{ page: 1 }] }`), exactly what the
 * first request would have stored (later pages load as usual); `getTopics`
 * and `getTopicDetail` answers become those queries' data
 * (`upsertQueryEntries`, synchronous: the entries are there before anything
 * subscribes). Reads the element once and removes it; an answer other than
 * a success is skipped, malformed text ends the seeding (the page then asks
 * the API). Kept small: it is in every edition's entry script. Call before
 * the first render. A signed-in user's page does not carry it (the server
 * leaves it out when a session cookie comes); if one did, pass the result
 * to {@link refetchSeededWhenSignedIn} so their flags are fetched.
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
 * one the browser then draws. Answers other than a success are skipped;
 * malformed data ends the seeding.
 */
export function seedFirstScreenData(dispatch: AppDispatch, data: FirstScreenData | string): FirstScreenSeed {
  const feeds: FeedArgs[] = [];
  try {
    for (const { endpoint, answer, ...rest } of (typeof data === 'string' ? (JSON.parse(data) as FirstScreenData) : data).queries) {
      if (answer.code !== 200 || !SEEDED_ENDPOINTS.includes(endpoint)) continue;
      const arg = 'arg' in rest ? rest.arg : undefined;
      if (endpoint === 'getFeed') feeds.push(arg as FeedArgs);
      const value = endpoint === 'getFeed' ? { pages: [answer.data], pageParams: [{ page: 1 }] } : answer.data;
      // The endpoint, argument and value types go together by the FirstScreenQuery union.
      dispatch(appApi.util.upsertQueryEntries([{ endpointName: endpoint, arg, value } as never]));
    }
  } catch {
    // Malformed data: what is not seeded is asked of the API.
  }
  return { feeds };
}

/**
 * Once the session is known (`signedIn`, the result of `loadSession`): a
 * signed-in user's seeded feeds are fetched again, so their cards carry the
 * user's liked / wanted flags rather than a visitor's. Nothing for visitors.
 */
export function refetchSeededWhenSignedIn(dispatch: AppDispatch, seed: FirstScreenSeed, signedIn: boolean): void {
  if (signedIn && seed.feeds.length > 0) dispatch(appApi.util.invalidateTags([{ type: 'Feed', id: 'LIST' }]));
}
