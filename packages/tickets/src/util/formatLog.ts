import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TicketLog } from '@aigc/api-client';
import { parseLedgerTitle, type LedgerKind } from '@aigc/domain';

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

const KIND_TEXTS: Record<Exclude<LedgerKind, 'want'>, ReturnType<typeof msg>> = {
  signUp: msg`Sign-up reward`,
  login: msg`Daily login reward`,
  publish: msg`Daily reward: published a post`,
  comment: msg`Daily reward: commented`,
  generate: msg`Daily reward: created with AI`,
  dailyReward: msg`Daily reward`,
  wantRefund: msg`Refund: a post you wanted was deleted`,
  evaluationFailed: msg`Refund: the wanted work could not be made`,
  postDeleted: msg`Refund: the wanted work was deleted by its author`,
  orderNotProduced: msg`Refund: the order could not be produced`,
};

/**
 * A stored ledger title in the reader's language (docs/tickets.md 'Ledger
 * titles'): its kind's translation, with the post's title kept, e.g.
 * 'Want it: Fox lamp' → '想要：Fox lamp' in zh-Hans. A title of no known kind
 * is shown as stored.
 */
export function ledgerTitleText(title: string, i18n: I18n): string {
  const parsed = parseLedgerTitle(title);
  if (!parsed) return title;
  const subject = parsed.subject ?? '';
  if (parsed.kind === 'want') return i18n._(msg`Want it: ${subject}`);
  const text = i18n._(KIND_TEXTS[parsed.kind]);
  return parsed.subject === null ? text : i18n._(msg`${text}: ${subject}`);
}

/**
 * Turns ticket log entries (docs/product.md §3 'Ticket log entry': type 1 gain, 2 spend,
 * `nums` ≥ 0) into display rows: a signed amount and a localized time.
 * An unparseable `createTime` shows as given; titles are translated with
 * {@link ledgerTitleText}.
 *
 * @param i18n the active Lingui instance; its locale (a BCP 47 tag, e.g. 'en-US' or 'zh-Hans') formats the time
 */
export function toLogRows(entries: readonly TicketLog[], i18n: I18n): TicketLogRow[] {
  const format = new Intl.DateTimeFormat(i18n.locale || 'en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return entries.map((entry) => {
    const gain = entry.type === 1;
    const nums = Math.abs(entry.nums);
    const date = new Date(entry.createTime);
    return {
      id: entry.uniqueTicketLogId,
      title: ledgerTitleText(entry.title, i18n),
      amount: `${gain ? '+' : '\u2212'}${nums}`,
      kind: gain ? 'gain' : 'spend',
      iso: entry.createTime,
      when: Number.isNaN(date.getTime()) ? entry.createTime : format.format(date),
    };
  });
}
