/**
 * Ticket ledger titles (docs/tickets.md 'Ledger titles'): the server stores
 * these English texts on each `ticket_logs` row and the API returns them as
 * `title`; the clients recognise them with {@link parseLedgerTitle} and show
 * their own translation of the kind, with the post's title (the subject) kept.
 */
export const LEDGER_TITLES = {
  signUp: 'Sign-up reward',
  login: 'Daily login reward',
  publish: 'Daily reward: published a post',
  comment: 'Daily reward: commented',
  generate: 'Daily reward: created with AI',
  /** The demo seed's generic reward. */
  dailyReward: 'Daily reward',
  wantRefund: 'Refund: a post you wanted was deleted',
  evaluationFailed: 'Refund: the wanted work could not be made',
  postDeleted: 'Refund: the wanted work was deleted by its author',
  orderNotProduced: 'Refund: the order could not be produced',
} as const;

/** A ledger row's kind: a {@link LEDGER_TITLES} key, or `want` (a spend on a post). */
export type LedgerKind = keyof typeof LEDGER_TITLES | 'want';

/** Prefix of a want's spend title, followed by the post's title (also written by migration 0016's `want_in_one_call`). */
export const WANT_LEDGER_PREFIX = 'Want it: ';

/** Kinds whose title may be followed by `: <subject>` (the post's title). */
const WITH_SUBJECT: readonly LedgerKind[] = ['evaluationFailed', 'postDeleted', 'orderNotProduced', 'wantRefund'];

/**
 * Reads a stored ledger title back into its kind and subject (the post's
 * title, or null): 'Want it: Fox lamp' → `{ kind: 'want', subject: 'Fox lamp' }`,
 * 'Daily login reward' → `{ kind: 'login', subject: null }`. Returns null for
 * a title of no known kind (shown as stored).
 */
export function parseLedgerTitle(title: string): { kind: LedgerKind; subject: string | null } | null {
  if (title.startsWith(WANT_LEDGER_PREFIX)) return { kind: 'want', subject: title.slice(WANT_LEDGER_PREFIX.length) };
  for (const [kind, text] of Object.entries(LEDGER_TITLES) as [keyof typeof LEDGER_TITLES, string][]) {
    if (title === text) return { kind, subject: null };
    if (WITH_SUBJECT.includes(kind) && title.startsWith(`${text}: `)) return { kind, subject: title.slice(text.length + 2) };
  }
  return null;
}
