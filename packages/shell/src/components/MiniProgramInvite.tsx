import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton } from '@aigc/ui';

const QrCode = lazy(() => import('@aigc/ui/qr-code').then((m) => ({ default: m.QrCode })));

/** Session storage key remembering that the visitor chose to stay on the website. */
export const MINI_PROGRAM_DISMISSED_KEY = 'miniProgramInviteDismissed';

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(MINI_PROGRAM_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Props of {@link MiniProgramInvite}. */
export interface MiniProgramInviteProps {
  /** The mini-program's link, encoded in the scan code. */
  miniProgramUrl: string;
  /** The product name shown in the heading. */
  brandName: string;
}

/**
 * The page shown to mobile visitors (docs/product.md §1: 'Mobile visitors are shown a
 * page inviting them to scan a code for a mini-program'): a full-screen
 * invitation with the scan code and an 'open the mini-program' link, and
 * 'Continue on the website', which hides it for the rest of the browser
 * session. The shell renders it only on a mobile user agent.
 */
export function MiniProgramInvite({ miniProgramUrl, brandName }: MiniProgramInviteProps) {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(MINI_PROGRAM_DISMISSED_KEY, '1');
    } catch {
      // Private mode: it simply shows again next visit.
    }
    setDismissed(true);
  };
  return (
    <div className="site-invite" role="dialog" aria-modal="true" aria-labelledby="site-invite-title">
      <div className="site-invite__card">
        <h1 id="site-invite-title" className="site-invite__title">
          <Trans>{brandName} is better in the mini-program</Trans>
        </h1>
        <p className="site-invite__text">
          <Trans>Scan the code to generate, post and want designs on your phone.</Trans>
        </p>
        <Suspense fallback={<Skeleton style={{ width: 200, height: 200 }} />}>
          <QrCode value={miniProgramUrl} size={200} label={t`Scan to open the mini-program`} />
        </Suspense>
        <a className="site-invite__open" href={miniProgramUrl}>
          <Trans>Open the mini-program</Trans>
        </a>
        <Button variant="ghost" onClick={dismiss} autoFocus>
          <Trans>Continue on the website</Trans>
        </Button>
      </div>
    </div>
  );
}
