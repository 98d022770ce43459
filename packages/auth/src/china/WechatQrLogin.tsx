import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton, Spinner } from '@aigc/ui';
import { DEFAULT_LEGAL_LINKS, TermsCheckbox, type LegalLinks } from '../components/TermsCheckbox';
import { useTermsConsent } from '../hooks/useTermsConsent';
import { FormError } from './FormError';
import { LOGIN_MESSAGES } from './messages';
import type { ChinaLoginHandlers } from './result';
import { useWechatQrLogin } from './useWechatQrLogin';

// The QR encoder (the `qrcode` package, as in the shell's scan codes) loads only when this view shows.
const QrCode = lazy(() => import('@aigc/ui/qr-code').then((m) => ({ default: m.QrCode })));

const QR_PX = 192;

/** Props of {@link WechatQrLogin}. */
export interface WechatQrLoginProps extends ChinaLoginHandlers {
  /** 'Back to phone login'. */
  onBack: () => void;
  /** Paths of the legal pages, for the terms box when the server asks for it. */
  legalLinks?: LegalLinks;
}

/**
 * The WeChat QR view (docs/product.md §2 'Login (China)', §4; docs/auth.md
 * 'WeChat'): the QR code of the URL `pre/third` gave, polled every 500 ms
 * for up to 60 s (`useWechatQrLogin`); when it runs out (or the server says
 * the attempt expired) the code is dimmed under "QR code expired" with a
 * Refresh button, as after a failure. A finished login goes to the handlers
 * (`loggedIn` → signed in, `requiredBinding` → a phone binding first). An
 * account that has not accepted the terms in force (`requiredTerms`,
 * docs/auth.md 'Terms') gets the terms box and *Continue* instead of the
 * code; nothing needs scanning again.
 */
export function WechatQrLogin({ onBack, legalLinks = DEFAULT_LEGAL_LINKS, ...handlers }: WechatQrLoginProps) {
  const { t } = useLingui();
  const [noResult, setNoResult] = useState(false);
  const { state, refresh, acceptTerms } = useWechatQrLogin((result) => {
    if (result.status === 'loggedIn' && result.user) handlers.onLoggedIn(result.user);
    else if (result.status === 'requiredBinding' && result.validateAuthToken)
      handlers.onBindingRequired(result.validateAuthToken);
    else setNoResult(true);
  });
  const url = state.status === 'waiting' || state.status === 'expired' ? state.url : null;
  const stale = state.status === 'expired' || state.status === 'failed';

  if (state.status === 'terms') return <WechatTermsStep legalLinks={legalLinks} onAccept={acceptTerms} onBack={onBack} />;

  return (
    <div className="au-form au-qr" aria-busy={state.status === 'starting'}>
      <div
        className="au-qr__frame"
        data-stale={stale || undefined}
        style={{ width: QR_PX, height: QR_PX }}
      >
        {url ? (
          <Suspense fallback={<Skeleton style={{ width: QR_PX, height: QR_PX }} />}>
            <QrCode value={url} size={QR_PX} label={t`WeChat login QR code`} />
          </Suspense>
        ) : state.status === 'starting' ? (
          <Spinner label={t`Loading the QR code`} />
        ) : null}
        {stale ? (
          <div className="au-qr__overlay">
            {state.status === 'expired' ? (
              <p role="status">
                <Trans>QR code expired</Trans>
              </p>
            ) : null}
            <Button variant="primary" size="sm" onClick={refresh}>
              <Trans>Refresh</Trans>
            </Button>
          </div>
        ) : null}
      </div>
      <p className="au-qr__caption">
        <Trans>Scan with WeChat and confirm on your phone to log in.</Trans>
      </p>
      <FormError
        messages={[
          state.status === 'failed' ? state.message : null,
          noResult ? LOGIN_MESSAGES.loginRetry : null,
        ]}
      />
      <BackToPhoneLogin onBack={onBack} />
    </div>
  );
}

/** 'Back to phone login', under the QR code and under the terms step. */
function BackToPhoneLogin({ onBack }: { onBack: () => void }) {
  return (
    <p className="au-switch">
      <button type="button" className="au-link" onClick={onBack}>
        <Trans>Back to phone login</Trans>
      </button>
    </p>
  );
}

/**
 * The terms step of a WeChat login (docs/auth.md 'Terms'): the login was
 * confirmed on the phone, the account needs the terms in force accepted.
 * The box takes the focus; *Continue* with it ticked finishes the login.
 */
function WechatTermsStep({
  legalLinks,
  onAccept,
  onBack,
}: {
  legalLinks: LegalLinks;
  onAccept: (termsVersion: string) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusBox = () => formRef.current?.querySelector<HTMLInputElement>('input[name="terms"]')?.focus();
  const terms = useTermsConsent({ required: true, submitted: tried, focus: focusBox });
  // The step replaces the QR code: the box takes the focus, where the person has to act.
  useEffect(focusBox, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!terms.termsVersion) return focusBox();
    setSent(true);
    onAccept(terms.termsVersion);
  };
  return (
    <form ref={formRef} className="au-form" noValidate onSubmit={submit} aria-label={t`Agree to the terms`}>
      <p className="au-notice" role="status">
        <Trans>Confirmed on your phone. Agree to the terms to finish logging in.</Trans>
      </p>
      <TermsCheckbox checked={terms.checked} onCheckedChange={terms.setChecked} error={terms.error} links={legalLinks} />
      <Button type="submit" variant="primary" size="lg" block loading={sent}>
        <Trans>Continue</Trans>
      </Button>
      <BackToPhoneLogin onBack={onBack} />
    </form>
  );
}
