import * as RadixDialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACTIVITY_REWARDS, DAILY_LOGIN_TICKETS, SIGN_UP_TICKETS, WANT_COST } from '@aigc/domain';
import { selectTicketCount, useAppSelector, useGetTicketLogQuery } from '@aigc/store';
import { toLogRows } from '../util/formatLog';
import { TicketIcon } from '@aigc/ui';
import '../styles/tickets.css';

/** Props of {@link TicketLogDrawer}. */
export interface TicketLogDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Path of the 'Make it real' explainer; the link is left out when absent. */
  makeRealHref?: string;
}

function LogSkeleton() {
  return (
    <ul className="tk-log" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="tk-log__row tk-log__row--skeleton">
          <span className="tk-skeleton tk-skeleton--title" />
          <span className="tk-skeleton tk-skeleton--amount" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The want-ticket log drawer (docs/product.md §2 'Ticket widget', §3 'Ticket log entry',
 * §7 GET /api/ticket/log): a side panel with the balance, how tickets work,
 * and every entry newest first — title, +/− amount (type 1 gain, 2 spend) and
 * time in the reader's locale. The list is fetched while the drawer is open
 * (`useGetTicketLogQuery`); on failure it stays empty (docs/product.md §8). Closes with
 * Esc, the close button or a click outside; focus is trapped while open.
 */
export function TicketLogDrawer({ open, onOpenChange, makeRealHref }: TicketLogDrawerProps) {
  const { t, i18n } = useLingui();
  const count = useAppSelector(selectTicketCount);
  const { data, isLoading, isError } = useGetTicketLogQuery(undefined, {
    skip: !open,
    refetchOnMountOrArgChange: 30,
  });
  const rows = toLogRows(data?.dataList ?? [], i18n);
  // Every daily activity pays the same (docs/tickets.md 'Earning tickets').
  const activityTickets = ACTIVITY_REWARDS.publish.tickets;

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="tk-drawer__overlay" />
        <RadixDialog.Content className="tk-drawer" aria-describedby="tk-drawer-desc">
          <header className="tk-drawer__header">
            <RadixDialog.Title className="tk-drawer__title">
              <Trans>Want-tickets</Trans>
            </RadixDialog.Title>
            <RadixDialog.Close className="tk-drawer__close" aria-label={t`Close`}>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </RadixDialog.Close>
          </header>
          <div className="tk-drawer__balance">
            <TicketIcon width={28} height={28} />
            <div>
              <p className="tk-drawer__count" data-testid="ticket-balance">
                {count}
              </p>
              <p className="tk-drawer__count-label">
                <Trans>tickets left</Trans>
              </p>
            </div>
          </div>
          <RadixDialog.Description id="tk-drawer-desc" className="tk-drawer__explain">
            <Trans>
              Send a want-ticket to vote for a design you would buy. Each want costs {WANT_COST}{' '}
              ticket; new accounts get {SIGN_UP_TICKETS}. Every day you earn {DAILY_LOGIN_TICKETS} for
              signing in and {activityTickets} each for your first post, comment and AI creation; these
              rewards renew at midnight your time, and tickets you have not spent stay yours.
            </Trans>
          </RadixDialog.Description>
          {makeRealHref ? (
            <Link className="tk-drawer__link" to={makeRealHref} onClick={() => onOpenChange(false)}>
              <Trans>How designs are made real →</Trans>
            </Link>
          ) : null}
          <h3 className="tk-drawer__subtitle">
            <Trans>History</Trans>
          </h3>
          {isLoading ? (
            <LogSkeleton />
          ) : rows.length === 0 ? (
            <p className="tk-drawer__empty">
              {isError ? (
                <Trans>The ticket history could not be loaded. Try again later.</Trans>
              ) : (
                <Trans>No ticket activity yet.</Trans>
              )}
            </p>
          ) : (
            <ul className="tk-log">
              {rows.map((row) => (
                <li key={row.id} className="tk-log__row">
                  <div className="tk-log__main">
                    <span className="tk-log__title">{row.title}</span>
                    <time className="tk-log__time" dateTime={row.iso}>
                      {row.when}
                    </time>
                  </div>
                  <span className="tk-log__amount" data-kind={row.kind}>
                    {row.amount}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
