import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Topic } from '@aigc/api-client';
import type { CSSProperties } from 'react';
import { DEFAULT_CARD_DISPLAY_COUNT, TOPIC_CARD_BANNER } from '@aigc/domain';
import { Badge, Image, Skeleton } from '@aigc/ui';

export interface TopicStripProps {
  topics: readonly Topic[];
  loading?: boolean;
  /** The challenge the feed is filtered by, or `null` for all posts. */
  selectedId: string | null;
  /** Select a challenge (or `null` to clear the filter). */
  onSelect: (topicId: string | null) => void;
  /**
   * Challenge cards per view on the desktop layout — the card display count
   * of `GET /api/fe-settings/pc` (docs/product.md §7, §9: default 3), clamped to 1–6.
   * The rest scroll sideways; the mobile layout shows 15 rem cards.
   */
  perView?: number;
}

/** Clamps a configured card display count to what the strip can show (1–6). */
export function cardsPerView(count: number | undefined): number {
  if (count === undefined || !Number.isFinite(count)) return DEFAULT_CARD_DISPLAY_COUNT;
  return Math.min(6, Math.max(1, Math.round(count)));
}

/**
 * The challenge list on the feeds page (docs/product.md §2 'Feeds'): a horizontal strip
 * of challenge cards — banner, title, a 'Want It' badge on wantable
 * challenges, post count — `perView` cards per view. Choosing a card
 * filters the feed below by that challenge (pressed state); choosing it
 * again clears the filter.
 */
export function TopicStrip({ topics, loading = false, selectedId, onSelect, perView }: TopicStripProps) {
  const { t } = useLingui();
  const style = { '--cm-topics-per-view': cardsPerView(perView) } as CSSProperties;
  if (loading && topics.length === 0) {
    return (
      <div className="cm-topics" aria-busy="true" style={style}>
        {Array.from({ length: cardsPerView(perView) + 1 }, (_, i) => (
          <div key={i} className="cm-topic cm-topic--skeleton">
            <Skeleton className="cm-topic__banner" />
            <span className="cm-topic__body">
              <Skeleton style={{ height: '1rem', width: '60%' }} />
              <Skeleton style={{ height: '0.75rem', width: '30%' }} />
            </span>
          </div>
        ))}
      </div>
    );
  }
  if (topics.length === 0) return null;
  return (
    <div className="cm-topics" role="group" aria-label={t`Challenges`} style={style}>
      {topics.map((topic, index) => {
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
              {/* The first cards are in the first screen; the first banner is the home page's largest image, preloaded by the server. */}
              <Image
                src={topic.banners.image}
                sizes={TOPIC_CARD_BANNER.sizes}
                alt=""
                width={TOPIC_CARD_BANNER.width}
                height={TOPIC_CARD_BANNER.height}
                lazy={index > cardsPerView(perView)}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
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
