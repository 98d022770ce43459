import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Model } from '@aigc/api-client';
import { BATCH_SIZE_MAX, PROMPT_MAX } from '@aigc/domain';
import { useImg2imgMutation, useKontextMutation } from '@aigc/store/generate-tools';
import { Button, TextArea } from '@aigc/ui';
import { KontextSourcesField } from '../components/KontextSourcesField';
import { ModelSelect, pickModel } from '../components/ModelSelect';
import { ReferenceImageField } from '../components/ReferenceImageField';
import { SegmentedControl, ToolForm } from '../components/ToolForm';
import { ToolWorkspace, type GeneratorToolProps } from '../components/ToolWorkspace';
import { GenerateButton } from '../components/GenerateButton';
import { useIssueText, usePromptCheck } from '../hooks/useIssueText';
import { useToolModels } from '../hooks/useToolFlags';
import { useToolJobs } from '../hooks/useToolJobs';
import { charCount } from '../util/text';
import type { SourceImage } from '../util/sourceImage';

/** The model to offer when the chosen one cannot do image → image (docs/product.md §8): the first that can. */
export function generalModelFor(models: readonly Model[], capability: string): Model | undefined {
  return models.find((m) => m.capabilities.includes(capability));
}

/** Models listed per mode: kontext ones, or any that makes images (those without image → image get the notice). */
const MODE_MODELS = { kontext: ['kontext'], image: ['image2image', 'text2image'] } as const;

type Mode = 'image' | 'kontext';

export interface ImageToImageToolProps extends GeneratorToolProps {
  /** 'image' = one source image restyled; 'kontext' = edit with several reference images. Default: a switch shows both. */
  mode?: Mode;
}

/**
 * Image → image and kontext (docs/product.md §1, §7): a reference image (checked per
 * docs/product.md §5) and a prompt; when the chosen model does not support image →
 * image the form says so and offers the switch to the general model (docs/product.md
 * §8). Kontext mode takes 1–KONTEXT_SOURCE_IMAGES_MAX source images
 * (files or history, {@link KontextSourcesField}) and a prompt that says how
 * to combine or edit them.
 */
export function ImageToImageTool({ topicId, mode: fixedMode, onPublish }: ImageToImageToolProps) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const promptIssue = usePromptCheck();
  const [params] = useSearchParams();
  const jobs = useToolJobs(topicId);
  const [mode, setMode] = useState<Mode>(fixedMode ?? 'image');
  const capability = mode === 'kontext' ? 'kontext' : 'image2image';
  const models = useToolModels(MODE_MODELS[mode]);
  const [img2img, { isLoading: sending }] = useImg2imgMutation();
  const [kontext, { isLoading: sendingKontext }] = useKontextMutation();

  const [modelId, setModelId] = useState('');
  const [source, setSource] = useState<SourceImage | null>(null);
  const [sources, setSources] = useState<SourceImage[]>([]);
  const [prompt, setPrompt] = useState('');
  const [batchSize, setBatchSize] = useState(2);
  const [error, setError] = useState<{ field: 'image' | 'prompt'; text: string } | null>(null);
  const imageError = error?.field === 'image' ? error.text : null;

  const model = pickModel(models, modelId);
  const unsupported = model !== undefined && !model.capabilities.includes(capability);

  const submit = async () => {
    const images = mode === 'kontext' ? sources : source ? [source] : [];
    if (images.length === 0) {
      setError({ field: 'image', text: issueText('reference.required') });
      return;
    }
    const issue = promptIssue(prompt);
    if (issue) {
      setError({ field: 'prompt', text: issue });
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
    <ToolForm label={t`Image to image`} onSubmit={submit}>
      {!fixedMode ? (
        <SegmentedControl
          label={t`Mode`}
          name="img2img-mode"
          options={[
            { value: 'image', label: <Trans>One image</Trans> },
            { value: 'kontext', label: <Trans>Kontext (several images)</Trans> },
          ]}
          value={mode}
          onChange={setMode}
        />
      ) : null}
      <ModelSelect label={t`Model`} models={models} value={modelId} onChange={setModelId} />
      {unsupported ? <UnsupportedModelNotice general={generalModelFor(models, capability)} onSwitch={setModelId} /> : null}
      {mode === 'image' ? (
        <ReferenceImageField
          label={t`Reference image`}
          value={source}
          onChange={setSource}
          error={imageError}
          initialImageId={params.get('imageId')}
          topicId={topicId}
        />
      ) : (
        <KontextSourcesField
          sources={sources}
          onChange={setSources}
          error={imageError}
          onError={(text) => setError(text === null ? null : { field: 'image', text })}
          topicId={topicId}
        />
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
      {mode === 'image' ? <BatchSizeField value={batchSize} onChange={setBatchSize} /> : null}
      <GenerateButton submitting={sending || sendingKontext} jobId={jobs.newestJobId} disabled={!model || unsupported} />
    </ToolForm>
  );

  return <ToolWorkspace form={form} jobs={jobs} onPublish={onPublish} />;
}

/** 'This model does not support image-to-image.' with the switch to `general` when there is one (docs/product.md §8). */
function UnsupportedModelNotice({ general, onSwitch }: { general: Model | undefined; onSwitch: (modelId: string) => void }) {
  return (
    <div className="gen-notice" role="alert">
      <p>
        <Trans>This model does not support image-to-image.</Trans>
      </p>
      {general ? (
        <Button type="button" size="sm" variant="secondary" onClick={() => onSwitch(general.modelId)}>
          <Trans>Switch to the general model</Trans>
        </Button>
      ) : null}
    </div>
  );
}

/** 'Images to make': 1…BATCH_SIZE_MAX images per task. */
function BatchSizeField({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  return (
    <div className="gen-field">
      <label className="gen-label" htmlFor="gen-batch">
        <Trans>Images to make</Trans>
      </label>
      <select id="gen-batch" className="gen-select" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {Array.from({ length: BATCH_SIZE_MAX }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
