import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ResetStart } from '@aigc/api-client';
import {
  useSendForgotCodeMutation,
  useSubmitForgotPasswordMutation,
  useValidateForgotAccountMutation,
} from '@aigc/store/auth-china';
import { Button, Spinner, TextField } from '@aigc/ui';
import { CodeField } from '../components/CodeField';
import { useValidatedForm } from '../hooks/useValidatedForm';
import { FormError } from './FormError';
import { NewPasswordFields } from './NewPasswordFields';
import { chinaErrorMessage, LOGIN_MESSAGES } from './messages';
import { accountRule, confirmCnRule, newPasswordCnRule, smsCodeRule } from './rules';
import { useSendCode } from './useSendCode';

/** The steps of a China password reset (docs/product.md §4: account → check → code and new password → success). */
export type ForgotStep = 'account' | 'verify' | 'password' | 'done';

/**
 * Who the steps are for and how they are worded: `forgot` — a visitor's
 * forgotten password, from the typed account; `change` — a signed-in user
 * changing their password by a code to their own number (else e-mail);
 * `set` — a signed-in user without a password (`hasPassword` false) setting
 * one the same way (docs/auth.md 'Password change').
 */
export type ForgotMode = 'forgot' | 'change' | 'set';

/** Props of {@link ForgotPasswordSteps}. */
export interface ForgotPasswordStepsProps {
  /** `forgot` only: the account to start with (typed on the login form). */
  initialAccount?: string;
  /** After the success notice: 'Back to login' (the dialog's login view) or 'Done'. */
  onDone: (account: string) => void;
  /** Leaves the steps before the end ('Back to login' / 'Cancel'). */
  onCancel: () => void;
  /** See {@link ForgotMode}; default `forgot`. */
  mode?: ForgotMode;
}

/**
 * The China password reset in steps (docs/auth.md 'Forgotten password in
 * steps'; docs/product.md §2, §4, §5):
 * 1. the account (mobile number or e-mail) →
 *    `GET /api/auth/forgot/password/validate?account=` — for a signed-in
 *    user (`change`, `set`) this step is skipped: the call leaves `account`
 *    out and the server starts from the user's own number, else e-mail;
 * 2. how it will be verified — by SMS (`validateType` `mobile`) or by e-mail
 *    (`email`) to the masked `validateTypeAccount` — with the send button
 *    (`POST …/forgot/password/code`, then a 60 s countdown) and the 6-digit code;
 * 3. the new password and its confirmation under the China rule (6–20, no
 *    spaces, two of letters, digits and specials), sent encrypted
 *    (`POST …/forgot/password/submit`); a refused code can go back a step;
 * 4. a success notice, then `onDone`.
 */
export function ForgotPasswordSteps({
  initialAccount = '',
  onDone,
  onCancel,
  mode = 'forgot',
}: ForgotPasswordStepsProps) {
  const { t } = useLingui();
  const own = mode !== 'forgot';
  const [step, setStep] = useState<ForgotStep>(own ? 'verify' : 'account');
  const [account, setAccount] = useState(initialAccount);
  const [proof, setProof] = useState<ResetStart | null>(null);
  const [code, setCode] = useState('');
  const steps: readonly ForgotStep[] = own
    ? ['verify', 'password']
    : ['account', 'verify', 'password'];

  const stepLabels: Record<Exclude<ForgotStep, 'done'>, string> = {
    account: t`Account`,
    verify: t`Verify`,
    password: t`New password`,
  };

  return (
    <div className="au-steps-flow">
      {step !== 'done' ? (
        <ol className="au-steps" aria-label={t`Steps`}>
          {steps.map((s, i) => (
            <li
              key={s}
              aria-current={s === step ? 'step' : undefined}
              data-done={steps.indexOf(step) > i || undefined}
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
          onNext={(typed, validation) => {
            setAccount(typed);
            setProof(validation);
            setCode('');
            setStep('verify');
          }}
        />
      ) : null}
      {step === 'verify' && !proof && own ? (
        <OwnAccountStart onStarted={setProof} onCancel={onCancel} />
      ) : null}
      {step === 'verify' && proof ? (
        <VerifyStep
          proof={proof}
          initialCode={code}
          backLabel={own ? t`Cancel` : t`Back`}
          onBack={own ? onCancel : () => setStep('account')}
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
            ) : mode === 'set' ? (
              <Trans>Your password has been set. You can now also log in with it.</Trans>
            ) : (
              <Trans>Your password has been reset. Log in with your new password.</Trans>
            )}
          </p>
          <Button variant="primary" size="lg" block onClick={() => onDone(account)}>
            {own ? <Trans>Done</Trans> : <Trans>Back to login</Trans>}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Step 1 for a signed-in user: asks the server to start from the user's own number (else e-mail). */
function OwnAccountStart({
  onStarted,
  onCancel,
}: {
  onStarted: (proof: ResetStart) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [validate, state] = useValidateForgotAccountMutation();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    validate({})
      .unwrap()
      .then((proof) => {
        if (live) onStarted(proof);
      })
      .catch(() => undefined); // shown from the mutation's error below
    return () => {
      live = false;
    };
  }, [validate, onStarted, attempt]);

  if (!state.isError) return <Spinner label={t`Loading`} />;
  return (
    <div className="au-form">
      <FormError messages={[chinaErrorMessage(state.error, LOGIN_MESSAGES.serviceError)]} />
      <Button variant="primary" size="lg" block onClick={() => setAttempt((n) => n + 1)}>
        <Trans>Try again</Trans>
      </Button>
      <p className="au-switch">
        <button type="button" className="au-link" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </p>
    </div>
  );
}

function AccountStep({
  initialAccount,
  onNext,
  onCancel,
}: {
  initialAccount: string;
  onNext: (account: string, validation: ResetStart) => void;
  onCancel: () => void;
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
      onNext(typed, await validate({ account: typed }).unwrap());
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
        label={t`Mobile number or e-mail`}
        autoComplete="username"
        {...form.fieldProps('account')}
      />
      <FormError messages={[chinaErrorMessage(state.error, LOGIN_MESSAGES.serviceError)]} />
      <Button type="submit" variant="primary" size="lg" block loading={state.isLoading}>
        <Trans>Next</Trans>
      </Button>
      <p className="au-switch">
        <button type="button" className="au-link" onClick={onCancel}>
          <Trans>Back to login</Trans>
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
  backLabel,
}: {
  proof: ResetStart;
  initialCode: string;
  onNext: (code: string) => void;
  onBack: () => void;
  backLabel: string;
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
  const target = proof.validateTypeAccount;
  const byPhone = proof.validateType === 'mobile';

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
          {backLabel}
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
  proof: ResetStart;
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
      <NewPasswordFields fieldProps={form.fieldProps} />
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
