import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BaseProductKind } from '@aigc/domain';

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
