import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { WANT_THRESHOLD } from '@aigc/domain';

/**
 * Want count against the make-it-real threshold (docs/product.md §1: more than 100 wants
 * → produced): 'N / 100 wants' and a bar filled to min(N / 100, 1), named by
 * that caption (docs/style.md 'Accessibility').
 */
export function WantProgress({ count, threshold = WANT_THRESHOLD }: { count: number; threshold?: number }) {
  const labelId = useId();
  const ratio = threshold > 0 ? Math.min(1, count / threshold) : 1;
  return (
    <div className="cm-progress">
      <div className="cm-progress__label" id={labelId}>
        <Trans>
          <strong>{count}</strong> / {threshold} wants
        </Trans>
      </div>
      <div
        className="cm-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={threshold}
        aria-valuenow={Math.min(count, threshold)}
      >
        <div className="cm-progress__fill" style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}
