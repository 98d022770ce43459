import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TICKET_EVENT, TICKET_TIP_MS } from '@aigc/domain';
import {
  selectTicketCount,
  selectTicketPush,
  selectTicketTipShown,
  ticketTipHidden,
  useAppDispatch,
  useAppSelector,
} from '@aigc/store';
import { TicketIcon } from '@aigc/ui';
import '../styles/tickets.css';

/**
 * The ticket tip (docs/product.md §4 'Ticket tip'): after a live ticket event
 * — type 2 'welcome back' or 3 'reward', pushed by the live stream into the
 * store's tickets slice (`ticketTipShown`) — a polite notice with the
 * tickets granted and the new balance (the `getTicketCount` cache), which
 * hides itself after {@link TICKET_TIP_MS} (7000 ms; a new event restarts
 * the wait) or when closed. Renders nothing while no tip is due. Mount it
 * once on every page (the shell does, for editions with a ticket widget).
 */
export function TicketTip() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const shown = useAppSelector(selectTicketTipShown);
  const pushed = useAppSelector(selectTicketPush);
  const balance = useAppSelector(selectTicketCount);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => dispatch(ticketTipHidden()), TICKET_TIP_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, shown, pushed]);

  if (!shown || !pushed) return null;
  const num = pushed.num;
  return (
    <div className="tk-tip" role="status" aria-live="polite">
      <span className="tk-tip__icon">
        <TicketIcon />
      </span>
      <div className="tk-tip__text">
        <p className="tk-tip__title">
          {pushed.type === TICKET_EVENT.welcomeBack ? (
            <Trans>Welcome back! +{num} want-tickets</Trans>
          ) : (
            <Trans>Reward: +{num} want-tickets</Trans>
          )}
        </p>
        <p className="tk-tip__balance">
          <Trans>
            You now have <strong>{balance}</strong> want-tickets.
          </Trans>
        </p>
      </div>
      <button
        type="button"
        className="tk-tip__close"
        aria-label={t`Close`}
        title={t`Close`}
        onClick={() => dispatch(ticketTipHidden())}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
