import type { GenerateJob, GenerationRecord, ImageAsset, Model, Page, Topic, User } from '@aigc/api-client';

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

export function image(id: string): ImageAsset {
  return {
    uniqueImageId: id,
    url: `/aigc/files/${id}.png`,
    imageResize512Url: `/aigc/files/${id}-512.png`,
    imageResize200Url: `/aigc/files/${id}-200.png`,
    width: 512,
    height: 512,
  };
}

export const offlineModel: Model = {
  modelId: 'offline-sketch',
  name: 'Offline placeholder engine',
  description: 'Renders a labelled placeholder; no AI model is used.',
  provider: 'offline',
  offline: true,
  capabilities: ['text2image'],
};

export function record(id: string, imageIds: string[], prompt = 'a fox pendant'): GenerationRecord {
  return {
    id,
    createTime: '2026-01-02T10:00:00.000Z',
    prompt,
    modelId: offlineModel.modelId,
    topicId: null,
    images: imageIds.map(image),
    wantableTopics: [],
    kind: 'text2image',
    model3d: null,
    video: null,
    parentGenerateId: null,
  };
}

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

export function topic(id: string, title: string): Topic {
  return {
    uniqueTopicId: id,
    title,
    description: '',
    wantable: 0,
    activityType: 0,
    allowPostWantByTopicIds: [],
    banners: { sidebarImage: '', image: '' },
    startTime: '2026-01-01T00:00:00.000Z',
    endTime: '2026-12-31T00:00:00.000Z',
    postCount: 0,
    status: 'ongoing',
  };
}

export function page<T>(dataList: T[], hasMore = false, pageNumber = 1): Page<T> {
  return { dataList, hasMore, page: pageNumber, total: dataList.length };
}
