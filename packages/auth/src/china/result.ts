import type { User } from '@aigc/api-client';
import { isSignedIn, type ChinaLoginResult } from '@aigc/store/auth-china';

/** What a China login view does with a finished login (docs/product.md §4). */
export interface ChinaLoginHandlers {
  /** Signed in: close, run `afterLogin`, follow the redirect. */
  onLoggedIn: (user: User) => void;
  /** The account needs a phone first: close the login dialog, open the bind-phone dialog with this token. */
  onBindingRequired: (validateAuthToken: string) => void;
}

/**
 * Sends a login answer (docs/product.md §3 'Login response') to the right handler:
 * a user → `onLoggedIn`; `requiredBinding` with its token →
 * `onBindingRequired`. Returns false when the answer has neither (the view
 * then says "Login failed, please try again").
 */
export function followLoginResult(
  result: Partial<ChinaLoginResult> | null | undefined,
  handlers: ChinaLoginHandlers,
): boolean {
  if (isSignedIn(result)) {
    handlers.onLoggedIn(result.user);
    return true;
  }
  if (result?.requiredBinding && result.validateAuthToken) {
    handlers.onBindingRequired(result.validateAuthToken);
    return true;
  }
  return false;
}
