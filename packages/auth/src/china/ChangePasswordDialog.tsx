import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { loadSession, selectUser, toastShown, useAppDispatch, useAppSelector } from '@aigc/store';
import { useChangePasswordMutation } from '@aigc/store/auth-china';
import { Button, Dialog, TextField } from '@aigc/ui';
import { useValidatedForm } from '../hooks/useValidatedForm';
import { FormError } from './FormError';
import { NewPasswordFields } from './NewPasswordFields';
import { ForgotPasswordSteps } from './ForgotPasswordSteps';
import { chinaErrorMessage, CURRENT_PASSWORD_REQUIRED, LOGIN_MESSAGES } from './messages';
import { confirmCnRule, newPasswordCnRule } from './rules';
import '../styles/auth.css';

/** Props of {@link ChangePasswordDialog}: what the shell's user dropdown passes. */
export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Change password' of a signed-in China user (docs/product.md §6;
 * docs/auth.md 'Password change'), opened from the user dropdown:
 * - an account with a password (`hasPassword`) changes it with the current
 *   one (`POST /api/auth/password/change`: current, new and confirmation
 *   under the China rule; other sessions end, this one stays), or — "Forgot
 *   your current password?" — by a code to its own number (else e-mail)
 *   through the reset steps;
 * - an account without one (made by phone, WeChat or Google) gets the
 *   reset steps' wording, 'Set a password', and sets one by a code to its
 *   own number (else e-mail).
 * When it is done a toast says so, the user is reloaded (`hasPassword`) and
 * the dialog closes.
 */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const hasPassword = user?.hasPassword ?? true;
  const [byCode, setByCode] = useState(false);
  // A fresh form each time it opens.
  const opened = useRef(0);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opened.current += 1;
  wasOpen.current = open;

  const finish = (message: string) => {
    dispatch(toastShown({ message, kind: 'success' }));
    void dispatch(loadSession());
    setByCode(false);
    onOpenChange(false);
  };
  const close = (next: boolean) => {
    if (!next) setByCode(false);
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={hasPassword ? t`Change password` : t`Set a password`}
      description={
        !hasPassword
          ? t`Your account has no password yet. We send a code to your phone or e-mail to set one.`
          : byCode
            ? t`We send a code to your phone or e-mail to confirm it is you.`
            : t`Enter your current password, then choose a new one.`
      }
      size="sm"
    >
      <div className="au-dialog">
        {hasPassword && !byCode ? (
          <CurrentPasswordForm
            key={opened.current}
            onForgot={() => setByCode(true)}
            onCancel={() => close(false)}
            onDone={() => finish(t`Your password has been changed.`)}
          />
        ) : (
          <ForgotPasswordSteps
            key={opened.current}
            mode={hasPassword ? 'change' : 'set'}
            onCancel={() => close(false)}
            onDone={() =>
              finish(
                hasPassword ? t`Your password has been changed.` : t`Your password has been set.`,
              )
            }
          />
        )}
      </div>
    </Dialog>
  );
}

type Field = 'oldPassword' | 'password' | 'confirm';
const RULES = {
  oldPassword: (v: Record<Field, string>) =>
    v.oldPassword === '' ? CURRENT_PASSWORD_REQUIRED : null,
  password: newPasswordCnRule,
  confirm: confirmCnRule,
};

/** The current password, the new one and its confirmation (China rule), sent encrypted to `password/change`. */
function CurrentPasswordForm({
  onForgot,
  onCancel,
  onDone,
}: {
  onForgot: () => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const form = useValidatedForm<Field>({ oldPassword: '', password: '', confirm: '' }, RULES);
  const [change, state] = useChangePasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.reset();
    if (!form.validateAndFocus()) return;
    try {
      await change({
        oldPassword: form.values.oldPassword,
        password: form.values.password,
        matchingPassword: form.values.confirm,
      }).unwrap();
      onDone();
    } catch {
      // shown from the mutation's error below
    }
  };

  return (
    <form
      ref={form.formRef}
      className="au-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t`Change password`}
    >
      <TextField
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        {...form.fieldProps('oldPassword')}
      />
      <div className="au-row au-row--end">
        <button type="button" className="au-link" onClick={onForgot}>
          <Trans>Forgot your current password?</Trans>
        </button>
      </div>
      <NewPasswordFields fieldProps={form.fieldProps} />
      <FormError messages={[chinaErrorMessage(state.error, LOGIN_MESSAGES.serviceError)]} />
      <Button type="submit" variant="primary" size="lg" block loading={state.isLoading}>
        <Trans>Save new password</Trans>
      </Button>
      <p className="au-switch">
        <button type="button" className="au-link" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </p>
    </form>
  );
}
