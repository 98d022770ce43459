import { useEffect, useRef, useState } from 'react';
import { TERMS_REQUIRED_CODE, TERMS_VERSION, validateTermsAccepted } from '@aigc/domain';
import { issueMessage } from '../util/messages';

/** Options of {@link useTermsConsent}. */
export interface TermsConsentOptions {
  /** Show the box from the start and require it (sign-up); false (sign-in): only once the server asks. */
  required: boolean;
  /** A submit was tried: an unticked shown box then says why. */
  submitted: boolean;
  /** Moves the focus to the box (the form's `focus('terms')`): run when the server asks for it. */
  focus: () => void;
}

/**
 * The terms checkbox of the sign-in and sign-up forms (docs/auth.md
 * 'Terms', docs/product.md §5). A sign-up shows it from the start and needs
 * it ticked; a sign-in shows none until the server answers that this
 * account has not accepted the terms in force (envelope code
 * `TERMS_REQUIRED_CODE`, see {@link TermsConsent.askedBy}): then the box
 * appears with its message and takes the focus, whatever was typed stays,
 * and the next submit carries `termsVersion` — so a returning user is never
 * asked to tick anything for nothing.
 */
export function useTermsConsent({ required, submitted, focus }: TermsConsentOptions) {
  const [shown, setShown] = useState(required);
  const [checked, setChecked] = useState(false);
  // Bumped each time the server asks, so the box takes the focus once it is rendered.
  const [asks, setAsks] = useState(0);
  const focusRef = useRef(focus);
  useEffect(() => {
    focusRef.current = focus;
  });
  useEffect(() => {
    if (asks > 0) focusRef.current();
  }, [asks]);
  const issue = shown ? validateTermsAccepted(checked) : null;
  return {
    /** Whether the box is shown. */
    shown,
    checked,
    setChecked,
    /** Whether a submit may go on: no box, or a ticked one. */
    accepted: issue === null,
    /** The message under the box: after a submit (or the server's ask) while it is not ticked. */
    error: submitted || asks > 0 ? issueMessage(issue) : null,
    /** The `termsVersion` field of the call: the version in force once the shown box is ticked. */
    termsVersion: shown && checked ? TERMS_VERSION : undefined,
    /**
     * Whether `error` (a failed call's RTK Query error) is the server asking
     * for the terms; if so the box shows, unticked, and takes the focus.
     */
    askedBy(error: unknown): boolean {
      if (!isTermsAsk(error)) return false;
      setShown(true);
      setAsks((n) => n + 1);
      return true;
    },
    /** `error` to show under the form, or null when it is the server asking for the terms (the box says that). */
    unlessAsked<E>(error: E): E | null {
      return isTermsAsk(error) ? null : error;
    },
  };
}

/** Whether a failed call's error is the server asking for the terms (envelope code `TERMS_REQUIRED_CODE`). */
function isTermsAsk(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === TERMS_REQUIRED_CODE;
}

/** What {@link useTermsConsent} returns. */
export type TermsConsent = ReturnType<typeof useTermsConsent>;

