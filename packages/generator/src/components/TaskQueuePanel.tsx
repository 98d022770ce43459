import { useEffect, useId, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { scrollIntoViewGently } from '@aigc/ui';
import type { GenerateJob, GenerationRecord } from '@aigc/api-client';
import type { ActiveJob } from '../hooks/useToolJobs';
import { JobCard } from './JobCard';
import type { FollowUpTool } from './ResultMedia';

export interface TaskQueuePanelProps {
  jobs: readonly ActiveJob[];
  onFinished: (job: GenerateJob) => void;
  onFirstResult: (seq: number) => void;
  onDismiss: (jobId: string) => void;
  onPublish?: (record: GenerationRecord) => void;
  followUps?: readonly FollowUpTool[];
}

/**
 * The task queue panel of a generator screen (docs/product.md §2 'Challenge design', §4
 * 'Generation task'): one {@link JobCard} per task, newest first — its
 * position in the queue (tasks ahead, live), 'Generating…', then the result
 * or the error. Renders nothing while there is no task. A task just submitted
 * here (positive `seq`; tasks resumed after a reload have negative ones) has
 * its card scrolled into view, gently (docs/style.md 'Look and feel').
 */
export function TaskQueuePanel({ jobs, onFinished, onFirstResult, onDismiss, onPublish, followUps }: TaskQueuePanelProps) {
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const submitted = jobs[0] && jobs[0].seq > 0 ? jobs[0].jobId : null;
  useEffect(() => {
    const card = submitted ? sectionRef.current?.querySelector('.gen-job') : null;
    if (card) scrollIntoViewGently(card);
  }, [submitted]);
  if (jobs.length === 0) return null;
  return (
    <section className="gen-tasks" aria-labelledby={id} ref={sectionRef}>
      <h2 id={id} className="gen-section-title">
        <Trans>Tasks</Trans>
      </h2>
      {jobs.map((job) => (
        <JobCard
          key={job.jobId}
          jobId={job.jobId}
          prompt={job.label}
          onFinished={onFinished}
          onFirstResult={() => onFirstResult(job.seq)}
          onPublish={onPublish}
          onDismiss={() => onDismiss(job.jobId)}
          followUps={followUps}
        />
      ))}
    </section>
  );
}
