/*
 * The one fixture set of the client tests: API objects (api-client types)
 * with plausible defaults, each overridable.
 */
import type {
  Author,
  CreatorDetail,
  GenerateJob,
  GenerationRecord,
  ImageAsset,
  Message,
  Model,
  Page,
  PostCard,
  PostDetail,
  PublicKey,
  Topic,
  User,
} from '@aigc/api-client';

/** A signed-in user as `/api/user/info` returns it: Ada (`u1`), 5 tickets, onboarding done. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    userId: 'u1',
    nickName: 'Ada',
    avatar: null,
    email: 'ada@example.com',
    phone: null,
    openId: null,
    hasPassword: true,
    accountLevel: '',
    creatorTier: 'none',
    balance: 5,
    showPostLocalUpload: false,
    needOnBoarding: false,
    eduIdentity: null,
    ...overrides,
  };
}

/** The author of the fixture posts (`u2`, not the signed-in user). */
export const author: Author = { userId: 'u2', nickName: 'Bo Chen', avatar: null, creatorTier: 'none' };

/** An image with its resized variants under /aigc/files; 512 × 768 px unless given; not a preview-engine image unless `preview`. */
export function image(id: string, width = 512, height = 768, preview = false): ImageAsset {
  return {
    uniqueImageId: id,
    url: `/aigc/files/${id}.png`,
    imageResize512Url: `/aigc/files/${id}-512.png`,
    imageResize200Url: `/aigc/files/${id}-200.png`,
    width,
    height,
    preview,
  };
}

/** A feed card by {@link author}: an image post, 3 wants, collecting, not wanted or liked by the caller. */
export function card(contentId: string, overrides: Partial<PostCard> = {}): PostCard {
  return {
    contentId,
    title: `Design ${contentId}`,
    posterImage: image(`img-${contentId}`),
    imageCount: 1,
    isModel: false,
    author,
    topic: null,
    wantCount: 3,
    likeCount: 0,
    commentCount: 0,
    wanted: false,
    liked: false,
    wantState: 'collecting',
    createTime: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A post detail: {@link card} with two images, a description and a public prompt. */
export function detail(contentId: string, overrides: Partial<PostDetail> = {}): PostDetail {
  return {
    ...card(contentId),
    description: 'A fox pendant in silver.',
    images: [image(`img-${contentId}`), image(`img-${contentId}-b`, 768, 512)],
    prompt: 'a silver fox pendant',
    hiddenPrompt: 0,
    showCustomizeBuyButton: 0,
    wantThreshold: 100,
    isAuthor: false,
    authorFollowed: false,
    recentWanters: [],
    mentions: [],
    model: null,
    ...overrides,
  };
}

/** An ongoing challenge of 2026 with 12 posts. */
export function topic(id: string, overrides: Partial<Topic> = {}): Topic {
  return {
    uniqueTopicId: id,
    title: `Challenge ${id}`,
    description: '',
    wantable: 0,
    activityType: 0,
    allowPostWantByTopicIds: [],
    banners: { sidebarImage: `/aigc/files/${id}-s.png`, image: `/aigc/files/${id}.png` },
    startTime: '2026-01-01T00:00:00.000Z',
    endTime: '2026-12-31T00:00:00.000Z',
    postCount: 12,
    status: 'ongoing',
    ...overrides,
  };
}

/** One page of a list: `total` is the length of `dataList`. */
export function page<T>(dataList: T[], hasMore = false, pageNumber = 1): Page<T> {
  return { dataList, hasMore, page: pageNumber, total: dataList.length };
}

/** The offline engine's model (text → image only). */
export const offlineModel: Model = {
  modelId: 'offline-sketch',
  name: 'Offline placeholder engine',
  description: 'Renders a preview placeholder; no AI model is used.',
  provider: 'offline',
  offline: true,
  capabilities: ['text2image'],
};

/** A text → image record of the caller's history with 512 × 512 images. */
export function record(id: string, imageIds: string[], prompt = 'a fox pendant'): GenerationRecord {
  return {
    id,
    createTime: '2026-01-02T10:00:00.000Z',
    prompt,
    modelId: offlineModel.modelId,
    topicId: null,
    images: imageIds.map((imageId) => image(imageId, 512, 512)),
    wantableTopics: [],
    kind: 'text2image',
    model3d: null,
    video: null,
    parentGenerateId: null,
  };
}

/** A generation job, queued first in line unless overridden. */
export function job(jobId: string, overrides: Partial<GenerateJob> = {}): GenerateJob {
  return {
    jobId,
    status: 'queued',
    queuePosition: 0,
    error: null,
    record: null,
    createTime: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A real RSA-OAEP (SHA-256) public key `k1` as `/api/auth/public-key` returns it (docs/product.md §5). */
export async function makePublicKey(): Promise<PublicKey> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return { kid: 'k1', jwk: { ...jwk, kid: 'k1' } } as PublicKey;
}

/**
 * A notice-centre message (docs/product.md §3 'Message'): unread, about post `c1`
 * by {@link author} (`userInfo`, not followed back), with its poster, at
 * 2026-01-02 10:00:00. Official (0, 5–9, 18–21, 100) and order (14–17) messages
 * usually want `userInfo: null`; order messages `entrance: 1`.
 */
export function message(msgId: string, overrides: Partial<Message> = {}): Message {
  return {
    msgId,
    type: 1,
    readFlag: 0,
    contentId: 'c1',
    entrance: 0,
    userInfo: { userId: author.userId, nickName: author.nickName, avatar: null, following: false },
    info: {},
    payloadJson: null,
    posterImage: ['/aigc/files/img-c1-512.png'],
    localDateTime: '2026-01-02 10:00:00',
    ...overrides,
  };
}

/**
 * The signed-in creator's own figures (`GET /api/creator/detail`): Ada (`u1`),
 * no tier, ranked 7th of 25, two posts.
 */
export function creatorDetail(overrides: Partial<CreatorDetail> = {}): CreatorDetail {
  return {
    userId: 'u1',
    nickName: 'Ada',
    avatar: null,
    accountLevel: '',
    isQualityCreator: false,
    creatorTier: 'none',
    canLaunchProduct: false,
    priorityQueue: false,
    rank: 7,
    creatorCount: 25,
    postCount: 2,
    wantReceivedCount: 3,
    likeReceivedCount: 1,
    commentReceivedCount: 0,
    followerCount: 0,
    followingCount: 1,
    fullPostCount: 0,
    topPosts: [],
    ...overrides,
  };
}
