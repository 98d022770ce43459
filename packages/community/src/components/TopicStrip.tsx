import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Topic } from '@aigc/api-client';
import { DEFAULT_CARD_DISPLAY_COUNT, TOPIC_CARD_BANNER } from '@aigc/domain';
import { Badge, ChevronIcon, IconButton, Image, Skeleton } from '@aigc/ui';
import { stripEdges, stripStep } from './topicStripScroll';

export interface TopicStripProps {
  topics: readonly Topic[];
  loading?: boolean;
  /**
   * Challenge cards per view on the desktop layout — the card display count
   * of `GET /api/fe-settings/pc` (docs/product.md §7, §9: default 3), clamped to 1–6;
   * a slice of the next card peeks in beside them. The rest scroll
   * sideways; the mobile layout shows 15 rem cards.
   */
  perView?: number;
}

/** Clamps a configured card display count to what the strip can show (1–6). */
export function cardsPerView(count: number | undefined): number {
  if (count === undefined || !Number.isFinite(count)) return DEFAULT_CARD_DISPLAY_COUNT;
  return Math.min(6, Math.max(1, Math.round(count)));
}

/**
 * The challenge list on the home page (docs/product.md §2 'Feeds': challenge and item
 * lists), a section headed 'Challenges': a horizontal strip of challenge cards — banner, title, a 'Want It'
 * badge on wantable challenges, post count — `perView` cards per view and a
 * peek of the next one, snapping card by card. Each card opens its challenge
 * (`/challenge/:id`). 'Previous challenges' / 'Next challenges' buttons
 * scroll by the cards in view ({@link stripStep}) and are disabled at the
 * ends ({@link stripEdges}); 'All challenges' opens `/all-activities`.
 */
export function TopicStrip({ topics, loading = false, perView }: TopicStripProps) {
  const { t } = useLingui();
  const style = { '--cm-topics-per-view': cardsPerView(perView) } as CSSProperties;
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (el) setEdges(stripEdges(el.scrollLeft, el.scrollWidth, el.clientWidth));
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [measure, topics.length]);

  const scroll = (direction: -1 | 1) => {
    const el = scroller.current;
    if (!el) return;
    const card = el.firstElementChild?.getBoundingClientRect().width ?? 0;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    el.scrollBy({ left: direction * stripStep(el.clientWidth, card, gap), behavior: still ? 'auto' : 'smooth' });
  };

  if (!loading && topics.length === 0) return null;
  const skeleton = loading && topics.length === 0;
  const scrollable = !skeleton && !(edges.atStart && edges.atEnd);
  return (
    <section className="cm-section cm-topics-section" aria-labelledby="cm-challenges-title">
      <div className="cm-topics-head">
        <h2 id="cm-challenges-title" className="cm-section__title">
          <Trans>Challenges</Trans>
        </h2>
        <Link to="/all-activities" className="cm-topics-head__all">
          <Trans>All challenges →</Trans>
        </Link>
        {scrollable ? (
          <span className="cm-topics-head__arrows">
            <IconButton label={t`Previous challenges`} variant="secondary" size="sm" disabled={edges.atStart} onClick={() => scroll(-1)}>
              <ChevronIcon direction="left" />
            </IconButton>
            <IconButton label={t`Next challenges`} variant="secondary" size="sm" disabled={edges.atEnd} onClick={() => scroll(1)}>
              <ChevronIcon direction="right" />
            </IconButton>
          </span>
        ) : null}
      </div>
      {skeleton ? (
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
      ) : (
        <ul ref={scroller} className="cm-topics" aria-labelledby="cm-challenges-title" style={style} onScroll={measure}>
          {topics.map((topic, index) => (
            <li key={topic.uniqueTopicId} className="cm-topic">
              <Link to={`/challenge/${encodeURIComponent(topic.uniqueTopicId)}`} className="cm-topic__link">
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
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
