import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '@aigc/ui';
import type { MessageDescriptor } from '@lingui/core';

/** Where the legal pages live (docs/product.md §2 `/terms`, `/privacy-policy`). */
export interface LegalLinks {
  termsHref: string;
  privacyHref: string;
}

/** The default paths of the legal pages (docs/product.md §2). */
export const DEFAULT_LEGAL_LINKS: LegalLinks = { termsHref: '/terms', privacyHref: '/privacy-policy' };

/**
 * The required terms-of-service and privacy-policy checkbox of the
 * international sign-in and sign-up forms (docs/product.md §5). The links open in a new
 * tab so the half-filled form survives.
 */
export function TermsCheckbox({
  checked,
  onCheckedChange,
  error,
  links,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error: MessageDescriptor | null;
  links: LegalLinks;
}) {
  const { i18n } = useLingui();
  return (
    <div className="au-terms" data-invalid={error ? true : undefined}>
      <Checkbox
        checked={checked}
        onCheckedChange={onCheckedChange}
        error={error ? i18n._(error) : undefined}
        name="terms"
        label={
          <Trans>
            I agree to the{' '}
            <a href={links.termsHref} target="_blank" rel="noopener">
              terms of service
            </a>{' '}
            and the{' '}
            <a href={links.privacyHref} target="_blank" rel="noopener">
              privacy policy
            </a>
          </Trans>
        }
      />
    </div>
  );
}
