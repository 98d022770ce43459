import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { RealPicture } from '@aigc/api-client';
import { EmptyState, Image } from '@aigc/ui';

/** Drawn width of a real picture: one column of `columns: 3 16rem` (docs/architecture.md "Responsive images"). */
const REAL_PICTURE_SIZES = '(max-width: 559px) calc(100vw - 2rem), (max-width: 1023px) 50vw, 24rem';

/**
 * Real pictures of a challenge (docs/product.md §2 Challenge detail): photos of works
 * made into physical items, uncropped, each linking to the post it was made
 * from when that post is still visible.
 */
export function RealPictures({ pictures }: { pictures: readonly RealPicture[] }) {
  const { t } = useLingui();
  if (pictures.length === 0) {
    return (
      <EmptyState
        title={t`No real pictures yet`}
        description={t`Photos of the designs made into real products will appear here.`}
      />
    );
  }
  return (
    <ul className="cm-real" aria-label={t`Real pictures`}>
      {pictures.map((p) => {
        const figure = (
          <figure className="cm-real__figure">
            <Image src={p.url} sizes={REAL_PICTURE_SIZES} alt={p.caption} width={p.width} height={p.height} lazy />
            {p.caption ? <figcaption className="cm-real__caption">{p.caption}</figcaption> : null}
          </figure>
        );
        return (
          <li key={p.id} className="cm-real__item">
            {p.contentId ? (
              <Link to={`/content/${encodeURIComponent(p.contentId)}`} className="cm-real__link">
                {figure}
                <span className="cm-real__more">
                  <Trans>See the design</Trans>
                </span>
              </Link>
            ) : (
              figure
            )}
          </li>
        );
      })}
    </ul>
  );
}
