import { useCallback, useEffect, useState } from 'react';
import type { GenerateJob } from '@aigc/api-client';
import { selectIsLogin, useAppSelector, useGetPendingJobsQuery } from '@aigc/store';

/** A task shown in the queue panel. */
export interface ActiveJob {
  jobId: string;
  /** Label shown until the job has a record (the prompt or the tool's name). */
  label: string;
  /** Order of submission; a newer job's first result clears older errors (docs/product.md §8). */
  seq: number;
  failed: boolean;
}

/**
 * The task list of a generator screen (docs/product.md §4 'Generation task'): jobs the
 * user submits here, plus the jobs still queued or running after a reload
 * (`get_pending_jobs`, optionally for one challenge). A failed job keeps its
 * error until the next job's first result arrives (docs/product.md §8) or it is dismissed.
 * A visitor has no jobs: nothing is asked for them.
 */
export function useToolJobs(topicId?: string) {
  const isLogin = useAppSelector(selectIsLogin);
  const { data: pending } = useGetPendingJobsQuery(topicId ? { topicId } : undefined, { skip: !isLogin });
  const [jobs, setJobs] = useState<ActiveJob[]>([]);

  useEffect(() => {
    if (!pending || pending.length === 0) return;
    setJobs((current) => {
      const known = new Set(current.map((j) => j.jobId));
      const resumed = pending
        .filter((job) => !known.has(job.jobId))
        .map((job, i) => ({ jobId: job.jobId, label: job.record?.prompt ?? '', seq: -pending.length + i, failed: false }));
      return resumed.length > 0 ? [...resumed, ...current] : current;
    });
  }, [pending]);

  /** Adds a job just returned by a submit call (newest first; no duplicate if the refetch listed it already). */
  const added = useCallback((job: GenerateJob, label: string) => {
    const entry: ActiveJob = { jobId: job.jobId, label, seq: Date.now(), failed: false };
    setJobs((current) => [entry, ...current.filter((j) => j.jobId !== job.jobId)]);
  }, []);

  const finished = useCallback((job: GenerateJob) => {
    if (job.status === 'failed') {
      setJobs((current) => current.map((j) => (j.jobId === job.jobId ? { ...j, failed: true } : j)));
    }
  }, []);

  const firstResult = useCallback((seq: number) => {
    setJobs((current) => current.filter((j) => !(j.failed && j.seq < seq)));
  }, []);

  const dismissed = useCallback((jobId: string) => {
    setJobs((current) => current.filter((j) => j.jobId !== jobId));
  }, []);

  /** The user's newest task here (highest `seq`), whose state the GenerateButton shows. */
  const newestJobId = jobs.reduce<ActiveJob | undefined>((newest, j) => (!newest || j.seq > newest.seq ? j : newest), undefined)?.jobId;

  return { jobs, newestJobId, added, finished, firstResult, dismissed };
}
