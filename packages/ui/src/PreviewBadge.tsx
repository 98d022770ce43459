import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Badge } from './Badge';

/**
 * The mark of a picture made by the offline preview engine, not an AI model
 * (`ImageAsset.preview`, docs/product.md 'Preview images'): a small
 * 'Preview' pill in the top-right corner of its positioned parent, whose
 * tooltip and accessible name tell the detail. It never shows the prompt.
 */
export function PreviewBadge({ className }: { className?: string }) {
  const { t } = useLingui();
  const detail = t`Made by the offline preview engine, not a real AI model`;
  return (
    <span className={clsx('ui-preview-badge', className)} title={detail} role="note" aria-label={t`Preview: ${detail}`}>
      <Badge tone="overlay">
        <Trans>Preview</Trans>
      </Badge>
    </span>
  );
}
