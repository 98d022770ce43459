import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store';
import { envelope, makeUser, stubFetch } from '../testing';
import { publishApi } from './publish';

const sampleUser = makeUser({ needOnBoarding: true });

afterEach(() => vi.unstubAllGlobals());

describe('publish endpoints', () => {
  it('uploadImage sends the file as multipart imageFile (with the challenge scene topicId) and does not toast a failure', async () => {
    const calls = stubFetch({
      '/aigc/api/generate/generate-image': () => envelope(null, 503, 'Image upload failed, please retry'),
    });
    const store = createAppStore({ entryType: 'main' });
    const file = new File([new Uint8Array([1, 2, 3])], 'tag.png', { type: 'image/png' });
    const result = await store.dispatch(publishApi.endpoints.uploadImage.initiate({ file, topicId: 'T1' }));
    const body = calls[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('imageFile') as File).name).toBe('tag.png');
    expect(body.get('topicId')).toBe('T1');
    expect(result.error).toMatchObject({ status: 503, data: 'Image upload failed, please retry' });
    expect(store.getState().ui.toast).toBeNull();
  });

  it('searchMention sends query, page, limit 20, cursor and sessionId (docs/product.md §7)', async () => {
    const calls = stubFetch({
      '/aigc/api/search/authors/mention': () => envelope({ dataList: [], cursor: { after: null }, hasMore: false, sessionId: 's2' }),
    });
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(publishApi.endpoints.searchMention.initiate({ query: 'mi', cursor: 'c1', sessionId: 's1' }));
    const params = calls[0]!.url.searchParams;
    expect([params.get('query'), params.get('page'), params.get('limit'), params.get('cursor'), params.get('sessionId')]).toEqual([
      'mi',
      '1',
      '20',
      'c1',
      's1',
    ]);
  });

  it('completeAuthorOnboarding replaces the session user with the unlocked one', async () => {
    stubFetch({ '/aigc/api/author/onboarding': () => envelope({ ...sampleUser, showPostLocalUpload: true }) });
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(publishApi.endpoints.completeAuthorOnboarding.initiate());
    expect(store.getState().session.user?.showPostLocalUpload).toBe(true);
  });
});
