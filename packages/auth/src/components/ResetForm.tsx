import { useRef } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { validateEmail, validateEmailCode, validatePassword, validatePasswordMatch } from '@aigc/domain';
import { useForgotPasswordMutation, useSendEmailCodeMutation } from '@aigc/store';
import { Button, TextField } from '@aigc/ui';
import { focusField, useValidatedForm } from '../hooks/useValidatedForm';
import { issueMessage } from '../util/messages';
import { serverErrorText } from '../util/serverError';
import { CodeField } from './CodeField';

type Field = 'email' | 'code' | 'password' | 'confirm';
type Values = Record<Field, string>;

const RULES = {
  email: (v: Values) => issueMessage(validateEmail(v.email)),
  code: (v: Values) => issueMessage(validateEmailCode(v.code)),
  password: (v: Values) => issueMessage(validatePassword(v.password)),
  confirm: (v: Values) => issueMessage(validatePasswordMatch(v.password, v.confirm)),
};

/** Props of {@link ResetForm}. */
export interface ResetFormProps {
  initialEmail?: string;
  /** The password was reset for this e-mail: go back to sign in (docs/product.md §4). */
  onDone: (email: string) => void;
  onBack: (email: string) => void;
}

/**
 * The international password-reset view (docs/product.md §2, §4, §7 POST /api/auth/forgot):
 * e-mail, a code of type FORGET_PASSWORD, the new password and its
 * confirmation. On success the dialog goes back to sign in.
 */
export function ResetForm({ initialEmail = '', onDone, onBack }: ResetFormProps) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useValidatedForm<Field>({ email: initialEmail, code: '', password: '', confirm: '' }, RULES);
  const [resetPassword, resetState] = useForgotPasswordMutation();
  const [sendCode, sendState] = useSendEmailCodeMutation();
  const serverError = serverErrorText(resetState.error) ?? serverErrorText(sendState.error);

  const message = (f: Field) => {
    const d = form.errors[f];
    return d ? i18n._(d) : undefined;
  };

  const send = async () => {
    resetState.reset();
    if (!form.validateField('email')) {
      focusField(formRef.current, 'email');
      return false;
    }
    try {
      await sendCode({ email: form.values.email.trim(), type: 'FORGET_PASSWORD' }).unwrap();
      return true;
    } catch {
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    resetState.reset();
    sendState.reset();
    const invalid = form.validateAll();
    if (invalid) return focusField(formRef.current, invalid);
    const v = form.values;
    try {
      await resetPassword({
        email: v.email.trim(),
        code: v.code.trim(),
        password: v.password,
        matchingPassword: v.confirm,
      }).unwrap();
      onDone(v.email.trim());
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
    <form ref={formRef} className="au-form" noValidate onSubmit={(e) => void submit(e)} aria-label={t`Reset password`}>
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
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={t`6–20 characters with at least one letter and one digit`}
        {...field('password')}
      />
      <TextField label={t`Confirm new password`} type="password" autoComplete="new-password" {...field('confirm')} />
      {serverError ? (
        <p className="au-server-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="lg" block loading={resetState.isLoading}>
        <Trans>Reset password</Trans>
      </Button>
      <p className="au-switch">
        <button type="button" className="au-link" onClick={() => onBack(form.values.email)}>
          <Trans>Back to sign in</Trans>
        </button>
      </p>
    </form>
  );
}
