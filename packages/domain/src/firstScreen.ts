/**
 * The first-screen data a main edition's page carries in its HTML
 * (docs/architecture.md "First screen"): the server inserts, before
 * `</head>`, a non-executable
 * `<script type="application/json" id="aigc-first-screen">` whose text is
 * {@link FirstScreenData} (every `<`, `>` and `&` written as a `\u` escape,
 * so no text inside can end the element), and the client seeds its RTK
 * Query cache from it once at start, so the first screen does not wait for
 * those API calls. Only visitors' pages carry it: it holds visitor answers.
 * The page's largest first-screen image is preloaded beside it.
 */
export const FIRST_SCREEN_DATA_ID = 'aigc-first-screen';

/** The API's answer to a call, as a visitor gets it: its envelope. */
export interface FirstScreenAnswer {
  code: number;
  msg: string;
  data: unknown;
}

/**
 * One API answer for the client's cache: the store endpoint whose entry it
 * fills, the argument exactly as the page's component passes it, and the
 * answer. `getFeed`: page 1 of the feed `{ sort, topicId? }`; `getTopics`:
 * the home page's challenge strip (no argument); `getTopicDetail`: a
 * challenge page's challenge (its id).
 */
export type FirstScreenQuery =
  | { endpoint: 'getFeed'; arg: { sort: 'hot' | 'new'; topicId?: string }; answer: FirstScreenAnswer }
  | { endpoint: 'getTopics'; answer: FirstScreenAnswer }
  | { endpoint: 'getTopicDetail'; arg: string; answer: FirstScreenAnswer }
  | { endpoint: 'getContentDetail'; arg: string; answer: FirstScreenAnswer }
  | { endpoint: 'getProductDiscount'; arg: { modelType: 'image'; contentId: string }; answer: FirstScreenAnswer }
  | { endpoint: 'getProductView'; arg: string; answer: FirstScreenAnswer }
  | { endpoint: 'getFeatureConfig'; answer: FirstScreenAnswer };

/** The text of the first-screen data element, parsed. */
export interface FirstScreenData {
  queries: FirstScreenQuery[];
}
