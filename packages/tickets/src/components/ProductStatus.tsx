import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PRODUCT_FLOW, type BaseProductKind, type ProductStatus } from '@aigc/domain';
import { Badge, LocalTime } from '@aigc/ui';
import '../styles/makeReal.css';

/** User-facing names of the product statuses (docs/product.md §3 'Product statuses shown to users'). */
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, MessageDescriptor> = {
  wanted: msg`Under evaluation`,
  modelling: msg`3D modelling`,
  production: msg`Under production`,
  delivering: msg`Delivering`,
  on_sale: msg`On sale`,
  evaluation_failed: msg`Could not be made`,
};

/** Returns `status → translated label` (see {@link PRODUCT_STATUS_LABELS}). */
export function useProductStatusLabel(): (status: ProductStatus) => string {
  const { i18n } = useLingui();
  return (status) => i18n._(PRODUCT_STATUS_LABELS[status]);
}

const TONE: Record<ProductStatus, 'accent' | 'success' | 'danger' | 'neutral'> = {
  wanted: 'accent',
  modelling: 'accent',
  production: 'accent',
  delivering: 'accent',
  on_sale: 'success',
  evaluation_failed: 'danger',
};

/**
 * A product's status as a small badge (docs/product.md §3), e.g. on a post,
 * in the want dialog or over an account list's card (`className` places it).
 */
export function ProductStatusBadge({ status, className }: { status: ProductStatus; className?: string }) {
  const label = useProductStatusLabel();
  return (
    <Badge tone={TONE[status]} className={clsx('mr-status-badge', className)}>
      {label(status)}
    </Badge>
  );
}

/** One recorded step, as in `ProductView.history`. */
export interface LifecycleStep {
  toStatus: ProductStatus;
  createTime: string;
}

/**
 * The production lifecycle as a step list (docs/product.md §4: wanted → 3D modelling →
 * production → delivering → on sale): done steps carry the date they were
 * reached (from `history`), the current one is marked `aria-current="step"`.
 * A failed evaluation shows the steps reached and the failure.
 */
export function ProductLifecycle({ status, history }: { status: ProductStatus; history: readonly LifecycleStep[] }) {
  const { i18n, t } = useLingui();
  const label = useProductStatusLabel();
  const reachedAt = new Map(history.map((h) => [h.toStatus, h.createTime]));
  const failed = status === 'evaluation_failed';
  const lastReached = failed
    ? Math.max(0, ...history.filter((h) => h.toStatus !== 'evaluation_failed').map((h) => PRODUCT_FLOW.indexOf(h.toStatus)))
    : PRODUCT_FLOW.indexOf(status);
  const steps: ProductStatus[] = failed ? [...PRODUCT_FLOW.slice(0, lastReached + 1), 'evaluation_failed'] : [...PRODUCT_FLOW];
  const dateOf = (iso: string | undefined) =>
    iso ? new Intl.DateTimeFormat(i18n.locale || 'en-US', { month: 'short', day: 'numeric' }).format(new Date(iso)) : null;
  // On a narrow screen the list scrolls sideways: it takes focus, so a keyboard can scroll it too.
  return (
    <ol className="mr-lifecycle" data-failed={failed || undefined} tabIndex={0} aria-label={t`Production steps`}>
      {steps.map((s, i) => {
        const state = s === status ? 'current' : i < steps.indexOf(status) ? 'done' : 'todo';
        const when = state === 'todo' ? null : dateOf(reachedAt.get(s));
        return (
          <li key={s} className="mr-lifecycle__step" data-state={state} data-status={s} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="mr-lifecycle__dot" aria-hidden="true" />
            <span className="mr-lifecycle__label">{label(s)}</span>
            {when ? (
              <LocalTime className="mr-lifecycle__time" dateTime={reachedAt.get(s)!}>
                {when}
              </LocalTime>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

// ---- Product types and sizes (the names of what the shop makes) ----

/**
 * User-facing names of the products the shop makes (`BASE_PRODUCTS` of
 * @aigc/domain, docs/shop.md 'Catalogue'): the customizer's product choice,
 * the product type of a verified creator's release (docs/shop.md 'Direct launch').
 */
export const PRODUCT_TYPE_LABELS: Record<BaseProductKind, MessageDescriptor> = {
  'id-tag': msg`ID tag`,
  pendant: msg`Pendant`,
  keychain: msg`Keychain`,
  figurine: msg`Figurine`,
  poster: msg`Poster`,
};

/** Returns `kind → translated name` (see {@link PRODUCT_TYPE_LABELS}); an unknown kind is returned as is. */
export function useProductTypeLabel(): (kind: string) => string {
  const { i18n } = useLingui();
  return (kind) => {
    const label = (PRODUCT_TYPE_LABELS as Record<string, MessageDescriptor | undefined>)[kind];
    return label ? i18n._(label) : kind;
  };
}

/** The words the size labels of `BASE_PRODUCTS` start with (`Small 20 mm`, `Standard 30 × 50 mm`); measures need no translation. */
const SIZE_WORDS: Record<string, MessageDescriptor> = {
  Small: msg({ context: 'product size', message: 'Small' }),
  Medium: msg({ context: 'product size', message: 'Medium' }),
  Large: msg({ context: 'product size', message: 'Large' }),
  Standard: msg({ context: 'product size', message: 'Standard' }),
};

/**
 * Returns `English size label → translated label` for the sizes of the
 * products the shop makes: the leading size word is translated (`Small 20 mm`
 * → `小号 20 mm`), measures and paper sizes (`8 cm`, `A4 210 × 297 mm`) stay.
 */
export function useProductSizeLabel(): (label: string) => string {
  const { i18n } = useLingui();
  return (label) => {
    const [word = '', ...rest] = label.split(' ');
    const descriptor = SIZE_WORDS[word];
    return descriptor ? [i18n._(descriptor), ...rest].join(' ') : label;
  };
}
