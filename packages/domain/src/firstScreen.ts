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
 * challenge page's challenge (its id); `getModels`: the generator's model
 * list (no argument), `getFeatureConfig`: the tool switches (no argument);
 * `getShopProducts`: the shop catalogue (`{ kind: 'all' }`).
 */
export type FirstScreenQuery =
  | { endpoint: 'getFeed'; arg: { sort: 'hot' | 'new'; topicId?: string }; answer: FirstScreenAnswer }
  | { endpoint: 'getTopics'; answer: FirstScreenAnswer }
  | { endpoint: 'getTopicDetail'; arg: string; answer: FirstScreenAnswer }
  | { endpoint: 'getContentDetail'; arg: string; answer: FirstScreenAnswer }
  | { endpoint: 'getProductDiscount'; arg: { modelType: 'image'; contentId: string }; answer: FirstScreenAnswer }
  | { endpoint: 'getProductView'; arg: string; answer: FirstScreenAnswer }
  | { endpoint: 'getFeatureConfig'; answer: FirstScreenAnswer }
  | { endpoint: 'getModels'; answer: FirstScreenAnswer }
  | { endpoint: 'getShopProducts'; arg: { kind: 'all' }; answer: FirstScreenAnswer };

/** The text of the first-screen data element, parsed. */
export interface FirstScreenData {
  queries: FirstScreenQuery[];
}

/**
 * How a visitor's page of the education edition is drawn by the server
 * (docs/architecture.md "Server rendering"), by route path: `static` pages
 * (the edu home and the tool menu) need no API answer, so they carry empty
 * first-screen data; `tool` pages (the creation tools, which a visitor
 * sees as a signed-in pupil does, asked to sign in on Generate) carry what
 * the tool's form draws from: the model list, the challenges and the tool
 * switches. Pages not listed (the
 * docs, the guided generators and the signed-in screens) are drawn by the
 * browser.
 */
export const EDU_DRAWN_PAGES: Readonly<Record<string, 'static' | 'tool'>> = {
  '/': 'static',
  '/generator': 'static',
  '/generator/image': 'tool',
  '/generator/imageTo3D': 'tool',
  '/generator/3d': 'tool',
  '/generator/inpainting': 'tool',
  '/create/cartoonFigurine': 'tool',
};

/** How long a choice the browser tells the server in a cookie lasts, in seconds: a year, as long as a choice kept in local storage is meant to. */
export const CHOICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The `document.cookie` assignment by which the browser tells the server a
 * choice it made, so the pages the server draws match it
 * (docs/architecture.md "Server rendering"): `name=value` for the whole site
 * (`path=/`), {@link CHOICE_COOKIE_MAX_AGE_S}, `SameSite=Lax`. Used for
 * `LOCALE_COOKIE` and `LAYOUT_COOKIE`; `value` must be cookie-safe (a locale
 * or a layout name).
 */
export function choiceCookie(name: string, value: string): string {
  return `${name}=${value}; path=/; max-age=${CHOICE_COOKIE_MAX_AGE_S}; samesite=lax`;
}
