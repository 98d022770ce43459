/**
 * Formats an ISO-8601 time as a short date and time in `locale` (e.g.
 * 'Mar 4, 2026, 3:05 PM' for en-US); an unparsable input is returned as is.
 */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale || 'en-US', options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(date);
  }
}
