import { useSearchParams } from 'react-router';

/** The tabs of the account page, in order (docs/product.md §2 'Account/profile'). */
export const ACCOUNT_TABS = ['posts', 'product', 'history', 'likes', 'wants', 'following', 'followers'] as const;
/** One of {@link ACCOUNT_TABS}. */
export type AccountTab = (typeof ACCOUNT_TABS)[number];

function isTab(value: string | null): value is AccountTab {
  return value !== null && (ACCOUNT_TABS as readonly string[]).includes(value);
}

/**
 * The account page's tab, kept in `?tab=` so a link or a reload keeps it
 * (docs/product.md §2 'Account/profile'). An unknown tab, or 'history' for a visitor,
 * reads as 'posts'. Switching replaces the history entry and keeps the
 * scroll position and the other query parameters.
 *
 * @returns the current tab, the tabs this viewer sees, and the setter.
 */
export function useAccountTab(isSelf: boolean) {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: AccountTab = isTab(requested) && (requested !== 'history' || isSelf) ? requested : 'posts';
  const tabs = ACCOUNT_TABS.filter((x) => x !== 'history' || isSelf);
  const setTab = (value: string) => {
    const next = new URLSearchParams(search);
    next.set('tab', value);
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  return { tab, tabs, setTab };
}
