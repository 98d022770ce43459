import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { User } from '@aigc/api-client';
import { selectIsLogin, useAppSelector } from '@aigc/store';
import type { LegalLinks } from '../components/TermsCheckbox';
import { useCompleteLogin } from '../hooks/useCompleteLogin';
import { safeRedirect } from '../util/redirect';
import { BindPhoneDialog } from './BindPhoneDialog';
import { ChinaLoginFlow } from './ChinaLoginFlow';
import '../styles/auth.css';

/** Props of {@link ChinaLoginPage}. */
export interface ChinaLoginPageProps {
  legalLinks?: LegalLinks;
}

/**
 * The China edition's `/login?redirect=<path>` page (docs/product.md §2): the login
 * dialog's views as a page. After a login (or the phone binding it asked
 * for) it goes to the same-origin redirect, or to `/`, replacing the login
 * page in the history. A signed-in visitor is sent on at once.
 */
export function ChinaLoginPage({ legalLinks }: ChinaLoginPageProps) {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'), '/') ?? '/';
  const isLogin = useAppSelector(selectIsLogin);
  const complete = useCompleteLogin();
  const [finishing, setFinishing] = useState(false);
  const [bindingToken, setBindingToken] = useState<string | null>(null);

  if (isLogin && !finishing) return <Navigate to={redirect} replace />;

  const onLoggedIn = (user: User) => {
    setFinishing(true);
    void complete(user, redirect, '/', true);
  };

  return (
    <>
      <ChinaLoginFlow
        onLoggedIn={onLoggedIn}
        onBindingRequired={setBindingToken}
        legalLinks={legalLinks}
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
      </ChinaLoginFlow>
      {bindingToken ? (
        <BindPhoneDialog
          open
          onOpenChange={(next) => {
            if (!next) setBindingToken(null);
          }}
          validateAuthToken={bindingToken}
          {...(legalLinks ? { legalLinks } : {})}
          onLoggedIn={(user) => {
            setBindingToken(null);
            onLoggedIn(user);
          }}
        />
      ) : null}
    </>
  );
}
