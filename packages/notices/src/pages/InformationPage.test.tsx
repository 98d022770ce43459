import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ReactNode } from 'react';
import { envelope, makeUser, message, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { InformationPage } from './InformationPage';

afterEach(() => vi.unstubAllGlobals());

const signedIn = { session: { isLogin: true, user: makeUser(), needOnBoarding: false } };

function at(msgId: string) {
  return function Router({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[`/information/${msgId}`]}>
        <Routes>
          <Route path="/information/:msgId" element={children} />
        </Routes>
      </MemoryRouter>
    );
  };
}

describe('InformationPage (/information/:msgId)', () => {
  it('shows the title, sender, time, content, popup image, attachments and landing link, and marks it read', async () => {
    const calls = stubFetch({
      '/aigc/api/message/detail': () =>
        envelope(
          message('s1', {
            type: 100,
            userInfo: null,
            contentId: null,
            posterImage: [],
            localDateTime: '2026-06-11 05:05:09',
            payloadJson: {
              title: 'Summer challenge',
              content: 'Design a lantern.\nBest ones get made.',
              landing_url: 'https://makeable.app/challenge/7',
              attachments: [{ web_text: 'Rules', type: 1, image_url: '/aigc/files/rules.png' }],
              web_popup_image: '/aigc/files/popup.png',
            },
          }),
        ),
      '/aigc/api/message/read': () => envelope(null),
    });
    renderWithProviders(<InformationPage />, { wrapper: at('s1'), preloadedState: signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer challenge' })).toBeInTheDocument();
    expect(screen.getByText('Makeable Official')).toBeInTheDocument();
    expect(screen.getByText('2026-06-11 05:05')).toBeInTheDocument();
    expect(screen.getByText(/Design a lantern\./)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Summer challenge' })).toHaveAttribute('src', '/aigc/files/popup.png');
    expect(screen.getByRole('region', { name: 'Attachments' })).toHaveTextContent('Rules');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/challenge/7');
    expect(calls.find((c) => c.path === '/aigc/api/message/detail')?.url.searchParams.get('msgId')).toBe('s1');
    await waitFor(() => expect(calls.find((c) => c.path === '/aigc/api/message/read')?.body).toEqual({ msgIdList: ['s1'] }));
  });

  it('does not mark a read message again, and has no link without a landing URL', async () => {
    const calls = stubFetch({
      '/aigc/api/message/detail': () =>
        envelope(message('s2', { type: 0, readFlag: 1, userInfo: null, contentId: null, payloadJson: { title: 'Hello', content: 'Hi' } })),
    });
    renderWithProviders(<InformationPage />, { wrapper: at('s2'), preloadedState: signedIn });
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open' })).toBeNull();
    expect(calls.some((c) => c.path === '/aigc/api/message/read')).toBe(false);
  });

  it('says the message does not exist for an unknown id or someone else’s message', async () => {
    stubFetch({ '/aigc/api/message/detail': () => envelope(null, 404, 'This message does not exist') });
    const { store } = renderWithProviders(<InformationPage />, { wrapper: at('nope'), preloadedState: signedIn });
    expect(await screen.findByText('It may have been removed, or it was sent to another account.')).toBeInTheDocument();
    // the page says it; no toast on top
    expect(store.getState().ui.toast).toBeNull();
  });
});
