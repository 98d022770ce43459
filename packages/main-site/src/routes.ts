import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type * as Generator from '@aigc/generator';
import type { AppRoute } from '@aigc/shell';

/** A generator tool's page: full height without the footer, one level deep (docs/product.md §2). */
function generatorRoute(path: string, title: MessageDescriptor, pick: (module: typeof Generator) => ComponentType): AppRoute {
  return {
    path,
    meta: { title, needFooter: false, depth: 1 },
    page: () => import('@aigc/generator').then(pick),
  };
}

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
 * Each route's `title` names it in the document title ('<title> · <brand>').
 */
export function mainSiteRoutes({ loginPage }: MainSiteRouteOptions): readonly AppRoute[] {
  return [
    {
      path: '/',
      meta: { title: msg`Home`, keepAlive: 'feeds' },
      page: () => import('@aigc/community').then((m) => m.FeedsPage),
    },
    {
      path: '/feeds',
      meta: { title: msg`Home`, keepAlive: 'feeds' },
      page: () => import('@aigc/community').then((m) => m.FeedsPage),
    },
    {
      path: '/content/:contentId',
      meta: { title: msg({ context: 'document title', message: 'Post' }), needHeader: false, needFooter: false, depth: 1 },
      page: () => import('@aigc/community').then((m) => m.ContentDetailPage),
    },
    {
      path: '/seriesDetail/:uniqueSeriesId/:uniqueContentId?',
      meta: { title: msg`Series`, needHeader: false, needFooter: false, depth: 1 },
      page: () => import('@aigc/community').then((m) => m.SeriesDetailPage),
    },
    {
      path: '/challenge/:challengeId',
      meta: { title: msg({ context: 'document title', message: 'Challenge' }), keepAlive: 'challenge' },
      page: () => import('@aigc/community').then((m) => m.ChallengePage),
    },
    {
      path: '/challenge/design/:challengeId',
      meta: { title: msg`Design for a challenge`, needFooter: false, depth: 1 },
      page: () => import('@aigc/community/challenge-design').then((m) => m.ChallengeDesignPage),
    },
    {
      path: '/challenge/share/:contentId',
      meta: { title: msg({ context: 'document title', message: 'Share' }), depth: 1 },
      page: () => import('@aigc/community').then((m) => m.ChallengeSharePage),
    },
    {
      path: '/all-activities',
      meta: { title: msg`All activities` },
      page: () => import('@aigc/community').then((m) => m.AllActivitiesPage),
    },
    {
      path: '/login',
      meta: { title: msg`Log in`, needFooter: false },
      page: loginPage,
    },
    {
      path: '/account/:userId?',
      meta: { title: msg`Account`, needLogin: true, keepAlive: 'account', footerDelay: 300 },
      page: () => import('@aigc/community').then((m) => m.AccountPage),
    },
    {
      path: '/customer/account/:userId?',
      meta: { title: msg`Account`, depth: 1 },
      page: () => import('@aigc/community').then((m) => m.AccountPage),
    },
    {
      path: '/creator',
      meta: { title: msg`Creators` },
      page: () => import('@aigc/community').then((m) => m.CreatorsPage),
    },
    {
      path: '/creatorDetail/',
      meta: { title: msg`Creator application`, needLogin: true, needHeader: false, depth: 1 },
      page: () => import('@aigc/community').then((m) => m.CreatorDetailPage),
    },
    {
      path: '/my-history',
      meta: { title: msg`My history`, needLogin: true },
      page: () => import('@aigc/community').then((m) => m.MyHistoryPage),
    },
    {
      path: '/author/onboarding',
      meta: { title: msg`Author onboarding` },
      page: () => import('@aigc/publish-dialog').then((m) => m.AuthorOnboardingPage),
    },
    { path: '/generator', redirectTo: '/generator/image' },
    generatorRoute('/generator/image', msg`Text to image`, (m) => m.GeneratorImagePage),
    generatorRoute('/generator/img2img', msg`Image to image`, (m) => m.GeneratorImg2ImgPage),
    generatorRoute('/generator/inpainting', msg`Inpainting`, (m) => m.GeneratorInpaintingPage),
    generatorRoute('/generator/hd', msg`HD upscale`, (m) => m.GeneratorHdPage),
    generatorRoute('/generator/video', msg`Image to video`, (m) => m.GeneratorVideoPage),
    generatorRoute('/generator/imageTo3D', msg`Image to 3D`, (m) => m.GeneratorImageTo3DPage),
    generatorRoute('/generator/dreamJob', msg`Dream job`, (m) => m.DreamJobPage),
    generatorRoute('/create/cartoonFigurine', msg`Cartoon figurine`, (m) => m.CartoonFigurinePage),
    {
      // The customizer (docs/shop.md 'Placing an order'): Konva, its own chunk; 'Add to order' goes to the
      // shop host's checkout, which asks for login (a visitor may try the preview).
      path: '/product/custom/:type/:imageId/:imageUrl?',
      meta: { title: msg`Custom product` },
      page: () => import('./pages/CustomProduct').then((m) => m.CustomProductRoute),
    },
    {
      path: '/make-real',
      meta: { title: msg({ context: 'document title', message: 'Make It Real' }) },
      page: () => import('@aigc/tickets').then((m) => m.MakeRealPage),
    },
    {
      path: '/delivery',
      meta: { title: msg({ context: 'document title', message: 'Delivery' }), needLogin: true },
      page: () => import('@aigc/tickets').then((m) => m.DeliveryPage),
    },
    {
      // The free ID tag campaign page (docs/product.md §1, §2); docs/product.md gives it no path.
      path: '/free-id-tag',
      meta: { title: msg`Free ID tag` },
      page: () => import('@aigc/tickets').then((m) => m.IdTagPage),
    },
    // The 'Other' menu's creation mode upgrade pages (docs/product.md §2).
    {
      path: '/about',
      meta: { title: msg({ context: 'document title', message: 'About' }) },
      page: () => import('@aigc/community').then((m) => m.AboutPage),
    },
    {
      path: '/tool',
      meta: { title: msg`Tool tutorial` },
      page: () => import('@aigc/community').then((m) => m.ToolTutorialPage),
    },
    {
      path: '/courseForMakeIt',
      meta: { title: msg({ context: 'document title', message: 'Course' }) },
      page: () => import('@aigc/community').then((m) => m.CoursePage),
    },
    {
      path: '/createUpgrade',
      meta: { title: msg`Creation mode upgrade` },
      page: () => import('@aigc/community').then((m) => m.CreateUpgradePage),
    },
    {
      // One official or system message (docs/product.md §2, §4: official messages without a landing URL open here).
      path: '/information/:msgId',
      meta: { title: msg({ context: 'document title', message: 'Message' }), needLogin: true, depth: 1 },
      page: () => import('@aigc/notices').then((m) => m.InformationPage),
    },
    {
      // The documents (docs/product.md §2): Markdown in src/docs, the index without a name.
      path: '/docs/:name?',
      meta: { title: msg`Documents` },
      page: () => import('./pages/DocsPage').then((m) => m.DocsPage),
    },
    // The legal pages (docs/product.md §2) are two of the documents.
    { path: '/terms', redirectTo: '/docs/user-agreement' },
    { path: '/privacy-policy', redirectTo: '/docs/privacy-policy' },
    {
      path: '*',
      meta: { title: msg`Page not found` },
      page: () => import('@aigc/shell/on-demand').then((m) => m.NotFoundPage),
    },
  ];
}

/** True when `path` is a route of `table` (used to link only to real pages). */
export function hasRoute(table: readonly AppRoute[], path: string): boolean {
  return table.some((r) => r.path === path);
}
