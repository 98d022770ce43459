/**
 * Formats an ISO-8601 time as a medium date in `locale` (e.g. 'Mar 4, 2026'
 * for en-US); an unparsable input is returned as is.
 */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(locale || 'en-US', { dateStyle: 'medium' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
  }
}
