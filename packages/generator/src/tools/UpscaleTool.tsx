import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerationRecord } from '@aigc/api-client';
import { UPSCALE_FACTORS, validateUpscale } from '@aigc/domain';
import type { UpscaleFactor } from '@aigc/domain';
import { useUpscaleMutation } from '@aigc/store/generate-tools';
import { Button } from '@aigc/ui';
import { ReferenceImageField } from '../components/ReferenceImageField';
import { ToolWorkspace } from '../components/ToolWorkspace';
import { useIssueText } from '../hooks/useIssueText';
import { useToolJobs } from '../hooks/useToolJobs';
import type { SourceImage } from '../util/sourceImage';

export interface UpscaleToolProps {
  topicId?: string;
  /** Where Publish on a result goes (e.g. the challenge's publish dialog); default: the generator's own. */
  onPublish?: (record: GenerationRecord) => void;
}

/**
 * HD upscale (docs/product.md §1; `generate/upscale`, batchSize 1): an image and a
 * factor (×2 or ×4); the form shows the resulting size and refuses one
 * larger than the domain's `UPSCALE_MAX_OUTPUT_PX` before sending.
 */
export function UpscaleTool({ topicId, onPublish }: UpscaleToolProps) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const [params] = useSearchParams();
  const jobs = useToolJobs(topicId);
  const [upscale, { isLoading }] = useUpscaleMutation();
  const [source, setSource] = useState<SourceImage | null>(null);
  const [scale, setScale] = useState<UpscaleFactor>(2);
  const [error, setError] = useState<string | null>(null);
  const tooLarge = source ? validateUpscale(source.width, source.height, scale) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!source) {
      setError(issueText('reference.required'));
      return;
    }
    if (tooLarge) return;
    setError(null);
    try {
      const job = await upscale({ source: source.ref, scale, topicId }).unwrap();
      jobs.added(job, t`HD ×${scale}: ${source.width * scale}×${source.height * scale} px`);
    } catch {
      // toasted by the base query
    }
  };

  const form = (
    <form className="gen-form__body" onSubmit={(e) => void submit(e)} noValidate aria-label={t`HD upscale`}>
      <ReferenceImageField
        label={t`Image to upscale`}
        value={source}
        onChange={setSource}
        error={error}
        initialImageId={params.get('imageId')}
        topicId={topicId}
      />
      <div className="gen-segmented" role="radiogroup" aria-label={t`Scale`}>
        {UPSCALE_FACTORS.map((f) => (
          <label key={f} className="gen-segmented__option" data-checked={scale === f}>
            <input type="radio" name="upscale-factor" checked={scale === f} onChange={() => setScale(f)} />×{f}
          </label>
        ))}
      </div>
      {source ? (
        <p className="gen-small gen-muted">
          <Trans>
            Result: {source.width * scale}×{source.height * scale} px
          </Trans>
        </p>
      ) : null}
      {tooLarge ? (
        <p className="gen-error" role="alert">
          {issueText(tooLarge.code)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="lg" loading={isLoading} disabled={Boolean(tooLarge)}>
        <Trans>Upscale</Trans>
      </Button>
    </form>
  );
  return <ToolWorkspace form={form} jobs={jobs} onPublish={onPublish} />;
}
