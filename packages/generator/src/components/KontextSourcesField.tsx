import { useRef, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { KONTEXT_SOURCE_IMAGES_MAX } from '@aigc/domain';
import { Button, IconButton, Image } from '@aigc/ui';
import { useIssueText } from '../hooks/useIssueText';
import { checkReferenceFile } from '../util/sourceImage';
import type { SourceImage } from '../util/sourceImage';
import { HistoryPicker, type PickedImage } from './HistoryPicker';

/** Props of {@link KontextSourcesField}. */
export interface KontextSourcesFieldProps {
  sources: readonly SourceImage[];
  onChange: Dispatch<SetStateAction<SourceImage[]>>;
  /** Error shown under the field. */
  error: string | null;
  /** Called with a file's broken rule, or null once files were accepted. */
  onError: (text: string | null) => void;
  /** Limit the history choice to one challenge. */
  topicId?: string;
}

/** A history image as a kontext source (sent by its id). */
const fromHistory = ({ image, record }: PickedImage): SourceImage => ({
  ref: { uniqueImageId: image.uniqueImageId },
  previewUrl: image.imageResize512Url || image.url,
  width: image.width,
  height: image.height,
  name: record.prompt,
});

/**
 * The kontext source images (docs/product.md §1, §5): up to KONTEXT_SOURCE_IMAGES_MAX
 * thumbnails, each removable; 'Add images' (files, each checked like a
 * reference image: the first broken rule is shown and that batch is
 * dropped) and 'Choose from history' while there is room. Extra picks past
 * the limit are dropped.
 */
export function KontextSourcesField({ sources, onChange, error, onError, topicId }: KontextSourcesFieldProps) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const filesRef = useRef<HTMLInputElement>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const room = KONTEXT_SOURCE_IMAGES_MAX - sources.length;
  const append = (added: SourceImage[]) => onChange((current) => [...current, ...added].slice(0, KONTEXT_SOURCE_IMAGES_MAX));

  const addFiles = async (files: FileList | null) => {
    if (!files) return;
    const picked: SourceImage[] = [];
    for (const file of Array.from(files).slice(0, Math.max(0, room))) {
      const result = await checkReferenceFile(file);
      if (!result.ok) {
        onError(issueText(result.issue.code));
        return;
      }
      picked.push(result.image);
    }
    onError(null);
    append(picked);
  };

  return (
    <div className="gen-field">
      <span className="gen-label">
        <Trans>Source images ({sources.length}/{KONTEXT_SOURCE_IMAGES_MAX})</Trans>
      </span>
      <ul className="gen-sources">
        {sources.map((s, i) => (
          <li key={`${s.previewUrl}-${i}`} className="gen-sources__item">
            <Image src={s.previewUrl} alt={t`Source image ${i + 1}`} width={s.width} height={s.height} fit="cover" />
            <IconButton
              label={t`Remove source image ${i + 1}`}
              size="sm"
              variant="secondary"
              onClick={() => onChange((current) => current.filter((_, j) => j !== i))}
            >
              <span aria-hidden="true">×</span>
            </IconButton>
          </li>
        ))}
      </ul>
      {room > 0 ? (
        <div className="gen-row">
          <Button type="button" size="sm" variant="secondary" onClick={() => filesRef.current?.click()}>
            <Trans>Add images</Trans>
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setPickerOpen(true)}>
            <Trans>Choose from history</Trans>
          </Button>
        </div>
      ) : null}
      <input
        ref={filesRef}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        className="ui-visually-hidden"
        tabIndex={-1}
        aria-label={t`Add source images`}
        onChange={(e) => {
          void addFiles(e.target.files);
          e.target.value = '';
        }}
      />
      {error ? (
        <p className="gen-error" role="alert">
          {error}
        </p>
      ) : null}
      <HistoryPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        max={room}
        topicId={topicId}
        onPick={(picked) => append(picked.map(fromHistory))}
      />
    </div>
  );
}
