/**
 * @aigc/auth — the international login (docs/product.md §2 'Login dialogs —
 * International', §4, §5): the store-connected dialog and the `/login` page
 * (which also handles Google's way back: the link step and its errors),
 * 'Continue with Google'. The
 * China login is the package's other door, `@aigc/auth/china`.
 */
export { LoginDialog } from './components/LoginDialog';
export type { LoginDialogProps } from './components/LoginDialog';
export { LoginPage } from './components/LoginPage';
export type { LoginPageProps } from './components/LoginPage';
export { LoginFlow } from './components/LoginFlow';
export type { LoginFlowProps, LoginFrame, LoginView } from './components/LoginFlow';
export type { LegalLinks } from './components/TermsCheckbox';
export { safeRedirect } from './util/redirect';
export { GoogleButton } from './google/GoogleButton';
export type { GoogleButtonProps } from './google/GoogleButton';
export { LinkThirdLoginDialog } from './google/LinkThirdLoginDialog';
export type { LinkThirdLoginDialogProps } from './google/LinkThirdLoginDialog';
export { AfterSignInProvider } from './hooks/afterSignIn';
