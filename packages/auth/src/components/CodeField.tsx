import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { SendCodeButton, TextField } from '@aigc/ui';

/**
 * The 6-digit e-mail code input with its send button (docs/product.md §4 'Send-code
 * button': disabled with a countdown for 60 s after a send).
 * `onSend` resolves true when the code went out (starts the countdown);
 * once `sent`, a note says where the code went and how long it is valid.
 */
export function CodeField({
  value,
  onChange,
  error,
  onSend,
  sent = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  onSend: () => Promise<boolean>;
  sent?: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <div className="au-code">
        <TextField
          label={t`Verification code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value.replace(/\D/g, ''))}
          error={error}
        />
        <div className="au-code__send">
          <SendCodeButton onSend={onSend} />
        </div>
      </div>
      {sent ? (
        <p className="au-hint" role="status">
          <Trans>We sent a 6-digit code to your e-mail. It is valid for 10 minutes.</Trans>
        </p>
      ) : null}
    </>
  );
}
