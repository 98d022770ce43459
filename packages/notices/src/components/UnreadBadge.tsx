import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { unreadBadgeText } from '@aigc/domain';
import { selectIsLogin, useAppSelector, useGetUnreadCountQuery } from '@aigc/store';
import { VisuallyHidden } from '@aigc/ui';
import '../styles/badge.css';

/** Props of {@link UnreadBadge}. */
export interface UnreadBadgeProps {
  /** Unread messages; nothing is shown for 0 or less. */
  count: number;
  /** `dot`: a small dot without the number (e.g. on a menu button); default the number. */
  variant?: 'count' | 'dot';
  className?: string;
}

/**
 * The unread badge (docs/product.md §9): the count up to 99, '99+' above
 * (`unreadBadgeText` of @aigc/domain), nothing at 0. Screen readers hear
 * 'n unread' (the visible figure is hidden from them); put a space between
 * an entry's label and the badge so its name reads 'Messages 5 unread'.
 */
export function UnreadBadge({ count, variant = 'count', className }: UnreadBadgeProps) {
  const { t } = useLingui();
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <span className={clsx('nt-badge', variant === 'dot' && 'nt-badge--dot', className)} data-count={text}>
      {variant === 'dot' ? null : <span aria-hidden="true">{text}</span>}
      <VisuallyHidden>{t`${text} unread`}</VisuallyHidden>
    </span>
  );
}

/**
 * The signed-in user's unread message count as an {@link UnreadBadge}: the
 * store's `getUnreadCount` (refetched when the window regains focus; the live
 * stream and every read patch the same cache). Nothing for a visitor, and a
 * visitor's badge never asks the server. For the header's 'Mine' and
 * 'Messages' entries (docs/product.md §2 'Header menu').
 */
export function MessagesUnreadBadge({ variant, className }: Omit<UnreadBadgeProps, 'count'>) {
  const isLogin = useAppSelector(selectIsLogin);
  const { data = 0 } = useGetUnreadCountQuery(undefined, { skip: !isLogin, refetchOnFocus: true });
  return <UnreadBadge count={isLogin ? data : 0} variant={variant} className={className} />;
}
