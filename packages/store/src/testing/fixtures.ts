import type { Page, PostCard, PostDetail, User } from '@aigc/api-client';

export const sampleUser: User = {
  id: 'u1',
  userId: 'u1',
  nickName: 'Ada',
  avatar: null,
  email: 'ada@example.com',
  accountLevel: '',
  balance: 5,
  showPostLocalUpload: false,
  needOnBoarding: true,
  eduIdentity: null,
};

const image = {
  uniqueImageId: 'img1',
  url: '/aigc/files/a.png',
  imageResize512Url: '/aigc/files/a-512.png',
  imageResize200Url: '/aigc/files/a-200.png',
  width: 512,
  height: 768,
};

export function card(contentId: string, wantCount: number, wanted = false): PostCard {
  return {
    contentId,
    title: `Post ${contentId}`,
    posterImage: image,
    imageCount: 1,
    author: { userId: 'u2', nickName: 'Bo', avatar: null },
    topic: null,
    wantCount,
    likeCount: 0,
    commentCount: 0,
    wanted,
    liked: false,
    wantState: wantCount > 100 ? 'full' : 'collecting',
    createTime: '2026-01-01T00:00:00.000Z',
  };
}

export function detail(contentId: string, wantCount: number, wanted = false): PostDetail {
  return {
    ...card(contentId, wantCount, wanted),
    description: '',
    images: [image],
    prompt: 'a cat',
    hiddenPrompt: 0,
    showCustomizeBuyButton: 0,
    wantThreshold: 100,
    isAuthor: false,
    authorFollowed: false,
    recentWanters: [],
    mentions: [],
  };
}

export function page<T>(dataList: T[], hasMore = false, pageNumber = 1): Page<T> {
  return { dataList, hasMore, page: pageNumber, total: dataList.length };
}
