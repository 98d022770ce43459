/**
 * @aigc/api-client — the /aigc API's types, generated from the server's
 * OpenAPI document (`src/schema.gen.ts`), under short names, plus the
 * password encryption of docs/product.md §5.
 *
 * Code elsewhere never spells out `paths['/x']['get']…` inline: it imports a
 * short name from here (docs/style.md 'API types flow from one schema').
 */
import type { components, paths } from './schema.gen';

export type { components, paths } from './schema.gen';
export { encryptPassword } from './crypto';

type S = components['schemas'];

// ── Entities (docs/api-contract.md § Shapes) ──────────────────────────────
export type User = S['User'];
export type LoginResult = S['LoginResult'];
/** A WeChat poll or a third-party token sign-in (docs/auth.md). */
export type ThirdLoginResult = S['ThirdLoginResult'];
/** `GET /api/auth/login/pre/third`: WeChat's QR URL and the state to poll with. */
export type ThirdLoginStart = S['ThirdLoginStart'];
/** `GET /api/auth/forgot/password/validate`: step 1 of the reset. */
export type ResetStart = S['ResetStart'];
/** `GET /api/auth/login/third/link`: what a Google link step is about. */
export type ThirdLinkInfo = S['ThirdLinkInfo'];
export type PublicKey = S['PublicKey'];
export type TicketLog = S['TicketLog'];
export type Topic = S['Topic'];
/** `GET /api/showcase`: the official showcase's cards, in the operators' order (docs/product.md §2 'About us'). */
export type ShowcasePage = S['ShowcasePage'];
/** `GET /api/campaigns/:channel/:code`: a campaign page (docs/product.md §2 'Campaigns'). */
export type Campaign = S['Campaign'];
export type Author = S['Author'];
export type ImageAsset = S['ImageAsset'];
export type PostCard = S['PostCard'];
export type PostDetail = S['PostDetail'];
export type Comment = S['Comment'];
// Content detail (docs/product.md §2): comments, likes, share, wanters
export type DeleteCommentResult = S['DeleteCommentResult'];
export type LikeResult = S['LikeResult'];
export type ShareInfo = S['ShareInfo'];
export type Wanter = S['Wanter'];
/** Body of POST /api/comment/add (parentId = reply to that comment or reply). */
export type AddCommentBody = RequestBody<'/aigc/api/comment/add'>;
export type WantResult = S['WantResult'];
/** Body of POST /api/topic/content/download (docs/api-contract.md 'Post downloads'). */
export type PostDownloadBody = RequestBody<'/aigc/api/topic/content/download'>;
/** One entry of {@link PostDownloadBody}: a post, one of its images, or its model file. */
export type PostDownloadItem = PostDownloadBody['items'][number];
/** A video batch download task (GET /api/download/video/batch*). */
export type DownloadTask = S['DownloadTask'];
// Make It Real, shipping, ID tag, daily rewards (docs/product.md §1–§4, §9; docs/tickets.md)
export type ProductView = S['ProductView'];
export type ProductDiscount = S['ProductDiscount'];
export type ProductStatus = S['ProductStatus'];
export type ShippingInfo = S['ShippingInfo'];
export type IdTagCampaign = S['IdTagCampaign'];
export type DailyRewards = S['DailyRewards'];
export type AdminProduct = S['AdminProduct'];
export type Model = S['Model'];
export type GenerateJob = S['GenerateJob'];
export type GenerationRecord = S['GenerationRecord'];
export type PublishResult = S['PublishResult'];
export type FeSettings = S['FeSettings'];
export type FeatureConfig = S['FeatureConfig'];
export type UserProfile = S['UserProfile'];
// People and account (docs/product.md §2 Account/profile, Creators)
export type FollowResult = S['FollowResult'];
export type PersonCard = S['PersonCard'];
export type UserPostCard = S['UserPostCard'];
export type BatchDeleteResult = S['BatchDeleteResult'];
export type Creator = S['Creator'];
export type CreatorDetail = S['CreatorDetail'];
export type CreatorEarnings = S['CreatorEarnings'];
export type CreatorTier = S['CreatorTier'];
export type CreatorTierState = S['CreatorTierState'];
/** Query of GET /api/topic/content/user/list (account tabs). */
export type UserPostsQuery = NonNullable<paths['/aigc/api/topic/content/user/list']['get']['parameters']['query']>;
/** Account post tab: posts | product | likes | wants. */
export type UserPostTab = NonNullable<UserPostsQuery['tab']>;
/** Image / 3D sub-filter of the account tabs. */
export type UserPostKind = NonNullable<UserPostsQuery['kind']>;
/** Tab of the user-products page: all | in_production | on_sale. */
export type UserProductTab = NonNullable<UserPostsQuery['productTab']>;
// Challenges and series (docs/product.md §2 Challenge detail, All activities, Series detail)
export type TopicDetail = S['TopicDetail'];
export type TopicPrize = S['TopicPrize'];
export type RealPicture = S['RealPicture'];
export type ActivityPage = S['ActivityPage'];
export type ActivityCounts = S['ActivityCounts'];
export type ChallengeShare = S['ChallengeShare'];
export type TopicShortcut = S['TopicShortcut'];
export type Series = S['Series'];
export type SeriesItem = S['SeriesItem'];
export type SeriesSummary = S['SeriesSummary'];
/** Body of PUT /api/topic/content/series (create without id, replace with id). */
export type SaveSeriesBody = RequestBody<'/aigc/api/topic/content/series', 'put'>;

// The shop (docs/shop.md 'API for the shop client')
export type ShopConfig = S['ShopConfig'];
export type ShopProduct = S['ShopProduct'];
export type ShopProductDetail = S['ShopProductDetail'];
export type OrderQuote = S['OrderQuote'];
export type Order = S['Order'];
export type OrderStatus = S['OrderStatus'];
/** What the client does to pay: a TEST confirm, a redirect (Stripe, WeChat H5) or a QR code (WeChat Native). */
export type PaymentAction = S['PaymentAction'];
export type PrintPlacement = S['PrintPlacement'];
export type TestPayment = S['TestPayment'];
/** Body of POST /api/shop/orders (send an `Idempotency-Key` header). */
export type PlaceOrderBody = RequestBody<'/aigc/api/shop/orders'>;
/** Body of POST /api/shop/quote. */
export type QuoteBody = RequestBody<'/aigc/api/shop/quote'>;
/** Query of GET /api/shop/products. */
export type ShopProductsQuery = QueryParams<'/aigc/api/shop/products'>;
/** Query of GET /api/shop/orders. */
export type OrdersQuery = QueryParams<'/aigc/api/shop/orders'>;

// Direct product launch by verified creators (docs/shop.md 'Direct launch')
/** A release as its creator sees it: product type, sizes with prices, status, the operator's reason, the shop product once approved. */
export type ProductRelease = S['ProductRelease'];
/** A release in the operators' review list, with its creator. */
export type AdminProductRelease = S['AdminProductRelease'];
/** pending (under review), approved (on sale), rejected, withdrawn. */
export type ReleaseStatus = S['ReleaseStatus'];
/** A product type the shop makes (a base product kind). */
export type ProductType = S['ProductType'];
/** Body of POST /api/designer/releases. */
export type SubmitReleaseBody = RequestBody<'/aigc/api/designer/releases'>;

// Notice centre (docs/product.md §2 'Notice centre', §3 'Message', §7 'Messages')
/** One notice-centre message; `info` and `payloadJson` are type-specific records (see {@link MessageInfo}, {@link MessagePayload}). */
export type Message = S['Message'];
/** The user a message is about (`userInfo`): who liked, followed, commented…; `following` = the caller follows them. */
export type MessageUser = S['MessageUser'];
/** Unread messages per notice-centre group: systemCount, normalCount, tradeCount. */
export type UnreadDetail = S['UnreadDetail'];
/** Query of the three message lists (page, pageSize ≤ 1000, tz). */
export type MessageListQuery = NonNullable<paths['/aigc/api/message/list']['get']['parameters']['query']>;

/**
 * The type-specific fields of a message's `info` (docs/product.md §3 'Message'),
 * as the server writes them; every field is optional and only some types carry each.
 */
export interface MessageInfo {
  /** The comment of a comment (12), reply (13) or mention in a comment (23). */
  commentId?: string | null;
  /** Where a mention (23) is: 1 a comment, 2 a post. */
  mentionType?: number | null;
  /** Wants needed for production (5, 9). */
  conditionNum?: number | null;
  /** Challenge title (prizes 19–21). */
  topicTitle?: string | null;
  /** Tickets refunded (8, 18). */
  wantItTicketCount?: number | null;
  /** Wants needed (5). */
  wantItConditionNums?: number | null;
  /** Order messages (14–17). */
  orderId?: string | null;
  productId?: string | null;
  product_name?: string | null;
  product_image?: string | null;
  /** Amount paid, in the minor unit of `currency` (cents, fen). */
  payAmount?: number | null;
  /** ISO 4217 currency of `payAmount` (`USD`, `CNY`; docs/shop.md); absent = USD. */
  currency?: string | null;
  returnReason?: string | null;
  /** Fraction of the full price paid (0.7 = 30 % off). */
  discount?: number | null;
  /** Ranking text (22). */
  rankingMsg?: string | null;
}

/** One attachment of an official message (`payloadJson.attachments`). */
export interface MessageAttachment {
  web_text: string;
  type: number;
  image_url: string;
}

/**
 * A message's `payloadJson` (docs/product.md §3): official messages (0, 100) carry
 * title, content, landing_url, attachments and web_popup_image; comments and replies carry content.
 */
export interface MessagePayload {
  title?: string | null;
  content?: string | null;
  landing_url?: string | null;
  attachments?: MessageAttachment[] | null;
  web_popup_image?: string | null;
}

/** One file's result of POST /api/generate/generate-image (docs/product.md §3 'Upload response item'). */
export type UploadItem = S['UploadItem'];
/** A person offered by the @-mention search (docs/product.md §3 'Mention candidate'). */
export type MentionCandidate = S['MentionCandidate'];
/** A page of GET /api/search/authors/mention (cursor + sessionId paging). */
export type MentionPage = S['MentionPage'];
/** An @-mention of a stored text — a post's description or a comment — with the user's nickname (docs/product.md §3 mentionUser). */
export type Mention = S['Mention'];

/** Want state of a post: 'full' once it has more than 100 wants (docs/product.md §1). */
export type WantState = PostCard['wantState'];
/** Status of a generation job (docs/product.md §4 'Generation task'). */
export type GenerateJobStatus = GenerateJob['status'];

// ── Wire conventions ──────────────────────────────────────────────────────
/** Every /aigc response body: `code` 200 = success, else `msg` is shown (docs/product.md §7–§8). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A list response: `page` starts at 1; `hasMore` says whether page + 1 exists. */
export interface Page<T> {
  dataList: T[];
  hasMore: boolean;
  page: number;
  total: number;
}

// ── Helpers that read request/response types out of `paths` ───────────────
/** Every path in the OpenAPI document (they carry the `/aigc` prefix). */
export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'delete';
type Op<P extends ApiPath, M extends Method> = paths[P] extends { [K in M]: infer O } ? O : never;

/** JSON request body of `M P` (never when it has none). */
export type RequestBody<P extends ApiPath, M extends Method = 'post'> =
  Op<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** multipart/form-data request body of `M P` (never when it has none). */
export type MultipartBody<P extends ApiPath, M extends Method = 'post'> =
  Op<P, M> extends { requestBody?: { content: { 'multipart/form-data': infer B } } } ? B : never;

/** Query parameters of `M P` (never when it has none). */
export type QueryParams<P extends ApiPath, M extends Method = 'get'> =
  Op<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The envelope's `data` of the 200 response of `M P`. */
export type ResponseData<P extends ApiPath, M extends Method = 'get'> =
  Op<P, M> extends {
    responses: { 200: { content: { 'application/json': { data?: infer D } } } };
  }
    ? Exclude<D, undefined>
    : never;

// ── Request bodies and queries of the calls the clients make ──────────────
/** Body of POST /api/auth/login/email; `password` is the encrypted form (docs/product.md §5). */
export type LoginEmailBody = RequestBody<'/aigc/api/auth/login/email'>;
/** Body of POST /api/auth/register/email; `password` is the encrypted form (docs/product.md §5). */
export type RegisterEmailBody = RequestBody<'/aigc/api/auth/register/email'>;
/** Body of POST /api/auth/forgot; both password fields are encrypted (docs/product.md §5). */
export type ForgotPasswordBody = RequestBody<'/aigc/api/auth/forgot'>;
// The China and Google sign-in calls (docs/auth.md); password fields are the encrypted form.
/** Body of POST /api/auth/login/mobile/code. */
export type MobileCodeBody = RequestBody<'/aigc/api/auth/login/mobile/code'>;
/** Body of POST /api/auth/login/mobile. */
export type MobileLoginBody = RequestBody<'/aigc/api/auth/login/mobile'>;
/** Body of POST /api/auth/login/account (`account`: a mobile number or an e-mail). */
export type AccountLoginBody = RequestBody<'/aigc/api/auth/login/account'>;
/** Query of GET /api/auth/forgot/password/validate (`account` omitted: the signed-in caller's own). */
export type ResetValidateQuery = QueryParams<'/aigc/api/auth/forgot/password/validate'>;
/** Body of POST /api/auth/forgot/password/code. */
export type ResetCodeBody = RequestBody<'/aigc/api/auth/forgot/password/code'>;
/** Body of POST /api/auth/forgot/password/submit; both password fields are encrypted. */
export type ResetSubmitBody = RequestBody<'/aigc/api/auth/forgot/password/submit'>;
/** Body of POST /api/auth/binding/mobile/code. */
export type BindMobileCodeBody = RequestBody<'/aigc/api/auth/binding/mobile/code'>;
/** Body of POST /api/auth/binding/mobile/submit. */
export type BindMobileBody = RequestBody<'/aigc/api/auth/binding/mobile/submit'>;
/** Body of POST /api/auth/login/third/link (the link step's token and the encrypted password). */
export type ThirdLinkBody = RequestBody<'/aigc/api/auth/login/third/link'>;
/** Body of POST /api/auth/password/change; all three password fields are encrypted. */
export type PasswordChangeBody = RequestBody<'/aigc/api/auth/password/change'>;
/** Body of POST /api/auth/register/email/code. */
export type SendEmailCodeBody = RequestBody<'/aigc/api/auth/register/email/code'>;
/** Body of POST /api/topic/content/want. */
export type WantContentBody = RequestBody<'/aigc/api/topic/content/want'>;
/** Body of POST /api/topic/content and /api/topic/content/general (docs/product.md §3). */
export type PublishContentBody = RequestBody<'/aigc/api/topic/content'>;
/** Body of POST /api/generate. */
export type GenerateBody = RequestBody<'/aigc/api/generate'>;
/** Body of POST /api/generate/get_pending_jobs. */
export type PendingJobsBody = RequestBody<'/aigc/api/generate/get_pending_jobs'>;
/** Query of GET /api/topic/content/list (the feed). */
export type FeedQuery = QueryParams<'/aigc/api/topic/content/list'>;
/** Feed order: 'hot' or 'new'. */
export type FeedSort = NonNullable<FeedQuery['sort']>;
// The image tools' multipart forms (docs/product.md §7); file parts are Blobs.
/** Form of POST /api/generate/img2img: `sourceImage` or `sourceImageId`; `tagId` picks restyle, edge reference or figurine. */
export type Img2ImgForm = MultipartBody<'/aigc/api/generate/img2img'>;
/** Form of POST /api/generate/kontext: `sourceImageList` files and/or `sourceImageIdList` (comma list), 1–4 in all. */
export type KontextForm = MultipartBody<'/aigc/api/generate/kontext'>;
/** Form of POST /api/generate/inpaint: the source, the `mask` PNG (white = area to change) and `mode`. */
export type InpaintForm = MultipartBody<'/aigc/api/generate/inpaint'>;
/** Form of POST /api/generate/upscale: the source and `scale` (×2 or ×4). */
export type UpscaleForm = MultipartBody<'/aigc/api/generate/upscale'>;
/** Form of POST /api/generate/img2model3d: the source and `voxelResolution`. */
export type ImageTo3DForm = MultipartBody<'/aigc/api/generate/img2model3d'>;
/** Form of POST /api/generate/img2video: the source, `prompt`? and the camera `motion`. */
export type ImageToVideoForm = MultipartBody<'/aigc/api/generate/img2video'>;
/** Body of POST /api/generate/magic-prompt. */
export type MagicPromptBody = RequestBody<'/aigc/api/generate/magic-prompt'>;
/** data of POST /api/generate/magic-prompt: the expanded prompt and the provider that wrote it. */
export type MagicPrompt = S['MagicPrompt'];
/** data of GET /api/generate/painter/image: the original of one of the caller's images. */
export type PainterImage = S['PainterImage'];
/** Query of GET /api/generate/user/list (generation history). */
export type GenerationHistoryQuery = QueryParams<'/aigc/api/generate/user/list'>;
/** Query of GET /api/model/selection. */
export type ModelsQuery = QueryParams<'/aigc/api/model/selection'>;
/** data of GET /api/auth/fetchToken. */
export type FetchTokenResult = ResponseData<'/aigc/api/auth/fetchToken'>;
/** data of POST /api/auth/renewalToken. */
export type RenewalTokenResult = ResponseData<'/aigc/api/auth/renewalToken', 'post'>;

// ── The education edition (docs/edu.md) ────────────────────────────────────
/** GET /api/edu/me: the signed-in school account, its classes and (a student's) teacher. */
export type EduMe = S['EduMe'];
/** POST /admin/edu/teachers: the teacher account an operator made (`initialPassword` shown once). */
export type EduNewTeacher = S['EduNewTeacher'];
/** POST /admin/edu/invites: a one-time teacher invite (`token` shown once, `path` '/teacher/join?invite=<token>'). */
export type EduTeacherInvite = S['EduTeacherInvite'];
/** A teacher's class (`studentCount` students). */
export type EduClass = S['EduClass'];
/** A student of a teacher's class with their work counts and live temporary password expiry. */
export type EduStudent = S['EduStudent'];
/** A student just made (or given a new permanent password): `initialPassword` is shown once. */
export type EduNewStudent = S['EduNewStudent'];
/** POST /api/auth/edu/student/forgot: a temporary password (shown once, valid 60 min). */
export type EduTemporaryPassword = S['EduTemporaryPassword'];
/** GET /api/business/user/popup/calcu-classwork: the caller's image and model counts. */
export type EduClasswork = S['EduClasswork'];
/** One work of a class gallery with its author. */
export type EduGalleryItem = S['EduGalleryItem'];
/** Body of POST /api/auth/edu/login; `password` is the encrypted form (docs/product.md §5). */
export type EduLoginBody = RequestBody<'/aigc/api/auth/edu/login'>;
/** Body of POST /api/edu/classes/students: exactly one of `students` and `text` (a pasted list / CSV). */
export type EduAddStudentsBody = RequestBody<'/aigc/api/edu/classes/students'>;
/** Body of POST /api/generate/guided: a guided generator's choices and the child's short idea. */
export type GuidedGenerateBody = RequestBody<'/aigc/api/generate/guided'>;
/** Query of GET /api/edu/classes/gallery. */
export type EduGalleryQuery = QueryParams<'/aigc/api/edu/classes/gallery'>;
/** GET /api/auth/edu/teacher/invite: the school of a live teacher invite and its expiry. */
export type EduInviteInfo = S['EduInviteInfo'];
/** Body of POST /api/auth/edu/teacher/register; `password` and `matchingPassword` are the encrypted forms (docs/product.md §5). */
export type EduTeacherRegisterBody = RequestBody<'/aigc/api/auth/edu/teacher/register'>;
/** A prompt or image the classroom moderation refused for a teacher's student (docs/edu.md 'A safe space for children'). */
export type EduModerationEvent = S['EduModerationEvent'];
/** Query of GET /api/edu/moderation/list. */
export type EduModerationQuery = QueryParams<'/aigc/api/edu/moderation/list'>;
