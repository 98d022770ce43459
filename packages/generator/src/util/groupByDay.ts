/**
 * Grouping of history records by calendar day in the user's time zone (the
 * history picker, docs/product.md §2 'Generator history picker').
 */

/** One day of records, newest day first. */
export interface DayGroup<T> {
  /** The day as `YYYY-MM-DD` in the given time zone. */
  day: string;
  items: T[];
}

/** `YYYY-MM-DD` of an instant in `timeZone` (IANA name; default: the runtime's). */
export function dayKey(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'unknown';
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(date)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Splits `items` (already newest first, as the server sends them) into
 * consecutive day groups, keeping their order; a day split across pages
 * stays one group.
 */
export function groupByDay<T extends { createTime: string }>(items: readonly T[], timeZone?: string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayKey(item.createTime, timeZone);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
