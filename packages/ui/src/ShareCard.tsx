import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import './styles/share-card.css';

/** Props of {@link ShareCard}. */
export interface ShareCardProps {
  /**
   * The post's poster as the caller draws it: an `Image` of this package
   * (its box reserved, never cropped; `alt` the title), with a
   * `PreviewBadge` when the offline preview engine made it. Given, not drawn
   * here, so this component imports nothing else of the package and loads
   * as a small chunk of its own.
   */
  media: ReactNode;
  /** The post's title. */
  title: string;
  /** The title's heading level: 1 on a page of its own, 2 or 3 inside a dialog or section. Default 1. */
  headingLevel?: 1 | 2 | 3;
  /** The small line above the title, e.g. 'A design from a challenge'. */
  kicker: ReactNode;
  /** The creator: the name, and the caller's `Avatar` (size `sm`) of them. */
  author: { name: string; avatar: ReactNode };
  /** A quiet line under the creator, e.g. the want count. */
  meta?: ReactNode;
  /**
   * Wraps `media`, e.g. in a router link to the post (this package has no
   * router): called with the class the wrapper must carry and the picture.
   * Default: a plain `div`.
   */
  renderMedia?: (media: { className: string; children: ReactNode }) => ReactNode;
  /** What follows in the card's text column: actions, a challenge block. */
  children?: ReactNode;
  className?: string;
}

/**
 * The share card of a post (docs/product.md §2 `/challenge/share/:contentId`
 * and the publish dialog's *share to collect wants* step): the poster
 * beside a kicker, the title, the creator and a quiet meta line, then the
 * caller's actions; one column on narrow screens. An `article`, named by
 * its title heading. Import it from `@aigc/ui/share-card` on demand
 * (`React.lazy`): its chunk then stays off every route's preload list.
 */
export function ShareCard({
  media,
  title,
  headingLevel = 1,
  kicker,
  author,
  meta,
  renderMedia = ({ className, children }) => <div className={className}>{children}</div>,
  children,
  className,
}: ShareCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <article className={clsx('ui-share-card', className)} aria-labelledby={titleId}>
      {renderMedia({
        className: 'ui-share-card__media',
        children: media,
      })}
      <div className="ui-share-card__body">
        <p className="ui-share-card__kicker">{kicker}</p>
        <Heading id={titleId} className="ui-share-card__title">
          {title}
        </Heading>
        <p className="ui-share-card__author">
          {author.avatar}
          <span>{author.name}</span>
        </p>
        {meta ? <p className="ui-share-card__meta">{meta}</p> : null}
        {children}
      </div>
    </article>
  );
}
