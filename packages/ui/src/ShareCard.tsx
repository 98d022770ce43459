import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Avatar } from './Avatar';
import { Image } from './Image';
import { PreviewBadge } from './PreviewBadge';
import './styles/share-card.css';

/** Props of {@link ShareCard}. */
export interface ShareCardProps {
  /** The post's poster: its 512 px derivative, intrinsic size in px, and whether the offline preview engine made it. */
  image: { src: string; width: number; height: number; preview?: boolean };
  /** The post's title (also the picture's text alternative). */
  title: string;
  /** The title's heading level: 1 on a page of its own, 2 or 3 inside a dialog or section. Default 1. */
  headingLevel?: 1 | 2 | 3;
  /** The small line above the title, e.g. 'A design from a challenge'. */
  kicker: ReactNode;
  /** The creator: name and avatar URL (null: the initial). */
  author: { name: string; avatar: string | null };
  /** A quiet line under the creator, e.g. the want count. */
  meta?: ReactNode;
  /**
   * Wraps the picture, e.g. in a router link to the post (this package has
   * no router): called with the class the wrapper must carry and the picture.
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
 * (never cropped, its box reserved) beside a kicker, the title, the creator
 * and a quiet meta line, then the caller's actions; one column on narrow
 * screens. An `article`, named by its title heading.
 */
export function ShareCard({
  image,
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
        children: (
          <>
            <Image src={image.src} alt={title} width={image.width} height={image.height} />
            {image.preview ? <PreviewBadge /> : null}
          </>
        ),
      })}
      <div className="ui-share-card__body">
        <p className="ui-share-card__kicker">{kicker}</p>
        <Heading id={titleId} className="ui-share-card__title">
          {title}
        </Heading>
        <p className="ui-share-card__author">
          <Avatar src={author.avatar} name={author.name} size="sm" />
          <span>{author.name}</span>
        </p>
        {meta ? <p className="ui-share-card__meta">{meta}</p> : null}
        {children}
      </div>
    </article>
  );
}
