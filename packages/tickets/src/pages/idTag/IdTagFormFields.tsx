import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { US_STATE_CODES } from '@aigc/domain';
import { Button, Checkbox, TextField } from '@aigc/ui';
import type { IdTagForm } from './useIdTagForm';

/**
 * The claim form of the free ID tag page: name on the tag, street,
 * apartment, city, state (a native select of the US state codes), ZIP, the
 * US-resident checkbox and 'Claim my free ID tag', which asks for review.
 */
export function IdTagFormFields({ form }: { form: IdTagForm }) {
  const { t } = useLingui();
  const stateId = useId();
  const { address, error } = form;
  return (
    <form className="mr-form" onSubmit={(e) => (e.preventDefault(), form.review())} noValidate>
      <TextField label={t`Name on the tag`} value={form.name} maxLength={60} error={error('name')} onChange={(e) => form.setName(e.target.value)} />
      <TextField
        label={t`Street address`}
        value={address.line1}
        autoComplete="address-line1"
        error={error('line1')}
        onChange={(e) => form.setLine('line1', e.target.value)}
      />
      <TextField
        label={t`Apartment, suite (optional)`}
        value={address.line2}
        autoComplete="address-line2"
        onChange={(e) => form.setLine('line2', e.target.value)}
      />
      <div className="mr-grid-2">
        <TextField
          label={t`City`}
          value={address.city}
          autoComplete="address-level2"
          error={error('city')}
          onChange={(e) => form.setLine('city', e.target.value)}
        />
        <div className="mr-select">
          <label htmlFor={stateId}>
            <Trans>State</Trans>
          </label>
          <select
            id={stateId}
            value={address.state}
            aria-invalid={error('state') ? true : undefined}
            onChange={(e) => form.setLine('state', e.target.value)}
          >
            <option value="">{t`Choose…`}</option>
            {US_STATE_CODES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          {error('state') ? (
            <span className="ui-field__error" role="alert">
              {error('state')}
            </span>
          ) : null}
        </div>
      </div>
      <TextField
        label={t`ZIP code`}
        value={address.zip}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        error={error('zip')}
        onChange={(e) => form.setLine('zip', e.target.value)}
      />
      <Checkbox checked={form.isUs} onCheckedChange={form.setIsUs} label={t`I live in the United States`} error={error('us')} />
      <div>
        <Button type="submit" variant="want">
          <Trans>Claim my free ID tag</Trans>
        </Button>
      </div>
    </form>
  );
}
