import { Link } from 'react-router';
import type { PostCard } from '@aigc/api-client';
import { FeedCard } from '@aigc/ui';

/** Props of {@link PostFeedCard}. */
export interface PostFeedCardProps {
  post: PostCard;
  /** The want button; hidden when absent. */
  onWant?: (post: PostCard) => void;
  /** Load the poster eagerly (the first row of a feed); default lazy. */
  eager?: boolean;
  /** The poster is the page's largest first-screen image: `fetchpriority="high"`. */
  highPriority?: boolean;
  /** The card's drawn width as an HTML `sizes` value (the feed passes `FEED_CARD_SIZES`). */
  sizes?: string;
}

/**
 * A community post as the ui `FeedCard` (docs/style.md 'Look and feel'): its
 * poster (the AVIF / WebP variant of the original at the card's `sizes`,
 * docs/architecture.md "Responsive images"), title, author and wants,
 * linking to `/content/:contentId` through the router; a 3D post carries the '3D' badge,
 * a creator with rights or a verified creator their tier's mark. Lazy unless `eager`.
 */
export function PostFeedCard({ post, onWant, eager = false, highPriority = false, sizes }: PostFeedCardProps) {
  return (
    <FeedCard
      href={`/content/${post.contentId}`}
      title={post.title}
      image={{
        src: post.posterImage.url || post.posterImage.imageResize512Url,
        width: post.posterImage.width,
        height: post.posterImage.height,
      }}
      sizes={sizes}
      author={{ nickName: post.author.nickName, avatar: post.author.avatar, tier: post.author.creatorTier }}
      wantCount={post.wantCount}
      wanted={post.wanted}
      wantState={post.wantState}
      preview={post.posterImage.preview}
      model={post.isModel}
      onWant={onWant ? () => onWant(post) : undefined}
      lazy={!eager}
      fetchPriority={highPriority ? 'high' : undefined}
      renderLink={({ href, children, ...rest }) => (
        <Link to={href} {...rest}>
          {children}
        </Link>
      )}
    />
  );
}
