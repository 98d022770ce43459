import type { ComponentType } from 'react';
import type { AppRoute } from '@aigc/shell';

/** A page of this app, loaded on demand; no footer (the header carries the language switch). */
function page(path: string, load: () => Promise<ComponentType>, meta: AppRoute['meta'] = {}): AppRoute {
  return { path, meta: { needFooter: false, ...meta }, page: load };
}

/** A creation tool page (docs/edu.md): one level deep; `needLogin` for the guided generators. */
function tool(path: string, load: () => Promise<ComponentType>, needLogin = false): AppRoute {
  return page(path, load, { depth: 1, needLogin });
}

const tools = () => import('./pages/ToolPages');

/**
 * The education edition's route table (docs/edu.md, docs/product.md §2
 * 'Education variant routes'): the edu home, the docs, the tool menu and
 * each tool (the generator package's tools; the guided spaceship and dream
 * job generators need a signed-in user), the student's account page and
 * the teacher's classroom screens (`@aigc/classroom`) and the teacher
 * invite page (`/teacher/join?invite=…`, `@aigc/auth/edu`). Every page is lazy.
 */
export const ROUTE_TABLE: readonly AppRoute[] = [
  page('/', () => import('./pages/HomePage').then((m) => m.HomePage)),
  page('/docs/:name?', () => import('./pages/DocsPage').then((m) => m.DocsPage)),
  page('/generator', () => import('./pages/GeneratorMenuPage').then((m) => m.GeneratorMenuPage)),
  tool('/generator/spaceship', () => import('./pages/GuidedGeneratorPage').then((m) => m.SpaceshipPage), true),
  tool('/generator/dreamJob', () => import('./pages/GuidedGeneratorPage').then((m) => m.DreamJobGuidedPage), true),
  tool('/generator/imageTo3D', () => tools().then((m) => m.EduImageTo3DPage)),
  tool('/generator/3d', () => tools().then((m) => m.EduImageTo3DPage)),
  tool('/generator/image', () => tools().then((m) => m.EduImagePage)),
  tool('/generator/inpainting', () => tools().then((m) => m.EduInpaintingPage)),
  tool('/create/cartoonFigurine', () => tools().then((m) => m.EduCartoonFigurinePage)),
  page('/account', () => import('./pages/AccountPage').then((m) => m.AccountPage), { needLogin: true }),
  page('/class', () => import('@aigc/classroom').then((m) => m.ClassroomPage), { needLogin: true }),
  page('/class/:classId/gallery', () => import('@aigc/classroom').then((m) => m.ClassGalleryPage), {
    needLogin: true,
    depth: 1,
  }),
  page('/class/:classId/students/:userId', () => import('@aigc/classroom').then((m) => m.StudentHistoryPage), {
    needLogin: true,
    depth: 1,
  }),
  page('/teacher/join', () => import('@aigc/auth/edu').then((m) => m.EduTeacherJoin)),
  page('*', () => import('./pages/NotFoundPage').then((m) => m.NotFoundPage)),
];
