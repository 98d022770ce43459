import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ShellConfig, ShellLinks } from '@aigc/shell';
import { BRAND_NAME } from './brand';
import { EduHeader } from './EduHeader';
import { eduLogin } from './login';

/**
 * The education edition's links. Classroom accounts have no shop (docs/edu.md
 * 'A safe space for children' rule 4), so the shop origin is the site itself
 * and no screen of this app links to it; the rest are the China edition's
 * public pages.
 */
export function editionLinks(location: { protocol: string; host: string } = window.location): ShellLinks {
  return {
    shopOrigin: `${location.protocol}//${location.host}`,
    miniProgramUrl: 'https://makeable.cn/mp',
    social: {
      groupChat: 'https://makeable.cn/community/wechat-group',
      lifestyleApp: 'https://makeable.cn/community/xiaohongshu',
      officialAccount: 'https://makeable.cn/community/wechat-official-account',
    },
    companyRegistration: '造物有趣（上海）设计有限公司 · 沪ICP备00000000号-1',
  };
}

/**
 * What the education edition tells the shell (docs/edu.md, docs/architecture.md
 * 'Editions and hosts'): edition `edu` (Chinese by default, `Entry-Type: edu`
 * on every call, the 2 s toasts of `editionRules`), its own simpler header
 * with a back button ({@link EduHeader}) instead of the main site's menu, the
 * school-account login, and no ticket widget, notice centre or shop.
 */
export function editionConfig(location: { protocol: string; host: string } = window.location): ShellConfig {
  return {
    edition: 'edu',
    brandName: BRAND_NAME,
    links: editionLinks(location),
    menu: { links: [], groups: [], create: { to: '/generator', label: msg`Create` } },
    login: eduLogin,
    routeTitles: () => import('./routeTitles').then((m) => m.ROUTE_TITLES),
    footer: { copyright: (year) => <Trans>© {year} Makeable Class. Make something wonderful.</Trans> },
    Header: EduHeader,
  };
}
