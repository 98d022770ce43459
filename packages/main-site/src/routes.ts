import type { ComponentType } from 'react';
import type * as Generator from '@aigc/generator';
import type { AppRoute } from '@aigc/shell';

/** A generator tool's page: full height without the footer, one level deep (docs/product.md §2). */
function generatorRoute(path: string, pick: (module: typeof Generator) => ComponentType): AppRoute {
  return {
    path,
    meta: { needFooter: false, depth: 1 },
    page: () => import('@aigc/generator').then(pick),
  };
}

/** The campaign landing page (docs/product.md §2 'Campaigns'), with the community's pages. */
const campaignPage = () => import('@aigc/community/pages/campaign').then((m) => m.CampaignPage);

/** What differs between the main editions' route tables. */
export interface MainSiteRouteOptions {
  /** Loads the edition's `/login` page (the international e-mail page, the China phone / account page). */
  loginPage: () => Promise<ComponentType>;
}

/**
 * The one route table of the main site (docs/product.md §2 'Main site routes'),
 * shared by the international and China editions, turned into routes by
 * the shell (`@aigc/shell`'s `buildRoutes`: metadata, guard, legacy
 * redirects). Only the `/login` page differs by edition. Every page is
 * lazy-loaded, so the entry holds only the shell (header, footer, guard).
 */
export function mainSiteRoutes({ loginPage }: MainSiteRouteOptions): readonly AppRoute[] {
  return [
    {
      path: '/',
      meta: { keepAlive: 'feeds' },
      page: () => import('@aigc/community/pages/feeds').then((m) => m.FeedsPage),
    },
    {
      path: '/feeds',
      meta: { keepAlive: 'feeds' },
      page: () => import('@aigc/community/pages/feeds').then((m) => m.FeedsPage),
    },
    {
      path: '/content/:contentId',
      meta: { needHeader: false, needFooter: false, depth: 1 },
      page: () => import('@aigc/community/pages/content').then((m) => m.ContentDetailPage),
    },
    {
      path: '/seriesDetail/:uniqueSeriesId/:uniqueContentId?',
      meta: { needHeader: false, needFooter: false, depth: 1 },
      page: () => import('@aigc/community/pages/series').then((m) => m.SeriesDetailPage),
    },
    {
      path: '/challenge/:challengeId',
      meta: { keepAlive: 'challenge' },
      page: () => import('@aigc/community/pages/challenge').then((m) => m.ChallengePage),
    },
    {
      path: '/challenge/design/:challengeId',
      meta: { needFooter: false, depth: 1 },
      page: () => import('@aigc/community/challenge-design').then((m) => m.ChallengeDesignPage),
    },
    {
      path: '/challenge/share/:contentId',
      meta: { depth: 1 },
      page: () => import('@aigc/community/pages/activities').then((m) => m.ChallengeSharePage),
    },
    {
      path: '/all-activities',
      page: () => import('@aigc/community/pages/activities').then((m) => m.AllActivitiesPage),
    },
    // Campaign landing pages (docs/product.md §2 'Campaigns'), one page for both channels.
    { path: '/activities/xiaohongshu/:code', page: campaignPage },
    { path: '/activities/yincangkuan/:code', page: campaignPage },
    {
      path: '/login',
      meta: { needFooter: false },
      page: loginPage,
    },
    {
      path: '/account/:userId?',
      meta: { needLogin: true, keepAlive: 'account', footerDelay: 300 },
      page: () => import('@aigc/community/pages/account').then((m) => m.AccountPage),
    },
    {
      path: '/customer/account/:userId?',
      meta: { depth: 1 },
      page: () => import('@aigc/community/pages/account').then((m) => m.AccountPage),
    },
    {
      path: '/creator',
      page: () => import('@aigc/community/pages/people').then((m) => m.CreatorsPage),
    },
    {
      path: '/creatorDetail/',
      meta: { needLogin: true, needHeader: false, depth: 1 },
      page: () => import('@aigc/community/pages/people').then((m) => m.CreatorDetailPage),
    },
    {
      path: '/creatorDetail/earnings',
      meta: { needLogin: true, needHeader: false, depth: 1 },
      page: () => import('@aigc/community/pages/people').then((m) => m.EarningsPage),
    },
    {
      // The designer area (docs/product.md §2, docs/shop.md 'Direct launch'): verified creators launch products directly.
      path: '/designer/product/release',
      meta: { needLogin: true, needFooter: false },
      page: () => import('@aigc/community/pages/release').then((m) => m.DesignerReleasePage),
    },
    {
      path: '/my-history',
      meta: { needLogin: true },
      page: () => import('@aigc/community/pages/people').then((m) => m.MyHistoryPage),
    },
    {
      path: '/author/onboarding',
      page: () => import('@aigc/publish-dialog').then((m) => m.AuthorOnboardingPage),
    },
    { path: '/generator', redirectTo: '/generator/image' },
    generatorRoute('/generator/image', (m) => m.GeneratorImagePage),
    generatorRoute('/generator/img2img', (m) => m.GeneratorImg2ImgPage),
    generatorRoute('/generator/inpainting', (m) => m.GeneratorInpaintingPage),
    generatorRoute('/generator/hd', (m) => m.GeneratorHdPage),
    generatorRoute('/generator/video', (m) => m.GeneratorVideoPage),
    generatorRoute('/generator/imageTo3D', (m) => m.GeneratorImageTo3DPage),
    generatorRoute('/generator/dreamJob', (m) => m.DreamJobPage),
    generatorRoute('/create/cartoonFigurine', (m) => m.CartoonFigurinePage),
    {
      // The customizer (docs/shop.md 'Placing an order'): Konva, its own chunk; 'Add to order' goes to the
      // shop host's checkout, which asks for login (a visitor may try the preview).
      path: '/product/custom/:type/:imageId/:imageUrl?',
      page: () => import('./pages/CustomProduct').then((m) => m.CustomProductRoute),
    },
    {
      path: '/make-real',
      page: () => import('@aigc/tickets').then((m) => m.MakeRealPage),
    },
    {
      path: '/delivery',
      meta: { needLogin: true },
      page: () => import('@aigc/tickets').then((m) => m.DeliveryPage),
    },
    {
      // The free ID tag campaign page (docs/product.md §1, §2); docs/product.md gives it no path.
      path: '/free-id-tag',
      page: () => import('@aigc/tickets').then((m) => m.IdTagPage),
    },
    // The 'Other' menu's creation mode upgrade pages (docs/product.md §2).
    {
      path: '/about',
      page: () => import('@aigc/community/pages/info').then((m) => m.AboutPage),
    },
    {
      path: '/tool',
      page: () => import('@aigc/community/pages/info').then((m) => m.ToolTutorialPage),
    },
    {
      path: '/courseForMakeIt',
      page: () => import('@aigc/community/pages/info').then((m) => m.CoursePage),
    },
    {
      path: '/createUpgrade',
      page: () => import('@aigc/community/pages/info').then((m) => m.CreateUpgradePage),
    },
    {
      // One official or system message (docs/product.md §2, §4: official messages without a landing URL open here).
      path: '/information/:msgId',
      meta: { needLogin: true, depth: 1 },
      page: () => import('@aigc/notices').then((m) => m.InformationPage),
    },
    {
      // The documents (docs/product.md §2): Markdown in src/docs, the index without a name.
      path: '/docs/:name?',
      page: () => import('./pages/DocsPage').then((m) => m.DocsPage),
    },
    // The legal pages (docs/product.md §2) are two of the documents.
    { path: '/terms', redirectTo: '/docs/user-agreement' },
    { path: '/privacy-policy', redirectTo: '/docs/privacy-policy' },
    {
      path: '*',
      page: () => import('@aigc/shell/on-demand').then((m) => m.NotFoundPage),
    },
  ];
}

/** True when `path` is a route of `table` (used to link only to real pages). */
export function hasRoute(table: readonly AppRoute[], path: string): boolean {
  return table.some((r) => r.path === path);
}
