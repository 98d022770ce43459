import type { Author, ImageAsset, Page, PostCard, PostDetail, Topic, User } from '@aigc/api-client';

export const user: User = {
  id: 'u1',
  userId: 'u1',
  nickName: 'Ada',
  avatar: null,
  email: 'ada@example.com',
  accountLevel: '',
  balance: 5,
  showPostLocalUpload: false,
  needOnBoarding: false,
  eduIdentity: null,
};

export const author: Author = { userId: 'u2', nickName: 'Bo Chen', avatar: null };

export function image(id: string, width = 512, height = 768): ImageAsset {
  return {
    uniqueImageId: id,
    url: `/aigc/files/${id}.png`,
    imageResize512Url: `/aigc/files/${id}-512.png`,
    imageResize200Url: `/aigc/files/${id}-200.png`,
    width,
    height,
  };
}

export function card(contentId: string, overrides: Partial<PostCard> = {}): PostCard {
  return {
    contentId,
    title: `Design ${contentId}`,
    posterImage: image(`img-${contentId}`),
    imageCount: 1,
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
    ...overrides,
  };
}

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

export function page<T>(dataList: T[], hasMore = false, pageNumber = 1): Page<T> {
  return { dataList, hasMore, page: pageNumber, total: dataList.length };
}
