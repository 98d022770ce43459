import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { CreatorDetail, ProductRelease, UserPostCard } from '@aigc/api-client';
import { ShellConfigProvider, type ShellConfig } from '@aigc/shell';
import { card, creatorDetail, envelope, image, makeUser, page, renderWithProviders, stubFetch, type FetchRoute } from '@aigc/store/testing';
import { DesignerReleasePage } from './DesignerReleasePage';

afterEach(() => vi.unstubAllGlobals());

const CONFIG = {
  edition: 'main-intl',
  links: { shopOrigin: 'http://shop.test', miniProgramUrl: '', social: { groupChat: '', lifestyleApp: '', officialAccount: '' }, companyRegistration: '' },
} as unknown as ShellConfig;

const detail = (overrides: Partial<CreatorDetail> = {}) => creatorDetail({ rank: null, ...overrides });

function post(id: string, overrides: Partial<UserPostCard> = {}): UserPostCard {
  return { ...card(id), modelUrl: null, productStatus: null, ...overrides } as UserPostCard;
}

function release(id: string, overrides: Partial<ProductRelease> = {}): ProductRelease {
  return {
    releaseId: id,
    contentId: `c-${id}`,
    title: `Moon ${id}`,
    designDeleted: false,
    posterImage: image(`i-${id}`),
    kind: 'pendant',
    region: 'EN',
    currency: 'USD',
    priceMinor: 3800,
    sizes: [{ size: 'S', label: 'Small 20 mm', priceMinor: 3800 }],
    description: 'A moon.',
    status: 'pending',
    reason: '',
    shopProductId: null,
    createTime: '2026-11-02T10:00:00.000Z',
    reviewTime: null,
    ...overrides,
  };
}

function renderPage(routes: Record<string, FetchRoute>) {
  const calls = stubFetch(routes);
  renderWithProviders(
    <ShellConfigProvider config={CONFIG}>
      <MemoryRouter initialEntries={['/designer/product/release']}>
        <Routes>
          <Route path="/designer/product/release" element={<DesignerReleasePage />} />
        </Routes>
      </MemoryRouter>
    </ShellConfigProvider>,
    { preloadedState: { session: { isLogin: true, user: makeUser(), needOnBoarding: false } } },
  );
  return calls;
}

describe('DesignerReleasePage', () => {
  it('tells a creator who is not verified how to become one, without the form', async () => {
    renderPage({
      '/aigc/api/creator/detail': () => envelope(detail({ creatorTier: 'rights' })),
      '/aigc/api/designer/releases': () => envelope(page([])),
    });
    expect(await screen.findByRole('heading', { name: 'Direct launch is for verified creators' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Creation mode upgrade' })).toHaveAttribute('href', '/createUpgrade');
    expect(screen.getByRole('link', { name: 'Become an author' })).toHaveAttribute('href', '/author/onboarding');
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
  });

  it('lets a verified creator send one of their designs, checking the price range first', async () => {
    const calls = renderPage({
      '/aigc/api/creator/detail': () => envelope(detail({ creatorTier: 'verified', canLaunchProduct: true })),
      '/aigc/api/designer/releases': (call) =>
        call.method === 'POST' ? envelope(release('r9', { title: 'Moon a', contentId: 'a' })) : envelope(page([release('r1', { contentId: 'b' })])),
      '/aigc/api/topic/content/user/list': () =>
        envelope(page([post('a', { title: 'Moon a' }), post('b', { title: 'Moon b' }), post('c', { title: 'Moon c', productStatus: 'on_sale' })])),
    });
    const design = await screen.findByRole('radio', { name: /Moon a/ });
    // A design under review or already a product cannot be chosen.
    expect(screen.getByRole('radio', { name: /Moon b/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Moon c/ })).toBeDisabled();
    fireEvent.click(design);
    fireEvent.click(screen.getByRole('radio', { name: 'Keychain' }));
    expect(screen.getByRole('checkbox', { name: 'Small 35 mm' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Large 50 mm' }));
    const price = screen.getByLabelText('Price of the smallest size (Small 35 mm), USD');
    fireEvent.change(price, { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Acrylic moon keychain.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Enter a price between $9.90 and $49.50')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(price, { target: { value: '19.80' } });
    expect(screen.getByText(/Small 35 mm \$19\.80/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      contentId: 'a',
      kind: 'keychain',
      sizes: ['S'],
      priceMinor: 1980,
      description: 'Acrylic moon keychain.',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('“Moon a” was sent for review.');
  });

  it('lists the releases with their status, the shop link, the reason, and withdraws one under review', async () => {
    const calls = renderPage({
      '/aigc/api/creator/detail': () => envelope(detail({ creatorTier: 'verified', canLaunchProduct: true })),
      '/aigc/api/designer/releases': () =>
        envelope(
          page([
            release('r1'),
            release('r2', { status: 'approved', shopProductId: 'c-r2' }),
            release('r3', { status: 'rejected', reason: 'Too thin to print.' }),
          ]),
        ),
      '/aigc/api/designer/releases/r1/withdraw': () => envelope(release('r1', { status: 'withdrawn' })),
      '/aigc/api/topic/content/user/list': () => envelope(page([])),
    });
    const pending = await screen.findByRole('listitem', { name: 'Moon r1' });
    expect(within(pending).getByText('Under review')).toBeInTheDocument();
    const approved = screen.getByRole('listitem', { name: 'Moon r2' });
    expect(within(approved).getByRole('link', { name: 'See it in the shop' })).toHaveAttribute('href', 'http://shop.test/detail/c-r2');
    const rejected = screen.getByRole('listitem', { name: 'Moon r3' });
    expect(within(rejected).getByText('Reason: Too thin to print.')).toBeInTheDocument();
    fireEvent.click(within(pending).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/aigc/api/designer/releases/r1/withdraw' && c.method === 'POST')).toBe(true));
  });
});
