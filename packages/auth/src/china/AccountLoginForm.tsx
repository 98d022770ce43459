import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLoginAccountMutation } from '@aigc/store/auth-china';
import { Button, TextField } from '@aigc/ui';
import { useValidatedForm } from '../hooks/useValidatedForm';
import { FormError } from './FormError';
import { chinaErrorMessage, LOGIN_MESSAGES } from './messages';
import { followLoginResult, type ChinaLoginHandlers } from './result';
import { accountRule, loginPasswordRule } from './rules';

type Field = 'account' | 'password';
const RULES = { account: accountRule, password: loginPasswordRule };

/** Props of {@link AccountLoginForm}. */
export interface AccountLoginFormProps extends ChinaLoginHandlers {
  initialAccount?: string;
  /** 'Forgot password?' with the typed account. */
  onForgot: (account: string) => void;
}

/**
 * The China account-login tab (docs/product.md §2, §5, §7): a mobile number, e-mail
 * or account name and the password, sent encrypted (RSA-OAEP, as every
 * password) by `POST /api/auth/login/account`; 'Forgot password?' starts the
 * reset steps with the typed account.
 */
export function AccountLoginForm({
  initialAccount = '',
  onForgot,
  ...handlers
}: AccountLoginFormProps) {
  const { t } = useLingui();
  const form = useValidatedForm<Field>({ account: initialAccount, password: '' }, RULES);
  const [login, loginState] = useLoginAccountMutation();
  const [noResult, setNoResult] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    loginState.reset();
    setNoResult(false);
    if (!form.validateAndFocus()) return;
    try {
      const result = await login({
        account: form.values.account.trim(),
        password: form.values.password,
      }).unwrap();
      if (!followLoginResult(result, handlers)) setNoResult(true);
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
      aria-label={t`Account login`}
    >
      <TextField
        label={t`Mobile number, e-mail or account`}
        autoComplete="username"
        {...form.fieldProps('account')}
      />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        {...form.fieldProps('password')}
      />
      <div className="au-row au-row--end">
        <button
          type="button"
          className="au-link"
          onClick={() => onForgot(form.values.account.trim())}
        >
          <Trans>Forgot password?</Trans>
        </button>
      </div>
      <FormError
        messages={[
          chinaErrorMessage(loginState.error, LOGIN_MESSAGES.loginFailed),
          noResult ? LOGIN_MESSAGES.loginRetry : null,
        ]}
      />
      <Button type="submit" variant="primary" size="lg" block loading={loginState.isLoading}>
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}
