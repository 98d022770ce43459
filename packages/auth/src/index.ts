/**
 * @aigc/auth — the international login (docs/product.md §2 'Login dialogs —
 * International', §4, §5): the store-connected dialog and the `/login` page.
 * The only public door of the package.
 */
export { LoginDialog } from './components/LoginDialog';
export type { LoginDialogProps } from './components/LoginDialog';
export { LoginPage } from './components/LoginPage';
export type { LoginPageProps } from './components/LoginPage';
export { LoginFlow } from './components/LoginFlow';
export type { LoginFlowProps, LoginFrame, LoginView } from './components/LoginFlow';
export type { LegalLinks } from './components/TermsCheckbox';
export { safeRedirect } from './util/redirect';
