import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ScrollRestoration, useLocation, useNavigation } from 'react-router';
import type { Location, UIMatch } from 'react-router';
import {
  selectIsLogin,
  selectLoginDialog,
  selectTicketTipShown,
  selectToast,
  toastDismissed,
  useAppDispatch,
  useAppSelector,
} from '@aigc/store';
import { ProgressBar, useIsMobileAgent, useOpenedOnce, usePageKind } from '@aigc/ui';
import { Trans } from '@lingui/react/macro';
import { useShellConfig } from '../config';
import { metaOfMatches, useRouteMeta } from '../routes/meta';
import { pageKindFor } from '../util/pageKind';
import { Header } from './Header';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { OnDemand } from './OnDemand';

// The ticket tip (docs/product.md §4) loads with the ticket widget's package, only when a tip is due.
const TicketTip = lazy(() => import('@aigc/tickets').then((m) => ({ default: m.TicketTip })));
// The footer (with its language switch) sits below the first screen: it loads after the page.
const Footer = lazy(() => import('../on-demand').then((m) => ({ default: m.Footer })));
const RouteDocumentTitle = lazy(() => import('../on-demand').then((m) => ({ default: m.RouteDocumentTitle })));
// Only phones and tablets ever load the mini-program invitation (docs/product.md §1).
const MiniProgramInvite = lazy(() => import('../on-demand').then((m) => ({ default: m.MiniProgramInvite })));
// The toast slot: a toast shown before its code has arrived waits in the store (slices/ui) until it is there.
const ToastViewport = lazy(() => import('../on-demand').then((m) => ({ default: m.ToastViewport })));

/**
 * Scroll positions are remembered per kept-alive screen (so the feed comes
 * back where it was from any navigation) and per path elsewhere.
 */
function scrollKey(location: Location, matches: UIMatch[]): string {
  const meta = metaOfMatches(matches);
  return meta.keepAlive ? `keep-alive:${meta.keepAlive}` : location.pathname + location.search;
}

/** Shows the footer `delayMs` after the route changed (route metadata `footerDelay`). */
function useDelayedFooter(enabled: boolean, delayMs: number, routeKey: string): boolean {
  const [shownFor, setShownFor] = useState<string | null>(delayMs > 0 ? null : routeKey);
  useEffect(() => {
    if (!enabled) return;
    if (delayMs <= 0) {
      setShownFor(routeKey);
      return;
    }
    const timer = window.setTimeout(() => setShownFor(routeKey), delayMs);
    return () => window.clearTimeout(timer);
  }, [enabled, delayMs, routeKey]);
  return enabled && (delayMs <= 0 || shownFor === routeKey);
}

/**
 * The shell around every route (docs/product.md §2): progress bar while navigating,
 * header and footer as the route metadata asks, the kept-alive outlet, the
 * single toast (docs/product.md §4, from the store's ui slice), the global login dialog
 * (mounted once, on first open), scroll restoration, the page's minimum
 * size by kind (docs/product.md §9), the ticket tip after a live ticket event
 * (docs/product.md §4; editions with a ticket widget, on every page, header or
 * not), the edition's `extras` and, on a phone or tablet, the mini-program
 * invitation (docs/product.md §1). The router's root route
 * component: it reads the edition's `ShellConfig` from `ShellConfigProvider`.
 */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const navigation = useNavigation();
  const location = useLocation();
  const meta = useRouteMeta();
  const isLogin = useAppSelector(selectIsLogin);
  const toast = useAppSelector(selectToast);
  const loginDialog = useAppSelector(selectLoginDialog);
  const loginMounted = useOpenedOnce(loginDialog.open);

  const showFooter = useDelayedFooter(meta.needFooter, meta.footerDelay, location.pathname);
  const dismissToast = useCallback(
    (id: string | number) => dispatch(toastDismissed(String(id))),
    [dispatch],
  );
  const mobileAgent = useIsMobileAgent();
  const { brandName, links, login, extras, ticketWidget, Header: EditionHeader } = useShellConfig();
  const SiteHeader = EditionHeader ?? Header;
  const ticketTipShown = useAppSelector(selectTicketTipShown);
  const LoginDialog = login.Dialog;
  usePageKind(pageKindFor(location.pathname));

  return (
    <div className="app-shell" data-header={meta.needHeader} data-depth={meta.depth}>
      <a className="app-skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <ProgressBar active={navigation.state !== 'idle'} />
      {meta.needHeader ? <SiteHeader /> : null}
      <main id="main" className="app-main" tabIndex={-1}>
        <KeepAliveOutlet isLogin={isLogin} />
      </main>
      {showFooter ? (
        <OnDemand fallback={null}>
          <Footer />
        </OnDemand>
      ) : null}
      <OnDemand fallback={null}>
        <ToastViewport toast={toast} onDismiss={dismissToast} />
      </OnDemand>
      {loginMounted ? (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      ) : null}
      <ScrollRestoration getKey={scrollKey} />
      <OnDemand fallback={null}>
        <RouteDocumentTitle />
      </OnDemand>
      {ticketWidget && ticketTipShown ? (
        <Suspense fallback={null}>
          <TicketTip />
        </Suspense>
      ) : null}
      {extras}
      {mobileAgent ? (
        <OnDemand fallback={null}>
          <MiniProgramInvite miniProgramUrl={links.miniProgramUrl} brandName={brandName} />
        </OnDemand>
      ) : null}
    </div>
  );
}
