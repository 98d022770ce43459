import { useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerationRecord, Model } from '@aigc/api-client';
import { BATCH_SIZE_MAX, KONTEXT_SOURCE_IMAGES_MAX, PROMPT_MAX, validatePrompt } from '@aigc/domain';
import { useGetModelsQuery } from '@aigc/store';
import { useImg2imgMutation, useKontextMutation } from '@aigc/store/generate-tools';
import { Button, IconButton, Image, TextArea } from '@aigc/ui';
import { HistoryPicker } from '../components/HistoryPicker';
import { ModelSelect, pickModel } from '../components/ModelSelect';
import { ReferenceImageField } from '../components/ReferenceImageField';
import { ToolWorkspace } from '../components/ToolWorkspace';
import { useIssueText } from '../hooks/useIssueText';
import { allowedModels, useToolFlags } from '../hooks/useToolFlags';
import { useToolJobs } from '../hooks/useToolJobs';
import { charCount } from '../util/text';
import { checkReferenceFile } from '../util/sourceImage';
import type { SourceImage } from '../util/sourceImage';

/** The model to offer when the chosen one cannot do image → image (docs/product.md §8): the first that can. */
export function generalModelFor(models: readonly Model[], capability: string): Model | undefined {
  return models.find((m) => m.capabilities.includes(capability));
}

export interface ImageToImageToolProps {
  topicId?: string;
  /** Where Publish on a result goes (e.g. the challenge's publish dialog); default: the generator's own. */
  onPublish?: (record: GenerationRecord) => void;
  /** 'image' = one source image restyled; 'kontext' = edit with several reference images. Default: a switch shows both. */
  mode?: 'image' | 'kontext';
}

/**
 * Image → image and kontext (docs/product.md §1, §7): a reference image (checked per
 * docs/product.md §5) and a prompt; when the chosen model does not support image →
 * image the form says so and offers the switch to the general model (docs/product.md
 * §8). Kontext mode takes 1–{@link KONTEXT_SOURCE_IMAGES_MAX} source images
 * (files or history) and a prompt that says how to combine or edit them.
 */
export function ImageToImageTool({ topicId, mode: fixedMode, onPublish }: ImageToImageToolProps) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const [params] = useSearchParams();
  const flags = useToolFlags();
  const jobs = useToolJobs(topicId);
  const { data: modelPage } = useGetModelsQuery();
  const [mode, setMode] = useState<'image' | 'kontext'>(fixedMode ?? 'image');
  const capability = mode === 'kontext' ? 'kontext' : 'image2image';
  const models = useMemo(
    () =>
      allowedModels(
        (modelPage?.dataList ?? []).filter((m) =>
          mode === 'kontext' ? m.capabilities.includes('kontext') : m.capabilities.some((c) => c === 'image2image' || c === 'text2image'),
        ),
        flags.modelIds,
      ),
    [modelPage, flags.modelIds, mode],
  );
  const [img2img, { isLoading: sending }] = useImg2imgMutation();
  const [kontext, { isLoading: sendingKontext }] = useKontextMutation();

  const [modelId, setModelId] = useState('');
  const [source, setSource] = useState<SourceImage | null>(null);
  const [sources, setSources] = useState<SourceImage[]>([]);
  const [prompt, setPrompt] = useState('');
  const [batchSize, setBatchSize] = useState(2);
  const [error, setError] = useState<{ field: 'image' | 'prompt'; text: string } | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const filesRef = useRef<HTMLInputElement>(null);

  const model = pickModel(models, modelId);
  const unsupported = model !== undefined && !model.capabilities.includes(capability);
  const general = generalModelFor(models, capability);

  const addFiles = async (files: FileList | null) => {
    if (!files) return;
    const room = KONTEXT_SOURCE_IMAGES_MAX - sources.length;
    const picked: SourceImage[] = [];
    for (const file of Array.from(files).slice(0, Math.max(0, room))) {
      const result = await checkReferenceFile(file);
      if (!result.ok) {
        setError({ field: 'image', text: issueText(result.issue.code) });
        return;
      }
      picked.push(result.image);
    }
    setError(null);
    setSources((current) => [...current, ...picked].slice(0, KONTEXT_SOURCE_IMAGES_MAX));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const images = mode === 'kontext' ? sources : source ? [source] : [];
    if (images.length === 0) {
      setError({ field: 'image', text: issueText('reference.required') });
      return;
    }
    const issue = validatePrompt(prompt);
    if (issue) {
      setError({
        field: 'prompt',
        text: issue.code === 'prompt.required' ? t`Please enter a prompt` : t`The prompt must be at most ${PROMPT_MAX} characters long`,
      });
      return;
    }
    if (!model || unsupported) return;
    setError(null);
    const text = prompt.trim();
    try {
      const job =
        mode === 'kontext'
          ? await kontext({ sources: sources.map((s) => s.ref), prompt: text, modelId: model.modelId }).unwrap()
          : await img2img({ source: images[0]!.ref, prompt: text, modelId: model.modelId, batchSize, topicId, tagId: 'style' }).unwrap();
      jobs.added(job, text);
    } catch {
      // toasted by the base query
    }
  };

  const form = (
    <form className="gen-form__body" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Image to image`}>
      {!fixedMode ? (
        <div className="gen-segmented" role="radiogroup" aria-label={t`Mode`}>
          {(['image', 'kontext'] as const).map((m) => (
            <label key={m} className="gen-segmented__option" data-checked={mode === m}>
              <input type="radio" name="img2img-mode" checked={mode === m} onChange={() => setMode(m)} />
              {m === 'image' ? <Trans>One image</Trans> : <Trans>Kontext (several images)</Trans>}
            </label>
          ))}
        </div>
      ) : null}
      <ModelSelect label={t`Model`} models={models} value={modelId} onChange={setModelId} />
      {unsupported ? (
        <div className="gen-notice" role="alert">
          <p>
            <Trans>This model does not support image-to-image.</Trans>
          </p>
          {general ? (
            <Button type="button" size="sm" variant="secondary" onClick={() => setModelId(general.modelId)}>
              <Trans>Switch to the general model</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      {mode === 'image' ? (
        <ReferenceImageField
          label={t`Reference image`}
          value={source}
          onChange={setSource}
          error={error?.field === 'image' ? error.text : null}
          initialImageId={params.get('imageId')}
          topicId={topicId}
        />
      ) : (
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
                  onClick={() => setSources((current) => current.filter((_, j) => j !== i))}
                >
                  <span aria-hidden="true">×</span>
                </IconButton>
              </li>
            ))}
          </ul>
          {sources.length < KONTEXT_SOURCE_IMAGES_MAX ? (
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
            className="gen-visually-hidden"
            tabIndex={-1}
            aria-label={t`Add source images`}
            onChange={(e) => {
              void addFiles(e.target.files);
              e.target.value = '';
            }}
          />
          {error?.field === 'image' ? (
            <p className="gen-error" role="alert">
              {error.text}
            </p>
          ) : null}
          <HistoryPicker
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            max={KONTEXT_SOURCE_IMAGES_MAX - sources.length}
            topicId={topicId}
            onPick={(picked) =>
              setSources((current) =>
                [
                  ...current,
                  ...picked.map((p) => ({
                    ref: { uniqueImageId: p.image.uniqueImageId },
                    previewUrl: p.image.imageResize512Url || p.image.url,
                    width: p.image.width,
                    height: p.image.height,
                    name: p.record.prompt,
                  })),
                ].slice(0, KONTEXT_SOURCE_IMAGES_MAX),
              )
            }
          />
        </div>
      )}
      <TextArea
        label={mode === 'kontext' ? t`What to do with the images` : t`Prompt`}
        rows={4}
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        placeholder={
          mode === 'kontext' ? t`Put the fox from the first image on the keychain of the second` : t`Turn it into an enamel pin`
        }
        hint={`${charCount(prompt)}/${PROMPT_MAX}`}
        error={error?.field === 'prompt' ? error.text : undefined}
      />
      {mode === 'image' ? (
        <div className="gen-field">
          <label className="gen-label" htmlFor="gen-batch">
            <Trans>Images to make</Trans>
          </label>
          <select id="gen-batch" className="gen-select" value={batchSize} onChange={(e) => setBatchSize(Number(e.target.value))}>
            {Array.from({ length: BATCH_SIZE_MAX }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Button type="submit" variant="primary" size="lg" loading={sending || sendingKontext} disabled={!model || unsupported}>
        <Trans>Generate</Trans>
      </Button>
    </form>
  );

  return <ToolWorkspace form={form} jobs={jobs} onPublish={onPublish} />;
}
