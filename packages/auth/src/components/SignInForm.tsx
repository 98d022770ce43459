import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@aigc/api-client';
import { validatePassword } from '@aigc/domain';
import { useLoginEmailMutation } from '@aigc/store';
import { Button, TextField } from '@aigc/ui';
import { useTermsConsent } from '../hooks/useTermsConsent';
import { useValidatedForm } from '../hooks/useValidatedForm';
import { issueMessage } from '../util/messages';
import { emailRule } from '../util/rules';
import { ServerError } from './ServerError';
import { TermsCheckbox } from './TermsCheckbox';
import { GoogleButton } from '../google/GoogleButton';
import type { LegalLinks } from './TermsCheckbox';

type Field = 'email' | 'password';

const RULES = {
  email: emailRule,
  // Sign-in only needs a password; the length/letter rules apply when one is chosen.
  password: (v: Record<Field, string>) => issueMessage(v.password === '' ? validatePassword('') : null),
};

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  initialEmail?: string;
  /** A note above the form, e.g. after a password reset. */
  notice?: string | null;
  onSuccess: (user: User) => void;
  onForgot: (email: string) => void;
  onRegister: (email: string) => void;
  legalLinks: LegalLinks;
  /** Where 'Continue with Google' comes back to; unset = no Google button. */
  googleRedirect?: string;
}

/**
 * The international sign-in view (docs/product.md §2 'Login dialogs — International',
 * §5): e-mail and password. The password is encrypted by the store's
 * `loginEmail` mutation; the server's message shows under the form on
 * failure. No terms box at first: only when the server answers that this
 * account has not accepted the terms in force does the box appear — the
 * typed e-mail and password stay — and the next submit accepts them
 * (docs/auth.md 'Terms'). With `googleRedirect`, 'Continue with Google'
 * (carrying the box's acceptance when it is shown and ticked).
 */
export function SignInForm({ initialEmail = '', notice, onSuccess, onForgot, onRegister, legalLinks, googleRedirect }: SignInFormProps) {
  const { t } = useLingui();
  const form = useValidatedForm<Field>({ email: initialEmail, password: '' }, RULES);
  const terms = useTermsConsent({ required: false, submitted: form.submitted, focus: () => form.focus('terms') });
  const [login, { isLoading, error, reset }] = useLoginEmailMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    if (!form.validateAndFocus()) return;
    if (!terms.accepted) return form.focus('terms');
    try {
      const result = await login({
        email: form.values.email.trim(),
        password: form.values.password,
        ...(terms.termsVersion ? { termsVersion: terms.termsVersion } : {}),
      }).unwrap();
      onSuccess(result.user);
    } catch (failure) {
      // The terms: the box appears. Anything else: shown from the mutation's error below.
      terms.askedBy(failure);
    }
  };

  return (
    <form ref={form.formRef} className="au-form" noValidate onSubmit={(e) => void submit(e)} aria-label={t`Sign in`}>
      {notice ? (
        <p className="au-notice" role="status">
          {notice}
        </p>
      ) : null}
      <TextField label={t`E-mail`} type="email" autoComplete="email" inputMode="email" {...form.fieldProps('email')} />
      <TextField label={t`Password`} type="password" autoComplete="current-password" {...form.fieldProps('password')} />
      <div className="au-row au-row--end">
        <button type="button" className="au-link" onClick={() => onForgot(form.values.email)}>
          <Trans>Forgot password?</Trans>
        </button>
      </div>
      {terms.shown ? (
        <TermsCheckbox checked={terms.checked} onCheckedChange={terms.setChecked} error={terms.error} links={legalLinks} />
      ) : null}
      <ServerError errors={[terms.unlessAsked(error)]} />
      <Button type="submit" variant="primary" size="lg" block loading={isLoading}>
        <Trans>Sign in</Trans>
      </Button>
      {googleRedirect ? (
        <GoogleButton redirect={googleRedirect} termsVersion={terms.termsVersion} />
      ) : null}
      <p className="au-switch">
        <Trans>New here?</Trans>{' '}
        <button type="button" className="au-link" onClick={() => onRegister(form.values.email)}>
          <Trans>Create an account</Trans>
        </button>
      </p>
    </form>
  );
}
