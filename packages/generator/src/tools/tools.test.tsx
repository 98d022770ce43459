import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import {
  envelope,
  makeUser,
  offlineModel,
  page,
  record,
  renderWithProviders,
  stubFetch,
} from '@aigc/store/testing';
import type { Model } from '@aigc/api-client';
import { GeneratorImg2ImgPage, GeneratorHdPage } from '../GeneratorPages';
import { GeneratorImagePage } from '../GeneratorImagePage';
import { HistoryPicker } from '../components/HistoryPicker';
import { DREAM_JOB_SCENES, dreamJobPrompt } from './PresetTools';

const user = makeUser();

afterEach(() => vi.unstubAllGlobals());

const signedIn = { session: { isLogin: true, user, needOnBoarding: false } };
const at = (path: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

const textOnly: Model = { ...offlineModel, modelId: 'text-only', name: 'Text only model', capabilities: ['text2image'] };
const general: Model = {
  ...offlineModel,
  modelId: 'general',
  name: 'General model',
  capabilities: ['text2image', 'image2image'],
};

function stubBasics(extra: Parameters<typeof stubFetch>[0] = {}, config: Record<string, unknown> = {}) {
  return stubFetch({
    '/aigc/api/model/selection': () => envelope(page([textOnly, general])),
    '/aigc/api/topic/selection': () => envelope(page([])),
    '/aigc/api/topic/content/list': () => envelope(page([])),
    '/aigc/api/generate/get_pending_jobs': () => envelope([]),
    '/aigc/api/generate/user/list': () => envelope(page([])),
    '/aigc/api/new/config': () =>
      envelope({
        imgToImg: true,
        imgTo3D: true,
        imgToVideo: true,
        modelIds: [],
        designThingCard: false,
        homeCreatNew: { curKey: '', newVisible: false },
        ...config,
      }),
    ...extra,
  });
}

describe('image to image', () => {
  it('offers the switch to the general model when the chosen one cannot (docs/product.md §8)', async () => {
    stubBasics();
    renderWithProviders(<GeneratorImg2ImgPage />, { wrapper: at('/generator/img2img'), preloadedState: signedIn });
    expect(await screen.findByRole('option', { name: 'Text only model' })).toBeInTheDocument();
    const alert = await screen.findByText('This model does not support image-to-image.');
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await userEvent.click(within(alert.closest('.gen-notice') as HTMLElement).getByRole('button', { name: 'Switch to the general model' }));
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('general');
    expect(screen.queryByText('This model does not support image-to-image.')).not.toBeInTheDocument();
  });

  it('rejects a GIF reference with the documented message and sends nothing', async () => {
    const calls = stubBasics();
    renderWithProviders(<GeneratorImg2ImgPage />, { wrapper: at('/generator/img2img'), preloadedState: signedIn });
    const input = await screen.findByTestId('reference-file-input');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Image format error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to the general model' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(calls.some((c) => c.path === '/aigc/api/generate/img2img')).toBe(false);
  });
});

describe('kontext', () => {
  it('sends several source images from the history with the prompt', async () => {
    const kontextModel: Model = { ...general, modelId: 'kx', name: 'Kontext model', capabilities: ['kontext', 'image2image'] };
    const calls = stubBasics({
      '/aigc/api/model/selection': () => envelope(page([kontextModel])),
      '/aigc/api/generate/user/list': () => envelope(page([record('r1', ['i1', 'i2'], 'two charms')])),
      '/aigc/api/generate/kontext': () =>
        envelope({ jobId: 'k1', status: 'queued', queuePosition: 1, error: null, record: null, createTime: '2026-01-02T10:00:00.000Z' }),
      '/aigc/api/generate/result': () =>
        envelope({ jobId: 'k1', status: 'queued', queuePosition: 1, error: null, record: null, createTime: '2026-01-02T10:00:00.000Z' }),
    });
    renderWithProviders(<GeneratorImg2ImgPage />, { wrapper: at('/generator/img2img'), preloadedState: signedIn });
    await userEvent.click(await screen.findByRole('radio', { name: 'Kontext (several images)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByText('Please upload an image')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Choose from history' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Image 1 for “two charms”' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Image 2 for “two charms”' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use selected (2)' }));
    expect(screen.getByText('Source images (2/4)')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'What to do with the images' }), 'hang both on one ring');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('In queue · 1 ahead')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/aigc/api/generate/kontext')?.body as FormData;
    expect(sent.get('sourceImageIdList')).toBe('i1,i2');
    expect(sent.get('prompt')).toBe('hang both on one ring');
    expect(sent.get('modelId')).toBe('kx');
  });
});

describe('config flags (docs/product.md §3)', () => {
  it('hide the tools that are off and replace a direct visit with a notice', async () => {
    stubBasics({}, { imgToImg: false, imgTo3D: false });
    renderWithProviders(<GeneratorImg2ImgPage />, { wrapper: at('/generator/img2img'), preloadedState: signedIn });
    expect(await screen.findByText('This tool is not available right now')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Generator tools' });
    expect(within(nav).queryByRole('link', { name: 'Image to 3D' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Image to image' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Image to video' })).toBeInTheDocument();
  });
});

describe('HD upscale', () => {
  it('loads a history image given by ?imageId through painter/image and sends its id', async () => {
    const calls = stubBasics({
      '/aigc/api/generate/painter/image': () =>
        envelope({ uniqueImageId: 'img7', url: '/aigc/files/img7.png', width: 800, height: 600 }),
      '/aigc/api/generate/upscale': () => envelope({ jobId: 'j5', status: 'queued', queuePosition: 0, error: null, record: null, createTime: '2026-01-02T10:00:00.000Z' }),
      '/aigc/api/generate/result': () => envelope({ jobId: 'j5', status: 'queued', queuePosition: 3, error: null, record: null, createTime: '2026-01-02T10:00:00.000Z' }),
    });
    renderWithProviders(<GeneratorHdPage />, { wrapper: at('/generator/hd?imageId=img7'), preloadedState: signedIn });
    expect(await screen.findByText('From your history · 800×600 px')).toBeInTheDocument();
    expect(screen.getByText('Result: 1600×1200 px')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '×4' }));
    expect(screen.getByText('Result: 3200×2400 px')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upscale' }));
    expect(await screen.findByText('In queue · 3 ahead')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/aigc/api/generate/upscale')?.body as FormData;
    expect(sent.get('sourceImageId')).toBe('img7');
    expect(sent.get('scale')).toBe('4');
    expect(sent.get('batchSize')).toBe('1');
  });

  it("shows 'Failed to fetch original image' when the history image is gone", async () => {
    stubBasics({
      '/aigc/api/generate/painter/image': () => envelope(null, 404, 'Failed to fetch original image'),
    });
    renderWithProviders(<GeneratorHdPage />, { wrapper: at('/generator/hd?imageId=gone'), preloadedState: signedIn });
    expect(await screen.findAllByText('Failed to fetch original image')).not.toHaveLength(0);
  });
});

describe('HistoryPicker', () => {
  it('groups by day, checks up to max, and loads the next page within 200 px of the bottom', async () => {
    const first = Array.from({ length: 3 }, (_, i) => ({
      ...record(`r${i}`, [`i${i}`], `prompt ${i}`),
      createTime: `2026-03-0${5 - i}T12:00:00Z`,
    }));
    const calls = stubFetch({
      '/aigc/api/generate/user/list': ({ url }) =>
        url.searchParams.get('page') === '1'
          ? envelope(page(first, true, 1))
          : envelope(page([{ ...record('r9', ['i9'], 'older'), createTime: '2026-02-01T12:00:00Z' }], false, 2)),
    });
    const onPick = vi.fn();
    // A list 400 px tall with 1000 px of content: the first page fills it.
    const proto = HTMLElement.prototype;
    const saved = {
      scrollHeight: Object.getOwnPropertyDescriptor(proto, 'scrollHeight'),
      clientHeight: Object.getOwnPropertyDescriptor(proto, 'clientHeight'),
    };
    Object.defineProperty(proto, 'scrollHeight', { configurable: true, get: () => 1000 });
    Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => 400 });
    onTestFinished(() => {
      for (const [key, desc] of Object.entries(saved)) {
        if (desc) Object.defineProperty(proto, key, desc);
        else delete (proto as unknown as Record<string, unknown>)[key];
      }
    });
    renderWithProviders(<HistoryPicker open onOpenChange={() => {}} onPick={onPick} max={2} />);
    const list = await screen.findByTestId('history-picker-list');
    await screen.findByRole('checkbox', { name: 'Image 1 for “prompt 0”' });
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(3);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Image 1 for “prompt 0”' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Image 1 for “prompt 1”' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Image 1 for “prompt 2”' }));
    expect(screen.getByRole('checkbox', { name: 'Image 1 for “prompt 2”' })).not.toBeChecked();

    const pagesBefore = calls.filter((c) => c.url.searchParams.get('page') === '2').length;
    list.scrollTop = 300; // 300 px from the bottom
    fireEvent.scroll(list);
    expect(calls.filter((c) => c.url.searchParams.get('page') === '2').length).toBe(pagesBefore);
    list.scrollTop = 420; // 180 px from the bottom
    fireEvent.scroll(list);
    expect(await screen.findByRole('checkbox', { name: 'Image 1 for “older”' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Use selected (2)' }));
    expect(onPick.mock.calls[0]![0].map((p: { image: { uniqueImageId: string } }) => p.image.uniqueImageId)).toEqual(['i0', 'i1']);
  });
});

describe('magic prompt (docs/product.md §1 prompt-expansion assistant)', () => {
  it('expands the prompt through generate/magic-prompt and can restore the original', async () => {
    const calls = stubBasics({
      '/aigc/api/generate/magic-prompt': ({ body }) =>
        envelope({ prompt: `${(body as { prompt: string }).prompt}, silver, studio light, high detail`, provider: 'offline' }),
    });
    renderWithProviders(<GeneratorImagePage />, { wrapper: at('/generator/image'), preloadedState: signedIn });
    const prompt = await screen.findByRole('textbox', { name: 'Prompt' });
    await userEvent.click(screen.getByRole('button', { name: 'Magic prompt' }));
    expect(screen.getByText('Please enter a prompt')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/aigc/api/generate/magic-prompt')).toBe(false);
    await userEvent.type(prompt, 'fox pendant');
    await userEvent.click(screen.getByRole('button', { name: 'Magic prompt' }));
    await vi.waitFor(() => expect(prompt).toHaveValue('fox pendant, silver, studio light, high detail'));
    expect(calls.find((c) => c.path === '/aigc/api/generate/magic-prompt')?.body).toMatchObject({ prompt: 'fox pendant' });
    await userEvent.click(screen.getByRole('button', { name: 'Restore my prompt' }));
    expect(prompt).toHaveValue('fox pendant');
  });
});

describe('dream job prompts', () => {
  it('give each job its own article: as an astronaut, as an airline pilot, as a doctor', () => {
    expect(dreamJobPrompt('astronaut')).toMatch(/^portrait of the person as an astronaut in /);
    expect(dreamJobPrompt('pilot')).toContain('as an airline pilot');
    expect(dreamJobPrompt('athlete')).toContain('as an athlete');
    expect(dreamJobPrompt('doctor')).toContain('as a doctor');
    for (const job of Object.keys(DREAM_JOB_SCENES) as (keyof typeof DREAM_JOB_SCENES)[]) {
      expect(dreamJobPrompt(job)).not.toMatch(/\ba [aeiou]/i);
    }
  });
});
