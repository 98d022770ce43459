import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { GenerationRecord } from '@aigc/api-client';
import { Image, PreviewBadge } from '@aigc/ui';
import { downloadName, model3dOf, videoOf } from '../util/record';
import { ModelPreview } from './ModelPreview';

/** Follow-up tools offered on a result image, as generator paths taking `?imageId=`. */
export const FOLLOW_UP_TOOLS = {
  inpainting: '/generator/inpainting',
  hd: '/generator/hd',
  imageTo3D: '/generator/imageTo3D',
  video: '/generator/video',
} as const;

/** A follow-up tool id. */
export type FollowUpTool = keyof typeof FOLLOW_UP_TOOLS;

export interface ResultMediaProps {
  record: GenerationRecord;
  /** 'large' in the task panel, 'small' in the history. */
  size?: 'large' | 'small';
  /** Follow-up tools to link from each image (hidden tools are left out by the caller). */
  followUps?: readonly FollowUpTool[];
}

/**
 * The results of one record (docs/product.md §1, §2 'results area'): a 3D preview with
 * GLB/STL downloads for image → 3D, a video player with a download for image
 * → video, else the images uncropped, each with a download link and links to
 * the follow-up tools (edit, HD, 3D, video) for that image.
 */
export function ResultMedia({ record, size = 'large', followUps = [] }: ResultMediaProps) {
  const { t, i18n } = useLingui();
  const model = model3dOf(record);
  const video = videoOf(record);

  if (model) {
    return (
      <div className="gen-result">
        {size === 'large' ? (
          <ModelPreview glbUrl={model.glbUrl} label={t`3D model of “${record.prompt}”`} />
        ) : record.images[0] ? (
          <Image
            src={record.images[0].imageResize200Url || record.images[0].url}
            alt={t`3D model preview`}
            width={record.images[0].width}
            height={record.images[0].height}
            lazy
          />
        ) : null}
        <p className="gen-small gen-muted">
          <Trans>
            {model.sizeMm.map((mm) => Math.round(mm)).join(' × ')} mm · {model.triangles.toLocaleString(i18n.locale)}{' '}
            triangles
          </Trans>
        </p>
        <div className="gen-result__actions">
          <a className="gen-link-button" href={model.glbUrl} download={downloadName('model', record.id, model.glbUrl)}>
            <Trans>Download GLB</Trans>
          </a>
          <a className="gen-link-button" href={model.stlUrl} download={downloadName('model', record.id, model.stlUrl)}>
            <Trans>Download STL for printing</Trans>
          </a>
        </div>
      </div>
    );
  }

  if (video) {
    return (
      <div className="gen-result">
        <video
          className={size === 'small' ? 'gen-video gen-video--small' : 'gen-video'}
          src={video.url}
          poster={video.posterUrl}
          width={video.width}
          height={video.height}
          controls
          loop
          playsInline
          preload="metadata"
          aria-label={t`Video of “${record.prompt}”`}
        />
        <div className="gen-result__actions">
          <a className="gen-link-button" href={video.url} download={downloadName('video', record.id, video.url)}>
            <Trans>Download video</Trans>
          </a>
        </div>
      </div>
    );
  }

  return (
    <div className={size === 'small' ? 'gen-images gen-images--small' : 'gen-images'}>
      {record.images.map((image, index) => (
        <figure key={image.uniqueImageId} className="gen-images__item">
          <a href={image.url} target="_blank" rel="noreferrer">
            <Image
              src={(size === 'small' ? image.imageResize200Url : image.imageResize512Url) || image.url}
              alt={t`Result ${index + 1} for “${record.prompt}”`}
              width={image.width}
              height={image.height}
              lazy={size === 'small'}
            />
          </a>
          {image.preview ? <PreviewBadge /> : null}
          <figcaption className="gen-images__actions">
            <a
              className="gen-chip"
              href={image.url}
              download={downloadName('image', image.uniqueImageId, image.url)}
              aria-label={t`Download image ${index + 1}`}
            >
              <Trans>Download</Trans>
            </a>
            {followUps.map((tool) => (
              <Link
                key={tool}
                className="gen-chip"
                to={`${FOLLOW_UP_TOOLS[tool]}?imageId=${encodeURIComponent(image.uniqueImageId)}`}
              >
                {tool === 'inpainting' ? (
                  <Trans>Edit</Trans>
                ) : tool === 'hd' ? (
                  <Trans>HD</Trans>
                ) : tool === 'imageTo3D' ? (
                  <Trans>3D</Trans>
                ) : (
                  <Trans>Video</Trans>
                )}
              </Link>
            ))}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
