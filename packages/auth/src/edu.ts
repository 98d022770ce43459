/**
 * @aigc/auth/edu — the education edition's sign-in (docs/edu.md 'Sign in',
 * docs/product.md §4): the store-connected username + password dialog, and
 * what a student sees next — the welcome dialog and the history-recall
 * dialog; and the teacher invite page (`/teacher/join`). Its calls come from `@aigc/store/edu`. Load it lazily.
 */
export { EduLoginDialog, EduLoginForm, EDU_EMPTY_LOGIN } from './edu/EduLoginDialog';
export type { EduLoginFormProps } from './edu/EduLoginDialog';
export { EduTeacherJoin, EDU_BAD_INVITE } from './edu/EduTeacherJoin';
export type { EduTeacherJoinProps } from './edu/EduTeacherJoin';
export { EduHistoryRecall, EduWelcome } from './edu/EduWelcome';
export type { EduWelcomeProps } from './edu/EduWelcome';
