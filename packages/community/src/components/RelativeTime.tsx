import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@aigc/generator';
import { LocalTime } from '@aigc/ui';
import { formatRelativeTime } from '../util/format';

/**
 * When a post or comment was made (docs/product.md §2 'Times'): a `<time>`
 * with the ISO-8601 `iso` as `dateTime`, showing how long ago it was in the
 * UI language ({@link formatRelativeTime}: '3 hours ago', '3小时前'; older
 * than 7 days, the date) and the full date and time as its hover title.
 *
 * A {@link LocalTime}: a page the server drew keeps the server's text until
 * it is live (docs/architecture.md "Server rendering").
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useLingui();
  return (
    <LocalTime className={className} dateTime={iso} title={formatDateTime(iso, i18n.locale)}>
      {formatRelativeTime(iso, i18n.locale)}
    </LocalTime>
  );
}
