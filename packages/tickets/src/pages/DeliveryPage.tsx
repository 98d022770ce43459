import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHIPPING_FIELDS, validateShippingField, type ShippingField, type ShippingValidationCode } from '@aigc/domain';
import { useConfirmShippingFieldMutation, useGetShippingInfoQuery } from '@aigc/store/make-real';
import { Button, ConfirmDialog, Skeleton, TextArea, TextField } from '@aigc/ui';
import { LockedValue } from '../components/LockedValue';
import '../styles/makeReal.css';

/** Translated text of each shipping validation code (domain `validateShippingField`). */
export function useShippingErrorText(): (code: ShippingValidationCode) => string {
  const { t } = useLingui();
  return (code) =>
    ({
      'address.required': t`Please enter your address`,
      'address.length': t`The address must be 5-200 characters`,
      'fullName.required': t`Please enter your full name`,
      'fullName.length': t`The full name must be at most 60 characters`,
      'phone.required': t`Please enter your phone number`,
      'phone.invalid': t`Please enter a valid phone number`,
    })[code];
}

/**
 * `/delivery` (login required, docs/product.md §2 'Shipping information form', §5):
 * address, full name and phone. Each field is confirmed on its own — after a
 * confirmation dialog — and is then locked, here and on the server (which
 * validates and refuses changes to a locked field). Errors are shown under
 * the field; server messages are toasted by the store.
 */
export function DeliveryPage() {
  const { t } = useLingui();
  const { data, isLoading } = useGetShippingInfoQuery();
  const [confirmField, { isLoading: saving }] = useConfirmShippingFieldMutation();
  const errorText = useShippingErrorText();
  const [draft, setDraft] = useState<Record<ShippingField, string>>({ address: '', fullName: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<ShippingField, string>>>({});
  const [asking, setAsking] = useState<ShippingField | null>(null);

  useEffect(() => {
    if (data) setDraft((d) => ({ address: d.address || data.address, fullName: d.fullName || data.fullName, phone: d.phone || data.phone }));
  }, [data]);

  const labels: Record<ShippingField, string> = { address: t`Address`, fullName: t`Full name`, phone: t`Phone` };

  const ask = (field: ShippingField) => {
    const problem = validateShippingField(field, draft[field]);
    setErrors((e) => ({ ...e, [field]: problem ? errorText(problem.code) : undefined }));
    if (!problem) setAsking(field);
  };
  const confirm = async () => {
    if (!asking) return;
    try {
      await confirmField({ field: asking, value: draft[asking] }).unwrap();
    } catch {
      // the store toasts the server's message
    }
    setAsking(null);
  };

  return (
    <div className="mr-page mr-page--narrow">
      <h1 className="mr-hero__title">
        <Trans>Shipping information</Trans>
      </h1>
      <p className="mr-muted">
        <Trans>Where should we send the items you help make real? Each field is locked once you confirm it.</Trans>
      </p>
      {isLoading || !data ? (
        <div className="mr-form" aria-hidden="true">
          <Skeleton style={{ height: 72 }} />
          <Skeleton style={{ height: 48 }} />
          <Skeleton style={{ height: 48 }} />
        </div>
      ) : (
        <form className="mr-form" onSubmit={(e) => e.preventDefault()} noValidate>
          {SHIPPING_FIELDS.map((field) =>
            data.locked[field] ? (
              <LockedValue
                key={field}
                testId={`locked-${field}`}
                label={
                  <>
                    {labels[field]} · <Trans>Locked</Trans>
                  </>
                }
                value={data[field]}
              />
            ) : (
              <div key={field} className="mr-field-row">
                {field === 'address' ? (
                  <TextArea
                    label={labels[field]}
                    value={draft[field]}
                    rows={3}
                    maxLength={200}
                    autoComplete="street-address"
                    error={errors[field]}
                    onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
                  />
                ) : (
                  <TextField
                    label={labels[field]}
                    value={draft[field]}
                    maxLength={field === 'phone' ? 24 : 60}
                    type={field === 'phone' ? 'tel' : 'text'}
                    autoComplete={field === 'phone' ? 'tel' : 'name'}
                    error={errors[field]}
                    onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
                  />
                )}
                <Button variant="secondary" onClick={() => ask(field)} aria-label={t`Confirm ${labels[field]}`}>
                  <Trans>Confirm</Trans>
                </Button>
              </div>
            ),
          )}
        </form>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t`Confirm ${asking ? labels[asking] : ''}?`}
        message={
          asking ? (
            <>
              <span className="mr-locked__value">{draft[asking].trim()}</span>
              <br />
              <Trans>Once confirmed, it cannot be changed.</Trans>
            </>
          ) : null
        }
        confirmLabel={t`Confirm and lock`}
        cancelLabel={t`Keep editing`}
        loading={saving}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
