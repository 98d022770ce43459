import { Trans } from '@lingui/react/macro';
import type { SelectedImage } from '../util/selection';

/**
 * An image tile that shows a local upload in flight (docs/product.md §4 'Upload item'):
 * blurred, 10 px shrinking to 1 px over 5 s, labelled 'uploading'; done → blur 0.
 */
export function UploadingImage({ image }: { image: SelectedImage }) {
  const src = image.loading ? image.localUrl : image.imageResize512Url || image.url;
  return (
    <div className="pd-image" data-loading={image.loading || undefined} aria-busy={image.loading || undefined}>
      <img src={src} alt="" style={{ aspectRatio: `${image.width} / ${image.height}` }} />
      {image.loading ? (
        <span className="pd-image__label" role="status">
          <Trans>Uploading</Trans>
        </span>
      ) : null}
    </div>
  );
}
