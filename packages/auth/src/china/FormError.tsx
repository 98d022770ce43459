import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/**
 * The first failure of a China form (docs/product.md §8) as an alert under it:
 * a server message (a string) or one of the client's descriptors; nothing
 * when every entry is null.
 */
export function FormError({
  messages,
}: {
  messages: readonly (MessageDescriptor | string | null)[];
}) {
  const { i18n } = useLingui();
  const first = messages.find((m) => m !== null) ?? null;
  if (first === null) return null;
  return (
    <p className="au-server-error" role="alert">
      {typeof first === 'string' ? first : i18n._(first)}
    </p>
  );
}
