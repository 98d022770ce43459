import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  card,
  envelope,
  makeUser,
  page,
  renderWithProviders,
  stubFetch,
  topic,
} from '@aigc/store/testing';
import type { TopicDetail } from '@aigc/api-client';
import { ChallengePage } from './ChallengePage';

const user = makeUser();

afterEach(() => vi.unstubAllGlobals());

function detail(overrides: Partial<TopicDetail> = {}): TopicDetail {
  return {
    ...topic('t1', { title: 'Moonlight Jewelry', description: 'Pendants inspired by the night sky.' }),
    startTime: '2026-01-01T00:00:00.000Z',
    endTime: '2099-12-31T00:00:00.000Z',
    campaignInfo: 'Run with our jewellery studio.',
    rules: ['One idea per post', 'Keep it wearable'],
    prizes: [{ rank: '1st', title: 'Cast in silver', description: 'Sold in the shop.' }],
    realPictures: [
      { id: 'r1', url: '/aigc/files/r1.webp', width: 800, height: 800, caption: 'First cast', contentId: 'c1' },
      { id: 'r2', url: '/aigc/files/r2.webp', width: 800, height: 600, caption: 'Enamel sample', contentId: null },
    ],
    participantCount: 7,
    designerCount: 2,
    canPost: true,
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderChallenge(answer: TopicDetail, { isLogin = true, path = '/challenge/t1' } = {}) {
  const calls = stubFetch({
    '/aigc/api/topic/detail': () => envelope(answer),
    '/aigc/api/topic/content/list': () => envelope(page([])),
    '/aigc/api/topic/designer/list': () => envelope(page([card('d1')])),
  });
  const result = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/challenge/:challengeId" element={<><ChallengePage /><Where /></>} />
      </Routes>
    </MemoryRouter>,
    { preloadedState: { session: { isLogin, user: isLogin ? user : null, needOnBoarding: false } } },
  );
  return { calls, ...result };
}

describe('ChallengePage', () => {
  it('ongoing: shows theme, labels, time left, counts, and the join and upload actions', async () => {
    const { calls } = renderChallenge(detail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Moonlight Jewelry' })).toBeInTheDocument();
    expect(screen.getByText('Pendants inspired by the night sky.')).toBeInTheDocument();
    expect(screen.getByText('Ongoing')).toBeInTheDocument();
    expect(screen.getByText(/days left/)).toBeInTheDocument();
    expect(screen.getByText('Participants').nextElementSibling).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: 'Join to design' })).toHaveAttribute('href', '/challenge/design/t1');
    expect(screen.getByRole('button', { name: 'Upload from history' })).toBeEnabled();
    // All posts, hot first, for this challenge.
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    const feed = calls.find((c) => c.path === '/aigc/api/topic/content/list');
    expect(feed?.url.searchParams.get('topicId')).toBe('t1');
    expect(feed?.url.searchParams.get('sort')).toBe('hot');
  });

  it('switches sort and tabs through the URL: new posts, designer works, real pictures, campaign info', async () => {
    const user = userEvent.setup();
    const { calls } = renderChallenge(detail());
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/aigc/api/topic/content/list' && c.url.searchParams.get('sort') === 'new')).toBe(true));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/challenge/t1?sort=new');

    await user.click(screen.getByRole('tab', { name: 'Designer works' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/aigc/api/topic/designer/list')).toBe(true));
    expect(screen.getByText(/Works by 2 official creators/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Real pictures' }));
    const pictures = screen.getByRole('list', { name: 'Real pictures' });
    expect(within(pictures).getByText('First cast')).toBeInTheDocument();
    expect(within(pictures).getByRole('link', { name: /First cast/ })).toHaveAttribute('href', '/content/c1');
    expect(within(pictures).getByText('Enamel sample').closest('a')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Campaign info' }));
    expect(screen.getByText('Run with our jewellery studio.')).toBeInTheDocument();
    expect(screen.getByText('Keep it wearable')).toBeInTheDocument();
    expect(screen.getByText('Cast in silver')).toBeInTheDocument();
  });

  it('not started: no join or upload, the opening date, and a not-started empty list', async () => {
    renderChallenge(detail({ status: 'upcoming', canPost: false, startTime: '2099-01-01T00:00:00.000Z' }));
    expect(await screen.findByText('Upcoming')).toBeInTheDocument();
    expect(screen.getByText(/This challenge opens on/)).toBeInTheDocument();
    expect(screen.getByText(/Starts in/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join to design' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload from history' })).toBeNull();
    expect(await screen.findByText('Not started yet')).toBeInTheDocument();
  });

  it('ended: says so, hides the actions, keeps the works browsable', async () => {
    renderChallenge(detail({ status: 'ended', canPost: false, endTime: '2026-02-01T00:00:00.000Z' }));
    expect(await screen.findByText('Ended')).toBeInTheDocument();
    expect(screen.getByText(/This challenge has ended/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join to design' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'All posts' })).toBeInTheDocument();
    expect(screen.queryByText(/days left/)).toBeNull();
  });

  it('a visitor who asks to upload from history gets the login dialog', async () => {
    const user = userEvent.setup();
    const { store } = renderChallenge(detail(), { isLogin: false });
    await user.click(await screen.findByRole('button', { name: 'Upload from history' }));
    expect(store.getState().ui.loginDialog).toMatchObject({ open: true, redirect: '/challenge/t1' });
  });

  it('an unknown challenge shows a not-found state with a way out', async () => {
    stubFetch({ '/aigc/api/topic/detail': () => envelope(null, 404, 'This challenge does not exist') });
    renderWithProviders(
      <MemoryRouter initialEntries={['/challenge/nope']}>
        <Routes>
          <Route path="/challenge/:challengeId" element={<ChallengePage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('This challenge does not exist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All activities' })).toBeInTheDocument();
  });
});
