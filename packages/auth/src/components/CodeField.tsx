import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { SendCodeButton, TextField } from '@aigc/ui';

/**
 * The 6-digit e-mail code input with its send button (docs/product.md §4 'Send-code
 * button': disabled with a countdown for 60 s after a send).
 * `onSend` resolves true when the code went out (starts the countdown);
 * once `sent`, a note says where the code went and how long it is valid
 * (`sentNote`; default: the e-mail note). Also the SMS code of the China forms.
 */
export function CodeField({
  value,
  onChange,
  error,
  onSend,
  sent = false,
  sentNote,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  onSend: () => Promise<boolean>;
  sent?: boolean;
  sentNote?: ReactNode;
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
          {sentNote ?? <Trans>We sent a 6-digit code to your e-mail. It is valid for 10 minutes.</Trans>}
        </p>
      ) : null}
    </>
  );
}

/** The part of a validated form that {@link EmailCodeFields} fills in. */
interface EmailCodeForm {
  values: { code: string };
  setValue: (field: 'code', value: string) => void;
  message: (field: 'code') => string | undefined;
  fieldProps: (field: 'email') => Omit<ComponentProps<typeof TextField>, 'label'>;
}

/**
 * The first two fields of the sign-up and reset forms: the e-mail, then the
 * code with its send button (`code` from `useEmailCode`), wired to the form.
 */
export function EmailCodeFields({ form, code }: { form: EmailCodeForm; code: { send: () => Promise<boolean>; sent: boolean } }) {
  const { t } = useLingui();
  return (
    <>
      <TextField label={t`E-mail`} type="email" autoComplete="email" inputMode="email" {...form.fieldProps('email')} />
      <CodeField
        value={form.values.code}
        onChange={(value) => form.setValue('code', value)}
        error={form.message('code')}
        onSend={code.send}
        sent={code.sent}
      />
    </>
  );
}
