import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROMPT_MAX, VIDEO_DURATION_MS, VIDEO_MOTIONS } from '@aigc/domain';
import type { VideoMotion } from '@aigc/domain';
import { useImageToVideoMutation } from '@aigc/store/generate-tools';
import { TextArea } from '@aigc/ui';
import { ReferenceImageField } from '../components/ReferenceImageField';
import { SegmentedControl, ToolForm } from '../components/ToolForm';
import { ToolWorkspace, type GeneratorToolProps } from '../components/ToolWorkspace';
import { GenerateButton } from '../components/GenerateButton';
import { useSourceTool } from '../hooks/useSourceTool';
import { charCount } from '../util/text';

export type ImageToVideoToolProps = GeneratorToolProps;

/**
 * Image → video (docs/product.md §1; `generate/img2video`): an image, an optional
 * prompt and a camera move; the clip plays in the task panel and can be
 * downloaded.
 */
export function ImageToVideoTool({ topicId, onPublish }: ImageToVideoToolProps) {
  const { t } = useLingui();
  const tool = useSourceTool(topicId);
  const [makeVideo, { isLoading }] = useImageToVideoMutation();
  const [prompt, setPrompt] = useState('');
  const [motion, setMotion] = useState<VideoMotion>('zoomIn');

  const motionLabel: Record<VideoMotion, string> = {
    zoomIn: t`Zoom in`,
    zoomOut: t`Zoom out`,
    panLeft: t`Pan left`,
    panRight: t`Pan right`,
  };

  const submit = tool.submitter(async (source) => ({
    job: await makeVideo({ source: source.ref, prompt: prompt.trim() || undefined, motion }).unwrap(),
    label: prompt.trim() || motionLabel[motion],
  }));

  const seconds = VIDEO_DURATION_MS / 1000;
  const form = (
    <ToolForm label={t`Image to video`} onSubmit={submit}>
      <ReferenceImageField label={t`Image`} {...tool.sourceField} />
      <TextArea
        label={t`Prompt (optional)`}
        rows={3}
        value={prompt}
        onChange={(e) => setPrompt(e.target.value.slice(0, PROMPT_MAX))}
        hint={`${charCount(prompt)}/${PROMPT_MAX}`}
      />
      <SegmentedControl
        label={t`Camera move`}
        name="motion"
        options={VIDEO_MOTIONS.map((m) => ({ value: m, label: motionLabel[m] }))}
        value={motion}
        onChange={setMotion}
      />
      <p className="gen-small gen-muted">
        <Trans>A {seconds}-second clip.</Trans>
      </p>
      <GenerateButton submitting={isLoading} jobId={tool.jobs.newestJobId}>
        <Trans>Make video</Trans>
      </GenerateButton>
    </ToolForm>
  );
  return <ToolWorkspace form={form} jobs={tool.jobs} onPublish={onPublish} />;
}
