import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The page name of each route of {@link mainSiteRoutes} (by its path
 * pattern) in the document title, `'<name> · <brand>'` (docs/architecture.md
 * 'Document titles'). Loaded on demand by the shell (`ShellConfig.routeTitles`),
 * so the entry chunk does not carry it. A path not listed shows the brand
 * alone; a page named by its data (a post, a challenge, a series, a
 * profile) names itself with `useDocumentTitle` of @aigc/ui once loaded.
 */
export const ROUTE_TITLES: Readonly<Record<string, MessageDescriptor>> = {
  '/': msg`Home`,
  '/feeds': msg`Home`,
  '/content/:contentId': msg({ context: 'document title', message: 'Post' }),
  '/seriesDetail/:uniqueSeriesId/:uniqueContentId?': msg`Series`,
  '/challenge/:challengeId': msg({ context: 'document title', message: 'Challenge' }),
  '/challenge/design/:challengeId': msg`Design for a challenge`,
  '/challenge/share/:contentId': msg({ context: 'document title', message: 'Share' }),
  '/all-activities': msg`All activities`,
  '/login': msg`Log in`,
  '/account/:userId?': msg`Account`,
  '/customer/account/:userId?': msg`Account`,
  '/creator': msg`Creators`,
  '/creatorDetail/': msg`Creator application`,
  '/designer/product/release': msg`Launch a product`,
  '/my-history': msg`My history`,
  '/author/onboarding': msg`Author onboarding`,
  '/generator/image': msg`Text to image`,
  '/generator/img2img': msg`Image to image`,
  '/generator/inpainting': msg`Inpainting`,
  '/generator/hd': msg`HD upscale`,
  '/generator/video': msg`Image to video`,
  '/generator/imageTo3D': msg`Image to 3D`,
  '/generator/dreamJob': msg`Dream job`,
  '/create/cartoonFigurine': msg`Cartoon figurine`,
  '/product/custom/:type/:imageId/:imageUrl?': msg`Custom product`,
  '/make-real': msg({ context: 'document title', message: 'Make It Real' }),
  '/delivery': msg({ context: 'document title', message: 'Delivery' }),
  '/free-id-tag': msg`Free ID tag`,
  '/about': msg({ context: 'document title', message: 'About' }),
  '/tool': msg`Tool tutorial`,
  '/courseForMakeIt': msg({ context: 'document title', message: 'Course' }),
  '/createUpgrade': msg`Creation mode upgrade`,
  '/information/:msgId': msg({ context: 'document title', message: 'Message' }),
  '/docs/:name?': msg`Documents`,
  '*': msg`Page not found`,
};
