export { formatMoney } from '@aigc/domain';

/** An ISO 8601 time as a localized date (`Dec 5, 2026`); an invalid one as given. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale || 'en-US', { dateStyle: 'medium' }).format(date);
}

/** An ISO 8601 time as a localized date and time. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale || 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
