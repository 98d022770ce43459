import { useEffect, useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLazyGetPainterImageQuery } from '@aigc/store/generate-tools';
import { Button, IconButton, Image, Spinner } from '@aigc/ui';
import { useIssueText } from '../hooks/useIssueText';
import { checkReferenceFile } from '../util/sourceImage';
import type { SourceImage } from '../util/sourceImage';
import { HistoryPicker } from './HistoryPicker';

export interface ReferenceImageFieldProps {
  /** Visible label of the field. */
  label: string;
  value: SourceImage | null;
  onChange: (image: SourceImage | null) => void;
  /** Error shown under the field (e.g. 'Please upload an image' after a submit without one). */
  error?: string | null;
  /** Start with this uniqueImageId of one of the user's images (e.g. `?imageId=` in the URL). */
  initialImageId?: string | null;
  /** Limit the history choice to one challenge. */
  topicId?: string;
}

/**
 * A reference-image input (docs/product.md §5): drop or choose a JPEG/PNG/WebP file, or
 * pick one of your generated images from the history. A file is checked on
 * the client with `validateReferenceImage` (format, 20 MB, ratio 1:2–2:1,
 * width 360–2560 px) and rejected with the domain message; a history image is
 * loaded through `generate/painter/image` ('Failed to fetch original image').
 */
export function ReferenceImageField({ label, value, onChange, error, initialImageId, topicId }: ReferenceImageFieldProps) {
  const { t } = useLingui();
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const issueText = useIssueText();
  const [issue, setIssue] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [fetchPainter, painter] = useLazyGetPainterImageQuery();

  const takeFile = async (file: File | undefined) => {
    if (!file) return;
    setChecking(true);
    const result = await checkReferenceFile(file);
    setChecking(false);
    if (result.ok) {
      setIssue(null);
      onChange(result.image);
    } else {
      setIssue(issueText(result.issue.code));
    }
  };

  const takeHistoryImage = async (uniqueImageId: string) => {
    setIssue(null);
    try {
      const original = await fetchPainter(uniqueImageId, true).unwrap();
      onChange({
        ref: { uniqueImageId: original.uniqueImageId },
        previewUrl: original.url,
        width: original.width,
        height: original.height,
        name: t`From your history`,
      });
    } catch {
      setIssue(t`Failed to fetch original image`);
    }
  };

  const started = useRef(false);
  useEffect(() => {
    if (initialImageId && !started.current) {
      started.current = true;
      void takeHistoryImage(initialImageId);
    }
    // run once for the initial id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialImageId]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void takeFile(event.dataTransfer.files[0]);
  };

  const shownError = issue ?? error ?? null;
  const busy = checking || painter.isFetching;

  return (
    <div className="gen-field">
      <span className="gen-label" id={`${ids}-label`}>
        {label}
      </span>
      {value ? (
        <div className="gen-ref">
          <div className="gen-ref__preview">
            <Image src={value.previewUrl} alt={t`Reference image`} width={value.width} height={value.height} fit="contain" />
          </div>
          <div className="gen-ref__meta">
            <span className="gen-small gen-muted">
              {value.name} · {value.width}×{value.height} px
            </span>
            <IconButton label={t`Remove the reference image`} size="sm" variant="ghost" onClick={() => onChange(null)}>
              <span aria-hidden="true">×</span>
            </IconButton>
          </div>
        </div>
      ) : (
        <div
          className="gen-drop"
          data-dragging={dragging}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          {busy ? (
            <Spinner label={t`Reading the image`} />
          ) : (
            <>
              <p className="gen-drop__title">
                <Trans>Drop an image here</Trans>
              </p>
              <p className="gen-small gen-muted">
                <Trans>JPEG, PNG or WebP, under 20 MB, width 360–2560 px, ratio between 1:2 and 2:1</Trans>
              </p>
              <div className="gen-drop__actions">
                <Button variant="secondary" size="sm" onClick={() => inputRef.current?.click()}>
                  <Trans>Upload an image</Trans>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setPickerOpen(true)}>
                  <Trans>Choose from history</Trans>
                </Button>
              </div>
            </>
          )}
        </div>
      )}
      <input
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="ui-visually-hidden"
        aria-labelledby={`${ids}-label`}
        data-testid="reference-file-input"
        tabIndex={-1}
        onChange={(e) => {
          void takeFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {shownError ? (
        <p className="gen-error" role="alert">
          {shownError}
        </p>
      ) : null}
      <HistoryPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        max={1}
        topicId={topicId}
        onPick={(picked) => {
          const first = picked[0];
          if (first) void takeHistoryImage(first.image.uniqueImageId);
        }}
      />
    </div>
  );
}
