import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store';
import { envelope, stubFetch } from '../testing';
import { downloadsApi } from './downloads';

afterEach(() => vi.unstubAllGlobals());

/** Catches what `saveBlob` hands to the browser: the file names clicked. */
function catchSaves(): string[] {
  const saved: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

const file = (name: string, type: string) =>
  new Response('PK', { headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` } });

describe('downloadPosts', () => {
  it('posts the items and saves the file under the server’s name', async () => {
    const saved = catchSaves();
    const calls = stubFetch({ '/aigc/api/topic/content/download': () => file('Moon.zip', 'application/zip') });
    const store = createAppStore({ entryType: 'main' });
    const result = await store.dispatch(downloadsApi.endpoints.downloadPosts.initiate({ items: [{ contentId: 'p1' }] }));
    expect(result.data?.fileName).toBe('Moon.zip');
    expect(saved).toEqual(['Moon.zip']);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { items: [{ contentId: 'p1' }] } });
  });

  it('shows the server’s refusal and saves nothing', async () => {
    const saved = catchSaves();
    stubFetch({
      '/aigc/api/topic/content/download': () =>
        envelope(null, 400, 'At most 9 images can be downloaded at a time'),
    });
    const store = createAppStore({ entryType: 'main' });
    const result = await store.dispatch(downloadsApi.endpoints.downloadPosts.initiate({ items: [{ contentId: 'p1' }] }));
    expect(result.error).toMatchObject({ status: 400, data: 'At most 9 images can be downloaded at a time' });
    expect(store.getState().ui.toast?.message).toBe('At most 9 images can be downloaded at a time');
    expect(saved).toEqual([]);
  });
});

describe('downloadVideos', () => {
  it('starts the batch, polls until it succeeded, then saves videos.zip', async () => {
    const saved = catchSaves();
    let polls = 0;
    const calls = stubFetch({
      '/aigc/api/download/video/batch': () => envelope({ taskId: 't1', status: 'queued', downloadUrl: null, error: null }),
      '/aigc/api/download/video/batch/result': () => {
        polls += 1;
        return envelope({ taskId: 't1', status: polls < 2 ? 'running' : 'succeeded', downloadUrl: '/x', error: null });
      },
      '/aigc/api/download/video/batch/download': () => file('videos.zip', 'application/zip'),
    });
    const store = createAppStore({ entryType: 'main' });
    const result = await store.dispatch(downloadsApi.endpoints.downloadVideos.initiate({ videoIds: ['v1', 'v2'] }));
    expect(result.data?.fileName).toBe('videos.zip');
    expect(saved).toEqual(['videos.zip']);
    expect(calls[0]?.body).toEqual({ videoIdList: 'v1,v2' });
    expect(polls).toBe(2);
    expect(calls.at(-1)?.url.searchParams.get('taskId')).toBe('t1');
  }, 10_000);

  it('reports a failed task and saves nothing', async () => {
    const saved = catchSaves();
    stubFetch({
      '/aigc/api/download/video/batch': () => envelope({ taskId: 't2', status: 'queued', downloadUrl: null, error: null }),
      '/aigc/api/download/video/batch/result': () =>
        envelope({ taskId: 't2', status: 'failed', downloadUrl: null, error: 'A video is no longer available' }),
    });
    const store = createAppStore({ entryType: 'main' });
    const result = await store.dispatch(downloadsApi.endpoints.downloadVideos.initiate({ videoIds: ['v1'] }));
    expect(result.error).toMatchObject({ data: 'A video is no longer available' });
    expect(store.getState().ui.toast?.message).toBe('A video is no longer available');
    expect(saved).toEqual([]);
  }, 10_000);
});
