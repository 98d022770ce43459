import { useState } from 'react';

/**
 * The send-code step of a China form (docs/product.md §4 'Send-code button'):
 * `send()` runs `validate` first (which shows and focuses the field's
 * message when it fails), then `call` (an RTK mutation's `.unwrap()`), and
 * resolves true when the code went out — the button then counts down 60 s —
 * or false (the failure is in `error`). `sent` turns true after a success.
 */
export function useSendCode(validate: () => boolean, call: () => Promise<unknown>) {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const send = async () => {
    setError(null);
    if (!validate()) return false;
    try {
      await call();
      setSent(true);
      return true;
    } catch (cause) {
      setError(cause);
      return false;
    }
  };
  return { send, sent, error, clearError: () => setError(null) };
}
