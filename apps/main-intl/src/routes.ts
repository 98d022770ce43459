import { mainSiteRoutes } from '@aigc/main-site';

/**
 * The international edition's route table: the main site's (docs/product.md §2)
 * with the e-mail `/login` page of @aigc/auth.
 */
export const ROUTE_TABLE = mainSiteRoutes({
  loginPage: () => import('@aigc/auth').then((m) => m.LoginPage),
});
