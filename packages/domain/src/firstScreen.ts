/**
 * The first-screen data a main edition's page carries in its HTML
 * (docs/architecture.md "First screen"): the server inserts, before
 * `</head>`, a non-executable
 * `<script type="application/json" id="aigc-first-screen">` whose text is
 * {@link FirstScreenData} (every `<`, `>` and `&` written as a `\u` escape,
 * so no text inside can end the element), and the client seeds its RTK
 * Query cache from it once at start, so the first screen does not wait for
 * those API calls. Only visitors' pages carry it: it holds visitor answers.
 */
export const FIRST_SCREEN_DATA_ID = 'aigc-first-screen';

/** One API answer for the client's cache: the store endpoint, its argument, and the answer's envelope `{ code, msg, data }`. */
export interface FirstScreenQuery {
  /** The store endpoint whose cache entry it fills (only `getFeed`, page 1, so far). */
  endpoint: 'getFeed';
  /** The endpoint's argument, exactly as the page's component passes it (e.g. `{ sort: 'hot' }`). */
  arg: Record<string, string>;
  /** The API's answer to that call, as a visitor gets it. */
  answer: { code: number; msg: string; data: unknown };
}

/** The text of the first-screen data element, parsed. */
export interface FirstScreenData {
  queries: FirstScreenQuery[];
}
