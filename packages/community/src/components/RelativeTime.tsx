import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@aigc/generator';
import { useHydrated } from '@aigc/ui';
import { formatRelativeTime } from '../util/format';

/**
 * When a post or comment was made (docs/product.md §2 'Times'): a `<time>`
 * with the ISO-8601 `iso` as `dateTime`, showing how long ago it was in the
 * UI language ({@link formatRelativeTime}: '3 hours ago', '3小时前'; older
 * than 7 days, the date) and the full date and time as its hover title.
 *
 * Drawn by the server (docs/architecture.md "Server rendering"), the text is
 * of the server's clock and time zone: the browser's hydration keeps that
 * element as drawn (a difference is expected, not a mismatch), and once the
 * page is live a new `<time>` shows the browser's own text and title.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useLingui();
  const live = useHydrated();
  return (
    <time
      key={live ? 'live' : 'drawn'}
      className={className}
      dateTime={iso}
      title={formatDateTime(iso, i18n.locale)}
      suppressHydrationWarning={!live}
    >
      {formatRelativeTime(iso, i18n.locale)}
    </time>
  );
}
