import {
  CHALLENGE_BANNER,
  EDU_DRAWN_PAGES,
  FEED_CARD_SIZES,
  FEED_PAGE_SIZE,
  FIRST_SCREEN_DATA_ID,
  GENERATOR_TOOL_PATHS,
  imagePreloadTag,
  LIST_PAGE_SIZE,
  plainImagePreloadTag,
  POST_IMAGE_SIZES,
  SHOP_CATALOGUE_PAGE_SIZE,
  TOPIC_CARD_BANNER,
  type Locale,
} from '@aigc/domain';
import type { DbOrTx } from '../../db/client';
import { visibleCard } from '../../shared';
import type { FeedCache } from './feedCache';
import { feedPageEntry } from './feedPages';

const POST_PAGE_RE = /^\/content\/([A-Za-z0-9_-]{1,64})\/?$/;
/** The home feed's paths (`/`, `/feeds`). */
const HOME_PAGE_RE = /^\/(?:feeds\/?)?$/;
const CHALLENGE_PAGE_RE = /^\/challenge\/([A-Za-z0-9_-]{1,64})\/?$/;
const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
/** The generator's tool pages: a visitor sees each as a sign-in prompt over the hot feed's first works. */
const GENERATOR_PAGES = new Set(Object.values(GENERATOR_TOOL_PATHS));
/** A challenge page's tabs that are not its posts (`?tab=`): their first screen is not the feed. */
const CHALLENGE_OTHER_TABS = new Set(['designers', 'real', 'campaign']);

/** The page an HTML request is for. */
export interface FirstScreenPage {
  /** The URL's path (`/`, `/content/abc`). */
  path: string;
  /** The URL's query. */
  search: URLSearchParams;
  /** True when the request carries a session cookie (valid or not): the page then gets no visitor data. */
  signedIn: boolean;
  /** The language the page's API calls get official text in (`localeOf` the request). */
  locale: Locale;
}

/**
 * `json` as the text of a `<script type="application/json">` element: every
 * `<`, `>` and `&` (and the JavaScript line separators) written as `\u`
 * escapes, which JSON reads back as the same characters, so no text inside
 * (`</script>`, `<!--`) can end the element or open another.
 */
export function jsonScriptText(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The feed a main edition's page opens on, as the page's component asks the
 * store for it (`useGetFeedInfiniteQuery(arg)`, page 1 of
 * `FEED_PAGE_SIZE`): the home feed (`/`, `/feeds`; `?sort=new`,
 * `?topic=<id>`) or a challenge's posts (`/challenge/:id`, its default
 * tab; `?sort=new`). Null for other pages.
 */
export function firstFeedOf(path: string, search: URLSearchParams): { sort: 'hot' | 'new'; topicId?: string } | null {
  const sort = search.get('sort') === 'new' ? 'new' : 'hot';
  if (HOME_PAGE_RE.test(path)) {
    const topic = search.get('topic');
    if (topic && !ID_RE.test(topic)) return null;
    return topic ? { sort, topicId: topic } : { sort };
  }
  const challenge = CHALLENGE_PAGE_RE.exec(path)?.[1];
  if (challenge && !CHALLENGE_OTHER_TABS.has(search.get('tab') ?? '')) return { sort, topicId: challenge };
  return null;
}

/** The first-screen data element (`FIRST_SCREEN_DATA_ID`) carrying `dataJson`, a `FirstScreenData` text. */
function dataElement(dataJson: string): string {
  return `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${jsonScriptText(dataJson)}</script>`;
}

/** What {@link firstScreenHead} gives a page: its extra `<head>` markup, and the first-screen data's JSON text (null when there is none). */
export interface FirstScreenMarkup {
  head: string;
  dataJson: string | null;
}

/** What {@link firstScreenHead} reads: the database, the feed cache, and the API's answer to a visitor's GET. */
export interface FirstScreenDeps {
  db: DbOrTx;
  feedCache: FeedCache;
  /** The JSON text of the API's success envelope for `url` (e.g. `/aigc/api/topic/selection?…`) as a visitor gets it, or null when it is not a success. */
  visitorAnswer: (url: string) => Promise<string | null>;
}

/** The first banner (`banners.image`) of an envelope's data: the page's own challenge, or the first of a list. */
function bannerOf(answerJson: string | null): string | null {
  if (!answerJson) return null;
  const data = (JSON.parse(answerJson) as { data?: { banners?: { image?: string }; dataList?: { banners?: { image?: string } }[] } }).data;
  return data?.banners?.image ?? data?.dataList?.[0]?.banners?.image ?? null;
}

/**
 * A visitor's first-screen data of the post page of `contentId` (a
 * `FirstScreenData` text): the post (`getContentDetail`), its price estimate
 * (`getProductDiscount`, as the page's price card asks: image products) and
 * its product (`getProductView`), as the API answers a visitor; null when
 * the post's own answer is not a success. A failed estimate or product is
 * left out (the page asks for it).
 */
async function postPageData(deps: FirstScreenDeps, contentId: string): Promise<string | null> {
  const id = encodeURIComponent(contentId);
  const [post, discount, product] = await Promise.all([
    deps.visitorAnswer(`/aigc/api/topic/content/detail?contentId=${id}`),
    deps.visitorAnswer(`/aigc/trade/product/discount?modelType=image&contentId=${id}`),
    deps.visitorAnswer(`/aigc/api/make-real/product?contentId=${id}`),
  ]);
  if (!post) return null;
  const arg = JSON.stringify(contentId);
  const queries = [`{"endpoint":"getContentDetail","arg":${arg},"answer":${post}}`];
  if (discount) queries.push(`{"endpoint":"getProductDiscount","arg":{"modelType":"image","contentId":${arg}},"answer":${discount}}`);
  if (product) queries.push(`{"endpoint":"getProductView","arg":${arg},"answer":${product}}`);
  return `{"queries":[${queries.join(',')}]}`;
}

/**
 * A visitor's first-screen data of a generator tool page (a
 * `FirstScreenData` text): the hot feed's first page, whose first works the
 * sign-in prompt shows (`getFeed` `{ sort: 'hot' }`, read as the home page
 * reads it), and the tool switches of `GET /aigc/api/new/config`
 * (`getFeatureConfig`, left out when it fails: the page then asks).
 */
async function generatorPageData(deps: FirstScreenDeps, locale: Locale): Promise<string> {
  const [entry, config] = await Promise.all([
    feedPageEntry(deps.db, deps.feedCache, { sort: 'hot', page: 1, pageSize: FEED_PAGE_SIZE, topicId: undefined, after: null, locale }),
    deps.visitorAnswer('/aigc/api/new/config'),
  ]);
  const queries = [`{"endpoint":"getFeed","arg":{"sort":"hot"},"answer":${entry.visitorJson}}`];
  if (config) queries.push(`{"endpoint":"getFeatureConfig","answer":${config}}`);
  return `{"queries":[${queries.join(',')}]}`;
}

/**
 * What the server adds to the `<head>` of a main edition's page
 * (docs/architecture.md "Responsive images", "First screen"), or null:
 *
 * - a post page (`/content/:contentId` of a visible post): the preload of its
 *   poster with the AVIF `imagesrcset` and the `sizes` the page draws it
 *   with (`POST_IMAGE_SIZES`) and, for a visitor, the data element with the
 *   post, its price estimate and its product as the API answers a visitor
 *   (see {@link postPageData});
 * - a generator tool page (`GENERATOR_TOOL_PATHS`), for a visitor only: the
 *   data element of {@link generatorPageData} (a signed-in user sees the
 *   tool, which the page draws itself);
 * - a feed page (see {@link firstFeedOf}): the preload of the page's
 *   first-screen images with `fetchpriority="high"` — on the home page the
 *   first challenge card's banner (`TOPIC_CARD_BANNER`, painted first) and
 *   the first feed card's poster (`FEED_CARD_SIZES`, the cards' own
 *   `sizes`: the largest, the page's LCP), on a challenge page its banner
 *   (`CHALLENGE_BANNER`), or the first poster when there is no banner; for a
 *   visitor (no session cookie), the
 *   `FIRST_SCREEN_DATA_ID` data element with the answers the page's first
 *   calls would get: the feed's first page (read through `feedPageEntry`
 *   from the same `feedCache` entry as `GET /aigc/api/topic/content/list`,
 *   so a write that invalidates the cache shows in the next page too), and
 *   the challenge strip (`GET /aigc/api/topic/selection`, as the store's
 *   `getTopics` asks) or the challenge (`GET /aigc/api/topic/detail`).
 *   Signed-in users' pages get the preloads only: their cards carry their
 *   own liked / wanted flags, which the client's first call fetches.
 *
 * Returns that markup (`head`) with the data element's JSON text
 * (`dataJson`, the `FirstScreenData` the server render draws from; null
 * when the page carries none). Rejects when the database does (the caller
 * then sends the plain page).
 */
export async function firstScreenHead(deps: FirstScreenDeps, page: FirstScreenPage): Promise<FirstScreenMarkup | null> {
  const id = POST_PAGE_RE.exec(page.path)?.[1];
  if (id) {
    const found = await visibleCard(deps.db, id, null);
    if (!found) return null;
    const poster = found.card.posterImage;
    const preload = imagePreloadTag(poster.url, poster.width, POST_IMAGE_SIZES) ?? '';
    const dataJson = page.signedIn ? null : await postPageData(deps, id);
    const head = preload + (dataJson ? dataElement(dataJson) : '');
    return head ? { head, dataJson } : null;
  }
  if (GENERATOR_PAGES.has(page.path.replace(/(.)\/$/, '$1'))) {
    const dataJson = page.signedIn ? null : await generatorPageData(deps, page.locale);
    return dataJson ? { head: dataElement(dataJson), dataJson } : null;
  }
  const arg = firstFeedOf(page.path, page.search);
  if (!arg) return null;
  const onChallenge = !HOME_PAGE_RE.test(page.path);
  const [entry, topicJson] = await Promise.all([
    feedPageEntry(deps.db, deps.feedCache, { sort: arg.sort, page: 1, pageSize: FEED_PAGE_SIZE, topicId: arg.topicId, after: null, locale: page.locale }),
    deps.visitorAnswer(
      onChallenge
        ? `/aigc/api/topic/detail?topicId=${encodeURIComponent(arg.topicId!)}`
        : `/aigc/api/topic/selection?page=1&pageSize=${LIST_PAGE_SIZE}&showWantable=1`,
    ),
  ]);
  const banner = bannerOf(topicJson);
  const box = onChallenge ? CHALLENGE_BANNER : TOPIC_CARD_BANNER;
  const bannerPreload = banner ? imagePreloadTag(banner, box.width, box.sizes) : null;
  // On the home feed the first card is in the first screen of a phone and of a desktop, and its poster is
  // larger than a strip banner: the page's LCP. On a challenge page the large banner is (docs/architecture.md "First screen").
  const first = !bannerPreload || !onChallenge ? entry.page.cards[0]?.posterImage : undefined;
  const posterPreload = first ? imagePreloadTag(first.url, first.width, FEED_CARD_SIZES) : null;
  let dataJson: string | null = null;
  if (!page.signedIn) {
    const topicQuery = !topicJson
      ? ''
      : onChallenge
        ? `,{"endpoint":"getTopicDetail","arg":${JSON.stringify(arg.topicId)},"answer":${topicJson}}`
        : `,{"endpoint":"getTopics","answer":${topicJson}}`;
    dataJson = `{"queries":[{"endpoint":"getFeed","arg":${JSON.stringify(arg)},"answer":${entry.visitorJson}}${topicQuery}]}`;
  }
  const data = dataJson ? dataElement(dataJson) : null;
  const head = [bannerPreload, posterPreload, data].filter(Boolean).join('');
  return head ? { head, dataJson } : null;
}

/**
 * A visitor's first-screen data of an education tool page (a
 * `FirstScreenData` text): what the tool's form draws from, as the API
 * answers a visitor on that host — the model list (`getModels`, as
 * `useGetModelsQuery()` asks), the challenges (`getTopics`) and the tool
 * switches (`getFeatureConfig`). An answer that is not a success is left
 * out (the page asks for it).
 */
async function eduToolPageData(deps: FirstScreenDeps): Promise<string> {
  const [models, topics, config] = await Promise.all([
    deps.visitorAnswer(`/aigc/api/model/selection?page=1&pageSize=${LIST_PAGE_SIZE}`),
    deps.visitorAnswer(`/aigc/api/topic/selection?page=1&pageSize=${LIST_PAGE_SIZE}&showWantable=1`),
    deps.visitorAnswer('/aigc/api/new/config'),
  ]);
  const queries: string[] = [];
  if (models) queries.push(`{"endpoint":"getModels","answer":${models}}`);
  if (topics) queries.push(`{"endpoint":"getTopics","answer":${topics}}`);
  if (config) queries.push(`{"endpoint":"getFeatureConfig","answer":${config}}`);
  return `{"queries":[${queries.join(',')}]}`;
}

/**
 * What the server adds to the `<head>` of an education page
 * (docs/architecture.md "Server rendering"), or null: for a visitor's page
 * listed in `EDU_DRAWN_PAGES`, the first-screen data element the server
 * render draws from — empty for the `static` pages (the home page and the
 * tool menu ask the API nothing), {@link eduToolPageData} for the `tool`
 * pages. Null for a
 * signed-in user (their pages show their own works and tools) and for
 * pages not listed. Rejects when the database does.
 */
export async function eduFirstScreenHead(deps: FirstScreenDeps, page: FirstScreenPage): Promise<FirstScreenMarkup | null> {
  if (page.signedIn) return null;
  const kind = EDU_DRAWN_PAGES[page.path.replace(/(.)\/$/, '$1')];
  if (!kind) return null;
  const dataJson = kind === 'tool' ? await eduToolPageData(deps) : '{"queries":[]}';
  return { head: dataElement(dataJson), dataJson };
}

/** The shop catalogue's first page as its page asks for it (`getShopProducts({ kind: 'all' })`: {@link SHOP_CATALOGUE_PAGE_SIZE} products). */
const SHOP_CATALOGUE_URL = `/aigc/api/shop/products?pageSize=${SHOP_CATALOGUE_PAGE_SIZE}&kind=all`;

/**
 * What the server adds to the `<head>` of a shop page (docs/architecture.md
 * "Server rendering"), or null: for a visitor's catalogue (`/`), the
 * first-screen data element with the catalogue as the API answers a
 * visitor on that host (`getShopProducts`, the region's prices) and the
 * preload of the first picture on screen (the first community design's,
 * which the page loads first; `fetchpriority="high"`). Null for a
 * signed-in user, other pages, or when the catalogue's answer is not a
 * success. The caller adds it only to a page that needs no session handoff
 * (a page that hands the session over is left at once). Rejects when the
 * database does.
 */
export async function shopFirstScreenHead(deps: FirstScreenDeps, page: FirstScreenPage): Promise<FirstScreenMarkup | null> {
  if (page.signedIn || page.path !== '/') return null;
  const catalogue = await deps.visitorAnswer(SHOP_CATALOGUE_URL);
  if (!catalogue) return null;
  const products = (JSON.parse(catalogue) as { data?: { dataList?: { kind?: string; imageUrl?: string | null }[] } }).data?.dataList ?? [];
  const made = products.filter((p) => p.kind === 'made');
  const first = (made.length > 0 ? made : products.filter((p) => p.kind === 'custom'))[0]?.imageUrl;
  const preload = first ? plainImagePreloadTag(first) : '';
  const dataJson = `{"queries":[{"endpoint":"getShopProducts","arg":{"kind":"all"},"answer":${catalogue}}]}`;
  return { head: preload + dataElement(dataJson), dataJson };
}
