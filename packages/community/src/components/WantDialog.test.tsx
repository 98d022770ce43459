import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { envelope, makeUser, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { selectTicketCount, type RootState } from '@aigc/store';
import { WantDialog, wantDialogState } from './WantDialog';
import type { WantablePost } from './WantDialog';

const user = makeUser();

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A stand-in Notification API whose permission prompt answers `answer`. */
function stubNotifications(answer: NotificationPermission) {
  const Fake = {
    permission: 'default' as NotificationPermission,
    requestPermission: vi.fn(async () => {
      Fake.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', Object.assign(function Notification() {}, Fake));
  return (globalThis as unknown as { Notification: typeof Fake }).Notification;
}

const post: WantablePost = {
  contentId: 'p1',
  title: 'Fox pendant',
  wantCount: 42,
  wanted: false,
  wantState: 'collecting',
};

function Router({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/content/p1?pageSource=feed']}>{children}</MemoryRouter>;
}

/** Signed in; `renderDialog` seeds the balance (its `tickets`) as the app loads it at start. */
const signedIn: Partial<RootState> = { session: { isLogin: true, user, needOnBoarding: false } };

function productView(status: string | null, you: Record<string, unknown>) {
  return {
    contentId: 'p1',
    title: 'Fox pendant',
    wantCount: 130,
    status,
    modelType: 'image',
    nextStatuses: [],
    history: status
      ? [
          { fromStatus: null, toStatus: 'wanted', actorId: null, actorName: null, note: '', createTime: '2026-11-01T10:00:00.000Z' },
          { fromStatus: 'wanted', toStatus: status, actorId: 'ops', actorName: 'Ops', note: '', createTime: '2026-11-03T10:00:00.000Z' },
        ]
      : [],
    fullPriceCents: 2900,
    you: { isCreator: false, wanted: true, wantRank: 50, tier: 'wanter', discount: 0.7, refunded: false, priceCents: 2030, ...you },
  };
}

function renderDialog(target: WantablePost, preloadedState: Partial<RootState>, tickets: number, product?: unknown) {
  const calls = stubFetch({
    '/aigc/api/make-real/product': () => envelope(product ?? productView(null, { wanted: false, tier: 'public', discount: 1 })),
    '/aigc/api/user/account': () => envelope(tickets),
    '/aigc/api/topic/content/want': () =>
      envelope({ contentId: target.contentId, wantCount: target.wantCount + 1, wantState: 'collecting', balance: tickets - 1 }),
  });
  const onOpenChange = vi.fn();
  const view = renderWithProviders(<WantDialog post={target} open onOpenChange={onOpenChange} />, {
    preloadedState,
    tickets,
    wrapper: Router,
  });
  return { ...view, calls, onOpenChange };
}

describe('wantDialogState', () => {
  it('orders the checks: visitor, already wanted, no tickets, then full or collecting', () => {
    expect(wantDialogState({ isLogin: false, wanted: true, tickets: 0, wantState: 'full' })).toBe('visitor');
    expect(wantDialogState({ isLogin: true, wanted: true, tickets: 0, wantState: 'full' })).toBe('wanted');
    expect(wantDialogState({ isLogin: true, wanted: false, tickets: 0, wantState: 'full' })).toBe('no-tickets');
    expect(wantDialogState({ isLogin: true, wanted: false, tickets: 1, wantState: 'full' })).toBe('full');
    expect(wantDialogState({ isLogin: true, wanted: false, tickets: 1, wantState: 'collecting' })).toBe('collecting');
  });
});

describe('WantDialog', () => {
  it('explains the want, shows the balance and spends one ticket on confirm', async () => {
    const { calls, onOpenChange, store } = renderDialog(post, signedIn, 3);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText(/cannot be withdrawn/i)).toBeInTheDocument();
    expect(screen.getByText(/at least 30% off/i)).toBeInTheDocument();
    expect(screen.getByText(/Your want-tickets/i)).toHaveTextContent('3');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');

    await userEvent.click(screen.getByRole('button', { name: 'Want it · 1 ticket' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const want = calls.find((c) => c.path === '/aigc/api/topic/content/want');
    expect(want?.method).toBe('POST');
    expect(want?.body).toEqual({ contentId: 'p1' });
    expect(store.getState().ui.toast).toMatchObject({ kind: 'success', message: 'You want “Fox pendant” — 43 wants so far' });
    expect(selectTicketCount(store.getState())).toBe(2);
  });

  it('says "1 want" (singular) in the toast for the first want', async () => {
    const { onOpenChange, store } = renderDialog({ ...post, wantCount: 0 }, signedIn, 3);
    await userEvent.click(await screen.findByRole('button', { name: 'Want it · 1 ticket' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(store.getState().ui.toast).toMatchObject({ kind: 'success', message: 'You want “Fox pendant” — 1 want so far' });
  });

  it('shows "You wanted this" and no confirm button when already wanted', async () => {
    renderDialog({ ...post, wanted: true }, signedIn, 3);
    expect(await screen.findByText('You wanted this')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Want it · 1 ticket/ })).not.toBeInTheDocument();
  });

  it('with no ticket left says so and offers no confirm', async () => {
    renderDialog(post, signedIn, 0);
    expect(
      await screen.findByText('No want-ticket left, return tomorrow for the daily reward'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Want it · 1 ticket/ })).not.toBeInTheDocument();
  });

  it('still accepts wants on a full post and says it will be made real', async () => {
    renderDialog({ ...post, wantCount: 130, wantState: 'full' }, signedIn, 2);
    expect(await screen.findByText(/Already past 100 — it will be made real/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Want it · 1 ticket' })).toBeEnabled();
  });

  it('sends a visitor to the login dialog with the current path as redirect', async () => {
    const { store, onOpenChange, calls } = renderDialog(post, {}, 0);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to want it' }));
    expect(store.getState().ui.loginDialog).toMatchObject({ open: true, redirect: '/content/p1?pageSource=feed' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(calls.some((c) => c.path === '/aigc/api/topic/content/want')).toBe(false);
  });

  it('the wanter of a full post sees its production status and their discount (docs/product.md §9 display)', async () => {
    renderDialog({ ...post, wantCount: 130, wanted: true, wantState: 'full' }, signedIn, 2, productView('modelling', {}));
    const section = await screen.findByTestId('want-product');
    expect(section).toHaveTextContent('Status: 3D modelling');
    expect(section).toHaveTextContent('Your discount: 30% off');
    const step = screen.getAllByText('3D modelling').map((el) => el.closest('li')).find(Boolean);
    expect(step).toHaveAttribute('aria-current', 'step');
  });

  it('a top wanter sees 90% off; after a failed evaluation the refund is explained', async () => {
    const top = renderDialog({ ...post, wanted: true, wantState: 'full' }, signedIn, 2, productView('production', { tier: 'topWanter', discount: 0.1, wantRank: 3 }));
    expect(await screen.findByText(/Top wanter #3/)).toHaveTextContent('Top wanter #3: your discount is 90% off');
    top.unmount();
    renderDialog({ ...post, wanted: true, wantState: 'full' }, signedIn, 2, productView('evaluation_failed', { refunded: true, tier: 'public', discount: 1 }));
    expect(await screen.findByText(/Your want-ticket was refunded/)).toBeInTheDocument();
    expect(screen.getAllByText('Could not be made').length).toBeGreaterThan(0);
  });

  it('with no ticket left links to how tickets are earned', async () => {
    renderDialog(post, signedIn, 0);
    expect(await screen.findByRole('link', { name: 'How to get tickets' })).toHaveAttribute('href', '/make-real');
  });

  it('after the first want offers desktop notifications; "Notify me" asks the browser (docs/product.md §9)', async () => {
    const notifications = stubNotifications('granted');
    const { onOpenChange, store } = renderDialog(post, signedIn, 3);
    await userEvent.click(await screen.findByRole('button', { name: 'Want it · 1 ticket' }));
    expect(await screen.findByRole('dialog', { name: 'Get notified when this design is made?' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(notifications.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(notifications.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(store.getState().ui.toast).toMatchObject({ kind: 'success', message: 'We will notify you about the designs you want.' });
  });

  it('"No thanks" is remembered: the offer does not come back', async () => {
    const notifications = stubNotifications('granted');
    const first = renderDialog(post, signedIn, 3);
    await userEvent.click(await screen.findByRole('button', { name: 'Want it · 1 ticket' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(first.onOpenChange).toHaveBeenCalledWith(false);
    expect(notifications.requestPermission).not.toHaveBeenCalled();
    first.unmount();

    const second = renderDialog({ ...post, contentId: 'p2' }, signedIn, 3);
    await userEvent.click(await screen.findByRole('button', { name: 'Want it · 1 ticket' }));
    await waitFor(() => expect(second.onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.queryByText('Get notified when this design is made?')).toBeNull();
  });
});
