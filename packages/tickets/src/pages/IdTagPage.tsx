import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ID_TAG_COUNTRY,
  ID_TAG_SHIP_DAYS,
  US_STATE_CODES,
  validateIdTagClaim,
  type IdTagValidationCode,
  type UsAddress,
} from '@aigc/domain';
import {
  loginDialogOpened,
  selectIsLogin,
  useAppDispatch,
  useAppSelector,
  useClaimIdTagMutation,
  useGetIdTagCampaignQuery,
} from '@aigc/store';
import { Button, Checkbox, ConfirmDialog, Skeleton, TextField } from '@aigc/ui';
import { LockIcon } from '../components/LockIcon';
import '../styles/makeReal.css';

function useIdTagErrorText(): (code: IdTagValidationCode) => string {
  const { t } = useLingui();
  return (code) =>
    ({
      'idTag.nameRequired': t`Please enter the name for the tag`,
      'idTag.nameLength': t`The name must be at most 60 characters`,
      'idTag.notUs': t`The free ID tag is for US residents only`,
      'idTag.line1': t`Please enter your street address`,
      'idTag.city': t`Please enter your city`,
      'idTag.state': t`Please choose your state`,
      'idTag.zip': t`Please enter a valid ZIP code`,
    })[code];
}

const FIELD_OF: Record<IdTagValidationCode, string> = {
  'idTag.nameRequired': 'name',
  'idTag.nameLength': 'name',
  'idTag.notUs': 'us',
  'idTag.line1': 'line1',
  'idTag.city': 'city',
  'idTag.state': 'state',
  'idTag.zip': 'zip',
};

/**
 * The free ID tag page (`/free-id-tag`; docs/product.md §1, §2, §5): US residents only,
 * the first 10,000 users, shipped in 7 to 9 days. Shows how many are left; a
 * signed-in US resident enters the name for the tag and a US address, checks
 * them in a confirmation dialog and claims — after which name and address
 * are shown locked (the server refuses a second claim and never counts past
 * 10,000). Visitors are asked to sign in.
 */
export function IdTagPage() {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const isLogin = useAppSelector(selectIsLogin);
  const { data, isLoading } = useGetIdTagCampaignQuery();
  const [claim, { isLoading: claiming }] = useClaimIdTagMutation();
  const errorText = useIdTagErrorText();
  const [name, setName] = useState('');
  const [isUs, setIsUs] = useState(false);
  const [address, setAddress] = useState<Required<UsAddress>>({ line1: '', line2: '', city: '', state: '', zip: '' });
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const stateId = useId();
  const fmt = (n: number) => new Intl.NumberFormat(i18n.locale || 'en-US').format(n);

  const input = { name, country: isUs ? ID_TAG_COUNTRY : '', address };
  const review = () => {
    const problem = validateIdTagClaim(input);
    setError(problem ? { field: FIELD_OF[problem.code], text: errorText(problem.code) } : null);
    if (!problem) setReviewing(true);
  };
  const submit = async () => {
    try {
      await claim(input).unwrap();
    } catch {
      // toasted by the store (already claimed, sold out…)
    }
    setReviewing(false);
  };
  const err = (field: string) => (error?.field === field ? error.text : undefined);
  const mine = data?.claim ?? null;
  const oneLine = (a: UsAddress) => [a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join('\n');
  const limit = data ? fmt(data.limit) : '10,000';
  const min = ID_TAG_SHIP_DAYS.min;
  const max = ID_TAG_SHIP_DAYS.max;

  return (
    <main className="mr-page mr-page--narrow">
      <section className="mr-hero" aria-labelledby="idtag-title">
        <p className="mr-hero__eyebrow">
          <Trans>Free for the first {limit}</Trans>
        </p>
        <h1 id="idtag-title" className="mr-hero__title">
          <Trans>Your free ID tag</Trans>
        </h1>
        <p className="mr-hero__lead">
          <Trans>
            A personalised ID tag, on us. For US residents only; shipped in {min} to {max} days.
          </Trans>
        </p>
        {data ? (
          <div className="mr-meter">
            <div
              className="mr-bar"
              role="progressbar"
              aria-label={t`Free ID tags claimed`}
              aria-valuemin={0}
              aria-valuemax={data.limit}
              aria-valuenow={data.claimed}
            >
              <div className="mr-bar__fill" style={{ width: `${Math.min(100, (data.claimed / Math.max(1, data.limit)) * 100)}%` }} />
            </div>
            <span className="mr-muted">
              <Trans>
                {fmt(data.remaining)} of {limit} left
              </Trans>
            </span>
          </div>
        ) : null}
      </section>

      {isLoading ? (
        <Skeleton style={{ height: 240, marginTop: 24 }} />
      ) : !isLogin ? (
        <div className="mr-done">
          <p>
            <Trans>Sign in to claim your free ID tag.</Trans>
          </p>
          <div>
            <Button onClick={() => dispatch(loginDialogOpened({ redirect: '/free-id-tag' }))}>
              <Trans>Sign in or sign up</Trans>
            </Button>
          </div>
        </div>
      ) : mine ? (
        <div className="mr-done" role="status">
          <h2 className="mr-card__title">
            <Trans>Claimed — tag #{fmt(mine.seq)} is yours</Trans>
          </h2>
          <p className="mr-muted">
            <Trans>
              It ships within {min} to {max} days. Name and address are locked.
            </Trans>
          </p>
          <div className="mr-locked">
            <span className="mr-locked__label">
              <LockIcon /> <Trans>Name on the tag</Trans>
            </span>
            <span className="mr-locked__value">{mine.name}</span>
          </div>
          <div className="mr-locked">
            <span className="mr-locked__label">
              <LockIcon /> <Trans>Shipping address</Trans>
            </span>
            <span className="mr-locked__value">{oneLine(mine.address)}</span>
          </div>
        </div>
      ) : data && data.remaining <= 0 ? (
        <div className="mr-done" role="status">
          <p>
            <Trans>All {limit} free ID tags have been claimed.</Trans>
          </p>
        </div>
      ) : (
        <form className="mr-form" onSubmit={(e) => (e.preventDefault(), review())} noValidate>
          <TextField label={t`Name on the tag`} value={name} maxLength={60} error={err('name')} onChange={(e) => setName(e.target.value)} />
          <TextField
            label={t`Street address`}
            value={address.line1}
            autoComplete="address-line1"
            error={err('line1')}
            onChange={(e) => setAddress({ ...address, line1: e.target.value })}
          />
          <TextField
            label={t`Apartment, suite (optional)`}
            value={address.line2}
            autoComplete="address-line2"
            onChange={(e) => setAddress({ ...address, line2: e.target.value })}
          />
          <div className="mr-grid-2">
            <TextField
              label={t`City`}
              value={address.city}
              autoComplete="address-level2"
              error={err('city')}
              onChange={(e) => setAddress({ ...address, city: e.target.value })}
            />
            <div className="mr-select">
              <label htmlFor={stateId}>
                <Trans>State</Trans>
              </label>
              <select
                id={stateId}
                value={address.state}
                aria-invalid={err('state') ? true : undefined}
                onChange={(e) => setAddress({ ...address, state: e.target.value })}
              >
                <option value="">{t`Choose…`}</option>
                {US_STATE_CODES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              {err('state') ? (
                <span className="ui-field__error" role="alert">
                  {err('state')}
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
            error={err('zip')}
            onChange={(e) => setAddress({ ...address, zip: e.target.value })}
          />
          <Checkbox checked={isUs} onCheckedChange={setIsUs} label={t`I live in the United States`} error={err('us')} />
          <div>
            <Button type="submit" variant="want">
              <Trans>Claim my free ID tag</Trans>
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={reviewing}
        title={t`Is everything right?`}
        message={
          <>
            <span className="mr-locked__value">{name.trim()}</span>
            <br />
            <span className="mr-locked__value">{oneLine(address)}</span>
            <br />
            <Trans>Name and address cannot be changed after you claim.</Trans>
          </>
        }
        confirmLabel={t`Claim`}
        cancelLabel={t`Edit`}
        loading={claiming}
        onConfirm={() => void submit()}
        onCancel={() => setReviewing(false)}
      />
    </main>
  );
}
