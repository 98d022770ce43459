import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { CODE_RESEND_SECONDS } from '@aigc/domain';
import { Button } from './Button';
import type { ButtonProps } from './Button';

/** Props of {@link SendCodeButton}. */
export interface SendCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  /**
   * Sends the code. Resolve true when it was sent (the countdown starts),
   * false when it was not (e.g. invalid e-mail; the button is usable again).
   * A rejection counts as false.
   */
  onSend: () => Promise<boolean>;
  /** Countdown length in seconds after a successful send. Default 60 (docs/product.md §4, §9). */
  seconds?: number;
}

/**
 * "Send code" button (docs/product.md §4): while sending it shows a spinner; after a
 * successful send it is disabled for `seconds` with a live "Resend in N s"
 * countdown, then reads "Resend code".
 */
export function SendCodeButton({
  onSend,
  seconds = CODE_RESEND_SECONDS,
  variant = 'secondary',
  disabled,
  ...rest
}: SendCodeButtonProps) {
  const [sending, setSending] = useState(false);
  const [remaining, setRemaining] = useState(0);
  const [sentOnce, setSentOnce] = useState(false);
  const deadline = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const counting = remaining > 0;
  // One interval per countdown; the remaining time is read from the deadline
  // so a throttled background tab still shows the right number.
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => {
      setRemaining(Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000)));
    }, 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const send = async () => {
    if (sending || remaining > 0) return;
    setSending(true);
    let sent: boolean;
    try {
      sent = await onSend();
    } catch {
      sent = false;
    }
    if (!mounted.current) return;
    setSending(false);
    if (sent) {
      deadline.current = Date.now() + seconds * 1000;
      setSentOnce(true);
      setRemaining(seconds);
    }
  };

  return (
    <Button
      variant={variant}
      {...rest}
      onClick={() => void send()}
      loading={sending}
      disabled={disabled || counting}
    >
      {counting ? (
        <Trans>Resend in {remaining}s</Trans>
      ) : sentOnce ? (
        <Trans>Resend code</Trans>
      ) : (
        <Trans>Send code</Trans>
      )}
    </Button>
  );
}
