import type { ShellLinks } from '@aigc/community/shell';
import { shopOriginFor } from '@aigc/community/shell';
import { env } from './env';

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
