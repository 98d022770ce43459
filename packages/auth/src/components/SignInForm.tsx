import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@aigc/api-client';
import { validateEmail, validatePassword, validateTermsAccepted } from '@aigc/domain';
import { useLoginEmailMutation } from '@aigc/store';
import { Button, TextField } from '@aigc/ui';
import { focusField, useValidatedForm } from '../hooks/useValidatedForm';
import { issueMessage } from '../util/messages';
import { serverErrorText } from '../util/serverError';
import { TermsCheckbox } from './TermsCheckbox';
import type { LegalLinks } from './TermsCheckbox';

type Field = 'email' | 'password';

const RULES = {
  email: (v: Record<Field, string>) => issueMessage(validateEmail(v.email)),
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
}

/**
 * The international sign-in view (docs/product.md §2 'Login dialogs — International',
 * §5): e-mail, password and the required terms checkbox. The password is
 * encrypted by the store's `loginEmail` mutation; the server's message shows
 * under the form on failure.
 */
export function SignInForm({ initialEmail = '', notice, onSuccess, onForgot, onRegister, legalLinks }: SignInFormProps) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useValidatedForm<Field>({ email: initialEmail, password: '' }, RULES);
  const [terms, setTerms] = useState(false);
  const [login, { isLoading, error, reset }] = useLoginEmailMutation();
  // docs/product.md §5: international sign-in and sign-up need the terms ticked.
  const termsError = form.submitted ? issueMessage(validateTermsAccepted(terms)) : null;
  const serverError = serverErrorText(error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const invalid = form.validateAll();
    if (invalid) return focusField(formRef.current, invalid);
    if (validateTermsAccepted(terms)) return focusField(formRef.current, 'terms');
    try {
      const result = await login({ email: form.values.email.trim(), password: form.values.password }).unwrap();
      onSuccess(result.user);
    } catch {
      // shown from the mutation's error below
    }
  };

  const message = (f: Field) => {
    const d = form.errors[f];
    return d ? i18n._(d) : undefined;
  };

  return (
    <form ref={formRef} className="au-form" noValidate onSubmit={(e) => void submit(e)} aria-label={t`Sign in`}>
      {notice ? (
        <p className="au-notice" role="status">
          {notice}
        </p>
      ) : null}
      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.values.email}
        onChange={(e: ChangeEvent<HTMLInputElement>) => form.setValue('email', e.target.value)}
        error={message('email')}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={(e: ChangeEvent<HTMLInputElement>) => form.setValue('password', e.target.value)}
        error={message('password')}
      />
      <div className="au-row au-row--end">
        <button type="button" className="au-link" onClick={() => onForgot(form.values.email)}>
          <Trans>Forgot password?</Trans>
        </button>
      </div>
      <TermsCheckbox checked={terms} onCheckedChange={setTerms} error={termsError} links={legalLinks} />
      {serverError ? (
        <p className="au-server-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="lg" block loading={isLoading}>
        <Trans>Sign in</Trans>
      </Button>
      <p className="au-switch">
        <Trans>New here?</Trans>{' '}
        <button type="button" className="au-link" onClick={() => onRegister(form.values.email)}>
          <Trans>Create an account</Trans>
        </button>
      </p>
    </form>
  );
}
