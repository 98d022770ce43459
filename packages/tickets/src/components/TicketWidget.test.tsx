import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { envelope, makeUser, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { TicketWidget } from './TicketWidget';

const Router = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

const signedIn = { session: { isLogin: true, user: makeUser(), needOnBoarding: false } };

const LOG = {
  dataList: [
    { uniqueTicketLogId: 'b', title: 'Wanted “Moon lamp”', createTime: '2026-03-05T10:00:00.000Z', type: 2, nums: 1 },
    { uniqueTicketLogId: 'a', title: 'Sign-up bonus', createTime: '2026-03-04T10:00:00.000Z', type: 1, nums: 5 },
  ],
  hasMore: false,
  page: 1,
  total: 2,
};

afterEach(() => vi.unstubAllGlobals());

describe('TicketWidget', () => {
  it('invites a visitor to sign in and opens the login dialog', async () => {
    const calls = stubFetch({});
    const { store } = renderWithProviders(<TicketWidget />, { wrapper: Router });
    const prompt = screen.getByRole('button', { name: /sign in for want-tickets/i });
    await userEvent.click(prompt);
    expect(store.getState().ui.loginDialog.open).toBe(true);
    // a visitor's widget never asks the server for a balance
    expect(calls.map((c) => c.path)).not.toContain('/aigc/api/user/account');
  });

  it('shows the balance fetched from the server', async () => {
    stubFetch({ '/aigc/api/user/account': () => envelope(7) });
    renderWithProviders(<TicketWidget />, { wrapper: Router, preloadedState: signedIn });
    expect(await screen.findByRole('button', { name: /^7 tickets\b/i })).toBeInTheDocument();
  });

  it('opens the log drawer with signed amounts, and leaves out the make-real link without its route', async () => {
    stubFetch({ '/aigc/api/user/account': () => envelope(4), '/aigc/api/ticket/log': () => envelope(LOG) });
    renderWithProviders(<TicketWidget />, { wrapper: Router, preloadedState: signedIn, tickets: 4 });
    await userEvent.click(await screen.findByRole('button', { name: /^4 tickets\b/i }));
    const drawer = await screen.findByRole('dialog', { name: 'Want-tickets' });
    const items = await within(drawer).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Wanted “Moon lamp”');
    expect(items[0]).toHaveTextContent('\u22121');
    expect(items[1]).toHaveTextContent('+5');
    expect(within(drawer).queryByRole('link', { name: /made real/i })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('links to the make-real explainer when its path is given', async () => {
    stubFetch({
      '/aigc/api/user/account': () => envelope(1),
      '/aigc/api/ticket/log': () => envelope({ ...LOG, dataList: [] }),
    });
    renderWithProviders(<TicketWidget makeRealHref="/make-real" />, { wrapper: Router, preloadedState: signedIn, tickets: 1 });
    await userEvent.click(await screen.findByRole('button', { name: /^1 tickets\b/i }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: /made real/i })).toHaveAttribute('href', '/make-real');
    expect(await within(drawer).findByText('No ticket activity yet.')).toBeInTheDocument();
  });
});
