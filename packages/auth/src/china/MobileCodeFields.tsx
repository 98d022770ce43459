import type { ComponentProps } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@aigc/ui';
import { CodeField } from '../components/CodeField';

/** The part of a validated form that {@link MobileCodeFields} fills in. */
interface MobileCodeForm {
  values: { code: string };
  setValue: (field: 'code', value: string) => void;
  message: (field: 'code') => string | undefined;
  fieldProps: (field: 'mobile') => Omit<ComponentProps<typeof TextField>, 'label'>;
}

/**
 * A mobile number and its 6-digit SMS code with the send button (docs/product.md
 * §4, §5: 11 digits starting 1 then 3–9; the button counts down 60 s after
 * a send). Used by the phone login and the phone binding.
 */
export function MobileCodeFields({
  form,
  code,
}: {
  form: MobileCodeForm;
  code: { send: () => Promise<boolean>; sent: boolean };
}) {
  const { t } = useLingui();
  const mobile = form.fieldProps('mobile');
  return (
    <>
      <TextField
        label={t`Mobile number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        {...mobile}
      />
      <CodeField
        value={form.values.code}
        onChange={(value) => form.setValue('code', value)}
        error={form.message('code')}
        onSend={code.send}
        sent={code.sent}
        sentNote={<Trans>We sent a 6-digit code by SMS. It is valid for 10 minutes.</Trans>}
      />
    </>
  );
}
