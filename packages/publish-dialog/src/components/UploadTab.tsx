import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, IconButton } from '@aigc/ui';
import type { SelectedImage } from '../util/selection';
import { LockIcon, UploadIcon } from './icons';
import { UploadingImage } from './UploadingImage';

/** Props of {@link UploadTab}. */
export interface UploadTabProps {
  /** Local upload is locked (docs/product.md §6): show the unlock banner instead. */
  locked: boolean;
  /** The uploaded (or uploading) images in the selection. */
  selected: readonly SelectedImage[];
  /** The selection is at its maximum. */
  full: boolean;
  onFiles: (files: File[]) => void;
  onRemove: (uniqueImageId: string) => void;
  /** Path of the author onboarding page (default /author/onboarding). */
  onboardingPath?: string;
}

/**
 * Step 1 'Upload and publish' (docs/product.md §2, §5, §6): a drop zone and file picker
 * for JPEG, PNG and WebP (20 MB, ratio 1:2–2:1, up to 9), and the uploaded
 * images. Locked, it shows the banner whose unlock button goes to
 * /author/onboarding (with a redirect back to this page).
 */
export function UploadTab({ locked, selected, full, onFiles, onRemove, onboardingPath = '/author/onboarding' }: UploadTabProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  if (locked) {
    const redirect = typeof window !== 'undefined' ? window.location.pathname + window.location.search : '/';
    return (
      <div className="pd-locked">
        <LockIcon width={32} height={32} />
        <p className="pd-locked__title">
          <Trans>Local upload is for verified authors</Trans>
        </p>
        <p className="pd-locked__text">
          <Trans>Confirm that you own the rights to what you upload, and you can publish your own pictures.</Trans>
        </p>
        <a className="ui-button ui-button--primary ui-button--md" href={`${onboardingPath}?redirect=${encodeURIComponent(redirect)}`}>
          <Trans>Unlock local upload</Trans>
        </a>
      </div>
    );
  }

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(files);
  };

  return (
    <div className="pd-upload">
      <div
        className="pd-dropzone"
        data-dragging={dragging || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <UploadIcon width={32} height={32} />
        <p>
          <Trans>Drop images here, or</Trans>{' '}
          <Button variant="secondary" size="sm" disabled={full} onClick={() => input.current?.click()}>
            <Trans>Choose files</Trans>
          </Button>
        </p>
        <p className="pd-dropzone__hint">
          <Trans>JPEG, PNG or WebP, up to 20 MB each, width-to-height between 1:2 and 2:1, at most 9 images</Trans>
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
          className="ui-visually-hidden"
          aria-label={t`Choose images to upload`}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </div>
      {selected.length ? (
        <ul className="pd-grid pd-upload__list" aria-label={t`Uploaded images`}>
          {selected.map((image) => (
            <li key={image.uniqueImageId} className="pd-tile" data-selected>
              <UploadingImage image={image} />
              {image.loading ? null : (
                <IconButton label={t`Remove image`} size="sm" variant="secondary" className="pd-tile__remove" onClick={() => onRemove(image.uniqueImageId)}>
                  ×
                </IconButton>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
