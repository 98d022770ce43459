import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { GenerateJob } from '@aigc/api-client';
import { isJobFinished, jobStatusRank } from '@aigc/domain';
import { generateApi } from '../endpoints/generate';
import type { RootState } from '../store';

type Thunk = ThunkAction<void, RootState, unknown, UnknownAction>;

const cachedJob = (state: RootState, jobId: string) =>
  generateApi.endpoints.getGenerateResult.select(jobId)(state).data;

/**
 * A pushed snapshot of one job (a `generation` event, docs/live-stream.md):
 *
 * - its `getGenerateResult(jobId)` entry becomes the job (created if need
 *   be; a snapshot behind the cached one is dropped, see that endpoint);
 * - every cached `getPendingJobs` list (the generator's task lists) drops the
 *   job once it is finished and otherwise updates it; the unfiltered list
 *   (no `topicId`) also gains a new unfinished job — a filtered list cannot
 *   tell its topic before the job has a record, and is refetched instead;
 * - when the job has just finished, the history (`Generation` list) refreshes,
 *   as after a poll that sees it finish.
 */
export const jobPushed =
  (job: GenerateJob): Thunk =>
  (dispatch, getState) => {
    const before = cachedJob(getState(), job.jobId);
    if (before && jobStatusRank(job.status) < jobStatusRank(before.status)) return;
    dispatch(
      generateApi.util.upsertQueryEntries([
        { endpointName: 'getGenerateResult', arg: job.jobId, value: job },
      ]),
    );
    const finished = isJobFinished(job.status);
    let unlistedTopicLists = false;
    for (const arg of generateApi.util.selectCachedArgsForQuery(getState(), 'getPendingJobs')) {
      const unfiltered = !arg || !arg.topicId;
      dispatch(
        generateApi.util.updateQueryData('getPendingJobs', arg, (jobs) => {
          const index = jobs.findIndex((entry) => entry.jobId === job.jobId);
          if (finished) {
            if (index >= 0) jobs.splice(index, 1);
          } else if (index >= 0) {
            jobs[index] = job;
          } else if (unfiltered) {
            jobs.push(job);
          } else {
            unlistedTopicLists = true;
          }
        }),
      );
    }
    if (unlistedTopicLists)
      dispatch(generateApi.util.invalidateTags([{ type: 'Job', id: 'LIST' }]));
    if (finished && !(before && isJobFinished(before.status))) {
      dispatch(generateApi.util.invalidateTags([{ type: 'Generation', id: 'LIST' }]));
    }
  };

/**
 * The `jobs` of a `hello` event: the user's unfinished jobs when the stream
 * (re)opened (docs/live-stream.md). Each is pushed ({@link jobPushed}); the
 * unfiltered `getPendingJobs` list becomes exactly this list; filtered lists
 * drop what is no longer unfinished; a job the cache still holds as
 * unfinished but the server no longer lists finished while the stream was
 * down, so its `getGenerateResult` entry is refetched once.
 */
export const unfinishedJobsListed =
  (jobs: readonly GenerateJob[]): Thunk =>
  (dispatch, getState) => {
    const unfinished = new Set(jobs.map((job) => job.jobId));
    dispatch(
      generateApi.util.upsertQueryEntries([
        { endpointName: 'getPendingJobs', arg: undefined, value: [...jobs] },
      ]),
    );
    for (const arg of generateApi.util.selectCachedArgsForQuery(getState(), 'getPendingJobs')) {
      if (!arg || !arg.topicId) continue;
      dispatch(
        generateApi.util.updateQueryData('getPendingJobs', arg, (list) =>
          list.filter((entry) => unfinished.has(entry.jobId)),
        ),
      );
    }
    for (const job of jobs) dispatch(jobPushed(job));

    const state = getState();
    const finishedMeanwhile = generateApi.util
      .selectCachedArgsForQuery(state, 'getGenerateResult')
      .filter((jobId) => {
        const cached = cachedJob(state, jobId);
        return cached !== undefined && !isJobFinished(cached.status) && !unfinished.has(jobId);
      });
    if (finishedMeanwhile.length > 0) {
      dispatch(
        generateApi.util.invalidateTags(
          finishedMeanwhile.map((jobId) => ({ type: 'Job' as const, id: jobId })),
        ),
      );
    }
  };
