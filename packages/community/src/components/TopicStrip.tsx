import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Topic } from '@aigc/api-client';
import { Badge, Image, Skeleton } from '@aigc/ui';

export interface TopicStripProps {
  topics: readonly Topic[];
  loading?: boolean;
  /** The challenge the feed is filtered by, or `null` for all posts. */
  selectedId: string | null;
  /** Select a challenge (or `null` to clear the filter). */
  onSelect: (topicId: string | null) => void;
}

/**
 * The challenge list on the feeds page (spec §2 'Feeds'): a horizontal strip
 * of challenge cards — banner, title, a 'Want It' badge on wantable
 * challenges, post count. Choosing a card filters the feed below by that
 * challenge (pressed state); choosing it again clears the filter.
 */
export function TopicStrip({ topics, loading = false, selectedId, onSelect }: TopicStripProps) {
  const { t } = useLingui();
  if (loading && topics.length === 0) {
    return (
      <div className="cm-topics" aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="cm-topic cm-topic--skeleton" />
        ))}
      </div>
    );
  }
  if (topics.length === 0) return null;
  return (
    <div className="cm-topics" role="group" aria-label={t`Challenges`}>
      {topics.map((topic) => {
        const selected = topic.uniqueTopicId === selectedId;
        return (
          <button
            key={topic.uniqueTopicId}
            type="button"
            className="cm-topic"
            aria-pressed={selected}
            onClick={() => onSelect(selected ? null : topic.uniqueTopicId)}
          >
            <span className="cm-topic__banner">
              <Image src={topic.banners.image} alt="" width={320} height={160} lazy />
            </span>
            <span className="cm-topic__body">
              <span className="cm-topic__title">{topic.title}</span>
              <span className="cm-topic__meta">
                {topic.wantable === 1 ? (
                  <Badge tone="accent">
                    <Trans>Want It</Trans>
                  </Badge>
                ) : null}
                <span className="cm-topic__count">
                  <Plural value={topic.postCount} one="# post" other="# posts" />
                </span>
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
