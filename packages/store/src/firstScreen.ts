import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '@aigc/domain';
import type { Page, Topic, TopicDetail } from '@aigc/api-client';
import { appApi } from './appApi';
import type { FeedArgs, FeedPage } from './endpoints/contents';
import type { AppDispatch } from './store';

/** What {@link seedFirstScreen} put in the cache: the feed arguments seeded (empty when the page carried nothing). */
export interface FirstScreenSeed {
  feeds: FeedArgs[];
}

function isFeedPage(value: unknown): value is FeedPage {
  const page = value as FeedPage | null;
  return typeof page === 'object' && page !== null && Array.isArray(page.dataList) && typeof page.hasMore === 'boolean';
}

function isTopicPage(value: unknown): value is Page<Topic> {
  const page = value as Page<Topic> | null;
  return typeof page === 'object' && page !== null && Array.isArray(page.dataList);
}

function isTopicDetail(value: unknown, id: string): value is TopicDetail {
  const topic = value as TopicDetail | null;
  return typeof topic === 'object' && topic !== null && topic.uniqueTopicId === id;
}

/**
 * Seeds the RTK Query cache from the first-screen data the server put in the
 * page (docs/architecture.md "First screen": the `FIRST_SCREEN_DATA_ID`
 * JSON element, a visitor's answers), so the page's first screen renders
 * without those calls: a `getFeed` answer becomes page 1 of that feed's
 * infinite query (`{ pages: [data], pageParams: [{ page: 1 }] }`), exactly
 * what the first request would have stored (later pages load as usual);
 * `getTopics` and `getTopicDetail` answers become those queries' data
 * (`upsertQueryEntries`, synchronous: the entries are there before anything
 * subscribes). Reads the element once and removes it; a missing,
 * malformed or failed answer is skipped (the page then asks the API). Call
 * before the first render. A signed-in user's page does not carry it (the
 * server leaves it out when a session cookie comes); if one did, pass the
 * result to {@link refetchSeededWhenSignedIn} so their flags are fetched.
 */
export function seedFirstScreen(dispatch: AppDispatch, doc: Document = document): FirstScreenSeed {
  const seed: FirstScreenSeed = { feeds: [] };
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
    const answer = query?.answer;
    if (answer?.code !== 200) continue;
    if (query.endpoint === 'getFeed' && isFeedPage(answer.data) && (query.arg?.sort === 'hot' || query.arg?.sort === 'new')) {
      const { sort, topicId } = query.arg;
      const arg: FeedArgs = topicId ? { sort, topicId: String(topicId) } : { sort };
      seed.feeds.push(arg);
      dispatch(appApi.util.upsertQueryEntries([{ endpointName: 'getFeed', arg, value: { pages: [answer.data], pageParams: [{ page: 1 }] } }]));
    } else if (query.endpoint === 'getTopics' && isTopicPage(answer.data)) {
      dispatch(appApi.util.upsertQueryEntries([{ endpointName: 'getTopics', arg: undefined, value: answer.data }]));
    } else if (query.endpoint === 'getTopicDetail' && typeof query.arg === 'string' && isTopicDetail(answer.data, query.arg)) {
      dispatch(appApi.util.upsertQueryEntries([{ endpointName: 'getTopicDetail', arg: query.arg, value: answer.data }]));
    }
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
