import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { MessagesUnreadBadge } from '@aigc/notices/badge';
import { MAIN_SITE_MENU } from '@aigc/shell';
import type { AppRoute, LoginFlavour, ShellConfig, ShellLinks } from '@aigc/shell';
import { hasRoute } from './routes';

// The sub-domain shortcut (docs/product.md §2) loads only on a host with a sub-domain
// label (e.g. moon.localhost): it may redirect '/' to a configured challenge.
const ChallengeShortcutRedirect = lazy(() =>
  import('@aigc/community/shortcut').then((m) => ({ default: m.ChallengeShortcutRedirect })),
);

// The notice centre's panel is its own chunk, loaded when 'Mine → Messages' first opens it;
// only the unread badge (and the count query of the store) is in the entry chunk.
const NoticeCentre = lazy(() => import('@aigc/notices').then((m) => ({ default: m.NoticeCentre })));

/** True when `host` has a label left of the site's own name (`moon.localhost`, `moon.makeable.cn`). */
export function hasSubdomain(host: string): boolean {
  return host.split('.').length > (host.endsWith('localhost') ? 1 : 2);
}

/** What a main edition tells {@link mainSiteConfig}. */
export interface MainSiteConfigOptions {
  /** `main-intl` (English, e-mail login) or `main-cn` (Chinese, phone / account / WeChat login). */
  edition: 'main-intl' | 'main-cn';
  /** The wordmark in the header, the footer and the document title. */
  brandName: string;
  /** The edition's shop host, scan-code targets and company registration line. */
  links: ShellLinks;
  /** The edition's login flavour (`sessionLoginFlavour(Dialog, …)` of `@aigc/shell`). */
  login: LoginFlavour;
  /** The edition's route table (`mainSiteRoutes`): the ticket widget links to `/make-real` only while it exists. */
  routes: readonly AppRoute[];
  /** Elements the edition mounts on every route besides the shortcut (e.g. a login's return handler). */
  extras?: ReactNode;
  /** Where the app runs; default `window.location`. */
  location?: Pick<Location, 'hostname'>;
}

/**
 * The shell config of a main edition (docs/product.md §1 'Editions', §2): the
 * main site's header menu, the edition's wordmark, links and login flavour,
 * the footer's copyright line, the want-ticket widget (linking to
 * `/make-real` while that route exists; its drawer and the ticket tip come
 * with the shell), the notice centre (`@aigc/notices`, docs/product.md §2) and, on
 * a sub-domain host, the challenge shortcut. The default locale, toast duration and `Entry-Type` follow from
 * `edition` (`editionRules` of `@aigc/domain`, applied by `startEdition`).
 */
export function mainSiteConfig({
  edition,
  brandName,
  links,
  login,
  routes,
  extras = null,
  location = window.location,
}: MainSiteConfigOptions): ShellConfig {
  return {
    brandName,
    links,
    menu: MAIN_SITE_MENU,
    login,
    footer: {
      copyright: (year) => (
        <Trans>
          © {year} {brandName}. Ideas, made real.
        </Trans>
      ),
    },
    edition,
    routeTitles: () => import('./routeTitles').then((m) => m.ROUTE_TITLES),
    ticketWidget: { makeRealHref: hasRoute(routes, '/make-real') ? '/make-real' : undefined },
    notices: { Panel: NoticeCentre, Badge: MessagesUnreadBadge },
    extras: (
      <>
        {hasSubdomain(location.hostname) ? (
          <Suspense fallback={null}>
            <ChallengeShortcutRedirect />
          </Suspense>
        ) : null}
        {extras}
      </>
    ),
  };
}
