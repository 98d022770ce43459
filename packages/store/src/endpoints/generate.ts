import type {
  GenerateBody,
  GenerateJob,
  GenerationHistoryQuery,
  GenerationRecord,
  Model,
  Page,
  PendingJobsBody,
} from '@aigc/api-client';
import { HISTORY_PAGE_SIZE, LIST_PAGE_SIZE } from '@aigc/domain';
import { api } from '../api';
import { contentsApi } from './contents';

/** Arguments of the history list (page from 1; 20 per page by default, spec §9). */
export type GenerationHistoryArgs = Omit<GenerationHistoryQuery, 'tz'>;

/** Arguments of the infinite history list (the history picker, spec §2): the page is the page param. */
export type GenerationHistoryInfiniteArgs = Omit<GenerationHistoryArgs, 'page' | 'pageSize'>;

/**
 * A source image of a tool: a picked file, or the uniqueImageId of one of the
 * caller's own images (from the history), sent as `sourceImage` or
 * `sourceImageId` (spec §7).
 */
export type SourceImageRef = { file: Blob; name?: string } | { uniqueImageId: string };

/** Body of POST /api/generate/img2img (spec §7). `tagId`: 'style' (default), 'edge' (edge reference) or 'figurine'. */
export interface Img2ImgArgs {
  source: SourceImageRef;
  prompt: string;
  modelId?: string;
  tagId?: 'style' | 'edge' | 'figurine';
  /** Images to make, 1–4. */
  batchSize?: number;
  topicId?: string;
  parentGenerateId?: string;
}

/** Body of POST /api/generate/kontext (spec §7): 1–4 source images (files and/or own image ids). */
export interface KontextArgs {
  sources: SourceImageRef[];
  prompt: string;
  modelId?: string;
  parentGenerateId?: string;
}

/** Body of POST /api/generate/inpaint: the mask is a PNG, white = area to change (spec §1 inpainting). */
export interface InpaintArgs {
  source: SourceImageRef;
  mask: Blob;
  mode: 'modify' | 'remove';
  /** Required for 'modify'. */
  prompt?: string;
  modelId?: string;
}

/** Body of POST /api/generate/upscale (spec §7): ×2 or ×4. */
export interface UpscaleArgs {
  source: SourceImageRef;
  scale: 2 | 4;
  topicId?: string;
  parentGenerateId?: string;
}

/** Body of POST /api/generate/img2model3d (spec §7): voxelResolution 64, 128 or 256 cells on the long side. */
export interface ImageTo3DArgs {
  source: SourceImageRef;
  voxelResolution: number;
  parentGenerateId?: string;
}

/** Body of POST /api/generate/img2video (spec §7). */
export interface ImageToVideoArgs {
  source: SourceImageRef;
  prompt?: string;
  motion?: string;
}

/** Result of POST /api/generate/magic-prompt: the expanded prompt and the provider that wrote it. */
export interface MagicPromptResult {
  prompt: string;
  provider: string;
}

/** data of GET /api/generate/painter/image: the original image of one of the caller's results. */
export interface PainterImage {
  uniqueImageId: string;
  url: string;
  width: number;
  height: number;
}

function appendSource(form: FormData, field: 'sourceImage' | 'sourceImageList', source: SourceImageRef) {
  if ('file' in source) form.append(field, source.file, source.name ?? 'image');
}

function appendFields(form: FormData, fields: Record<string, string | number | undefined>) {
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(key, String(value));
  }
}

/** Builds the multipart body of a one-source tool: `sourceImage` or `sourceImageId`, then the fields. */
function sourceForm(source: SourceImageRef, fields: Record<string, string | number | undefined>): FormData {
  const form = new FormData();
  if ('uniqueImageId' in source) form.append('sourceImageId', source.uniqueImageId);
  // Text fields first: multipart parsers see them before the file.
  appendFields(form, fields);
  appendSource(form, 'sourceImage', source);
  return form;
}

const jobSubmitted = (result: GenerateJob | undefined) => (result ? [{ type: 'Job' as const, id: 'LIST' }] : []);

const isDone = (status: GenerateJob['status'] | undefined) =>
  status === 'succeeded' || status === 'failed';

export const generateApi = contentsApi.injectEndpoints({
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
    }),
    /**
     * GET /api/generate/result?jobId → the job (poll with
     * `useGetGenerateResultQuery(jobId, { pollingInterval })` until its status is
     * 'succeeded' or 'failed'). When a job finishes, the history is refreshed.
     */
    getGenerateResult: build.query<GenerateJob, string>({
      query: (jobId) => ({ url: '/api/generate/result', params: { jobId } }),
      providesTags: (_result, _error, jobId) => [{ type: 'Job', id: jobId }],
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
          tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      }),
      providesTags: [{ type: 'Generation', id: 'LIST' }],
    }),
    /** Multipart POST /api/generate/img2img → the queued job (spec §7; 400 bad image, 429 too many tasks). */
    img2img: build.mutation<GenerateJob, Img2ImgArgs>({
      query: ({ source, ...rest }) => ({
        url: '/api/generate/img2img',
        method: 'POST',
        body: sourceForm(source, rest),
      }),
      invalidatesTags: jobSubmitted,
    }),
    /** Multipart POST /api/generate/kontext → the queued job; sourceImageList files plus sourceImageIdList (comma list). */
    kontext: build.mutation<GenerateJob, KontextArgs>({
      query: ({ sources, ...rest }) => {
        const form = new FormData();
        const ids = sources.flatMap((s) => ('uniqueImageId' in s ? [s.uniqueImageId] : []));
        appendFields(form, { ...rest, sourceImageIdList: ids.length > 0 ? ids.join(',') : undefined });
        for (const s of sources) appendSource(form, 'sourceImageList', s);
        return { url: '/api/generate/kontext', method: 'POST', body: form };
      },
      invalidatesTags: jobSubmitted,
    }),
    /** Multipart POST /api/generate/inpaint with the mask PNG → the queued job. */
    inpaint: build.mutation<GenerateJob, InpaintArgs>({
      query: ({ source, mask, ...rest }) => {
        const form = sourceForm(source, rest);
        form.append('mask', mask, 'mask.png');
        return { url: '/api/generate/inpaint', method: 'POST', body: form };
      },
      invalidatesTags: jobSubmitted,
    }),
    /** Multipart POST /api/generate/upscale (batchSize 1) → the queued job. */
    upscale: build.mutation<GenerateJob, UpscaleArgs>({
      query: ({ source, ...rest }) => ({
        url: '/api/generate/upscale',
        method: 'POST',
        body: sourceForm(source, { ...rest, batchSize: 1 }),
      }),
      invalidatesTags: jobSubmitted,
    }),
    /** Multipart POST /api/generate/img2model3d → the queued job; its record carries `model3d` (GLB, STL). */
    imageTo3D: build.mutation<GenerateJob, ImageTo3DArgs>({
      query: ({ source, ...rest }) => ({
        url: '/api/generate/img2model3d',
        method: 'POST',
        body: sourceForm(source, rest),
      }),
      invalidatesTags: jobSubmitted,
    }),
    /** Multipart POST /api/generate/img2video → the queued job; its record carries `video`. */
    imageToVideo: build.mutation<GenerateJob, ImageToVideoArgs>({
      query: ({ source, ...rest }) => ({
        url: '/api/generate/img2video',
        method: 'POST',
        body: sourceForm(source, rest),
      }),
      invalidatesTags: jobSubmitted,
    }),
    /** POST /api/generate/magic-prompt {prompt, modelId?} → the expanded prompt (synchronous). */
    magicPrompt: build.mutation<MagicPromptResult, { prompt: string; modelId?: string }>({
      query: (body) => ({ url: '/api/generate/magic-prompt', method: 'POST', body }),
    }),
    /** POST /api/generate/delete/item {itemIds (≤ 50 record ids), target?} → {deleted}; refreshes the history. */
    deleteGenerationItems: build.mutation<{ deleted: number }, { itemIds: string[]; target?: string }>({
      query: (body) => ({ url: '/api/generate/delete/item', method: 'POST', body }),
      invalidatesTags: [{ type: 'Generation', id: 'LIST' }],
    }),
    /**
     * GET /api/generate/painter/image?uniqueImageId → the original image to edit
     * (404 'Failed to fetch original image', spec §8).
     */
    getPainterImage: build.query<PainterImage, string>({
      query: (uniqueImageId) => ({ url: '/api/generate/painter/image', params: { uniqueImageId } }),
    }),
    /**
     * The history as an infinite list (the history picker, spec §2, §9): pages of
     * {@link HISTORY_PAGE_SIZE}, newest first; `fetchNextPage` while `hasNextPage`.
     */
    getGenerationHistoryPages: build.infiniteQuery<Page<GenerationRecord>, GenerationHistoryInfiniteArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/generate/user/list',
        params: {
          page: pageParam,
          pageSize: HISTORY_PAGE_SIZE,
          topicId: queryArg.topicId,
          tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      }),
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
  useImg2imgMutation,
  useKontextMutation,
  useInpaintMutation,
  useUpscaleMutation,
  useImageTo3DMutation,
  useImageToVideoMutation,
  useMagicPromptMutation,
  useDeleteGenerationItemsMutation,
  useLazyGetPainterImageQuery,
  useGetGenerationHistoryPagesInfiniteQuery,
} = generateApi;
