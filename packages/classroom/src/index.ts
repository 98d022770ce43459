/**
 * @aigc/classroom — the education edition's teacher screens (docs/edu.md
 * 'Teachers and classes'): classes, adding students (one by one or a pasted
 * list / CSV), the roster with 'Manage student passwords' (temporary
 * passwords), the moderation log, a student's history and the class gallery; and the works
 * grid the edu app's pages share. Its calls come from `@aigc/store/edu`.
 * This file is the package's only public door; load it lazily.
 */
import './styles/classroom.css';

export { ClassroomPage } from './components/ClassroomPage';
export { ClassGalleryPage } from './components/ClassGalleryPage';
export { StudentHistoryPage } from './components/StudentHistoryPage';
export { ModerationLog, MODERATION_PAGE_SIZE } from './components/ModerationLog';
export { WorkGrid } from './components/WorkGrid';
export type { WorkGridProps, WorkItem } from './components/WorkGrid';
