import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@aigc/api-client';
import { useRegisterEmailMutation } from '@aigc/store';
import { Button, TextField } from '@aigc/ui';
import { useEmailCode } from '../hooks/useEmailCode';
import { useTermsConsent } from '../hooks/useTermsConsent';
import { useValidatedForm } from '../hooks/useValidatedForm';
import { codeRule, confirmRule, emailRule, newPasswordRule, nicknameRule } from '../util/rules';
import { EmailCodeFields } from './CodeField';
import { ServerError } from './ServerError';
import { TermsCheckbox } from './TermsCheckbox';
import { GoogleButton } from '../google/GoogleButton';
import type { LegalLinks } from './TermsCheckbox';

type Field = 'email' | 'code' | 'nickname' | 'password' | 'confirm';

const RULES = { email: emailRule, code: codeRule, nickname: nicknameRule, password: newPasswordRule, confirm: confirmRule };

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  initialEmail?: string;
  onSuccess: (user: User) => void;
  onSignIn: (email: string) => void;
  legalLinks: LegalLinks;
  /** Where 'Continue with Google' comes back to; unset = no Google button. */
  googleRedirect?: string;
  /** Sent as `fromLink` (where the sign-up started), e.g. the current path. */
  fromLink?: string;
}

/**
 * The international sign-up view (docs/product.md §2, §5, §7 POST /api/auth/register/email):
 * e-mail, a code mailed by the send-code button, nickname, password,
 * confirmation and the required terms checkbox (its version is recorded on
 * the account, docs/auth.md 'Terms'). A new account gets 5 want-tickets
 * (docs/product.md §1) and is signed in at once. With `googleRedirect`,
 * 'Continue with Google' (which also needs the terms ticked, and carries them).
 */
export function RegisterForm({ initialEmail = '', onSuccess, onSignIn, legalLinks, fromLink, googleRedirect }: RegisterFormProps) {
  const { t } = useLingui();
  const form = useValidatedForm<Field>({ email: initialEmail, code: '', nickname: '', password: '', confirm: '' }, RULES);
  // docs/product.md §5: international sign-in and sign-up need the terms ticked.
  const [googleTried, setGoogleTried] = useState(false);
  const terms = useTermsConsent({ required: true, submitted: form.submitted || googleTried, focus: () => form.focus('terms') });
  const [register, registerState] = useRegisterEmailMutation();
  const code = useEmailCode({ form, onSend: registerState.reset });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    registerState.reset();
    code.reset();
    if (!form.validateAndFocus()) return;
    if (!terms.accepted) return form.focus('terms');
    const v = form.values;
    try {
      const result = await register({
        email: v.email.trim(),
        code: v.code.trim(),
        nickname: v.nickname.trim(),
        password: v.password,
        termsVersion: terms.termsVersion,
        ...(fromLink ? { fromLink } : {}),
      }).unwrap();
      onSuccess(result.user);
    } catch (failure) {
      // A box the server still finds unticked (a stale page): the box says it. Else shown from the mutation's error below.
      terms.askedBy(failure);
    }
  };

  return (
    <form ref={form.formRef} className="au-form" noValidate onSubmit={(e) => void submit(e)} aria-label={t`Create an account`}>
      <EmailCodeFields form={form} code={code} />
      <TextField label={t`Nickname`} autoComplete="nickname" {...form.fieldProps('nickname')} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        hint={t`6–20 characters with at least one letter and one digit`}
        {...form.fieldProps('password')}
      />
      <TextField label={t`Confirm password`} type="password" autoComplete="new-password" {...form.fieldProps('confirm')} />
      <TermsCheckbox checked={terms.checked} onCheckedChange={terms.setChecked} error={terms.error} links={legalLinks} />
      <ServerError errors={[terms.unlessAsked(registerState.error), code.error]} />
      <Button type="submit" variant="primary" size="lg" block loading={registerState.isLoading}>
        <Trans>Create account</Trans>
      </Button>
      {googleRedirect ? (
        <GoogleButton
          redirect={googleRedirect}
          termsVersion={terms.termsVersion}
          onBeforeStart={() => {
            setGoogleTried(true);
            if (!terms.accepted) form.focus('terms');
            return terms.accepted;
          }}
        />
      ) : null}
      <p className="au-switch">
        <Trans>Already have an account?</Trans>{' '}
        <button type="button" className="au-link" onClick={() => onSignIn(form.values.email)}>
          <Trans>Sign in</Trans>
        </button>
      </p>
    </form>
  );
}
