import type { ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@aigc/ui';

/** What one field of {@link NewPasswordFields} takes (`useValidatedForm().fieldProps(name)`). */
interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

/**
 * The new password and its confirmation under the China password rule
 * (docs/product.md §5: 6–20 characters, at least two of letters, digits and
 * special characters, no spaces): the one pair of fields the password change
 * and the forgotten-password steps share.
 */
export function NewPasswordFields({ fieldProps }: { fieldProps: (field: 'password' | 'confirm') => FieldProps }) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={t`6–20 characters with at least two of letters, digits and special characters, no spaces`}
        {...fieldProps('password')}
      />
      <TextField label={t`Confirm new password`} type="password" autoComplete="new-password" {...fieldProps('confirm')} />
    </>
  );
}
