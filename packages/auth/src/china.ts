/**
 * @aigc/auth/china — the China edition's login (docs/product.md §2 'Login
 * dialogs — China', §4, §5, §6): the store-connected dialog with its phone
 * and account tabs, forgotten-password steps and WeChat QR view, the
 * bind-phone dialog, the `/login` page and the signed-in user's 'Change
 * password'. Its calls come from `@aigc/store/auth-china`. Load it lazily.
 */
export { ChinaLoginDialog } from './china/ChinaLoginDialog';
export type { ChinaLoginDialogProps } from './china/ChinaLoginDialog';
export { ChinaLoginPage } from './china/ChinaLoginPage';
export type { ChinaLoginPageProps } from './china/ChinaLoginPage';
export { ChinaLoginFlow } from './china/ChinaLoginFlow';
export type {
  ChinaLoginFlowProps,
  ChinaLoginFrame,
  ChinaLoginTab,
  ChinaLoginView,
} from './china/ChinaLoginFlow';
export { BindPhoneDialog, BindPhoneForm } from './china/BindPhoneDialog';
export type { BindPhoneDialogProps, BindPhoneFormProps } from './china/BindPhoneDialog';
export { ForgotPasswordSteps } from './china/ForgotPasswordSteps';
export type { ForgotMode, ForgotPasswordStepsProps, ForgotStep } from './china/ForgotPasswordSteps';
export { ChangePasswordDialog } from './china/ChangePasswordDialog';
export type { ChangePasswordDialogProps } from './china/ChangePasswordDialog';
export { WechatQrLogin } from './china/WechatQrLogin';
export type { WechatQrLoginProps } from './china/WechatQrLogin';
export type { ChinaLoginHandlers } from './china/result';
export { AfterSignInProvider } from './hooks/afterSignIn';
