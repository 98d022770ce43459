import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLoginMobileMutation, useSendLoginMobileCodeMutation } from '@aigc/store/auth-china';
import { Button } from '@aigc/ui';
import { DEFAULT_LEGAL_LINKS, TermsCheckbox, type LegalLinks } from '../components/TermsCheckbox';
import { useTermsConsent } from '../hooks/useTermsConsent';
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
 * account) → `onLoggedIn`. A new number, or an account that has not
 * accepted the terms in force, is answered with the terms box (the number
 * and the code stay, the code still valid) and the next submit accepts them
 * (docs/auth.md 'Terms'); a returning account sees no box.
 */
export function PhoneLoginForm({
  onLoggedIn,
  legalLinks = DEFAULT_LEGAL_LINKS,
}: Pick<ChinaLoginHandlers, 'onLoggedIn'> & { legalLinks?: LegalLinks }) {
  const { t } = useLingui();
  const form = useValidatedForm<Field>({ mobile: '', code: '' }, RULES);
  const terms = useTermsConsent({ required: false, submitted: form.submitted, focus: () => form.focus('terms') });
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
    if (!terms.accepted) return form.focus('terms');
    try {
      const result = await login({
        mobile: form.values.mobile.trim(),
        code: form.values.code.trim(),
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
      aria-label={t`Phone login`}
    >
      <MobileCodeFields form={form} code={code} />
      {terms.shown ? (
        <TermsCheckbox checked={terms.checked} onCheckedChange={terms.setChecked} error={terms.error} links={legalLinks} />
      ) : null}
      <FormError
        messages={[
          chinaErrorMessage(terms.unlessAsked(loginState.error), LOGIN_MESSAGES.loginFailed),
          chinaErrorMessage(code.error, LOGIN_MESSAGES.sendFailed),
        ]}
      />
      <Button type="submit" variant="primary" size="lg" block loading={loginState.isLoading}>
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}
