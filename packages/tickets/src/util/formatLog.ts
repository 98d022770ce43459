import type { TicketLog } from '@aigc/api-client';

/** A ticket log entry ready to show: sign applied, time formatted. */
export interface TicketLogRow {
  id: string;
  title: string;
  /** `+3` for a gain (type 1), `−1` for a spend (type 2): a real minus sign. */
  amount: string;
  kind: 'gain' | 'spend';
  /** ISO time, for `<time dateTime>`. */
  iso: string;
  /** The time in the reader's locale and zone, e.g. "Mar 4, 2026, 9:15 PM". */
  when: string;
}

/**
 * Turns ticket log entries (docs/product.md §3 'Ticket log entry': type 1 gain, 2 spend,
 * `nums` ≥ 0) into display rows: a signed amount and a localized time.
 * An unparseable `createTime` shows as given.
 *
 * @param locale a BCP 47 tag, e.g. 'en-US' or 'zh-Hans'
 */
export function toLogRows(entries: readonly TicketLog[], locale: string): TicketLogRow[] {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return entries.map((entry) => {
    const gain = entry.type === 1;
    const nums = Math.abs(entry.nums);
    const date = new Date(entry.createTime);
    return {
      id: entry.uniqueTicketLogId,
      title: entry.title,
      amount: `${gain ? '+' : '\u2212'}${nums}`,
      kind: gain ? 'gain' : 'spend',
      iso: entry.createTime,
      when: Number.isNaN(date.getTime()) ? entry.createTime : format.format(date),
    };
  });
}
