import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@aigc/api-client';
import {
  validateEmail,
  validateEmailCode,
  validateNickname,
  validatePassword,
  validatePasswordMatch,
  validateTermsAccepted,
} from '@aigc/domain';
import { useRegisterEmailMutation, useSendEmailCodeMutation } from '@aigc/store';
import { Button, TextField } from '@aigc/ui';
import { focusField, useValidatedForm } from '../hooks/useValidatedForm';
import { issueMessage } from '../util/messages';
import { serverErrorText } from '../util/serverError';
import { CodeField } from './CodeField';
import { TermsCheckbox } from './TermsCheckbox';
import type { LegalLinks } from './TermsCheckbox';

type Field = 'email' | 'code' | 'nickname' | 'password' | 'confirm';
type Values = Record<Field, string>;

const RULES = {
  email: (v: Values) => issueMessage(validateEmail(v.email)),
  code: (v: Values) => issueMessage(validateEmailCode(v.code)),
  nickname: (v: Values) => issueMessage(validateNickname(v.nickname)),
  password: (v: Values) => issueMessage(validatePassword(v.password)),
  confirm: (v: Values) => issueMessage(validatePasswordMatch(v.password, v.confirm)),
};

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  initialEmail?: string;
  onSuccess: (user: User) => void;
  onSignIn: (email: string) => void;
  legalLinks: LegalLinks;
  /** Sent as `fromLink` (where the sign-up started), e.g. the current path. */
  fromLink?: string;
}

/**
 * The international sign-up view (docs/product.md §2, §5, §7 POST /api/auth/register/email):
 * e-mail, a code mailed by the send-code button, nickname, password,
 * confirmation and the required terms checkbox. A new account gets 5
 * want-tickets (docs/product.md §1) and is signed in at once.
 */
export function RegisterForm({ initialEmail = '', onSuccess, onSignIn, legalLinks, fromLink }: RegisterFormProps) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useValidatedForm<Field>({ email: initialEmail, code: '', nickname: '', password: '', confirm: '' }, RULES);
  const [terms, setTerms] = useState(false);
  const [register, registerState] = useRegisterEmailMutation();
  const [sendCode, sendState] = useSendEmailCodeMutation();
  // docs/product.md §5: international sign-in and sign-up need the terms ticked.
  const termsError = form.submitted ? issueMessage(validateTermsAccepted(terms)) : null;
  const serverError = serverErrorText(registerState.error) ?? serverErrorText(sendState.error);

  const message = (f: Field) => {
    const d = form.errors[f];
    return d ? i18n._(d) : undefined;
  };

  const send = async () => {
    registerState.reset();
    if (!form.validateField('email')) {
      focusField(formRef.current, 'email');
      return false;
    }
    try {
      await sendCode({ email: form.values.email.trim() }).unwrap();
      return true;
    } catch {
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    registerState.reset();
    sendState.reset();
    const invalid = form.validateAll();
    if (invalid) return focusField(formRef.current, invalid);
    if (validateTermsAccepted(terms)) return focusField(formRef.current, 'terms');
    const v = form.values;
    try {
      const result = await register({
        email: v.email.trim(),
        code: v.code.trim(),
        nickname: v.nickname.trim(),
        password: v.password,
        ...(fromLink ? { fromLink } : {}),
      }).unwrap();
      onSuccess(result.user);
    } catch {
      // shown from the mutation's error below
    }
  };

  const field = (f: Field) => ({
    name: f,
    value: form.values[f],
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.setValue(f, e.target.value),
    error: message(f),
  });

  return (
    <form ref={formRef} className="au-form" noValidate onSubmit={(e) => void submit(e)} aria-label={t`Create an account`}>
      <TextField label={t`E-mail`} type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <CodeField
        value={form.values.code}
        onChange={(value) => form.setValue('code', value)}
        error={message('code')}
        onSend={send}
      />
      {sendState.isSuccess ? (
        <p className="au-hint" role="status">
          <Trans>We sent a 6-digit code to your e-mail. It is valid for 10 minutes.</Trans>
        </p>
      ) : null}
      <TextField label={t`Nickname`} autoComplete="nickname" {...field('nickname')} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        hint={t`6–20 characters with at least one letter and one digit`}
        {...field('password')}
      />
      <TextField label={t`Confirm password`} type="password" autoComplete="new-password" {...field('confirm')} />
      <TermsCheckbox checked={terms} onCheckedChange={setTerms} error={termsError} links={legalLinks} />
      {serverError ? (
        <p className="au-server-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="lg" block loading={registerState.isLoading}>
        <Trans>Create account</Trans>
      </Button>
      <p className="au-switch">
        <Trans>Already have an account?</Trans>{' '}
        <button type="button" className="au-link" onClick={() => onSignIn(form.values.email)}>
          <Trans>Sign in</Trans>
        </button>
      </p>
    </form>
  );
}
