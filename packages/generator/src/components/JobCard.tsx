import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerateJob, GenerationRecord } from '@aigc/api-client';
import { isJobFinished } from '@aigc/domain';
import { selectLiveConnected, useAppSelector, useGetGenerateResultQuery } from '@aigc/store';
import { Button, IconButton, ProgressBar, Spinner } from '@aigc/ui';
import { ResultMedia } from './ResultMedia';
import type { FollowUpTool } from './ResultMedia';

/**
 * Interval between result polls of an unfinished job while the live stream
 * is down, in ms (docs/product.md §4 'Generation task'; with the stream up its
 * `generation` events update the job and nothing is polled).
 */
export const RESULT_POLL_MS = 1000;

export interface JobCardProps {
  jobId: string;
  /** The prompt, shown while the job has no record yet. */
  prompt?: string;
  /** Called once when the job reaches a final status. */
  onFinished?: (job: GenerateJob) => void;
  /** Called once when the first result of this job arrives (clears older errors, docs/product.md §8). */
  onFirstResult?: () => void;
  /** Open the publish form for the finished record. */
  onPublish?: (record: GenerationRecord) => void;
  /** Remove the card (a finished or failed job). */
  onDismiss?: () => void;
  /** Follow-up tools linked from each result image. */
  followUps?: readonly FollowUpTool[];
}

/**
 * One generation task (docs/product.md §4 'Generation task', §8): reads
 * `useGetGenerateResultQuery(jobId)`, which the live stream keeps current
 * (docs/live-stream.md `generation`); only while the stream is not connected
 * (`selectLiveConnected`: signed out, reconnecting, a browser without
 * `EventSource`) does it poll, every {@link RESULT_POLL_MS} ms, until the
 * job is final. It shows 'In queue · N ahead', 'Generating', the result
 * results ({@link ResultMedia}: images, 3D preview or video) with a Publish button, or the error — which stays until
 * dismissed or the next job's result arrives.
 */
export function JobCard({ jobId, prompt, onFinished, onFirstResult, onPublish, onDismiss, followUps }: JobCardProps) {
  const { t } = useLingui();
  const [done, setDone] = useState(false);
  const live = useAppSelector(selectLiveConnected);
  const { data: current, isError } = useGetGenerateResultQuery(jobId, {
    pollingInterval: done || live ? 0 : RESULT_POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const finished = current ? isJobFinished(current.status) : false;
  const reported = useRef({ first: false, finished: false });

  useEffect(() => {
    if (!current) return;
    if (!reported.current.first) {
      reported.current.first = true;
      onFirstResult?.();
    }
    if (isJobFinished(current.status) && !reported.current.finished) {
      reported.current.finished = true;
      setDone(true);
      onFinished?.(current);
    }
  }, [current, onFinished, onFirstResult]);

  const status = current?.status;
  const shownPrompt = current?.record?.prompt || prompt || t`Image generation`;

  return (
    <article className="gen-job" data-status={status ?? 'loading'} aria-live="polite">
      <header className="gen-job__head">
        <p className="gen-job__prompt" title={shownPrompt}>
          {shownPrompt}
        </p>
        {onDismiss && (finished || isError) ? (
          <IconButton label={t`Dismiss`} size="sm" variant="ghost" onClick={onDismiss}>
            <span aria-hidden="true">×</span>
          </IconButton>
        ) : null}
      </header>
      {!current ? (
        isError ? (
          <p className="gen-error" role="alert">
            <Trans>This task could not be found.</Trans>
          </p>
        ) : (
          <Spinner label={t`Loading task`} />
        )
      ) : status === 'queued' ? (
        <div className="gen-job__state">
          <ProgressBar active placement="inline" />
          <p>
            {current.queuePosition > 0 ? (
              <Trans>In queue · {current.queuePosition} ahead</Trans>
            ) : (
              <Trans>In queue · next up</Trans>
            )}
          </p>
        </div>
      ) : status === 'running' ? (
        <div className="gen-job__state">
          <ProgressBar active placement="inline" />
          <p>
            <Trans>Generating…</Trans>
          </p>
        </div>
      ) : status === 'failed' ? (
        <p className="gen-error" role="alert">
          {current.error ?? t`Generation failed, please try again.`}
        </p>
      ) : current.record ? (
        <div className="gen-job__result">
          <ResultMedia record={current.record} followUps={followUps} />
          {onPublish && current.record.images.length > 0 ? (
            <Button variant="primary" size="sm" onClick={() => onPublish(current.record!)}>
              <Trans>Publish to the community</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
