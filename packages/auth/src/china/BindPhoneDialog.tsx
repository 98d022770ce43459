import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@aigc/api-client';
import { useBindMobileMutation, useSendBindMobileCodeMutation } from '@aigc/store/auth-china';
import { Button, Dialog } from '@aigc/ui';
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
}

/**
 * Binding a phone to finish a WeChat login (docs/product.md §2, §4, §5;
 * docs/auth.md 'WeChat'): mobile number and SMS code — both required — with
 * `POST /api/auth/binding/mobile/code` and `…/binding/mobile/submit`, each
 * carrying the login's `validateAuthToken`; the submit signs in. A number
 * of another account answers 409 (shown; another number may be tried).
 */
export function BindPhoneForm({ validateAuthToken, onLoggedIn }: BindPhoneFormProps) {
  const { t } = useLingui();
  const form = useValidatedForm<Field>({ mobile: '', code: '' }, RULES);
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
    try {
      const result = await bind({
        mobile: form.values.mobile.trim(),
        code: form.values.code.trim(),
        validateAuthToken,
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
      aria-label={t`Bind your phone`}
    >
      <MobileCodeFields form={form} code={code} />
      <FormError
        messages={[
          chinaErrorMessage(bindState.error, LOGIN_MESSAGES.loginFailed),
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
        />
      </div>
    </Dialog>
  );
}
