import type { User } from '@aigc/api-client';

/** What a China login view does with a finished login (docs/product.md §4; docs/auth.md). */
export interface ChinaLoginHandlers {
  /** Signed in: close, run `afterLogin`, follow the redirect. */
  onLoggedIn: (user: User) => void;
  /** A WeChat login whose account has no mobile number yet: close the login dialog, open the bind-phone dialog with this token. */
  onBindingRequired: (validateAuthToken: string) => void;
}
