import { mainSiteRoutes } from '@aigc/main-site';

/**
 * The China edition's route table: the main site's (docs/product.md §2) with the
 * phone / account `/login` page of `@aigc/auth/china`.
 */
export const ROUTE_TABLE = mainSiteRoutes({ loginPage: () => import('@aigc/auth/china').then((m) => m.ChinaLoginPage) });
