import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { envelope, makeUser, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { DeliveryPage } from './DeliveryPage';
import { IdTagPage } from './IdTagPage';
import { MakeRealPage } from './MakeRealPage';

const Router = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const signedIn = { session: { isLogin: true, user: makeUser(), needOnBoarding: false } };

afterEach(() => vi.unstubAllGlobals());

describe('DeliveryPage (/delivery)', () => {
  it('validates before sending, confirms one field after a dialog, then shows it locked', async () => {
    const info = { address: '', fullName: '', phone: '', locked: { address: false, fullName: false, phone: true } };
    info.phone = '+1 212 555 0100';
    const calls = stubFetch({
      '/aigc/api/delivery/info': () => envelope(info),
      '/aigc/api/delivery/confirm': ({ body }) => {
        const { field, value } = body as { field: 'address'; value: string };
        return envelope({ ...info, [field]: value, locked: { ...info.locked, [field]: true } });
      },
    });
    renderWithProviders(<DeliveryPage />, { wrapper: Router, preloadedState: signedIn });
    // The phone was confirmed before: shown locked, not editable.
    expect(await screen.findByTestId('locked-phone')).toHaveTextContent('+1 212 555 0100');
    expect(screen.queryByLabelText('Phone')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Address' }));
    expect(await screen.findByText('Please enter your address')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/aigc/api/delivery/confirm')).toBe(false);

    await userEvent.type(screen.getByLabelText('Address'), '1 Infinite Loop, Cupertino CA');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Address' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Once confirmed, it cannot be changed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and lock' }));
    expect(await screen.findByTestId('locked-address')).toHaveTextContent('1 Infinite Loop, Cupertino CA');
    expect(calls.find((c) => c.path === '/aigc/api/delivery/confirm')?.body).toEqual({ field: 'address', value: '1 Infinite Loop, Cupertino CA' });
  });
});

describe('IdTagPage (free ID tag)', () => {
  const campaign = { limit: 10_000, claimed: 2_658, remaining: 7_342, country: 'US', claim: null };

  it('shows how many are left and asks a visitor to sign in', async () => {
    stubFetch({ '/aigc/api/idtag/campaign': () => envelope(campaign) });
    const { store } = renderWithProviders(<IdTagPage />, { wrapper: Router });
    expect(await screen.findByText('7,342 of 10,000 left')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Free ID tags claimed' })).toHaveAttribute('aria-valuenow', '2658');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in or sign up' }));
    expect(store.getState().ui.loginDialog).toMatchObject({ open: true, redirect: '/free-id-tag' });
  });

  it('needs US residence, then claims after review and shows name and address locked', async () => {
    const calls = stubFetch({
      '/aigc/api/idtag/campaign': () => envelope(campaign),
      '/aigc/api/idtag/claim': ({ body }) => {
        const b = body as { name: string; address: { line1: string; city: string; state: string; zip: string } };
        return envelope({
          ...campaign,
          claimed: 2_659,
          remaining: 7_341,
          claim: { seq: 2_659, name: b.name, country: 'US', address: { line2: '', ...b.address }, createTime: '2026-11-23T10:00:00.000Z' },
        });
      },
    });
    renderWithProviders(<IdTagPage />, { wrapper: Router, preloadedState: signedIn });
    await userEvent.type(await screen.findByLabelText('Name on the tag'), 'Ada');
    await userEvent.type(screen.getByLabelText('Street address'), '350 Fifth Avenue');
    await userEvent.type(screen.getByLabelText('City'), 'New York');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'NY');
    await userEvent.type(screen.getByLabelText('ZIP code'), '10118');
    await userEvent.click(screen.getByRole('button', { name: 'Claim my free ID tag' }));
    expect(await screen.findByText('The free ID tag is for US residents only')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I live in the United States' }));
    await userEvent.click(screen.getByRole('button', { name: 'Claim my free ID tag' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Claimed — tag #2,659 is yours')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name on the tag')).toBeNull();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/aigc/api/idtag/claim')?.body).toEqual({
        name: 'Ada',
        country: 'US',
        address: { line1: '350 Fifth Avenue', line2: '', city: 'New York', state: 'NY', zip: '10118' },
      }),
    );
  });
});

describe('MakeRealPage (/make-real)', () => {
  it('explains the four steps, who pays what and how tickets are earned, with today\'s rewards', async () => {
    stubFetch({
      '/aigc/api/ticket/daily': () =>
        envelope({
          day: '2026-11-23',
          tz: 'UTC',
          nextRefreshAt: '2026-11-24T00:00:00.000Z',
          items: [
            { kind: 'login', tickets: 2, claimed: true },
            { kind: 'publish', tickets: 1, claimed: false },
            { kind: 'comment', tickets: 1, claimed: false },
            { kind: 'generate', tickets: 1, claimed: true },
          ],
          granted: [],
          balance: 7,
        }),
    });
    renderWithProviders(<MakeRealPage />, { wrapper: Router, preloadedState: signedIn });
    expect(screen.getByRole('heading', { level: 1, name: 'Your design, made into a real thing' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('mr-card'))).toHaveLength(4);
    const pays = screen.getByRole('heading', { name: 'Who pays what' }).parentElement!;
    expect(pays).toHaveTextContent('The creatorFree');
    expect(pays).toHaveTextContent('Top wanters (the first 10% to want it)90% off');
    expect(pays).toHaveTextContent('Everyone else who wanted it30% off');
    const today = await screen.findByRole('heading', { name: 'Your rewards today' });
    expect(today.parentElement).toHaveTextContent('Daily login+2 earned');
    expect(screen.getByRole('link', { name: /Shipping information/ })).toHaveAttribute('href', '/delivery');
    expect(screen.getByRole('link', { name: /free ID tag/ })).toHaveAttribute('href', '/free-id-tag');
  });
});
