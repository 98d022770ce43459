import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { User } from '@aigc/api-client';
import { SIGN_UP_TICKETS } from '@aigc/domain';
import { RegisterForm } from './RegisterForm';
import { ResetForm } from './ResetForm';
import { SignInForm } from './SignInForm';
import type { LegalLinks } from './TermsCheckbox';

/** The three views of the international login flow (docs/product.md §4 'Login dialog'). */
export type LoginView = 'signIn' | 'register' | 'reset';

/** What a frame (dialog or page) needs to show the current view. */
export interface LoginFrame {
  view: LoginView;
  title: string;
  description: string;
  body: ReactNode;
}

/** Props of {@link LoginFlow}. */
export interface LoginFlowProps {
  initialView?: LoginView;
  onLoggedIn: (user: User) => void;
  legalLinks: LegalLinks;
  /** Sent with a sign-up as `fromLink`. */
  fromLink?: string;
  /** Where 'Continue with Google' comes back to (an in-app path); unset = no Google button. */
  googleRedirect?: string;
  /** Renders the current view inside a dialog or a page. */
  children: (frame: LoginFrame) => ReactNode;
}

/**
 * The international login flow shared by the dialog and the `/login` page
 * (docs/product.md §2, §4): sign in → register → reset, and back to sign in — with the
 * e-mail carried over and a notice — after a reset succeeds. The typed
 * e-mail follows the user between views. With `googleRedirect`, sign-in and
 * sign-up also offer 'Continue with Google'.
 */
export function LoginFlow({ initialView = 'signIn', onLoggedIn, legalLinks, fromLink, googleRedirect, children }: LoginFlowProps) {
  const { t } = useLingui();
  const [view, setView] = useState<LoginView>(initialView);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const go = (next: LoginView) => (currentEmail: string) => {
    setEmail(currentEmail);
    setNotice(null);
    setView(next);
  };

  if (view === 'register') {
    return children({
      view,
      title: t`Create your account`,
      description: t`New accounts get ${SIGN_UP_TICKETS} want-tickets to vote for designs.`,
      body: (
        <RegisterForm
          key="register"
          initialEmail={email}
          onSuccess={onLoggedIn}
          onSignIn={go('signIn')}
          legalLinks={legalLinks}
          fromLink={fromLink}
          googleRedirect={googleRedirect}
        />
      ),
    });
  }
  if (view === 'reset') {
    return children({
      view,
      title: t`Reset your password`,
      description: t`We will e-mail you a code to choose a new password.`,
      body: (
        <ResetForm
          key="reset"
          initialEmail={email}
          onBack={go('signIn')}
          onDone={(doneEmail) => {
            setEmail(doneEmail);
            setView('signIn');
            setNotice(t`Your password has been reset. Sign in with your new password.`);
          }}
        />
      ),
    });
  }
  return children({
    view,
    title: t`Welcome back`,
    description: t`Sign in to want, create and publish designs.`,
    body: (
      <SignInForm
        key={`signIn:${notice ?? ''}`}
        initialEmail={email}
        notice={notice}
        onSuccess={onLoggedIn}
        onForgot={go('reset')}
        onRegister={go('register')}
        legalLinks={legalLinks}
        googleRedirect={googleRedirect}
      />
    ),
  });
}
