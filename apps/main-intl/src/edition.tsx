import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { MessagesUnreadBadge } from '@aigc/notices/badge';
import { MAIN_SITE_MENU, shopOriginFor } from '@aigc/shell';
import type { ShellConfig, ShellLinks } from '@aigc/shell';
import { BRAND_NAME } from './brand';
import { env } from './env';
import { intlLogin } from './login';
import { hasRoute } from './routes/routes';

// The sub-domain shortcut (docs/product.md §2) loads only on a host with a sub-domain
// label (e.g. moon.localhost): it may redirect '/' to a configured challenge.
const ChallengeShortcutRedirect = lazy(() =>
  import('@aigc/community/shortcut').then((m) => ({ default: m.ChallengeShortcutRedirect })),
);
// The notice centre's panel is its own chunk, loaded when 'Mine → Messages' first opens it;
// only the unread badge (and the count query of the store) is in the entry chunk.
const NoticeCentre = lazy(() => import('@aigc/notices').then((m) => ({ default: m.NoticeCentre })));
const hasSubdomain = (host: string) => host.split('.').length > (host.endsWith('localhost') ? 1 : 2);

/**
 * The international edition's values for the shared site shell (docs/product.md §1, §2):
 * the shop host (`VITE_SHOP_ORIGIN`, else `shop.` + this host), the
 * mini-program and social scan-code targets, and the company registration
 * line. The China edition passes its own.
 */
export function editionLinks(location: { protocol: string; host: string } = window.location): ShellLinks {
  return {
    shopOrigin: env.shopOrigin ?? shopOriginFor(location),
    miniProgramUrl: 'https://makeable.app/mp',
    social: {
      groupChat: 'https://makeable.app/community/chat',
      lifestyleApp: 'https://makeable.app/community/lifestyle',
      officialAccount: 'https://makeable.app/community/official',
    },
    companyRegistration: 'Makeable Design Ltd. · Registered in England and Wales, No. 15238841',
  };
}

/**
 * What the international edition tells the shell (docs/product.md §1 'Editions'): that
 * it is `main-intl` (English by default, `Entry-Type: main`), its wordmark
 * and links, the main site's header menu, the e-mail login flavour, the
 * footer's copyright line, the
 * want-ticket widget (linking to `/make-real` while that route exists), the
 * notice centre (`@aigc/notices`, docs/product.md §2) and, on a sub-domain host,
 * the challenge shortcut.
 */
export function editionConfig(location: Location = window.location): ShellConfig {
  return {
    brandName: BRAND_NAME,
    links: editionLinks(location),
    menu: MAIN_SITE_MENU,
    login: intlLogin,
    footer: {
      copyright: (year) => (
        <Trans>
          © {year} {BRAND_NAME}. Ideas, made real.
        </Trans>
      ),
    },
    edition: 'main-intl',
    ticketWidget: { makeRealHref: hasRoute('/make-real') ? '/make-real' : undefined },
    notices: { Panel: NoticeCentre, Badge: MessagesUnreadBadge },
    extras: hasSubdomain(location.hostname) ? (
      <Suspense fallback={null}>
        <ChallengeShortcutRedirect />
      </Suspense>
    ) : null,
  };
}
