import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLoginAccountMutation } from '@aigc/store/auth-china';
import { Button, TextField } from '@aigc/ui';
import { DEFAULT_LEGAL_LINKS, TermsCheckbox, type LegalLinks } from '../components/TermsCheckbox';
import { useTermsConsent } from '../hooks/useTermsConsent';
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
  /** Paths of the legal pages, for the terms box when the server asks for it. */
  legalLinks?: LegalLinks;
}

/**
 * The China account-login tab (docs/product.md §2, §5; docs/auth.md 'Account
 * login'): a mobile number or e-mail and the password, sent encrypted
 * (RSA-OAEP, as every password) by `POST /api/auth/login/account`, which
 * signs in → `onLoggedIn`; 'Forgot password?' starts the reset steps with
 * the typed account. An account that has not accepted the terms in force
 * gets the terms box (what was typed stays) and the next submit accepts
 * them (docs/auth.md 'Terms').
 */
export function AccountLoginForm({
  initialAccount = '',
  onForgot,
  onLoggedIn,
  legalLinks = DEFAULT_LEGAL_LINKS,
}: AccountLoginFormProps) {
  const { t } = useLingui();
  const form = useValidatedForm<Field>({ account: initialAccount, password: '' }, RULES);
  const terms = useTermsConsent({ required: false, submitted: form.submitted, focus: () => form.focus('terms') });
  const [login, loginState] = useLoginAccountMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    loginState.reset();
    if (!form.validateAndFocus()) return;
    if (!terms.accepted) return form.focus('terms');
    try {
      const result = await login({
        account: form.values.account.trim(),
        password: form.values.password,
        ...(terms.termsVersion ? { termsVersion: terms.termsVersion } : {}),
      }).unwrap();
      onLoggedIn(result.user);
    } catch (failure) {
      // The terms: the box appears. Anything else: shown from the mutation's error below.
      terms.askedBy(failure);
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
      {terms.shown ? (
        <TermsCheckbox checked={terms.checked} onCheckedChange={terms.setChecked} error={terms.error} links={legalLinks} />
      ) : null}
      <FormError messages={[chinaErrorMessage(terms.unlessAsked(loginState.error), LOGIN_MESSAGES.loginFailed)]} />
      <Button type="submit" variant="primary" size="lg" block loading={loginState.isLoading}>
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}
