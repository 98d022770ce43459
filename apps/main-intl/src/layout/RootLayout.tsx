import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { ScrollRestoration, useLocation, useNavigation } from 'react-router';
import type { Location, UIMatch } from 'react-router';
import {
  selectIsLogin,
  selectLoginDialog,
  selectToast,
  toastDismissed,
  useAppDispatch,
  useAppSelector,
} from '@aigc/store';
import { ProgressBar, ToastViewport, useIsMobileAgent, usePageKind } from '@aigc/ui';
import { Trans } from '@lingui/react/macro';
import { metaOfMatches, useRouteMeta } from '../routes/meta';
import { Footer } from './Footer';
import { ShellLinksProvider } from '@aigc/community/shell';
import { editionLinks } from '../edition';
import { BRAND_NAME } from './brand';
import { Header } from './Header';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { pageKindFor } from './pageKind';

// The login dialog (forms, validation, a Radix dialog) loads the first time
// it opens, not with the entry.
const LoginDialog = lazy(() => import('@aigc/auth').then((m) => ({ default: m.LoginDialog })));
// Only phones and tablets ever load the mini-program invitation (docs/product.md §1).
const MiniProgramInvite = lazy(() =>
  import('@aigc/community/shell/on-demand').then((m) => ({ default: m.MiniProgramInvite })),
);

// The sub-domain shortcut (docs/product.md §2) loads only on a host with a sub-domain
// label (e.g. moon.localhost): it may redirect '/' to a configured challenge.
const ChallengeShortcutRedirect = lazy(() =>
  import('@aigc/community/shortcut').then((m) => ({ default: m.ChallengeShortcutRedirect })),
);
const hasSubdomain = (host: string) => host.split('.').length > (host.endsWith('localhost') ? 1 : 2);

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
 * size by kind (docs/product.md §9) and, on a phone or tablet, the mini-program
 * invitation (docs/product.md §1).
 */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const navigation = useNavigation();
  const location = useLocation();
  const meta = useRouteMeta();
  const isLogin = useAppSelector(selectIsLogin);
  const toast = useAppSelector(selectToast);
  const loginDialog = useAppSelector(selectLoginDialog);
  const [loginMounted, setLoginMounted] = useState(loginDialog.open);
  if (loginDialog.open && !loginMounted) setLoginMounted(true);

  const showFooter = useDelayedFooter(meta.needFooter, meta.footerDelay, location.pathname);
  const dismissToast = useCallback(
    (id: string | number) => dispatch(toastDismissed(String(id))),
    [dispatch],
  );
  const mobileAgent = useIsMobileAgent();
  const links = useMemo(() => editionLinks(), []);
  usePageKind(pageKindFor(location.pathname));

  return (
    <ShellLinksProvider links={links}>
      <div className="app-shell" data-header={meta.needHeader} data-depth={meta.depth}>
        <a className="app-skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        <ProgressBar active={navigation.state !== 'idle'} />
        {meta.needHeader ? <Header /> : null}
        <main id="main" className="app-main" tabIndex={-1}>
          <KeepAliveOutlet isLogin={isLogin} />
        </main>
        {showFooter ? <Footer /> : null}
        <ToastViewport toast={toast} onDismiss={dismissToast} />
        {loginMounted ? (
          <Suspense fallback={null}>
            <LoginDialog />
          </Suspense>
        ) : null}
        <ScrollRestoration getKey={scrollKey} />
        {hasSubdomain(window.location.hostname) ? (
          <Suspense fallback={null}>
            <ChallengeShortcutRedirect />
          </Suspense>
        ) : null}
        {mobileAgent ? (
          <Suspense fallback={null}>
            <MiniProgramInvite miniProgramUrl={links.miniProgramUrl} brandName={BRAND_NAME} />
          </Suspense>
        ) : null}
      </div>
    </ShellLinksProvider>
  );
}
