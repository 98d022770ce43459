/**
 * TEMPORARY: hand-written types (per docs/api-contract.md) for the routes and
 * schemas that apps/api/openapi.json does not describe yet. `index.ts` lets
 * the generated `schema.gen.ts` win for every path and schema it has; delete
 * this file once the server's document covers the whole contract.
 */

type Env<T> = {
  code: number;
  msg: string;
  data: T;
};
type Ok<T> = {
  200: {
    headers: { [name: string]: unknown };
    content: { 'application/json': Env<T> };
  };
};
type PageOf<T> = {
  dataList: T[];
  hasMore: boolean;
  page: number;
  total: number;
};
type Json<T> = { content: { 'application/json': T } };
type Get<Q, D> = {
  parameters: { query: Q; header?: never; path?: never; cookie?: never };
  requestBody?: never;
  responses: Ok<D>;
};
type Post<B, D> = {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  requestBody: Json<B>;
  responses: Ok<D>;
};
type Item<Op, M extends string> = {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  get: M extends 'get' ? Op : never;
  put?: never;
  post: M extends 'post' ? Op : never;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
};
type S = PendingComponents['schemas'];
type PublishBody = {
  topicId?: string | null;
  title: string;
  description: string;
  posterImage: string;
  contentImage: string[];
  hiddenPrompt: 0 | 1;
  showCustomizeBuyButton: 0 | 1;
  type: 1;
  mentionUser: { userId: string; startIndex: number; endIndex: number }[];
};

export interface PendingPaths {
  '/aigc/api/auth/public-key': Item<Get<never, S['PublicKey']>, 'get'>;
  '/aigc/api/auth/register/email/code': Item<
    Get<{ email: string; tz?: string; type?: 'REGISTER' | 'FORGET_PASSWORD' }, null>,
    'get'
  >;
  '/aigc/api/auth/register/email': Item<
    Post<
      {
        email: string;
        password: string;
        kid: string;
        nickname: string;
        code: string;
        fromLink?: string;
      },
      S['LoginResult']
    >,
    'post'
  >;
  '/aigc/api/auth/login/email': Item<
    Post<{ email: string; password: string; kid: string }, S['LoginResult']>,
    'post'
  >;
  '/aigc/api/auth/forgot': Item<
    Post<
      { email: string; password: string; matchingPassword: string; kid: string; code: string },
      null
    >,
    'post'
  >;
  '/aigc/api/auth/logout': Item<Post<Record<string, never>, null>, 'post'>;
  '/aigc/api/auth/fetchToken': Item<
    Get<never, { isLogin: boolean; expiresAt: string | null }>,
    'get'
  >;
  '/aigc/api/auth/renewalToken': Item<Get<never, { expiresAt: string }>, 'get'>;
  '/aigc/api/user/info': Item<Get<never, S['User']>, 'get'>;
  '/aigc/api/user/account': Item<Get<never, number>, 'get'>;
  '/aigc/api/user/profile': Item<Get<{ userId: string }, S['UserProfile']>, 'get'>;
  '/aigc/api/ticket/log': Item<
    Get<{ page?: number; pageSize?: number }, PageOf<S['TicketLog']>>,
    'get'
  >;
  '/aigc/api/topic/selection': Item<
    Get<{ page?: number; pageSize?: number; showWantable?: number }, PageOf<S['Topic']>>,
    'get'
  >;
  '/aigc/api/topic/content/list': Item<
    Get<
      { sort: 'hot' | 'new'; page?: number; pageSize?: number; topicId?: string },
      PageOf<S['PostCard']>
    >,
    'get'
  >;
  '/aigc/api/topic/content/detail': Item<Get<{ contentId: string }, S['PostDetail']>, 'get'>;
  '/aigc/api/topic/content/user/list': Item<
    Get<{ userId: string; page?: number; pageSize?: number; tz?: string }, PageOf<S['PostCard']>>,
    'get'
  >;
  '/aigc/api/comment/list': Item<
    Get<{ contentId: string; page?: number; pageSize?: number }, PageOf<S['Comment']>>,
    'get'
  >;
  '/aigc/api/topic/content/want': Item<Post<{ contentId: string }, S['WantResult']>, 'post'>;
  '/aigc/api/topic/content': Item<Post<PublishBody, S['PublishResult']>, 'post'>;
  '/aigc/api/topic/content/general': Item<Post<PublishBody, S['PublishResult']>, 'post'>;
  '/aigc/api/model/selection': Item<
    Get<{ page?: number; pageSize?: number; scene?: string }, PageOf<S['Model']>>,
    'get'
  >;
  '/aigc/api/generate': Item<
    Post<{ prompt: string; modelId: string; topicId?: string | null }, S['GenerateJob']>,
    'post'
  >;
  '/aigc/api/generate/result': Item<Get<{ jobId: string }, S['GenerateJob']>, 'get'>;
  '/aigc/api/generate/get_pending_jobs': Item<
    Post<{ topicId?: string | null; target?: string }, S['GenerateJob'][]>,
    'post'
  >;
  '/aigc/api/generate/user/list': Item<
    Get<
      { page?: number; pageSize?: number; tz?: string; topicId?: string },
      PageOf<S['GenerationRecord']>
    >,
    'get'
  >;
  '/aigc/api/fe-settings/pc': Item<Get<never, S['FeSettings']>, 'get'>;
  '/aigc/api/new/config': Item<Get<never, S['FeatureConfig']>, 'get'>;
}

export interface PendingComponents {
  schemas: {
    User: {
      id: string;
      userId: string;
      nickName: string;
      avatar: string | null;
      email: string;
      accountLevel: string;
      balance: number;
      showPostLocalUpload: boolean;
      needOnBoarding: boolean;
      eduIdentity: null;
    };
    LoginResult: { user: PendingComponents['schemas']['User']; requiredBinding: false };
    PublicKey: {
      kid: string;
      jwk: { kty: string; n: string; e: string; alg?: string; [key: string]: unknown };
    };
    TicketLog: {
      uniqueTicketLogId: string;
      title: string;
      createTime: string;
      type: 1 | 2;
      nums: number;
    };
    Topic: {
      uniqueTopicId: string;
      title: string;
      description: string;
      wantable: 0 | 1;
      activityType: number;
      allowPostWantByTopicIds: string[];
      banners: { sidebarImage: string; image: string };
      startTime: string;
      endTime: string;
      postCount: number;
    };
    Author: { userId: string; nickName: string; avatar: string | null };
    ImageAsset: {
      uniqueImageId: string;
      url: string;
      imageResize512Url: string;
      imageResize200Url: string;
      width: number;
      height: number;
    };
    PostCard: {
      contentId: string;
      title: string;
      posterImage: PendingComponents['schemas']['ImageAsset'];
      imageCount: number;
      author: PendingComponents['schemas']['Author'];
      topic: { uniqueTopicId: string; title: string } | null;
      wantCount: number;
      likeCount: number;
      commentCount: number;
      wanted: boolean;
      wantState: 'collecting' | 'full';
      createTime: string;
    };
    PostDetail: {
      contentId: string;
      title: string;
      posterImage: PendingComponents['schemas']['ImageAsset'];
      imageCount: number;
      author: PendingComponents['schemas']['Author'];
      topic: { uniqueTopicId: string; title: string } | null;
      wantCount: number;
      likeCount: number;
      commentCount: number;
      wanted: boolean;
      wantState: 'collecting' | 'full';
      createTime: string;
      description: string;
      images: PendingComponents['schemas']['ImageAsset'][];
      prompt: string | null;
      hiddenPrompt: 0 | 1;
      showCustomizeBuyButton: 0 | 1;
      wantThreshold: number;
      isAuthor: boolean;
      recentWanters: PendingComponents['schemas']['Author'][];
    };
    Comment: {
      commentId: string;
      author: PendingComponents['schemas']['Author'];
      content: string;
      createTime: string;
      replyCount: number;
    };
    WantResult: {
      contentId: string;
      wantCount: number;
      wantState: 'collecting' | 'full';
      balance: number;
    };
    Model: {
      modelId: string;
      name: string;
      description: string;
      provider: string;
      offline: boolean;
      capabilities: string[];
    };
    GenerateJob: {
      jobId: string;
      status: 'queued' | 'running' | 'succeeded' | 'failed';
      queuePosition: number;
      error: string | null;
      record: PendingComponents['schemas']['GenerationRecord'] | null;
      createTime: string;
    };
    GenerationRecord: {
      id: string;
      createTime: string;
      prompt: string;
      modelId: string;
      topicId: string | null;
      images: PendingComponents['schemas']['ImageAsset'][];
      wantableTopics: { uniqueTopicId: string }[];
    };
    PublishResult: { createId: string; popUpType: number };
    FeSettings: { cardDisplayCount: number };
    FeatureConfig: {
      imgToImg: boolean;
      imgTo3D: boolean;
      imgToVideo: boolean;
      designThingCard: boolean;
      modelIds: string[];
      homeCreatNew: { curKey: string; newVisible: boolean };
    };
    UserProfile: {
      userId: string;
      nickName: string;
      avatar: string | null;
      postCount: number;
      wantReceivedCount: number;
      joinedAt: string;
      isSelf: boolean;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
