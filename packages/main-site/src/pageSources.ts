import { GENERATOR_TOOL_PATHS } from '@aigc/domain';

/**
 * The page module of each main-site route the server draws
 * (docs/architecture.md "Server rendering"), as a path from the repository
 * root: the server links that module's stylesheets (from the client build's
 * manifest) into the drawn page, so it is styled before its script runs.
 * Only the server render imports this (its own door,
 * `@aigc/main-site/page-sources`), so the strings stay out of the browser's
 * entry; a unit test checks each against the route's loader.
 */
export const MAIN_SITE_PAGE_SOURCES: Readonly<Record<string, string>> = {
  // A visitor's generator tool pages (a sign-in prompt over the hot feed's first works).
  ...Object.fromEntries(Object.values(GENERATOR_TOOL_PATHS).map((path) => [path, 'packages/generator/src/index.ts'])),
  '/': 'packages/community/src/pages/feeds.ts',
  '/feeds': 'packages/community/src/pages/feeds.ts',
  '/content/:contentId': 'packages/community/src/pages/content.ts',
  '/challenge/:challengeId': 'packages/community/src/pages/challenge.ts',
};
