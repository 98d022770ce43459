import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { UPSCALE_FACTORS, validateUpscale } from '@aigc/domain';
import type { UpscaleFactor } from '@aigc/domain';
import { useUpscaleMutation } from '@aigc/store/generate-tools';
import { ReferenceImageField } from '../components/ReferenceImageField';
import { SegmentedControl, ToolForm } from '../components/ToolForm';
import { ToolWorkspace, type GeneratorToolProps } from '../components/ToolWorkspace';
import { GenerateButton } from '../components/GenerateButton';
import { useIssueText } from '../hooks/useIssueText';
import { useSourceTool } from '../hooks/useSourceTool';

export type UpscaleToolProps = GeneratorToolProps;

/**
 * HD upscale (docs/product.md §1; `generate/upscale`, batchSize 1): an image and a
 * factor (×2 or ×4); the form shows the resulting size and refuses one
 * larger than the domain's `UPSCALE_MAX_OUTPUT_PX` before sending.
 */
export function UpscaleTool({ topicId, onPublish }: UpscaleToolProps) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const tool = useSourceTool(topicId);
  const { source } = tool;
  const [upscale, { isLoading }] = useUpscaleMutation();
  const [scale, setScale] = useState<UpscaleFactor>(2);
  const tooLarge = source ? validateUpscale(source.width, source.height, scale) : null;

  const submit = tool.submitter(
    async (image) => ({
      job: await upscale({ source: image.ref, scale, topicId }).unwrap(),
      label: t`HD ×${scale}: ${image.width * scale}×${image.height * scale} px`,
    }),
    { blocked: Boolean(tooLarge) },
  );

  const form = (
    <ToolForm label={t`HD upscale`} onSubmit={submit}>
      <ReferenceImageField label={t`Image to upscale`} {...tool.sourceField} />
      <SegmentedControl
        label={t`Scale`}
        name="upscale-factor"
        options={UPSCALE_FACTORS.map((f) => ({ value: f, label: `×${f}` }))}
        value={scale}
        onChange={setScale}
      />
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
      <GenerateButton submitting={isLoading} jobId={tool.jobs.newestJobId} disabled={Boolean(tooLarge)}>
        <Trans>Upscale</Trans>
      </GenerateButton>
    </ToolForm>
  );
  return <ToolWorkspace form={form} jobs={tool.jobs} onPublish={onPublish} />;
}
