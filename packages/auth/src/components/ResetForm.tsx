import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForgotPasswordMutation } from '@aigc/store';
import { Button, TextField } from '@aigc/ui';
import { useEmailCode } from '../hooks/useEmailCode';
import { useValidatedForm } from '../hooks/useValidatedForm';
import { codeRule, confirmRule, emailRule, newPasswordRule } from '../util/rules';
import { EmailCodeFields } from './CodeField';
import { ServerError } from './ServerError';

type Field = 'email' | 'code' | 'password' | 'confirm';

const RULES = { email: emailRule, code: codeRule, password: newPasswordRule, confirm: confirmRule };

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
  const { t } = useLingui();
  const form = useValidatedForm<Field>({ email: initialEmail, code: '', password: '', confirm: '' }, RULES);
  const [resetPassword, resetState] = useForgotPasswordMutation();
  const code = useEmailCode({ form, type: 'FORGET_PASSWORD', onSend: resetState.reset });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    resetState.reset();
    code.reset();
    if (!form.validateAndFocus()) return;
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

  return (
    <form ref={form.formRef} className="au-form" noValidate onSubmit={(e) => void submit(e)} aria-label={t`Reset password`}>
      <EmailCodeFields form={form} code={code} />
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={t`6–20 characters with at least one letter and one digit`}
        {...form.fieldProps('password')}
      />
      <TextField label={t`Confirm new password`} type="password" autoComplete="new-password" {...form.fieldProps('confirm')} />
      <ServerError errors={[resetState.error, code.error]} />
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
