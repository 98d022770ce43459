import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { envelope, makeUser, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { AdminOrdersPage } from './AdminOrdersPage';

const signedIn = { session: { isLogin: true, user: makeUser(), needOnBoarding: false } };
const page = <T,>(dataList: T[]) => ({ dataList, total: dataList.length, page: 1, pageSize: 50 });
const fox = {
  contentId: 'c1',
  title: 'Fox lamp',
  status: 'production',
  wantCount: 12,
  authorId: 'u1',
  deleted: false,
  updateTime: '2026-11-20T10:00:00.000Z',
};
const view = {
  contentId: 'c1',
  title: 'Fox lamp',
  wantCount: 12,
  status: 'production',
  modelType: 'model3d',
  nextStatuses: ['delivering'],
  history: [
    {
      fromStatus: null,
      toStatus: 'wanted',
      actorId: null,
      actorName: null,
      note: '',
      createTime: '2026-11-01T10:00:00.000Z',
    },
    {
      fromStatus: 'wanted',
      toStatus: 'modelling',
      actorId: 'op1',
      actorName: 'Olga',
      note: 'Looks good',
      createTime: '2026-11-10T10:00:00.000Z',
    },
  ],
  currency: 'USD',
  fullPriceCents: 5900,
  you: {
    isCreator: false,
    wanted: false,
    wantRank: null,
    tier: 'public',
    discount: 1,
    refunded: false,
    priceCents: 5900,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('AdminOrdersPage, Make It Real products (docs/shop.md "The shop client")', () => {
  it('lists the products, shows who moved them when, and moves one with the status it saw', async () => {
    let moved = false;
    const calls = stubFetch({
      '/aigc/admin/orders': () => envelope(page([])),
      '/aigc/admin/products': () =>
        envelope(page([moved ? { ...fox, status: 'delivering' } : fox])),
      '/aigc/admin/product': () => envelope(view),
      '/aigc/admin/product/status': () => {
        moved = true;
        return envelope({ ...view, status: 'delivering', nextStatuses: ['on_sale'], refunded: 0 });
      },
    });
    renderWithProviders(<AdminOrdersPage />, { wrapper: MemoryRouter, preloadedState: signedIn });
    await userEvent.click(await screen.findByRole('tab', { name: 'Make It Real products' }));
    const row = await screen.findByRole('listitem', { name: 'Product Fox lamp' });
    expect(row).toHaveTextContent('Under production');
    expect(row).toHaveTextContent('12 wants');

    await userEvent.click(within(row).getByRole('button', { name: 'Show history' }));
    const history = await within(row).findByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('the system');
    expect(history).toHaveTextContent('Under evaluation → 3D modelling · Olga');
    expect(history).toHaveTextContent('Looks good');

    await userEvent.type(within(row).getByLabelText('Note (optional)'), 'Moulds ready');
    await userEvent.click(within(row).getByRole('button', { name: 'Move to Delivering' }));
    expect(
      await within(await screen.findByRole('listitem', { name: 'Product Fox lamp' })).findByRole(
        'button',
        { name: 'Move to On sale' },
      ),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.path === '/aigc/admin/product/status');
    expect(post?.body).toEqual({
      contentId: 'c1',
      status: 'delivering',
      expectFrom: 'production',
      note: 'Moulds ready',
    });
  });
});

describe('AdminOrdersPage, product releases (docs/shop.md "Direct launch")', () => {
  const release = {
    releaseId: 'r1',
    contentId: 'c9',
    title: 'Moon pendant',
    designDeleted: false,
    posterImage: null,
    kind: 'pendant',
    region: 'EN',
    currency: 'USD',
    priceMinor: 3800,
    sizes: [
      { size: 'S', label: 'Small 20 mm', priceMinor: 3800 },
      { size: 'L', label: 'Large 40 mm', priceMinor: 5800 },
    ],
    description: 'Silver moon.',
    status: 'pending',
    reason: '',
    shopProductId: null,
    createTime: '2026-11-20T10:00:00.000Z',
    reviewTime: null,
    creator: { userId: 'u7', nickName: 'Mira', avatar: null, creatorTier: 'verified' },
  };

  it('lists releases under review with the product and its creator; approves one, rejects another with the reason', async () => {
    const calls = stubFetch({
      '/aigc/admin/orders': () => envelope(page([])),
      '/aigc/admin/releases': () => envelope(page([release, { ...release, releaseId: 'r2', title: 'Sun tag', kind: 'id-tag' }])),
      '/aigc/admin/release/approve': () => envelope({ ...release, status: 'approved', shopProductId: 'c9' }),
      '/aigc/admin/release/reject': () => envelope({ ...release, releaseId: 'r2', status: 'rejected', reason: 'Too dark' }),
    });
    renderWithProviders(<AdminOrdersPage />, { wrapper: MemoryRouter, preloadedState: signedIn });
    await userEvent.click(await screen.findByRole('tab', { name: 'Product releases' }));
    const row = await screen.findByRole('listitem', { name: 'Release Moon pendant' });
    expect(row).toHaveTextContent('by Mira');
    expect(row).toHaveTextContent('Pendant · Small 20 mm $38.00 · Large 40 mm $58.00');
    expect(row).toHaveTextContent('Silver moon.');
    expect(calls.find((c) => c.path === '/aigc/admin/releases')?.url.searchParams.get('status')).toBe('pending');

    await userEvent.click(within(row).getByRole('button', { name: 'Approve and put on sale' }));
    expect(calls.find((c) => c.path === '/aigc/admin/release/approve')?.body).toEqual({ releaseId: 'r1' });

    const other = screen.getByRole('listitem', { name: 'Release Sun tag' });
    await userEvent.type(within(other).getByLabelText('Reason for the creator (to reject)'), 'Too dark');
    await userEvent.click(within(other).getByRole('button', { name: 'Reject' }));
    expect(calls.find((c) => c.path === '/aigc/admin/release/reject')?.body).toEqual({ releaseId: 'r2', reason: 'Too dark' });
  });
});
