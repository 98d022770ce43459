import { Trans, useLingui } from '@lingui/react/macro';
import type { Topic } from '@aigc/api-client';
import { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator } from '@aigc/ui';

/** Props of {@link ChallengeSelector}. */
export interface ChallengeSelectorProps {
  /** Challenges from /topic/selection (wantable ones included, docs/product.md §7). */
  topics: readonly Topic[];
  value: Topic | null;
  onChange: (topic: Topic | null) => void;
}

/**
 * '# Add challenge' (docs/product.md §2 step 2): a menu of ongoing challenges, Want It
 * ones marked; the chosen one shows as '# title' and can be removed.
 */
export function ChallengeSelector({ topics, value, onChange }: ChallengeSelectorProps) {
  const { t } = useLingui();
  const open = topics.filter((topic) => topic.status !== 'ended');
  return (
    <DropdownMenu
      trigger={
        <button type="button" className="pd-topic-trigger" aria-label={value ? t`Challenge: ${value.title}` : t`Add challenge`}>
          # {value ? value.title : <Trans>Add challenge</Trans>}
        </button>
      }
    >
      {open.map((topic) => (
        <DropdownMenuItem key={topic.uniqueTopicId} onSelect={() => onChange(topic)}>
          # {topic.title}
          {topic.wantable === 1 ? (
            <span className="pd-badge">
              <Trans>Want It</Trans>
            </span>
          ) : null}
        </DropdownMenuItem>
      ))}
      {value ? (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => onChange(null)}>
            <Trans>No challenge</Trans>
          </DropdownMenuItem>
        </>
      ) : null}
    </DropdownMenu>
  );
}
