import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { WANT_THRESHOLD } from '@aigc/domain';

/**
 * The make-it-real promo (docs/product.md §1 'Make it real', §2 'Feeds'): the
 * four steps from idea to product, and a link to `/make-real` for the whole
 * story. `variant` 'band' (default) is a full-width section (the About page);
 * 'card' fills a feed card's slot (the home feed places it after its first
 * rows, as the `interlude` of `MasonryFeed`, which names it).
 */
export function MakeRealPromo({ variant = 'band' }: { variant?: 'band' | 'card' }) {
  const Root = variant === 'card' ? 'div' : 'section';
  return (
    <Root
      className={variant === 'card' ? 'cm-promo cm-promo--card' : 'cm-promo'}
      aria-labelledby={variant === 'card' ? undefined : 'cm-promo-title'}
    >
      <div className="cm-promo__intro">
        <h2 id={variant === 'card' ? undefined : 'cm-promo-title'} className="cm-promo__title">
          <Trans>Make it real</Trans>
        </h2>
        <p className="cm-promo__text">
          <Trans>
            Designs that collect more than {WANT_THRESHOLD} wants are produced as physical items —
            free for the creator, at least 30% off for everyone who wanted them.
          </Trans>
        </p>
        <Link className="cm-promo__link" to="/make-real">
          <Trans>How it works →</Trans>
        </Link>
      </div>
      <ol className="cm-promo__steps">
        <li>
          <span className="cm-promo__step">1</span>
          <Trans>Generate a design with AI</Trans>
        </li>
        <li>
          <span className="cm-promo__step">2</span>
          <Trans>Post it to the community</Trans>
        </li>
        <li>
          <span className="cm-promo__step">3</span>
          <Trans>Collect {WANT_THRESHOLD} wants</Trans>
        </li>
        <li>
          <span className="cm-promo__step">4</span>
          <Trans>We make it real</Trans>
        </li>
      </ol>
    </Root>
  );
}
