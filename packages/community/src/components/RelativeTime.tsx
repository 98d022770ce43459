import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@aigc/generator';
import { formatRelativeTime } from '../util/format';

/**
 * When a post or comment was made (docs/product.md §2 'Times'): a `<time>`
 * with the ISO-8601 `iso` as `dateTime`, showing how long ago it was in the
 * UI language ({@link formatRelativeTime}: '3 hours ago', '3小时前'; older
 * than 7 days, the date) and the full date and time as its hover title.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useLingui();
  return (
    <time className={className} dateTime={iso} title={formatDateTime(iso, i18n.locale)}>
      {formatRelativeTime(iso, i18n.locale)}
    </time>
  );
}
