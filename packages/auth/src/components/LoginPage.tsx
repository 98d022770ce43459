import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { User } from '@aigc/api-client';
import { selectIsLogin, useAppSelector } from '@aigc/store';
import { ThirdLoginReturn } from '../google/ThirdLoginReturn';
import { useCompleteLogin } from '../hooks/useCompleteLogin';
import { safeRedirect } from '../util/redirect';
import { LoginFlow } from './LoginFlow';
import { DEFAULT_LEGAL_LINKS } from './TermsCheckbox';
import type { LegalLinks } from './TermsCheckbox';
import '../styles/auth.css';

/** Props of {@link LoginPage}. */
export interface LoginPageProps {
  legalLinks?: LegalLinks;
}

/**
 * The `/login?redirect=<path>` page (docs/product.md §2): the login dialog's views as a
 * page, for a direct load of a login-only route. After sign-in or sign-up it
 * goes to the (same-origin) redirect, or to `/`. A user who is already
 * signed in is sent on at once. It is also where Google sends the browser
 * back when more is needed (`?thirdLink=` — the link step — or
 * `?thirdError=`: {@link ThirdLoginReturn}, docs/auth.md 'Google').
 */
export function LoginPage({ legalLinks = DEFAULT_LEGAL_LINKS }: LoginPageProps) {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'), '/') ?? '/';
  const isLogin = useAppSelector(selectIsLogin);
  const complete = useCompleteLogin();
  // Set while our own sign-in finishes (afterLogin renews the token first);
  // until then the already-signed-in shortcut below must not fire.
  const [finishing, setFinishing] = useState(false);

  if (isLogin && !finishing) return <Navigate to={redirect} replace />;

  const onLoggedIn = (user: User) => {
    setFinishing(true);
    void complete(user, redirect, '/', true);
  };

  return (
    // After sign-in the login page is replaced: Back does not return to it.
    <>
      <ThirdLoginReturn onLinked={onLoggedIn} legalLinks={legalLinks} />
      <LoginFlow
        onLoggedIn={onLoggedIn}
        legalLinks={legalLinks}
        fromLink={redirect}
        googleRedirect={redirect}
      >
        {({ title, description, body, view }) => (
          <section className="au-page" aria-labelledby="au-page-title" data-view={view}>
            <div className="au-page__card">
              <h1 id="au-page-title" className="au-page__title">
                {title}
              </h1>
              <p className="au-page__description">{description}</p>
              {body}
            </div>
          </section>
        )}
      </LoginFlow>
    </>
  );
}
