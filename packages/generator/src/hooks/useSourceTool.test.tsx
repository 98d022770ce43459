import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, job, renderHookWithProviders, stubFetch } from '@aigc/store/testing';
import type { SourceImage } from '../util/sourceImage';
import { useSourceTool } from './useSourceTool';

afterEach(() => vi.unstubAllGlobals());

const source: SourceImage = { ref: { uniqueImageId: 'i1' }, previewUrl: '/p.png', width: 512, height: 512, name: 'p' };
const queued = job('j1');
const at = (path: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

function setup(path = '/generator/hd') {
  stubFetch({ '/aigc/api/generate/get_pending_jobs': () => envelope([]) });
  return renderHookWithProviders(() => useSourceTool('t1'), { wrapper: at(path) });
}

describe('useSourceTool', () => {
  it('starts the source field from ?imageId= and limits it to the challenge', () => {
    const { result } = setup('/generator/hd?imageId=abc');
    expect(result.current.sourceField).toMatchObject({ value: null, error: null, initialImageId: 'abc', topicId: 't1' });
  });

  it('without a source asks for one and sends nothing', async () => {
    const { result } = setup();
    const send = vi.fn();
    await act(() => result.current.submitter(send)());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.sourceField.error).toBe('Please upload an image');
  });

  it('sends nothing while blocked, then sends the source, clears the error and adds the job with its label', async () => {
    const { result } = setup();
    await act(() => result.current.submitter(vi.fn())());
    act(() => result.current.sourceField.onChange(source));
    const send = vi.fn(async () => ({ job: queued, label: 'HD ×2' }));
    await act(() => result.current.submitter(send, { blocked: true })());
    expect(send).not.toHaveBeenCalled();
    await act(() => result.current.submitter(send)());
    expect(send).toHaveBeenCalledWith(source);
    expect(result.current.sourceField.error).toBeNull();
    await waitFor(() => expect(result.current.jobs.jobs).toMatchObject([{ jobId: 'j1', label: 'HD ×2', failed: false }]));
  });

  it('a failed send adds no job', async () => {
    const { result } = setup();
    act(() => result.current.sourceField.onChange(source));
    await act(() => result.current.submitter(() => Promise.reject(new Error('toasted')))());
    expect(result.current.jobs.jobs).toEqual([]);
  });
});
