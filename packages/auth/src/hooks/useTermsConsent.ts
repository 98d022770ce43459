import { useState } from 'react';
import { validateTermsAccepted } from '@aigc/domain';
import { issueMessage } from '../util/messages';

/**
 * The terms checkbox of the international sign-in and sign-up forms (docs/product.md
 * §5: both need it ticked). `error` shows only after a submit was tried
 * (`submitted`); `accepted` tells the submit whether it may go on.
 */
export function useTermsConsent(submitted: boolean) {
  const [checked, setChecked] = useState(false);
  const issue = validateTermsAccepted(checked);
  return { checked, setChecked, accepted: issue === null, error: submitted ? issueMessage(issue) : null };
}
