import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The page name of each route of the education edition's {@link ROUTE_TABLE}
 * (by its path pattern) in the document title, `'<name> · <brand>'`
 * (docs/architecture.md 'Document titles'): the names the pages give
 * themselves in their headings. Loaded on demand by the shell
 * (`ShellConfig.routeTitles`), so the entry chunk does not carry it.
 */
export const ROUTE_TITLES: Readonly<Record<string, MessageDescriptor>> = {
  '/': msg`Home`,
  '/docs/:name?': msg`Documents`,
  '/generator': msg`What do you want to make?`,
  '/generator/spaceship': msg`Design your own spaceship`,
  '/generator/dreamJob': msg`My dream job`,
  '/generator/imageTo3D': msg`Picture to 3D`,
  '/generator/3d': msg`Picture to 3D`,
  '/generator/image': msg`Words to picture`,
  '/generator/inpainting': msg`Magic brush`,
  '/create/cartoonFigurine': msg`Cartoon figurine`,
  '/account': msg`My page`,
  '/class': msg`My classes`,
  '/class/:classId/gallery': msg`Class gallery`,
  '/class/:classId/students/:userId': msg`Student's works`,
  '/teacher/join': msg`Join as a teacher`,
  '*': msg`Page not found`,
};
