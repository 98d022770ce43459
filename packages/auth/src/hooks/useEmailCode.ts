import { useSendEmailCodeMutation } from '@aigc/store';

/** The part of a {@link ValidatedForm} the code flow needs: an e-mail field. */
interface EmailForm {
  values: { email: string };
  validateField: (field: 'email') => boolean;
  focus: (name: string) => void;
}

/** Options of {@link useEmailCode}. */
export interface EmailCodeOptions {
  form: EmailForm;
  /** Code type sent with the request (e.g. 'FORGET_PASSWORD'); left out for sign-up. */
  type?: 'FORGET_PASSWORD';
  /** Called before each send (e.g. to clear the form's own server error). */
  onSend?: () => void;
}

/**
 * Sending the e-mail code of the sign-up and reset forms (docs/product.md §4 'Send-code
 * button', §7 `/api/auth/register/email/code`). `send()` checks the e-mail
 * field (showing its message and focusing it when invalid) and resolves
 * true when the code went out (the button then counts down), false
 * otherwise; the server's failure is in `error`. `sent` turns true after a
 * successful send.
 */
export function useEmailCode({ form, type, onSend }: EmailCodeOptions) {
  const [sendCode, state] = useSendEmailCodeMutation();
  const send = async () => {
    onSend?.();
    if (!form.validateField('email')) {
      form.focus('email');
      return false;
    }
    try {
      await sendCode({ email: form.values.email.trim(), ...(type ? { type } : {}) }).unwrap();
      return true;
    } catch {
      return false;
    }
  };
  return { send, sent: state.isSuccess, error: state.error, reset: state.reset };
}
