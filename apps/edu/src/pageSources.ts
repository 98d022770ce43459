/**
 * The page module of each education route the server draws
 * (docs/architecture.md "Server rendering"), as a path from the repository
 * root: the server links that module's stylesheets (from the client build's
 * manifest) into the drawn page, so it is styled before its script runs.
 * Only the server render imports this; a unit test checks each against the
 * route's loader and against `EDU_DRAWN_PAGES`.
 */
export const EDU_PAGE_SOURCES: Readonly<Record<string, string>> = {
  '/': 'apps/edu/src/pages/HomePage.tsx',
  '/generator': 'apps/edu/src/pages/GeneratorMenuPage.tsx',
  '/generator/image': 'apps/edu/src/pages/ToolPages.tsx',
  '/generator/imageTo3D': 'apps/edu/src/pages/ToolPages.tsx',
  '/generator/3d': 'apps/edu/src/pages/ToolPages.tsx',
  '/generator/inpainting': 'apps/edu/src/pages/ToolPages.tsx',
  '/create/cartoonFigurine': 'apps/edu/src/pages/ToolPages.tsx',
};
