import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { FEED_CARD_SIZES, RATIO_MAX, RATIO_MIN } from '@aigc/domain';
import type { WantState } from '@aigc/domain';
import { Avatar } from './Avatar';
import { Badge } from './Badge';
import { CreatorTierBadge } from './CreatorTierBadge';
import { Image } from './Image';
import { PreviewBadge } from './PreviewBadge';
import { TicketIcon } from './icons';

/** What {@link FeedCardProps.renderLink} receives; spread it on your router link. */
export interface FeedCardLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** Props of {@link FeedCard}. */
export interface FeedCardProps {
  /** Where the card leads (the post detail). */
  href: string;
  title: string;
  /**
   * The poster image and its intrinsic size in px (reserves the box). Give
   * the stored original: with `sizes` the card loads its AVIF / WebP variant
   * at the card's drawn width (see the ui `Image`).
   */
  image: { src: string; width: number; height: number };
  /**
   * The card's drawn width as an HTML `sizes` value. Default: the domain's
   * `FEED_CARD_SIZES` (the masonry's column width at each viewport width).
   */
  sizes?: string;
  /** The author; `tier` (their `CreatorTier`) adds the compact {@link CreatorTierBadge} after the name. */
  author: { nickName: string; avatar: string | null | undefined; tier?: string | undefined };
  /** Wants collected so far. */
  wantCount: number;
  /** The viewer has already sent a ticket (cannot be withdrawn, docs/product.md §4). */
  wanted: boolean;
  /** `full` past 100 wants: shows the "Going to production" badge (docs/product.md §1, §4). */
  wantState: WantState;
  /** A 3D post (docs/product.md §1 'image, product or 3D model'): shows a '3D' badge on the poster. */
  model?: boolean;
  /** The poster was made by the offline preview engine: shows the {@link PreviewBadge}. */
  preview?: boolean;
  /** When given, a "Want it" button is shown (the accent action). Not shown once wanted. */
  onWant?: () => void;
  /** Render the link with your router (e.g. react-router's `Link to={href}`); default a plain `<a>`. */
  renderLink?: (props: FeedCardLinkProps) => ReactNode;
  /** Load the image lazily (default true: cards live in long feeds; false for the first row). */
  lazy?: boolean;
  /** `high` for the card whose image is the page's LCP element (the feed's first card). */
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
}

/**
 * CSS aspect-ratio of the card's media box: the image's own width / height,
 * clamped to the accepted upload range (height/width 0.5..2, docs/product.md §5); a
 * missing size gives a square.
 */
function layoutAspectRatio(width: number, height: number): string {
  if (!(width > 0 && height > 0)) return '1 / 1';
  const heightPerWidth = height / width;
  if (heightPerWidth > RATIO_MAX) return `1 / ${RATIO_MAX}`;
  if (heightPerWidth < RATIO_MIN) return `1 / ${RATIO_MIN}`;
  return `${width} / ${height}`;
}


const defaultLink = ({ href, className, children, ...rest }: FeedCardLinkProps) => (
  <a href={href} className={className} {...rest}>
    {children}
  </a>
);

/**
 * A post in the gallery (docs/style.md): the work uncropped in a reserved box with
 * 12 px radius, a quiet caption with the creator and the want count, a
 * "Going to production" badge when full, and the optional want action. The
 * card fills its container's width; the caption height is the inherited
 * token `--ui-feed-card-caption` (4rem on :root), so a virtualised masonry
 * can read it from its container and predict card heights.
 */
export function FeedCard({
  href,
  title,
  image,
  sizes = FEED_CARD_SIZES,
  author,
  wantCount,
  wanted,
  wantState,
  preview = false,
  model = false,
  onWant,
  renderLink = defaultLink,
  lazy = true,
  fetchPriority,
  className,
}: FeedCardProps) {
  const { t, i18n } = useLingui();
  const name = title || t`Untitled design`;
  const aspectRatio = layoutAspectRatio(image.width, image.height);
  const count = i18n.number(wantCount);
  const fullName = wantState === 'full' ? t`${name}, going to production` : name;
  const linkName = model ? t`${fullName}, 3D model` : fullName;
  return (
    <div className={clsx('ui-feed-card', wanted && 'ui-feed-card--wanted', className)} data-want-state={wantState}>
      {renderLink({
        href,
        className: 'ui-feed-card__link',
        // The name holds the link's visible text too (the badges): label in name, docs/style.md 'Accessibility'.
        'aria-label': preview ? t`${linkName}, preview` : linkName,
        children: (
          <span className="ui-feed-card__media" style={{ aspectRatio }}>
            <Image
              src={image.src}
              sizes={sizes}
              alt=""
              width={image.width}
              height={image.height}
              lazy={lazy}
              fetchPriority={fetchPriority}
              className="ui-feed-card__image"
            />
            {wantState === 'full' ? (
              <span className="ui-feed-card__badge">
                <Badge tone="overlay">
                  <Trans>Going to production</Trans>
                </Badge>
              </span>
            ) : null}
            {/* The spaces keep the badges' texts apart in the link's visible text (label in name). */}
            {model ? (
              <>
                {' '}
                <span className="ui-feed-card__model-badge">
                  <Badge tone="overlay">
                    <Trans context="A 3D-model post's badge">3D</Trans>
                  </Badge>
                </span>
              </>
            ) : null}
            {preview ? (
              <>
                {' '}
                <PreviewBadge />
              </>
            ) : null}
          </span>
        ),
      })}
      <div className="ui-feed-card__caption">
        <div className="ui-feed-card__text">
          <p className="ui-feed-card__title" title={title}>
            {title || <Trans>Untitled design</Trans>}
          </p>
          <p className="ui-feed-card__author">
            <Avatar src={author.avatar} name={author.nickName} size="xs" />
            <span className="ui-feed-card__author-name">{author.nickName}</span>
            <CreatorTierBadge tier={author.tier} compact />
          </p>
        </div>
        {onWant && !wanted ? (
          <button
            type="button"
            className="ui-feed-card__want"
            onClick={onWant}
            aria-label={t({
              message: plural(wantCount, { one: `Want it: ${name}, # want`, other: `Want it: ${name}, # wants` }),
            })}
          >
            <TicketIcon width={16} height={16} />
            <span aria-hidden="true">{count}</span>
          </button>
        ) : (
          <span
            className={clsx('ui-feed-card__count', wanted && 'ui-feed-card__count--wanted')}
            aria-label={
              wanted
                ? t({ message: plural(wantCount, { one: '# want, yours', other: '# wants, including yours' }) })
                : t({ message: plural(wantCount, { one: '# want', other: '# wants' }) })
            }
            role="img"
          >
            <TicketIcon width={16} height={16} />
            <span aria-hidden="true">{count}</span>
          </span>
        )}
      </div>
    </div>
  );
}
