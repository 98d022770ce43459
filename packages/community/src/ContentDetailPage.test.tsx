import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  author,
  detail,
  envelope,
  type FetchCall,
  makeUser,
  page,
  renderWithProviders,
  stubFetch,
} from '@aigc/store/testing';
import type { RootState } from '@aigc/store';
import type { Comment, PostDetail } from '@aigc/api-client';
import { COMMENT_MAX } from '@aigc/domain';
import { ContentDetailPage } from './ContentDetailPage';

const user = makeUser();

afterEach(() => vi.unstubAllGlobals());

function comment(id: string, overrides: Partial<Comment> = {}): Comment {
  return {
    commentId: id,
    contentId: 'p1',
    parentId: null,
    author,
    replyTo: null,
    content: `Comment ${id}`,
    mentions: [],
    createTime: '2026-01-03T00:00:00.000Z',
    replyCount: 0,
    ...overrides,
  };
}

const signedIn: Partial<RootState> = { session: { isLogin: true, user, needOnBoarding: false } } as Partial<RootState>;

interface Setup {
  post?: PostDetail | null;
  comments?: (call: FetchCall) => Response;
  replies?: (call: FetchCall) => Response;
  login?: boolean;
  extra?: Record<string, (call: FetchCall) => Response>;
  /** The post page's URL (default /content/p1). */
  entry?: string;
}

function renderDetail({ post = detail('p1'), comments, replies, login = false, extra = {}, entry = '/content/p1' }: Setup = {}) {
  const calls = stubFetch({
    '/aigc/api/topic/content/detail': () => (post ? envelope(post) : envelope(null, 404, 'This post does not exist')),
    '/aigc/api/comment/list':
      comments ??
      (() => envelope({ ...page([comment('c1', { content: 'I would buy this in gold.' })]), total: 1 })),
    '/aigc/api/comment/reply/list': replies ?? (() => envelope(page([]))),
    '/aigc/api/comment/add': (call) => {
      const body = call.body as {
        content: string;
        parentId: string | null;
        mentionUser: { userId: string; startIndex: number; endIndex: number }[];
      };
      const lead = body.content.length - body.content.trimStart().length;
      return envelope(
        comment(body.parentId ? 'r-new' : 'c-new', {
          author: { userId: user.userId, nickName: user.nickName, avatar: null, creatorTier: 'none' },
          content: body.content.trim(),
          parentId: body.parentId ?? null,
          mentions: body.mentionUser.map((m) => ({
            ...m,
            startIndex: m.startIndex - lead,
            endIndex: m.endIndex - lead,
            nickName: body.content.slice(m.startIndex + 1, m.endIndex),
          })),
        }),
      );
    },
    ...extra,
  });
  const router = createMemoryRouter(
    [
      { path: '/content/:contentId', element: <ContentDetailPage /> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: ['/', entry], initialIndex: 1 },
  );
  const result = renderWithProviders(<RouterProvider router={router} />, login ? { preloadedState: signedIn } : {});
  return { ...result, calls, router };
}

describe('ContentDetailPage', () => {
  it('shows the post: images, creator, prompt, want progress, actions and comments', async () => {
    renderDetail({ post: detail('p1', { wantCount: 42 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Design p1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Design p1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Design p1, image 2 of 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Bo Chen/ })[0]).toHaveAttribute('href', '/account/u2');
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByText('a silver fox pendant')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    // One in the want card, one in the bottom bar; the stylesheet shows one per width.
    const wantButtons = screen.getAllByRole('button', { name: 'Want it' });
    expect(wantButtons).toHaveLength(2);
    expect(wantButtons[1]!.closest('.cm-detail__actionbar')).not.toBeNull();
    // Like too: in the action row and in the bottom bar (the stylesheet shows one per width).
    const likeButtons = screen.getAllByRole('button', { name: /^Like/ });
    expect(likeButtons).toHaveLength(2);
    expect(likeButtons[0]!.closest('.cm-actions')).not.toBeNull();
    expect(likeButtons[1]!.closest('.cm-detail__actionbar')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(await screen.findByText('I would buy this in gold.')).toBeInTheDocument();
    // Visitors get a sign-in button, not a composer.
    expect(screen.getByRole('button', { name: 'Sign in to comment' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Write a comment' })).not.toBeInTheDocument();
  });

  it('hides the prompt with a note when the creator hid it', async () => {
    renderDetail({ post: detail('p1', { prompt: null, hiddenPrompt: 1 }) });
    expect(await screen.findByText(/chose to keep the prompt of this design private/)).toBeInTheDocument();
    expect(screen.queryByText('a silver fox pendant')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy prompt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Magic prompt' })).not.toBeInTheDocument();
  });

  it('shows "You wanted this" instead of the button on a post the caller wanted', async () => {
    renderDetail({ post: detail('p1', { wanted: true }) });
    expect(await screen.findByText('You wanted this')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Want it' })).not.toBeInTheDocument();
  });

  it('shows a not-found state for a missing post, once (no toast beside the page)', async () => {
    const { store } = renderDetail({ post: null });
    expect(await screen.findByText('This post does not exist')).toBeInTheDocument();
    expect(store.getState().ui.toast).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the community' })).toHaveAttribute('href', '/');
  });

  it('posts a comment: it appears first and the count goes up', async () => {
    const ui = userEvent.setup();
    const { calls } = renderDetail({ login: true, post: detail('p1', { commentCount: 1, wantCount: 0 }) });
    const box = await screen.findByRole('combobox', { name: 'Write a comment' });
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();
    await ui.type(box, '  Stunning work  ');
    expect(screen.getByText(`13/${COMMENT_MAX}`)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/aigc/api/comment/add')).toBe(true));
    expect(calls.find((c) => c.path === '/aigc/api/comment/add')?.body).toEqual({
      contentId: 'p1',
      content: '  Stunning work  ',
      parentId: null,
      mentionUser: [],
    });
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Stunning work')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('picks an @-mention in the comment box, sends it as mentionUser and shows it as a profile link', async () => {
    const ui = userEvent.setup();
    const { calls } = renderDetail({
      login: true,
      comments: () =>
        envelope({
          ...page([
            comment('c1', {
              content: 'Ask @Ann about gold',
              mentions: [{ userId: 'u-ann', nickName: 'Ann', startIndex: 4, endIndex: 8 }],
            }),
          ]),
          total: 1,
        }),
      extra: {
        '/aigc/api/search/authors/mention': () =>
          envelope({
            dataList: [{ uuid: 'u-bo', name: 'Bo Li', avatarUrl: null, tags: [] }],
            cursor: { after: null },
            hasMore: false,
            sessionId: 's',
          }),
      },
    });
    // Mentions of stored comments are links to the people's pages.
    expect(await screen.findByRole('link', { name: '@Ann' })).toHaveAttribute('href', '/account/u-ann');

    const box = await screen.findByRole('combobox', { name: 'Write a comment' });
    await ui.type(box, 'Thanks @b');
    await ui.click(await screen.findByRole('option', { name: /Bo Li/ }));
    expect(box).toHaveValue('Thanks @Bo Li ');
    await ui.type(box, 'look');
    await ui.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/aigc/api/comment/add')).toBe(true));
    expect(calls.find((c) => c.path === '/aigc/api/comment/add')?.body).toEqual({
      contentId: 'p1',
      content: 'Thanks @Bo Li look',
      parentId: null,
      mentionUser: [{ userId: 'u-bo', startIndex: 7, endIndex: 13 }],
    });
    expect(await screen.findByRole('link', { name: '@Bo Li' })).toHaveAttribute('href', '/account/u-bo');
  });

  it('refuses a comment over the length limit before sending', async () => {
    const ui = userEvent.setup();
    const { calls } = renderDetail({ login: true });
    const box = await screen.findByRole('combobox', { name: 'Write a comment' });
    await ui.click(box);
    await ui.paste('x'.repeat(COMMENT_MAX + 1));
    expect(screen.getByText(`A comment can be at most ${COMMENT_MAX} characters long`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();
    expect(calls.some((c) => c.path === '/aigc/api/comment/add')).toBe(false);
  });

  it('replies to a comment and shows the reply in the opened thread', async () => {
    const ui = userEvent.setup();
    let replies: Comment[] = [];
    const { calls } = renderDetail({
      login: true,
      replies: () => envelope({ ...page(replies), total: replies.length }),
      extra: {
        '/aigc/api/comment/add': (call) => {
          const body = call.body as { content: string; parentId: string };
          const created = comment('r1', { parentId: body.parentId, content: body.content, author: { userId: 'u1', nickName: 'Ada', avatar: null, creatorTier: 'none' } });
          replies = [created];
          return envelope(created);
        },
      },
    });
    await screen.findByText('I would buy this in gold.');
    await ui.click(screen.getByRole('button', { name: 'Reply' }));
    await ui.type(screen.getByRole('combobox', { name: 'Reply to Bo Chen' }), 'Me too');
    await ui.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/aigc/api/comment/add')?.body).toEqual({ contentId: 'p1', content: 'Me too', parentId: 'c1', mentionUser: [] }),
    );
    expect(await screen.findByText('Me too')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Reply to Bo Chen' })).not.toBeInTheDocument();
  });

  it('loads more comments and more replies on request', async () => {
    const ui = userEvent.setup();
    const { calls } = renderDetail({
      comments: (call) =>
        call.url.searchParams.get('page') === '2'
          ? envelope({ dataList: [comment('c2', { content: 'Older comment' })], hasMore: false, page: 2, total: 2 })
          : envelope({ dataList: [comment('c1', { replyCount: 2 })], hasMore: true, page: 1, total: 2 }),
      replies: (call) =>
        call.url.searchParams.get('page') === '2'
          ? envelope({ dataList: [comment('r2', { parentId: 'c1', content: 'Second reply' })], hasMore: false, page: 2, total: 2 })
          : envelope({ dataList: [comment('r1', { parentId: 'c1', content: 'First reply' })], hasMore: true, page: 1, total: 2 }),
    });
    await ui.click(await screen.findByRole('button', { name: 'Load more comments' }));
    expect(await screen.findByText('Older comment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'View 2 replies' }));
    expect(await screen.findByText('First reply')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Load more replies (1)' }));
    expect(await screen.findByText('Second reply')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/aigc/api/comment/reply/list').map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('asks before leaving with an unfinished comment; Stay keeps it, Leave goes', async () => {
    const ui = userEvent.setup();
    const { router } = renderDetail({ login: true });
    const box = await screen.findByRole('combobox', { name: 'Write a comment' });
    await ui.type(box, 'Half a thought');
    await ui.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/content/p1');
    expect(box).toHaveValue('Half a thought');

    await ui.click(screen.getByRole('button', { name: 'Back' }));
    await ui.click(within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('leaves without asking when the comment box is empty', async () => {
    const ui = userEvent.setup();
    renderDetail({ login: true });
    await screen.findByRole('combobox', { name: 'Write a comment' });
    await ui.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('likes a post optimistically and sends the like', async () => {
    const ui = userEvent.setup();
    const { calls } = renderDetail({
      login: true,
      post: detail('p1', { likeCount: 4 }),
      extra: { '/aigc/api/topic/content/like': () => envelope({ contentId: 'p1', liked: true, likeCount: 5 }) },
    });
    const row = await screen.findByRole('group', { name: 'Post actions' });
    await ui.click(within(row).getByRole('button', { name: /^Like/ }));
    expect(await within(row).findByRole('button', { name: /^Liked/, pressed: true })).toBeInTheDocument();
    expect(within(row).getByLabelText('5 likes')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/aigc/api/topic/content/like')?.body).toEqual({ contentId: 'p1' });
  });

  it('the bottom bar of narrow screens likes with the same action as the action row, and stays once wanted', async () => {
    const ui = userEvent.setup();
    const { calls, container } = renderDetail({
      login: true,
      post: detail('p1', { likeCount: 4, wanted: true }),
      extra: {
        '/aigc/api/topic/content/like': () => envelope({ contentId: 'p1', liked: true, likeCount: 5 }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Design p1' });
    const bar = container.querySelector<HTMLElement>('.cm-detail__actionbar')!;
    expect(bar).not.toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Want it' })).not.toBeInTheDocument();
    const like = within(bar).getByRole('button', { name: /^Like/, pressed: false });
    expect(within(like).getByLabelText('4 likes')).toHaveTextContent('4');
    await ui.click(like);
    expect(await within(bar).findByRole('button', { name: /^Liked/, pressed: true })).toBeInTheDocument();
    // The page's own like button follows: one post, one state.
    const row = screen.getByRole('group', { name: 'Post actions' });
    expect(within(row).getByRole('button', { name: /^Liked/, pressed: true })).toHaveTextContent('5');
    expect(calls.filter((c) => c.path === '/aigc/api/topic/content/like')).toHaveLength(1);
  });

  it('the bottom bar asks a visitor to sign in before liking', async () => {
    const ui = userEvent.setup();
    const { calls, container, store } = renderDetail({ post: detail('p1') });
    await screen.findByRole('heading', { level: 1, name: 'Design p1' });
    const bar = container.querySelector<HTMLElement>('.cm-detail__actionbar')!;
    await ui.click(within(bar).getByRole('button', { name: /^Like/ }));
    expect(store.getState().ui.loginDialog).toMatchObject({ open: true });
    expect(calls.some((c) => c.path === '/aigc/api/topic/content/like')).toBe(false);
  });

  it('opens the image viewer on an image and moves with the arrow keys', async () => {
    const ui = userEvent.setup();
    renderDetail();
    await ui.click(await screen.findByRole('button', { name: 'View image 1 of 2 full screen' }));
    const viewer = await screen.findByRole('dialog', { name: 'Design p1' });
    expect(within(viewer).getByRole('img', { name: 'Design p1' })).toBeInTheDocument();
    await ui.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: 'Design p1, image 2 of 2' })).toBeInTheDocument();
  });

  it('shows Delete to the author only', async () => {
    renderDetail({ login: true, post: detail('p1', { isAuthor: true }) });
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });
  it('shows yuan when the server prices in CNY (the China site, docs/product.md §1)', async () => {
    renderDetail({
      login: true,
      post: detail('p1', { wanted: true }),
      extra: {
        '/aigc/trade/product/discount': () =>
          envelope({
            modelType: 'image',
            currency: 'CNY',
            fullPriceCents: 19900,
            topWanterShare: 0.1,
            tiers: [],
            tier: 'wanter',
            discount: 0.7,
            priceCents: 13930,
            wantRank: 12,
          }),
      },
    });
    const price = (await screen.findByRole('heading', { name: 'Price estimate' })).closest('section')!;
    expect(await within(price).findByText('CN¥139.30')).toBeInTheDocument();
    expect(within(price).getByText('CN¥199.00')).toBeInTheDocument();
  });

  it('shows the price estimate from the discount call (docs/product.md §9 display) and links buy and customize', async () => {
    renderDetail({
      login: true,
      post: detail('p1', { wanted: true, showCustomizeBuyButton: 1 }),
      extra: {
        '/aigc/trade/product/discount': () =>
          envelope({
            modelType: 'image',
            currency: 'USD',
            fullPriceCents: 3900,
            topWanterShare: 0.1,
            tiers: [
              { tier: 'creator', discount: 0, priceCents: 0 },
              { tier: 'topWanter', discount: 0.1, priceCents: 390 },
              { tier: 'wanter', discount: 0.7, priceCents: 2730 },
              { tier: 'public', discount: 1, priceCents: 3900 },
            ],
            tier: 'wanter',
            discount: 0.7,
            priceCents: 2730,
            wantRank: 12,
          }),
        '/aigc/api/make-real/product': () =>
          envelope({
            contentId: 'p1',
            status: 'production',
            history: [],
            you: { isCreator: false, wanted: true, wantRank: 12, tier: 'wanter', discount: 0.7, refunded: false, priceCents: 2730 },
          }),
      },
    });
    const price = (await screen.findByRole('heading', { name: 'Price estimate' })).closest('section')!;
    expect(await within(price).findByText('$27.30')).toBeInTheDocument();
    expect(within(price).getByText('$39.00')).toBeInTheDocument();
    expect(within(price).getByText('30% off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pre-order in the shop' })).toHaveAttribute('href', expect.stringMatching(/\/detail\/p1$/));
    expect(screen.getByRole('link', { name: 'Customize it' })).toHaveAttribute(
      'href',
      `/product/custom/image/img-p1/${encodeURIComponent('/aigc/files/img-p1.png')}`,
    );
  });

  it('shows no price while the discount call is unavailable', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Design p1' });
    expect(screen.queryByRole('heading', { name: 'Price estimate' })).not.toBeInTheDocument();
  });
  it('expands the prompt into a magic prompt on request, but never a hidden one', async () => {
    const ui = userEvent.setup();
    const { calls } = renderDetail({
      login: true,
      extra: {
        '/aigc/api/generate/magic-prompt': () =>
          envelope({ prompt: 'a silver fox pendant, brushed finish, studio light', provider: 'offline' }),
      },
    });
    const magic = await screen.findByRole('button', { name: 'Magic prompt' });
    // The CSS-drawn sparkle, not an emoji that shows as a box where no emoji font exists.
    expect(magic.querySelector('.ui-sparkle')).not.toBeNull();
    expect(magic.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    await ui.click(magic);
    expect(await screen.findByText('a silver fox pendant, brushed finish, studio light')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/aigc/api/generate/magic-prompt')?.body).toEqual({ prompt: 'a silver fox pendant' });
  });
  it('copies the share link, and falls back to a prompt dialog when the clipboard is refused', async () => {
    const ui = userEvent.setup();
    const url = 'http://localhost/content/p1?pageSource=share';
    const { calls } = renderDetail({
      extra: {
        '/aigc/api/share/info': () => envelope({ contentId: 'p1', title: 'Design p1', description: '', image: '', url }),
        '/aigc/api/topic/content/share': () => envelope({ contentId: 'p1', title: 'Design p1', description: '', image: '', url }),
      },
    });
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await ui.click(await screen.findByRole('button', { name: 'Copy link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy this link' });
    expect(within(dialog).getByRole('textbox', { name: 'Text to copy' })).toHaveValue(url);
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(calls.find((c) => c.path === '/aigc/api/topic/content/share')?.body).toEqual({ contentId: 'p1', channel: 'copy_link' }));
  });

  describe('opened at a comment (?commentId=, docs/product.md §4)', () => {
    // jsdom has no scrollIntoView; each test stubs it
    afterEach(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    it('shows that comment first, highlighted, scrolled to and focused, wherever it sits in the pages', async () => {
      const scrolled = vi.fn();
      Element.prototype.scrollIntoView = scrolled;
      const { calls } = renderDetail({
        entry: '/content/p1?commentId=c7',
        comments: () => envelope({ ...page([comment('c1', { content: 'First page comment' })], true), total: 12 }),
        extra: { '/aigc/api/comment/detail': () => envelope(comment('c7', { content: 'The one from the notice', replyCount: 2 })) },
      });
      const focused = await screen.findByRole('listitem', { name: 'The comment you came for, by Bo Chen' });
      expect(focused).toHaveTextContent('The one from the notice');
      expect(focused).toHaveClass('cm-comment--focused');
      expect(within(focused).getByRole('button', { name: 'View 2 replies' })).toBeInTheDocument();
      await waitFor(() => expect(document.activeElement).toBe(focused));
      expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
      expect(calls.find((c) => c.path === '/aigc/api/comment/detail')?.url.searchParams.get('commentId')).toBe('c7');
      expect(await screen.findByText('First page comment')).toBeInTheDocument();
      expect(screen.getAllByText('The one from the notice')).toHaveLength(1);
    });

    it('shows a reply on its own, with whom it answers, and not twice when its thread is the first comment', async () => {
      Element.prototype.scrollIntoView = vi.fn();
      renderDetail({
        entry: '/content/p1?commentId=r3',
        extra: {
          '/aigc/api/comment/detail': () =>
            envelope(comment('r3', { parentId: 'c1', content: 'A reply to you', replyTo: { userId: 'u1', nickName: 'Ada', avatar: null, creatorTier: 'none' } })),
        },
      });
      const focused = await screen.findByRole('listitem', { name: /The comment you came for/ });
      expect(focused).toHaveTextContent('replied to Ada');
      expect(focused).toHaveTextContent('A reply to you');
      expect(await screen.findByText('I would buy this in gold.')).toBeInTheDocument();
    });

    it('says so when the comment is gone, and still shows the others', async () => {
      renderDetail({
        entry: '/content/p1?commentId=gone',
        extra: { '/aigc/api/comment/detail': () => envelope(null, 404, 'This comment does not exist or was deleted') },
      });
      expect(await screen.findByText('The comment you came for no longer exists.')).toBeInTheDocument();
      expect(await screen.findByText('I would buy this in gold.')).toBeInTheDocument();
    });
  });
});
