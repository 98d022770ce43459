import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLoginAccountMutation } from '@aigc/store/auth-china';
import { Button, TextField } from '@aigc/ui';
import { useValidatedForm } from '../hooks/useValidatedForm';
import { FormError } from './FormError';
import { chinaErrorMessage, LOGIN_MESSAGES } from './messages';
import type { ChinaLoginHandlers } from './result';
import { accountRule, loginPasswordRule } from './rules';

type Field = 'account' | 'password';
const RULES = { account: accountRule, password: loginPasswordRule };

/** Props of {@link AccountLoginForm}. */
export interface AccountLoginFormProps extends Pick<ChinaLoginHandlers, 'onLoggedIn'> {
  initialAccount?: string;
  /** 'Forgot password?' with the typed account. */
  onForgot: (account: string) => void;
}

/**
 * The China account-login tab (docs/product.md §2, §5; docs/auth.md 'Account
 * login'): a mobile number or e-mail and the password, sent encrypted
 * (RSA-OAEP, as every password) by `POST /api/auth/login/account`, which
 * signs in → `onLoggedIn`; 'Forgot password?' starts the reset steps with
 * the typed account.
 */
export function AccountLoginForm({
  initialAccount = '',
  onForgot,
  onLoggedIn,
}: AccountLoginFormProps) {
  const { t } = useLingui();
  const form = useValidatedForm<Field>({ account: initialAccount, password: '' }, RULES);
  const [login, loginState] = useLoginAccountMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    loginState.reset();
    if (!form.validateAndFocus()) return;
    try {
      const result = await login({
        account: form.values.account.trim(),
        password: form.values.password,
      }).unwrap();
      onLoggedIn(result.user);
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
        label={t`Mobile number or e-mail`}
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
      <FormError messages={[chinaErrorMessage(loginState.error, LOGIN_MESSAGES.loginFailed)]} />
      <Button type="submit" variant="primary" size="lg" block loading={loginState.isLoading}>
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}
