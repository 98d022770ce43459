import { useRef } from 'react';
import { useLocation } from 'react-router';
import type { User } from '@aigc/api-client';
import { loginDialogClosed, selectLoginDialog, useAppDispatch, useAppSelector } from '@aigc/store';
import { Dialog } from '@aigc/ui';
import { useCompleteLogin } from '../hooks/useCompleteLogin';
import { safeRedirect } from '../util/redirect';
import { LoginFlow } from './LoginFlow';
import { DEFAULT_LEGAL_LINKS } from './TermsCheckbox';
import type { LegalLinks } from './TermsCheckbox';
import '../styles/auth.css';

/** Props of {@link LoginDialog}. */
export interface LoginDialogProps {
  /** Paths of the legal pages linked from the terms checkbox. */
  legalLinks?: LegalLinks;
}

/**
 * The app's one international login dialog (docs/product.md §2 'Login dialogs —
 * International', §4), connected to the store's ui slice: it opens on
 * `loginDialogOpened({ redirect?, closable? })`, cannot be dismissed when
 * `closable` is false, and starts on the sign-in view each time it opens.
 * After a successful sign-in or sign-up it closes, runs `afterLogin` and
 * navigates to the redirect, if any. 'Continue with Google' comes back to
 * the redirect, else to the current page. Mount it once, inside the router.
 */
export function LoginDialog({ legalLinks = DEFAULT_LEGAL_LINKS }: LoginDialogProps) {
  const dispatch = useAppDispatch();
  const { open, closable, redirect } = useAppSelector(selectLoginDialog);
  const location = useLocation();
  const complete = useCompleteLogin();
  const opened = useRef(0);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opened.current += 1;
  wasOpen.current = open;

  const onLoggedIn = (user: User) => {
    dispatch(loginDialogClosed());
    void complete(user, redirect);
  };

  return (
    <LoginFlow
      key={opened.current}
      onLoggedIn={onLoggedIn}
      legalLinks={legalLinks}
      fromLink={location.pathname + location.search}
      googleRedirect={safeRedirect(redirect, location.pathname + location.search) ?? '/'}
    >
      {({ title, description, body, view }) => (
        <Dialog
          open={open}
          onOpenChange={(next: boolean) => {
            if (!next && closable) dispatch(loginDialogClosed());
          }}
          title={title}
          description={description}
          closable={closable}
          size="sm"
        >
          <div className="au-dialog" data-view={view}>
            {body}
          </div>
        </Dialog>
      )}
    </LoginFlow>
  );
}
