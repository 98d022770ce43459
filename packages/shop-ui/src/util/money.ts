/**
 * `minor` (an integer in the currency's minor unit: cents, fen — docs/shop.md
 * 'Regions and money') as a localized price, e.g. `formatMoney(1200, 'USD',
 * 'en-US')` → `$12.00`, `formatMoney(6900, 'CNY', 'zh-Hans')` → `¥69.00`.
 * An unknown currency code falls back to `12.00 XYZ`.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale || 'en-US', { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

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
