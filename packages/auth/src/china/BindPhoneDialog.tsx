import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@aigc/api-client';
import { useBindMobileMutation, useSendBindMobileCodeMutation } from '@aigc/store/auth-china';
import { Button, Dialog } from '@aigc/ui';
import { DEFAULT_LEGAL_LINKS, TermsCheckbox, type LegalLinks } from '../components/TermsCheckbox';
import { useTermsConsent } from '../hooks/useTermsConsent';
import { useValidatedForm } from '../hooks/useValidatedForm';
import { FormError } from './FormError';
import { chinaErrorMessage, LOGIN_MESSAGES } from './messages';
import { MobileCodeFields } from './MobileCodeFields';
import { mobileRule, smsCodeRule } from './rules';
import { useSendCode } from './useSendCode';

type Field = 'mobile' | 'code';
const RULES = { mobile: mobileRule, code: smsCodeRule };

/** Props of {@link BindPhoneForm}. */
export interface BindPhoneFormProps {
  /** The `validateAuthToken` of the WeChat login that asked for the binding (docs/auth.md 'WeChat'). */
  validateAuthToken: string;
  /** The phone is bound and the session started. */
  onLoggedIn: (user: User) => void;
  /** Paths of the legal pages, for the terms box when the server asks for it. */
  legalLinks?: LegalLinks;
}

/**
 * Binding a phone to finish a WeChat login (docs/product.md §2, §4, §5;
 * docs/auth.md 'WeChat'): mobile number and SMS code — both required — with
 * `POST /api/auth/binding/mobile/code` and `…/binding/mobile/submit`, each
 * carrying the login's `validateAuthToken`; the submit signs in. A number
 * of another account answers 409 (shown; another number may be tried). A
 * new account (or one that has not accepted the terms in force) gets the
 * terms box, the number and code staying, and the next submit accepts them
 * (docs/auth.md 'Terms').
 */
export function BindPhoneForm({ validateAuthToken, onLoggedIn, legalLinks = DEFAULT_LEGAL_LINKS }: BindPhoneFormProps) {
  const { t } = useLingui();
  const form = useValidatedForm<Field>({ mobile: '', code: '' }, RULES);
  const terms = useTermsConsent({ required: false, submitted: form.submitted, focus: () => form.focus('terms') });
  const [sendCode] = useSendBindMobileCodeMutation();
  const [bind, bindState] = useBindMobileMutation();
  const code = useSendCode(
    () => {
      bindState.reset();
      if (form.validateField('mobile')) return true;
      form.focus('mobile');
      return false;
    },
    () => sendCode({ mobile: form.values.mobile.trim(), validateAuthToken }).unwrap(),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    bindState.reset();
    code.clearError();
    if (!form.validateAndFocus()) return;
    if (!terms.accepted) return form.focus('terms');
    try {
      const result = await bind({
        mobile: form.values.mobile.trim(),
        code: form.values.code.trim(),
        validateAuthToken,
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
      aria-label={t`Bind your phone`}
    >
      <MobileCodeFields form={form} code={code} />
      {terms.shown ? (
        <TermsCheckbox checked={terms.checked} onCheckedChange={terms.setChecked} error={terms.error} links={legalLinks} />
      ) : null}
      <FormError
        messages={[
          chinaErrorMessage(terms.unlessAsked(bindState.error), LOGIN_MESSAGES.loginFailed),
          chinaErrorMessage(code.error, LOGIN_MESSAGES.sendFailed),
        ]}
      />
      <Button type="submit" variant="primary" size="lg" block loading={bindState.isLoading}>
        <Trans>Bind and log in</Trans>
      </Button>
    </form>
  );
}

/** Props of {@link BindPhoneDialog}. */
export interface BindPhoneDialogProps extends BindPhoneFormProps {
  open: boolean;
  /** Closing without binding leaves the person signed out. */
  onOpenChange: (open: boolean) => void;
}

/**
 * The bind-phone dialog (docs/product.md §2 'Login dialogs — China', §4): opened
 * when a login answers `requiredBinding` (the login dialog closes first);
 * the session starts once the phone is bound.
 */
export function BindPhoneDialog({
  open,
  onOpenChange,
  validateAuthToken,
  onLoggedIn,
  legalLinks,
}: BindPhoneDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Bind your phone number`}
      description={t`Your account has no mobile number yet. Bind one to finish logging in.`}
      size="sm"
    >
      <div className="au-dialog">
        <BindPhoneForm
          key={validateAuthToken}
          validateAuthToken={validateAuthToken}
          onLoggedIn={onLoggedIn}
          {...(legalLinks ? { legalLinks } : {})}
        />
      </div>
    </Dialog>
  );
}
