import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerationRecord } from '@aigc/api-client';
import { PROMPT_MAX, VIDEO_DURATION_MS, VIDEO_MOTIONS } from '@aigc/domain';
import type { VideoMotion } from '@aigc/domain';
import { useImageToVideoMutation } from '@aigc/store/generate-tools';
import { Button, TextArea } from '@aigc/ui';
import { ReferenceImageField } from '../components/ReferenceImageField';
import { ToolWorkspace } from '../components/ToolWorkspace';
import { useIssueText } from '../hooks/useIssueText';
import { useToolJobs } from '../hooks/useToolJobs';
import { charCount } from '../util/text';
import type { SourceImage } from '../util/sourceImage';

export interface ImageToVideoToolProps {
  topicId?: string;
  /** Where Publish on a result goes (e.g. the challenge's publish dialog); default: the generator's own. */
  onPublish?: (record: GenerationRecord) => void;
}

/**
 * Image → video (docs/product.md §1; `generate/img2video`): an image, an optional
 * prompt and a camera move; the clip plays in the task panel and can be
 * downloaded.
 */
export function ImageToVideoTool({ topicId, onPublish }: ImageToVideoToolProps) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const [params] = useSearchParams();
  const jobs = useToolJobs(topicId);
  const [makeVideo, { isLoading }] = useImageToVideoMutation();
  const [source, setSource] = useState<SourceImage | null>(null);
  const [prompt, setPrompt] = useState('');
  const [motion, setMotion] = useState<VideoMotion>('zoomIn');
  const [error, setError] = useState<string | null>(null);

  const motionLabel: Record<VideoMotion, string> = {
    zoomIn: t`Zoom in`,
    zoomOut: t`Zoom out`,
    panLeft: t`Pan left`,
    panRight: t`Pan right`,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!source) {
      setError(issueText('reference.required'));
      return;
    }
    setError(null);
    try {
      const job = await makeVideo({ source: source.ref, prompt: prompt.trim() || undefined, motion }).unwrap();
      jobs.added(job, prompt.trim() || motionLabel[motion]);
    } catch {
      // toasted by the base query
    }
  };

  const seconds = VIDEO_DURATION_MS / 1000;
  const form = (
    <form className="gen-form__body" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Image to video`}>
      <ReferenceImageField
        label={t`Image`}
        value={source}
        onChange={setSource}
        error={error}
        initialImageId={params.get('imageId')}
        topicId={topicId}
      />
      <TextArea
        label={t`Prompt (optional)`}
        rows={3}
        value={prompt}
        onChange={(e) => setPrompt(e.target.value.slice(0, PROMPT_MAX))}
        hint={`${charCount(prompt)}/${PROMPT_MAX}`}
      />
      <div className="gen-segmented" role="radiogroup" aria-label={t`Camera move`}>
        {VIDEO_MOTIONS.map((m) => (
          <label key={m} className="gen-segmented__option" data-checked={motion === m}>
            <input type="radio" name="motion" checked={motion === m} onChange={() => setMotion(m)} />
            {motionLabel[m]}
          </label>
        ))}
      </div>
      <p className="gen-small gen-muted">
        <Trans>A {seconds}-second clip.</Trans>
      </p>
      <Button type="submit" variant="primary" size="lg" loading={isLoading}>
        <Trans>Make video</Trans>
      </Button>
    </form>
  );
  return <ToolWorkspace form={form} jobs={jobs} onPublish={onPublish} />;
}
