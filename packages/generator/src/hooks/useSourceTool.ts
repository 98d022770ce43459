import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GenerateJob } from '@aigc/api-client';
import type { ReferenceImageFieldProps } from '../components/ReferenceImageField';
import type { SourceImage } from '../util/sourceImage';
import { useIssueText } from './useIssueText';
import { useToolJobs } from './useToolJobs';

/** What a tool's send function returns: the queued job and the label shown for it. */
export interface SentJob {
  job: GenerateJob;
  label: string;
}

/**
 * The skeleton shared by the tools that work on one source image (HD, image
 * → 3D, image → video, the preset tools): the screen's jobs, the source
 * image and its error, and the props of the source's
 * {@link ReferenceImageField} (starting from `?imageId=`, history limited to
 * `topicId`).
 *
 * `submitter(send, { blocked })` makes the form's submit handler: without a
 * source it shows 'Please upload an image' and sends nothing; when `blocked`
 * (the form shows why) it sends nothing; otherwise it clears the error, calls
 * `send(source)` and adds the job with its label. A failed send is toasted by
 * the base query and adds nothing.
 */
export function useSourceTool(topicId?: string) {
  const issueText = useIssueText();
  const [params] = useSearchParams();
  const jobs = useToolJobs(topicId);
  const [source, setSource] = useState<SourceImage | null>(null);
  const [error, setError] = useState<string | null>(null);

  const sourceField: Omit<ReferenceImageFieldProps, 'label'> = {
    value: source,
    onChange: setSource,
    error,
    initialImageId: params.get('imageId'),
    topicId,
  };

  const submitter =
    (send: (source: SourceImage) => Promise<SentJob>, { blocked = false }: { blocked?: boolean } = {}) =>
    async () => {
      if (!source) {
        setError(issueText('reference.required'));
        return;
      }
      if (blocked) return;
      setError(null);
      try {
        const { job, label } = await send(source);
        jobs.added(job, label);
      } catch {
        // toasted by the base query
      }
    };

  return { jobs, source, sourceField, submitter };
}
