import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { User } from '@aigc/api-client';
import { toastShown, useAppDispatch } from '@aigc/store';
import { readThirdLoginReturn, withoutThirdLoginReturn } from '@aigc/store/auth-google';
import { DEFAULT_LEGAL_LINKS, type LegalLinks } from '../components/TermsCheckbox';
import { safeRedirect } from '../util/redirect';
import { GoogleTermsDialog } from './GoogleTermsDialog';
import { LinkThirdLoginDialog } from './LinkThirdLoginDialog';
import '../styles/auth.css';

/** Props of {@link ThirdLoginReturn}. */
export interface ThirdLoginReturnProps {
  /** Google was linked and the person signed in (the page then runs `afterLogin` and the redirect). */
  onLinked: (user: User) => void;
  /** Paths of the legal pages, for the terms boxes. */
  legalLinks?: LegalLinks;
}

/**
 * The way back from Google on `/login` (docs/auth.md 'Google'; docs/product.md
 * §8). A Google sign-in that ends signed in goes straight to its in-app
 * redirect; only when more is needed does the server send the browser to
 * `/login?…&redirect=…` with
 * - `thirdLink=<validateAuthToken>` — Google's e-mail belongs to an account
 *   with a password: {@link LinkThirdLoginDialog} asks for it and links;
 * - `thirdError=terms` — the account has not accepted the terms in force:
 *   {@link GoogleTermsDialog} asks for them and goes through Google again
 *   (docs/auth.md 'Terms');
 * - `thirdError=cancelled` — nothing (a cancelled third-party login is ignored);
 * - `thirdError=failed` — 'Google sign-in failed, please try again';
 * - `thirdError=unavailable` — 'Google sign-in is not available'.
 * The parameters leave the address bar once read (`redirect` stays).
 */
export function ThirdLoginReturn({ onLinked, legalLinks = DEFAULT_LEGAL_LINKS }: ThirdLoginReturnProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const [linkToken, setLinkToken] = useState<string | null>(null);
  const [termsRedirect, setTermsRedirect] = useState<string | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const found = readThirdLoginReturn(location.search);
    if (!found || handled.current === location.key) return;
    handled.current = location.key;
    void navigate(
      {
        pathname: location.pathname,
        search: withoutThirdLoginReturn(location.search),
        hash: location.hash,
      },
      { replace: true },
    );
    if (found.kind === 'link') {
      setLinkToken(found.validateAuthToken);
      return;
    }
    if (found.error === 'terms') {
      setTermsRedirect(safeRedirect(new URLSearchParams(location.search).get('redirect'), '/') ?? '/');
      return;
    }
    if (found.error === 'cancelled') return;
    dispatch(
      toastShown({
        message:
          found.error === 'unavailable'
            ? t`Google sign-in is not available`
            : t`Google sign-in failed, please try again`,
        kind: 'error',
      }),
    );
  }, [location, navigate, dispatch, t]);

  if (termsRedirect !== null)
    return (
      <GoogleTermsDialog
        open
        redirect={termsRedirect}
        legalLinks={legalLinks}
        onOpenChange={(open) => {
          if (!open) setTermsRedirect(null);
        }}
      />
    );
  if (!linkToken) return null;
  return (
    <LinkThirdLoginDialog
      legalLinks={legalLinks}
      open
      validateAuthToken={linkToken}
      onOpenChange={(open) => {
        if (!open) setLinkToken(null);
      }}
      onLinked={(user: User) => {
        setLinkToken(null);
        onLinked(user);
      }}
    />
  );
}
