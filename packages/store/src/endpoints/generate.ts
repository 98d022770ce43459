import type {
  GenerateBody,
  GenerateJob,
  GenerationHistoryQuery,
  GenerationRecord,
  Model,
  Page,
  PendingJobsBody,
} from '@aigc/api-client';
import { HISTORY_PAGE_SIZE, isJobFinished, jobStatusRank, LIST_PAGE_SIZE } from '@aigc/domain';
import { api } from '../api';

/** Arguments of the history list (page from 1; 20 per page by default, docs/product.md §9). */
export type GenerationHistoryArgs = Omit<GenerationHistoryQuery, 'tz'>;

/** Arguments of the infinite history list (the history picker, docs/product.md §2): the page is the page param. */
export type GenerationHistoryInfiniteArgs = Omit<GenerationHistoryArgs, 'page' | 'pageSize'>;

const isDone = (status: GenerateJob['status'] | undefined) =>
  status !== undefined && isJobFinished(status);

export const generateApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/model/selection (page 1, pageSize 1000, optional scene) → Page<Model>. */
    getModels: build.query<Page<Model>, { scene?: string } | void>({
      query: (arg) => ({
        url: '/api/model/selection',
        params: { page: 1, pageSize: LIST_PAGE_SIZE, scene: arg?.scene },
      }),
      providesTags: [{ type: 'Model', id: 'LIST' }],
    }),
    /** POST /api/generate → the queued job (400 empty prompt, 429 too many tasks). */
    generate: build.mutation<GenerateJob, GenerateBody>({
      query: (body) => ({ url: '/api/generate', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Job', id: 'LIST' }] : []),
      onQueryStarted: rememberSubmittedJob,
    }),
    /**
     * GET /api/generate/result?jobId → the job (poll with
     * `useGetGenerateResultQuery(jobId, { pollingInterval })` until its status is
     * 'succeeded' or 'failed', while the live stream is down — with the
     * stream up its `generation` events are written into this entry, see
     * src/live/jobs.ts). When a polled job finishes, the history is refreshed.
     *
     * A job only moves forward (docs/product.md §4), so an answer or a pushed
     * snapshot that is behind the cached one (`jobStatusRank`) is dropped: a
     * slow poll cannot undo a newer live event.
     */
    getGenerateResult: build.query<GenerateJob, string>({
      query: (jobId) => ({ url: '/api/generate/result', params: { jobId } }),
      providesTags: (_result, _error, jobId) => [{ type: 'Job', id: jobId }],
      merge: (cached, incoming) =>
        jobStatusRank(incoming.status) < jobStatusRank(cached.status) ? cached : incoming,
      async onQueryStarted(jobId, { dispatch, getState, queryFulfilled }) {
        const before =
          generateApi.endpoints.getGenerateResult.select(jobId)(getState()).data?.status;
        try {
          const { data } = await queryFulfilled;
          if (isDone(data.status) && !isDone(before)) {
            dispatch(
              api.util.invalidateTags([
                { type: 'Generation', id: 'LIST' },
                { type: 'Job', id: 'LIST' },
              ]),
            );
          }
        } catch {
          // the base query toasted it
        }
      },
    }),
    /** GET /api/generate/user/list → Page<GenerationRecord>, newest first. */
    getGenerationHistory: build.query<Page<GenerationRecord>, GenerationHistoryArgs | void>({
      query: (arg) => ({
        url: '/api/generate/user/list',
        params: {
          page: arg?.page ?? 1,
          pageSize: arg?.pageSize ?? HISTORY_PAGE_SIZE,
          topicId: arg?.topicId,
        },
      }),
      extraOptions: { withTimeZone: true },
      providesTags: [{ type: 'Generation', id: 'LIST' }],
    }),
    /**
     * The history as an infinite list (the history picker, docs/product.md §2, §9): pages of
     * {@link HISTORY_PAGE_SIZE}, newest first; `fetchNextPage` while `hasNextPage`.
     */
    getGenerationHistoryPages: build.infiniteQuery<Page<GenerationRecord>, GenerationHistoryInfiniteArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/generate/user/list',
        // Every filter of the args (topicId, target, …) as it is.
        params: { ...queryArg, page: pageParam, pageSize: HISTORY_PAGE_SIZE },
      }),
      extraOptions: { withTimeZone: true },
      providesTags: [{ type: 'Generation', id: 'LIST' }],
    }),
    /** POST /api/generate/get_pending_jobs → the caller's unfinished jobs (resume after reload). */
    getPendingJobs: build.query<GenerateJob[], PendingJobsBody | void>({
      query: (arg) => ({ url: '/api/generate/get_pending_jobs', method: 'POST', body: arg ?? {} }),
      providesTags: [{ type: 'Job', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetModelsQuery,
  useGenerateMutation,
  useGetGenerateResultQuery,
  useGetGenerationHistoryQuery,
  useGetPendingJobsQuery,
  useGetGenerationHistoryPagesInfiniteQuery,
} = generateApi;

/**
 * `onQueryStarted` of every job-submitting mutation: the job it returns is
 * written into its `getGenerateResult` entry at once, so the task card
 * reads it from the cache (and, with the live stream up, never asks the
 * server; docs/live-stream.md). A failed submit writes nothing.
 */
export async function rememberSubmittedJob(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: GenerateJob }> },
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      generateApi.util.upsertQueryEntries([{ endpointName: 'getGenerateResult', arg: data.jobId, value: data }]),
    );
  } catch {
    // the base query toasted it
  }
}
