import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  loginDialogOpened,
  selectIsLogin,
  selectTicketCount,
  useAppDispatch,
  useAppSelector,
  useGetTicketCountQuery,
} from '@aigc/store';
import { TicketIcon } from '@aigc/ui';
// The drawer's styles come with the drawer (tickets.css): this module stays as light as the header it sits in.
import '../styles/widget.css';

// The drawer (a Radix dialog and the log list) loads on first open, so the
// header that shows this widget stays light.
const TicketLogDrawer = lazy(() => import('./TicketLogDrawer').then((m) => ({ default: m.TicketLogDrawer })));

/** Props of {@link TicketWidget}. */
export interface TicketWidgetProps {
  /**
   * Path of the 'Make it real' explainer (docs/product.md §2 `/make-real`). The drawer
   * links to it only when given: pass it once the route exists.
   */
  makeRealHref?: string;
  /** Narrow header (mobile layout): the count only, no label. */
  compact?: boolean;
}

/**
 * The header's want-ticket widget (docs/product.md §2 'Ticket widget', §3 'Ticket state').
 *
 * Signed in: the balance (`selectTicketCount`, the ticket-count cache, kept fresh by
 * `useGetTicketCountQuery`, never below 0) on a button that opens the
 * {@link TicketLogDrawer}, named with its visible text first ('5 tickets…', the
 * label-in-name rule of docs/style.md 'Accessibility'). Visitor: a prompt to sign in or sign up for
 * tickets that opens the login dialog (store ui slice `loginDialogOpened`).
 */
export function TicketWidget({ makeRealHref, compact = false }: TicketWidgetProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const isLogin = useAppSelector(selectIsLogin);
  const count = useAppSelector(selectTicketCount);
  const [open, setOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const { isFetching } = useGetTicketCountQuery(undefined, { skip: !isLogin });

  if (!isLogin) {
    return (
      <button
        type="button"
        className="tk-widget tk-widget--visitor"
        data-compact={compact}
        onClick={() => dispatch(loginDialogOpened({ redirect: null }))}
      >
        <TicketIcon width={16} height={16} />
        <span className={compact ? 'ui-visually-hidden' : 'tk-widget__label'}>
          {compact ? <Trans>Sign in or sign up to get want-tickets</Trans> : <Trans>Sign in for want-tickets</Trans>}
        </span>
      </button>
    );
  }

  return (
    <>
      <button
        type="button"
        className="tk-widget"
        data-compact={compact}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t`${count} tickets. Show the want-ticket history`}
        aria-busy={isFetching || undefined}
        onClick={() => {
          setDrawerLoaded(true);
          setOpen(true);
        }}
      >
        <TicketIcon width={16} height={16} />
        <span className="tk-widget__count" aria-hidden="true">
          {count}
        </span>
        {/* A space: the visible text reads '5 tickets', as the name begins (label in name). */}{' '}
        {compact ? null : (
          <span className="tk-widget__label" aria-hidden="true">
            <Trans>tickets</Trans>
          </span>
        )}
      </button>
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <TicketLogDrawer open={open} onOpenChange={setOpen} makeRealHref={makeRealHref} />
        </Suspense>
      ) : null}
    </>
  );
}
