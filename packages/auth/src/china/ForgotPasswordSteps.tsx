import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ForgotValidation } from '@aigc/store/auth-china';
import {
  useSendForgotCodeMutation,
  useSubmitForgotPasswordMutation,
  useValidateForgotAccountMutation,
} from '@aigc/store/auth-china';
import { Button, TextField } from '@aigc/ui';
import { CodeField } from '../components/CodeField';
import { useValidatedForm } from '../hooks/useValidatedForm';
import { FormError } from './FormError';
import { maskTarget, verifyChannel } from './mask';
import { chinaErrorMessage, LOGIN_MESSAGES } from './messages';
import { accountRule, confirmCnRule, newPasswordCnRule, smsCodeRule } from './rules';
import { useSendCode } from './useSendCode';

/** The steps of a China password reset (docs/product.md §4: account → check → code and new password → success). */
export type ForgotStep = 'account' | 'verify' | 'password' | 'done';

const STEPS: readonly ForgotStep[] = ['account', 'verify', 'password'];

/** Props of {@link ForgotPasswordSteps}. */
export interface ForgotPasswordStepsProps {
  /** The account to start with (typed on the login form, or the signed-in user's). */
  initialAccount?: string;
  /** After the success notice: 'Back to login' (the dialog's login view) or 'Done' (a password change). */
  onDone: (account: string) => void;
  /** Leaves the steps before the end ('Back to login' / 'Cancel'). */
  onCancel: () => void;
  /** `change`: a signed-in user changing their password (docs/product.md §6) — the same calls, other words. */
  mode?: 'forgot' | 'change';
}

/**
 * The China password reset in steps (docs/product.md §2, §4, §5, §7):
 * 1. the account (mobile number, e-mail or account name) →
 *    `GET /api/auth/forgot/password/validate?account=`;
 * 2. how it will be verified — by SMS to the masked phone or by e-mail to
 *    the masked address — with the send button (`POST …/forgot/password/code`,
 *    then 60 s countdown) and the 6-digit code;
 * 3. the new password and its confirmation under the China rule (6–20, no
 *    spaces, two of letters, digits and specials), sent encrypted
 *    (`POST …/forgot/password/submit`); a refused code can go back a step;
 * 4. a success notice, then back to login (`onDone`).
 */
export function ForgotPasswordSteps({
  initialAccount = '',
  onDone,
  onCancel,
  mode = 'forgot',
}: ForgotPasswordStepsProps) {
  const { t } = useLingui();
  const [step, setStep] = useState<ForgotStep>('account');
  const [account, setAccount] = useState(initialAccount);
  const [proof, setProof] = useState<ForgotValidation | null>(null);
  const [code, setCode] = useState('');

  const stepLabels: Record<Exclude<ForgotStep, 'done'>, string> = {
    account: t`Account`,
    verify: t`Verify`,
    password: t`New password`,
  };

  return (
    <div className="au-steps-flow">
      {step !== 'done' ? (
        <ol className="au-steps" aria-label={t`Steps`}>
          {STEPS.map((s, i) => (
            <li
              key={s}
              aria-current={s === step ? 'step' : undefined}
              data-done={STEPS.indexOf(step) > i || undefined}
            >
              {stepLabels[s as Exclude<ForgotStep, 'done'>]}
            </li>
          ))}
        </ol>
      ) : null}
      {step === 'account' ? (
        <AccountStep
          initialAccount={account}
          onCancel={onCancel}
          mode={mode}
          onNext={(typed, validation) => {
            setAccount(typed);
            setProof(validation);
            setCode('');
            setStep('verify');
          }}
        />
      ) : null}
      {step === 'verify' && proof ? (
        <VerifyStep
          proof={proof}
          initialCode={code}
          onBack={() => setStep('account')}
          onNext={(typed) => {
            setCode(typed);
            setStep('password');
          }}
        />
      ) : null}
      {step === 'password' && proof ? (
        <PasswordStep
          proof={proof}
          code={code}
          onBack={() => setStep('verify')}
          onDone={() => setStep('done')}
        />
      ) : null}
      {step === 'done' ? (
        <div className="au-form">
          <p className="au-notice" role="status">
            {mode === 'change' ? (
              <Trans>Your password has been changed.</Trans>
            ) : (
              <Trans>Your password has been reset. Log in with your new password.</Trans>
            )}
          </p>
          <Button variant="primary" size="lg" block onClick={() => onDone(account)}>
            {mode === 'change' ? <Trans>Done</Trans> : <Trans>Back to login</Trans>}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function AccountStep({
  initialAccount,
  onNext,
  onCancel,
  mode,
}: {
  initialAccount: string;
  onNext: (account: string, validation: ForgotValidation) => void;
  onCancel: () => void;
  mode: 'forgot' | 'change';
}) {
  const { t } = useLingui();
  const form = useValidatedForm<'account'>({ account: initialAccount }, { account: accountRule });
  const [validate, state] = useValidateForgotAccountMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.reset();
    if (!form.validateAndFocus()) return;
    const typed = form.values.account.trim();
    try {
      onNext(typed, await validate(typed).unwrap());
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
      aria-label={t`Your account`}
    >
      <TextField
        label={t`Mobile number, e-mail or account`}
        autoComplete="username"
        {...form.fieldProps('account')}
      />
      <FormError messages={[chinaErrorMessage(state.error, LOGIN_MESSAGES.serviceError)]} />
      <Button type="submit" variant="primary" size="lg" block loading={state.isLoading}>
        <Trans>Next</Trans>
      </Button>
      <p className="au-switch">
        <button type="button" className="au-link" onClick={onCancel}>
          {mode === 'change' ? <Trans>Cancel</Trans> : <Trans>Back to login</Trans>}
        </button>
      </p>
    </form>
  );
}

function VerifyStep({
  proof,
  initialCode,
  onNext,
  onBack,
}: {
  proof: ForgotValidation;
  initialCode: string;
  onNext: (code: string) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const form = useValidatedForm<'code'>({ code: initialCode }, { code: smsCodeRule });
  const [sendCode] = useSendForgotCodeMutation();
  const send = useSendCode(
    () => true,
    () =>
      sendCode({
        validateType: proof.validateType,
        validateAuthToken: proof.validateAuthToken,
      }).unwrap(),
  );
  const target = maskTarget(proof.validateTypeAccount);
  const byPhone = verifyChannel(proof.validateType, proof.validateTypeAccount) === 'mobile';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validateAndFocus()) onNext(form.values.code.trim());
  };

  return (
    <form
      ref={form.formRef}
      className="au-form"
      noValidate
      onSubmit={submit}
      aria-label={t`Verify your account`}
    >
      <p className="au-lead">
        {byPhone ? (
          <Trans>
            We will send a verification code by SMS to <strong>{target}</strong>.
          </Trans>
        ) : (
          <Trans>
            We will send a verification code by e-mail to <strong>{target}</strong>.
          </Trans>
        )}
      </p>
      <CodeField
        value={form.values.code}
        onChange={(value) => form.setValue('code', value)}
        error={form.message('code')}
        onSend={send.send}
        sent={send.sent}
        sentNote={<Trans>The code is valid for 10 minutes.</Trans>}
      />
      <FormError messages={[chinaErrorMessage(send.error, LOGIN_MESSAGES.sendFailed)]} />
      <Button type="submit" variant="primary" size="lg" block>
        <Trans>Next</Trans>
      </Button>
      <p className="au-switch">
        <button type="button" className="au-link" onClick={onBack}>
          <Trans>Back</Trans>
        </button>
      </p>
    </form>
  );
}

function PasswordStep({
  proof,
  code,
  onDone,
  onBack,
}: {
  proof: ForgotValidation;
  code: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const form = useValidatedForm<'password' | 'confirm'>(
    { password: '', confirm: '' },
    { password: newPasswordCnRule, confirm: confirmCnRule },
  );
  const [submitPassword, state] = useSubmitForgotPasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.reset();
    if (!form.validateAndFocus()) return;
    try {
      await submitPassword({
        validateType: proof.validateType,
        validateAuthToken: proof.validateAuthToken,
        code,
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
      aria-label={t`Choose a new password`}
    >
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={t`6–20 characters with at least two of letters, digits and special characters, no spaces`}
        {...form.fieldProps('password')}
      />
      <TextField
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        {...form.fieldProps('confirm')}
      />
      <FormError messages={[chinaErrorMessage(state.error, LOGIN_MESSAGES.serviceError)]} />
      <Button type="submit" variant="primary" size="lg" block loading={state.isLoading}>
        <Trans>Save new password</Trans>
      </Button>
      <p className="au-switch">
        <button type="button" className="au-link" onClick={onBack}>
          <Trans>Back</Trans>
        </button>
      </p>
    </form>
  );
}
