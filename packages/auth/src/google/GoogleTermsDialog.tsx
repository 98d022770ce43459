import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '@aigc/ui';
import { TermsCheckbox, type LegalLinks } from '../components/TermsCheckbox';
import { useTermsConsent } from '../hooks/useTermsConsent';
import { GoogleButton } from './GoogleButton';

/** Props of {@link GoogleTermsDialog}. */
export interface GoogleTermsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The in-app path Google comes back to (the `/login` page's `redirect`). */
  redirect: string;
  legalLinks: LegalLinks;
}

/**
 * The terms step of a Google sign-in (docs/auth.md 'Terms'): Google came
 * back with `/login?thirdError=terms` because the account — or the new one —
 * has not accepted the terms in force. The person ticks the box and goes
 * through Google again with it ('Continue with Google' carries
 * `TERMS_VERSION`); nothing was typed, so nothing is lost. Closing leaves
 * the person signed out.
 */
export function GoogleTermsDialog({ open, onOpenChange, redirect, legalLinks }: GoogleTermsDialogProps) {
  const { t } = useLingui();
  const [tried, setTried] = useState(false);
  const focusBox = () => document.querySelector<HTMLInputElement>('.au-google-terms input[name="terms"]')?.focus();
  const terms = useTermsConsent({ required: true, submitted: tried, focus: focusBox });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Accept the terms to continue`}
      description={t`Before you sign in with Google, please agree to our terms of service and privacy policy.`}
      size="sm"
    >
      <div className="au-form au-dialog au-google-terms">
        <TermsCheckbox checked={terms.checked} onCheckedChange={terms.setChecked} error={terms.error} links={legalLinks} />
        <GoogleButton
          redirect={redirect}
          termsVersion={terms.termsVersion}
          onBeforeStart={() => {
            setTried(true);
            if (!terms.accepted) focusBox();
            return terms.accepted;
          }}
        />
      </div>
    </Dialog>
  );
}
