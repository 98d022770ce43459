import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GenerationRecord, Topic, User } from '@aigc/api-client';
import { initAnalytics } from '@aigc/store';
import {
  detail,
  envelope,
  type FetchCall,
  image,
  makeUser,
  offlineModel,
  record,
  renderWithProviders,
  stubFetch,
  topic,
} from '@aigc/store/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PublishDialog, type PublishDialogProps } from './PublishDialog';
import { COPIED_MS } from './PublishedStep';
import { selectedFromAsset } from '../util/selection';

const me = makeUser({ id: 'me', userId: 'me' });
const SHARE_URL = 'https://makeable.app/content/post-1?pageSource=share';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A history record made for challenge `topicId`, wantable there or not. */
const historyRecord = (id: string, imageIds: string[], topicId: string | null = null, wantable = false): GenerationRecord => ({
  ...record(id, imageIds, `prompt ${id}`),
  topicId,
  wantableTopics: wantable && topicId ? [{ uniqueTopicId: topicId }] : [],
});

/** A challenge that is a Want It one (`wantable` 1) or not. */
const challenge = (id: string, title: string, wantable: 0 | 1): Topic =>
  topic(id, { title, wantable, activityType: wantable, allowPostWantByTopicIds: wantable ? [id] : [] });

const wantIt = challenge('want', 'Want It: tags', 1);
const rings = challenge('rings', 'Rings', 0);

interface Setup {
  props?: Partial<PublishDialogProps>;
  user?: Partial<User>;
  history?: GenerationRecord[];
  upload?: (call: FetchCall) => Response;
  publish?: () => Response;
}

function setup({ props = {}, user = {}, history = [historyRecord('r1', ['a', 'b']), historyRecord('r2', ['w'], 'want', true)], upload, publish }: Setup = {}) {
  const published = () => envelope({ createId: 'post-1', popUpType: 0 });
  const calls = stubFetch({
    '/aigc/api/generate/user/list': () => envelope({ dataList: history, hasMore: false, page: 1, total: history.length }),
    '/aigc/api/topic/selection': () => envelope({ dataList: [wantIt, rings], hasMore: false, page: 1, total: 2 }),
    '/aigc/api/topic/content': publish ?? published,
    '/aigc/api/topic/content/general': publish ?? published,
    '/aigc/api/generate/generate-image': upload ?? (() => envelope([])),
    '/aigc/api/topic/content/detail': (call) =>
      envelope(detail(call.url.searchParams.get('contentId') ?? '', { title: 'Fox', wantCount: 0, images: [image('b')], posterImage: image('b') })),
    '/aigc/api/share/info': () =>
      envelope({ contentId: 'post-1', title: 'Fox', description: '', image: 'https://makeable.app/b.webp', url: SHARE_URL }),
    '/aigc/api/topic/content/share': () =>
      envelope({ contentId: 'post-1', title: 'Fox', description: '', image: 'https://makeable.app/b.webp', url: SHARE_URL }),
    '/aigc/api/track': () => envelope({ stored: 1 }),
    // The models some provider serves now: only the offline one (history records are made with it unless a test says otherwise).
    '/aigc/api/model/selection': () => envelope({ dataList: [offlineModel], hasMore: false, page: 1, total: 1 }),
    '/aigc/api/search/authors/mention': (call) => {
      const q = call.url.searchParams.get('query') ?? '';
      const people = [
        { uuid: 'u-ann', name: 'Ann', avatarUrl: null, tags: ['official'] },
        { uuid: 'u-bo', name: 'Bo Li', avatarUrl: null, tags: ['author'] },
      ].filter((p) => p.name.toLowerCase().includes(q.toLowerCase()));
      return envelope({ dataList: people, cursor: { after: null }, hasMore: false, sessionId: 's1' });
    },
  });
  const onOpenChange = vi.fn();
  const onPublished = vi.fn();
  const view = renderWithProviders(
    <PublishDialog open onOpenChange={onOpenChange} scene="home" onPublished={onPublished} {...props} />,
    {
      preloadedState: { session: { isLogin: true, user: { ...me, ...user }, needOnBoarding: false } },
      wrapper: ({ children }) => (
        <MemoryRouter initialEntries={['/feeds']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <Where />
                  {children}
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      ),
    },
  );
  return { calls, onOpenChange, onPublished, ...view };
}

const dialog = () => screen.getByRole('dialog', { name: /Choose images to publish|Publish post/ });

beforeEach(() => {
  localStorage.clear();
  initAnalytics({ flushMs: 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function pickHistory(...names: string[]) {
  for (const name of names) await userEvent.click(await screen.findByRole('checkbox', { name }));
}

describe('step 1 (docs/product.md §2, §4, §6)', () => {
  it('shows history works, locks local upload in the home scene with the unlock banner', async () => {
    setup();
    expect(await screen.findByRole('tab', { name: 'History works' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Upload and publish' }));
    const unlock = screen.getByRole('link', { name: 'Unlock local upload' });
    expect(unlock.getAttribute('href')).toMatch(/^\/author\/onboarding\?redirect=/);
    expect(screen.queryByLabelText('Choose images to upload')).not.toBeInTheDocument();
  });

  it.each(['account', 'generator'] as const)('locks local upload in the %s scene too without the permission', async (scene) => {
    setup({ props: { scene } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Upload and publish' }));
    expect(screen.getByRole('link', { name: 'Unlock local upload' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose images to upload')).not.toBeInTheDocument();
  });

  it('the challenge scene always allows local upload; without history only the upload tab shows', async () => {
    setup({ props: { scene: 'challenge', topic: rings }, history: [] });
    expect(await screen.findByLabelText('Choose images to upload')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'History works' })).not.toBeInTheDocument();
  });

  it('Next needs at least one image; the selection stops at the injected maximum', async () => {
    setup({ props: { maxImages: 2 } });
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await pickHistory('prompt r1 — image 1', 'prompt r1 — image 2');
    expect(screen.getByRole('checkbox', { name: 'prompt r2 — image 1' })).toBeDisabled();
    expect(screen.getByText('2/2 selected')).toBeInTheDocument();
    expect(next).toBeEnabled();
  });

  it('switching tabs with images selected asks first and clears the selection', async () => {
    setup({ user: { showPostLocalUpload: true } });
    await pickHistory('prompt r1 — image 1');
    await userEvent.click(screen.getByRole('tab', { name: 'Upload and publish' }));
    const confirm = screen.getByRole('dialog', { name: 'Switch tab?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Switch' }));
    expect(screen.getByRole('tab', { name: 'Upload and publish' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('0/9 selected')).toBeInTheDocument();
  });
});

describe('local upload (docs/product.md §4 Upload item, §5, §8)', () => {
  const sizes: Record<string, [number, number]> = { 'ok.png': [800, 600], 'wide.png': [1500, 500], 'bad.png': [600, 600], 'x.png': [500, 500] };
  beforeEach(() => {
    vi.stubGlobal('createImageBitmap', async (file: File) => {
      const [width, height] = sizes[file.name] ?? [100, 100];
      return { width, height, close() {} };
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:local', revokeObjectURL: () => {} }));
  });
  const file = (name: string, type = 'image/png', size = 1000) => new File([new Uint8Array(size)], name, { type });

  it('rejects a GIF and a 3:1 image with their messages, uploads the rest (blurred while uploading)', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((done) => (release = done));
    const { store, calls } = setup({
      props: { scene: 'challenge', topic: rings },
      upload: () => {
        return gate.then(() => envelope([{ status: 0, msg: '', fileName: 'ok.png', generateItemDetail: { ...image('up1', 800, 600), customStatus: 0 } }])) as unknown as Response;
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Upload and publish' }));
    const input = screen.getByLabelText('Choose images to upload');
    await userEvent.upload(input, [file('anim.gif', 'image/gif'), file('wide.png'), file('ok.png')], { applyAccept: false });
    await waitFor(() => expect(store.getState().ui.toast?.message).toBe('The width-to-height ratio must be between 1:2 and 2:1'));
    const sent = calls.filter((c) => c.path === '/aigc/api/generate/generate-image');
    expect(sent).toHaveLength(1);
    // The challenge scene names its challenge: the server allows local upload there.
    expect((sent[0]!.body as FormData).get('topicId')).toBe(rings.uniqueTopicId);
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Uploading');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled(); // an upload is still loading
    act(() => release());
    await waitFor(() => expect(screen.queryByText('Uploading')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('a GIF alone shows the format mismatch; HEIC on desktop shows image format error', async () => {
    const { store } = setup({ props: { scene: 'challenge', topic: rings } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Upload and publish' }));
    const input = screen.getByLabelText('Choose images to upload');
    await userEvent.upload(input, [file('anim.gif', 'image/gif')], { applyAccept: false });
    expect(store.getState().ui.toast?.message).toBe('GIF images are not supported: the format does not match');
    await userEvent.upload(input, [file('photo.heic', 'image/heic')], { applyAccept: false });
    expect(store.getState().ui.toast?.message).toBe('Image format error');
    await userEvent.upload(input, [file('big.png', 'image/png', 20 * 1024 * 1024 + 1)], { applyAccept: false });
    expect(store.getState().ui.toast?.message).toBe('The image must be at most 20 MB');
  });

  it('more than 9 files: the excess is not uploaded, with the message', async () => {
    const { store, calls } = setup({
      props: { scene: 'challenge', topic: rings },
      upload: () => envelope([{ status: 0, msg: '', fileName: 'x.png', generateItemDetail: { ...image(`u${Math.random()}`), customStatus: 0 } }]),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Upload and publish' }));
    await userEvent.upload(
      screen.getByLabelText('Choose images to upload'),
      Array.from({ length: 11 }, () => file('x.png')),
      { applyAccept: false },
    );
    expect(store.getState().ui.toast?.message).toBe('At most 9 images can be published, excess not uploaded');
    await waitFor(() => expect(calls.filter((c) => c.path === '/aigc/api/generate/generate-image')).toHaveLength(9));
  });

  it('status 2 removes the image with the violating-content message; a failed call with the fallback', async () => {
    let n = 0;
    const { store } = setup({
      props: { scene: 'challenge', topic: rings },
      upload: () => {
        n += 1;
        return n === 1
          ? envelope([{ status: 2, msg: 'x', fileName: 'bad.png', generateItemDetail: null }])
          : new Response('nope', { status: 502, statusText: 'Bad Gateway' });
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Upload and publish' }));
    await userEvent.upload(screen.getByLabelText('Choose images to upload'), [file('bad.png')], { applyAccept: false });
    await waitFor(() => expect(store.getState().ui.toast?.message).toBe('Your uploaded image contains violating content, please re-upload'));
    await userEvent.upload(screen.getByLabelText('Choose images to upload'), [file('ok.png')], { applyAccept: false });
    await waitFor(() => expect(store.getState().ui.toast?.message).toBe('Bad Gateway'));
    expect(screen.queryByRole('list', { name: 'Uploaded images' })).not.toBeInTheDocument();
  });
});

describe('step 2 (docs/product.md §2, §4, §5)', () => {
  it('publishes from the feeds to /general with docs/product.md §3 payload, mention positions and tracking', async () => {
    const { calls, onPublished, onOpenChange } = setup();
    await pickHistory('prompt r1 — image 2', 'prompt r1 — image 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Fox');
    expect(screen.getByText('3/50')).toBeInTheDocument();
    const description = screen.getByRole('combobox', { name: 'Description' });
    await userEvent.type(description, 'Thanks @an');
    const option = await screen.findByRole('option', { name: /Ann/ });
    await userEvent.click(option);
    expect(description).toHaveValue('Thanks @Ann ');
    expect(screen.getByText('12/300')).toBeInTheDocument();
    await userEvent.click(screen.getByText('More settings'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide my prompt from other people' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onPublished).toHaveBeenCalledWith({ createId: 'post-1', popUpType: 0, topicId: null }));
    // The dialog stays, on its share step.
    expect(await screen.findByRole('dialog', { name: 'Your post is live' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    const sent = calls.find((c) => c.path === '/aigc/api/topic/content/general');
    expect(sent?.body).toEqual({
      title: 'Fox',
      description: 'Thanks @Ann ',
      posterImage: 'b',
      contentImage: ['a'],
      hiddenPrompt: 1,
      showCustomizeBuyButton: 0,
      type: 1,
      mentionUser: [{ userId: 'u-ann', startIndex: 7, endIndex: 11 }],
    });
    expect(localStorage.getItem('postHidePrompt')).toBe('1');
    const tracked = calls.filter((c) => c.path === '/aigc/api/track').flatMap((c) => (c.body as { events: { event: string }[] }).events.map((e) => e.event));
    expect(tracked).toEqual(expect.arrayContaining(['click_mention', 'publish']));
  });

  it('a history work whose model is not served now cannot be posted: the docs/product.md §8 message, nothing sent', async () => {
    const retired: GenerationRecord = { ...historyRecord('r3', ['m3']), modelId: 'retired-3d-model', kind: 'img2model3d' };
    const { calls } = setup({ history: [historyRecord('r1', ['a']), retired] });
    await pickHistory('prompt r3 — image 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The model is temporarily unavailable for posting')).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    await userEvent.click(publish);
    expect(calls.some((c) => c.path.startsWith('/aigc/api/topic/content'))).toBe(false);
  });

  it('a history work of a served model posts as before', async () => {
    const { calls, onPublished } = setup({ history: [historyRecord('r1', ['a'])] });
    await pickHistory('prompt r1 — image 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/aigc/api/model/selection')).toBe(true));
    expect(screen.queryByText('The model is temporarily unavailable for posting')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onPublished).toHaveBeenCalled());
  });

  it('starts the title from the prompt, and refuses to publish without one', async () => {
    const { calls } = setup();
    await pickHistory('prompt r1 — image 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('prompt r1');
    await userEvent.clear(title);
    await userEvent.type(title, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Please enter a title')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/aigc/api/topic/content'))).toBe(false);
  });

  it('mentioning someone twice says so; Backspace removes a mention whole; no match shows the empty text', async () => {
    setup();
    await pickHistory('prompt r1 — image 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const description = screen.getByRole('combobox', { name: 'Description' });
    await userEvent.type(description, '@bo');
    await userEvent.click(await screen.findByRole('option', { name: /Bo Li/ }));
    await userEvent.type(description, '@bo');
    await userEvent.click(await screen.findByRole('option', { name: /Bo Li/ }));
    expect(screen.getByRole('status')).toHaveTextContent("You already @'d them");
    await userEvent.clear(description);
    await userEvent.type(description, '@bo');
    await userEvent.click(await screen.findByRole('option', { name: /Bo Li/ }));
    expect(description).toHaveValue('@Bo Li ');
    await userEvent.type(description, '{Backspace}{Backspace}');
    expect(description).toHaveValue('');
    await userEvent.type(description, '@zzz');
    expect(await screen.findByText('No related creators found, try other input')).toBeInTheDocument();
  });

  it('a Want It challenge with two images blocks publishing and dims the non-matching one; one matching image publishes', async () => {
    const { calls } = setup({ props: { scene: 'generator' } });
    await pickHistory('prompt r1 — image 1', 'prompt r2 — image 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add challenge' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Want It: tags/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('A Want It challenge post takes exactly one image: remove the others');
    expect(screen.getByText('Not designed for this challenge')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    // The purchase switch is forced on and locked.
    await userEvent.click(screen.getByText('More settings'));
    const purchase = screen.getByRole('checkbox', { name: /always on in a Want It challenge/ });
    expect(purchase).toBeChecked();
    expect(purchase).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.queryByRole('button', { name: /Remove image/ })).not.toBeInTheDocument(); // only one left
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/aigc/api/topic/content')).toBe(true));
    expect(calls.find((c) => c.path === '/aigc/api/topic/content')?.body).toMatchObject({
      topicId: 'want',
      posterImage: 'w',
      contentImage: [],
      showCustomizeBuyButton: 1,
    });
  });

  it('the purchase switch shows for a purchasable image, on by default, and can be switched off', async () => {
    const { calls } = setup({
      props: { scene: 'account', preselected: [{ ...selectedFromAsset(image('p')), customStatus: 1, prompt: 'a  gold\n ring' }] },
    });
    await userEvent.click(await screen.findByText('More settings'));
    const purchase = screen.getByRole('checkbox', { name: 'Others can buy or customize this work' });
    expect(purchase).toBeChecked();
    await userEvent.click(purchase);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/aigc/api/topic/content')?.body).toMatchObject({ showCustomizeBuyButton: 0, title: 'a gold ring' }),
    );
  });

  it("opened from the feeds with preselected images: no back arrow; a failure shows the server's msg and keeps the form", async () => {
    setup({
      props: { preselected: [selectedFromAsset(image('a')), { ...selectedFromAsset(image('b')), prompt: 'fox' }] },
      publish: () => envelope(null, 400, 'The title must be at most 50 characters long'),
    });
    expect(await screen.findByRole('dialog', { name: 'Publish post' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add images' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The title must be at most 50 characters long', { selector: '.pd-error' })).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
  });

  it('back arrow and add tile return to step 1', async () => {
    setup({ props: { scene: 'generator' } });
    await pickHistory('prompt r1 — image 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Choose images to publish' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add images' }));
    expect(screen.getByRole('dialog', { name: 'Choose images to publish' })).toBeInTheDocument();
  });
});

describe('closing (docs/product.md §4)', () => {
  it('closes at once with nothing chosen', async () => {
    const { onOpenChange } = setup();
    await screen.findByRole('tab', { name: 'History works' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks "Abandon publishing?" with images chosen or on step 2', async () => {
    const { onOpenChange } = setup();
    await pickHistory('prompt r1 — image 1');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const confirm = screen.getByRole('dialog', { name: 'Abandon publishing?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Abandon publishing?' })).getByRole('button', { name: 'Abandon' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks "Are you sure you want to exit?" on step 1 while the parent task is in progress', async () => {
    setup({ props: { progress: 40 } });
    await screen.findByRole('tab', { name: 'History works' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Leave publishing?' })).toHaveTextContent(
      'Are you sure you want to exit? Your work is saved in creation history',
    );
  });
});

describe('step 3: share to collect wants (docs/product.md §2 "Publish dialog")', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  async function publishOne(setupOptions: Setup = {}) {
    const view = setup(setupOptions);
    await pickHistory('prompt r1 — image 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const step = await screen.findByRole('dialog', { name: 'Your post is live' });
    return { ...view, step };
  }

  it('says the post is live and that 100 wants make it real, shows its share card and link, with the focus on Copy link', async () => {
    const { step, store } = await publishOne();
    expect(within(step).getByRole('status')).toHaveTextContent(
      'Your post is live. When it collects 100 wants, we make it real. Share it to collect wants.',
    );
    const card = await within(step).findByRole('article', { name: 'Fox' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Fox' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Fox' })).toBeInTheDocument();
    expect(within(card).getByText('0 / 100 wants')).toBeInTheDocument();
    await waitFor(() => expect(within(step).getByRole('textbox', { name: 'Link to your post' })).toHaveValue(SHARE_URL));
    expect(within(step).getByRole('textbox', { name: 'Link to your post' })).toHaveAttribute('readonly');
    expect(within(step).getByRole('button', { name: 'Copy link' })).toHaveFocus();
    // No toast on top of the step: it says it all.
    expect(store.getState().ui.toast).toBeNull();
  });

  it('Copy link copies the share URL, records the share, reads "Copied" and says so, then goes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { step, calls } = await publishOne();
    await waitFor(() => expect(within(step).getByRole('textbox', { name: 'Link to your post' })).toHaveValue(SHARE_URL));
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(SHARE_URL);
    const copied = await within(step).findByRole('button', { name: 'Copied' });
    expect(copied).toHaveFocus();
    expect(within(step).getByText('Link copied')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.path === '/aigc/api/topic/content/share')?.body).toEqual({ contentId: 'post-1', channel: 'copy_link' }));
    await act(() => vi.advanceTimersByTimeAsync(COPIED_MS));
    expect(within(step).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(step).queryByText('Link copied')).toBeNull();
  });

  it('when the browser refuses the clipboard, selects the link in its field and says how to copy it', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const { step, calls } = await publishOne();
    await waitFor(() => expect(within(step).getByRole('textbox', { name: 'Link to your post' })).toHaveValue(SHARE_URL));
    await userEvent.click(within(step).getByRole('button', { name: 'Copy link' }));
    const field = within(step).getByRole('textbox', { name: 'Link to your post' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription('Your browser did not allow copying. Press Ctrl+C (⌘C on a Mac) to copy the link.');
    expect((field as HTMLInputElement).selectionEnd).toBe(SHARE_URL.length);
    expect(calls.some((c) => c.path === '/aigc/api/topic/content/share')).toBe(false);
  });

  it('Done closes without asking; View post goes to the post and closes', async () => {
    const first = await publishOne();
    await userEvent.click(within(first.step).getByRole('button', { name: 'Done' }));
    expect(first.onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog', { name: 'Abandon publishing?' })).toBeNull();
    first.unmount();

    const second = await publishOne();
    const view = within(second.step).getByRole('link', { name: 'View post' });
    expect(view).toHaveAttribute('href', '/content/post-1');
    await userEvent.click(view);
    expect(second.onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByTestId('where')).toHaveTextContent('/content/post-1');
  });

  it('Escape closes the step without asking', async () => {
    const { onOpenChange } = await publishOne();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog', { name: 'Abandon publishing?' })).toBeNull();
  });

  it('a Want It entry says it is live in the Want It challenge', async () => {
    const { step } = await publishOne({ publish: () => envelope({ createId: 'post-1', popUpType: 1 }) });
    expect(within(step).getByRole('status')).toHaveTextContent('Your post is live in the Want It challenge.');
  });
});
