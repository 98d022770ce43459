import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Badge } from './Badge';

/** Props of {@link CreatorTierBadge}. */
export interface CreatorTierBadgeProps {
  /** The creator's tier as the server sends it (`CreatorTier`): nothing is shown for `none`. */
  tier: 'none' | 'rights' | 'verified' | string | undefined;
  /** Only the tier's mark (✓ verified, ★ with rights), named by its label: for tight rows such as feed cards. */
  compact?: boolean;
  className?: string;
}

/**
 * The badge of a creator's tier (docs/product.md §1 'Creator tiers', §6):
 * a creator with rights gets the *Creator with rights* mark, a verified
 * (signed) creator the *Verified creator* mark with a check. Its tooltip and
 * accessible name say what the tier means (`compact`: the mark alone, named
 * by the tier's label, the meaning in its tooltip). Renders nothing for other users.
 */
export function CreatorTierBadge({ tier, compact = false, className }: CreatorTierBadgeProps) {
  const { t } = useLingui();
  if (tier !== 'rights' && tier !== 'verified') return null;
  const detail =
    tier === 'verified'
      ? t`Verified (signed) creator: official sales channels, a higher royalty rate, direct product launch and priority support`
      : t`Creator with rights: their generations take the priority queue`;
  if (compact) {
    return (
      <span
        className={clsx('ui-tier-badge', 'ui-tier-badge--compact', `ui-tier-badge--${tier}`, className)}
        title={detail}
        role="img"
        aria-label={tier === 'verified' ? t`Verified creator` : t`Creator with rights`}
      >
        <Badge tone={tier === 'verified' ? 'success' : 'accent'}>{tier === 'verified' ? '✓' : '★'}</Badge>
      </span>
    );
  }
  return (
    <span className={clsx('ui-tier-badge', `ui-tier-badge--${tier}`, className)} title={detail} role="note" aria-label={detail}>
      <Badge tone={tier === 'verified' ? 'success' : 'accent'}>
        <span aria-hidden="true">{tier === 'verified' ? '✓ ' : '★ '}</span>
        {tier === 'verified' ? <Trans>Verified creator</Trans> : <Trans>Creator with rights</Trans>}
      </Badge>
    </span>
  );
}
