import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLoginMobileMutation, useSendLoginMobileCodeMutation } from '@aigc/store/auth-china';
import { Button } from '@aigc/ui';
import { useValidatedForm } from '../hooks/useValidatedForm';
import { FormError } from './FormError';
import { chinaErrorMessage, LOGIN_MESSAGES } from './messages';
import { MobileCodeFields } from './MobileCodeFields';
import type { ChinaLoginHandlers } from './result';
import { mobileRule, smsCodeRule } from './rules';
import { useSendCode } from './useSendCode';

type Field = 'mobile' | 'code';
const RULES = { mobile: mobileRule, code: smsCodeRule };

/**
 * The China phone-login tab (docs/product.md §2, §4, §5; docs/auth.md 'Phone
 * login'): mobile number (11 digits, 1 then 3–9), the SMS code sent by
 * `POST /api/auth/login/mobile/code` (the button then counts down 60 s) and
 * `POST /api/auth/login/mobile`, which signs in (a new number gets an
 * account) → `onLoggedIn`.
 */
export function PhoneLoginForm({ onLoggedIn }: Pick<ChinaLoginHandlers, 'onLoggedIn'>) {
  const { t } = useLingui();
  const form = useValidatedForm<Field>({ mobile: '', code: '' }, RULES);
  const [sendCode] = useSendLoginMobileCodeMutation();
  const [login, loginState] = useLoginMobileMutation();
  const code = useSendCode(
    () => {
      loginState.reset();
      if (form.validateField('mobile')) return true;
      form.focus('mobile');
      return false;
    },
    () => sendCode({ mobile: form.values.mobile.trim() }).unwrap(),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    loginState.reset();
    code.clearError();
    if (!form.validateAndFocus()) return;
    try {
      const result = await login({
        mobile: form.values.mobile.trim(),
        code: form.values.code.trim(),
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
      aria-label={t`Phone login`}
    >
      <MobileCodeFields form={form} code={code} />
      <FormError
        messages={[
          chinaErrorMessage(loginState.error, LOGIN_MESSAGES.loginFailed),
          chinaErrorMessage(code.error, LOGIN_MESSAGES.sendFailed),
        ]}
      />
      <Button type="submit" variant="primary" size="lg" block loading={loginState.isLoading}>
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}
