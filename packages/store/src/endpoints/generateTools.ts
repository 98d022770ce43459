/**
 * The generator tools' calls (docs/product.md §7 'Generation'): image → image, kontext,
 * inpaint, upscale, image → 3D, image → video, magic prompt, delete,
 * painter image.
 *
 * Injected from this module, imported only through the `@aigc/store/generate-tools`
 * subpath by the (lazily loaded) generator screens, so that none of it weighs
 * on the entry chunk of an app (the 150 KB gzip budget).
 */
import type {
  GenerateJob,
  ImageTo3DForm,
  ImageToVideoForm,
  Img2ImgForm,
  InpaintForm,
  KontextForm,
  MagicPrompt,
  MagicPromptBody,
  PainterImage as PainterImageData,
  UpscaleForm,
} from '@aigc/api-client';
import { api } from '../api';
import { rememberSubmittedJob } from './generate';

/**
 * A source image of a tool: a picked file, or the uniqueImageId of one of the
 * caller's own images (from the history), sent as `sourceImage` or
 * `sourceImageId` (docs/product.md §7).
 */
export type SourceImageRef = { file: Blob; name?: string } | { uniqueImageId: string };

/** The source parts of a one-image tool's form, sent from `source` instead. */
type OneSourceParts = 'sourceImage' | 'sourceImageId';

/** Args of POST /api/generate/img2img (docs/product.md §7): the form's fields with `source`. `tagId`: 'style' (default), 'edge' (edge reference) or 'figurine'. */
export type Img2ImgArgs = Omit<Img2ImgForm, OneSourceParts> & { source: SourceImageRef };

/** Args of POST /api/generate/kontext (docs/product.md §7): the form's fields with 1–4 `sources` (files and/or own image ids). */
export type KontextArgs = Omit<KontextForm, 'sourceImageList' | 'sourceImageIdList'> & {
  sources: SourceImageRef[];
};

/** Args of POST /api/generate/inpaint: the form's fields (the mask is a PNG, white = area to change; docs/product.md §1 inpainting) with `source`. */
export type InpaintArgs = Omit<InpaintForm, OneSourceParts> & { source: SourceImageRef };

/** Args of POST /api/generate/upscale (docs/product.md §7): the form's fields (`scale` ×2 or ×4) with `source`. */
export type UpscaleArgs = Omit<UpscaleForm, OneSourceParts> & { source: SourceImageRef };

/** Args of POST /api/generate/img2model3d (docs/product.md §7): voxelResolution 64, 128 or 256 cells on the long side. */
export type ImageTo3DArgs = Omit<ImageTo3DForm, OneSourceParts> & { source: SourceImageRef };

/** Args of POST /api/generate/img2video (docs/product.md §7): the form's fields (`motion`) with `source`. */
export type ImageToVideoArgs = Omit<ImageToVideoForm, OneSourceParts> & { source: SourceImageRef };

/** Result of POST /api/generate/magic-prompt: the expanded prompt and the provider that wrote it. */
export type MagicPromptResult = MagicPrompt;

/** data of GET /api/generate/painter/image: the original image of one of the caller's results. */
export type PainterImage = PainterImageData;

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

export const generateToolsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart POST /api/generate/img2img → the queued job (docs/product.md §7; 400 bad image, 429 too many tasks). */
    img2img: build.mutation<GenerateJob, Img2ImgArgs>({
      query: ({ source, ...rest }) => ({
        url: '/api/generate/img2img',
        method: 'POST',
        body: sourceForm(source, rest),
      }),
      invalidatesTags: jobSubmitted,
      onQueryStarted: rememberSubmittedJob,
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
      onQueryStarted: rememberSubmittedJob,
    }),
    /** Multipart POST /api/generate/inpaint with the mask PNG → the queued job. */
    inpaint: build.mutation<GenerateJob, InpaintArgs>({
      query: ({ source, mask, ...rest }) => {
        const form = sourceForm(source, rest);
        form.append('mask', mask, 'mask.png');
        return { url: '/api/generate/inpaint', method: 'POST', body: form };
      },
      invalidatesTags: jobSubmitted,
      onQueryStarted: rememberSubmittedJob,
    }),
    /** Multipart POST /api/generate/upscale (batchSize 1) → the queued job. */
    upscale: build.mutation<GenerateJob, UpscaleArgs>({
      query: ({ source, ...rest }) => ({
        url: '/api/generate/upscale',
        method: 'POST',
        body: sourceForm(source, { ...rest, batchSize: 1 }),
      }),
      invalidatesTags: jobSubmitted,
      onQueryStarted: rememberSubmittedJob,
    }),
    /** Multipart POST /api/generate/img2model3d → the queued job; its record carries `model3d` (GLB, STL). */
    imageTo3D: build.mutation<GenerateJob, ImageTo3DArgs>({
      query: ({ source, ...rest }) => ({
        url: '/api/generate/img2model3d',
        method: 'POST',
        body: sourceForm(source, rest),
      }),
      invalidatesTags: jobSubmitted,
      onQueryStarted: rememberSubmittedJob,
    }),
    /** Multipart POST /api/generate/img2video → the queued job; its record carries `video`. */
    imageToVideo: build.mutation<GenerateJob, ImageToVideoArgs>({
      query: ({ source, ...rest }) => ({
        url: '/api/generate/img2video',
        method: 'POST',
        body: sourceForm(source, rest),
      }),
      invalidatesTags: jobSubmitted,
      onQueryStarted: rememberSubmittedJob,
    }),
    /** POST /api/generate/magic-prompt {prompt, modelId?} → the expanded prompt (synchronous). */
    magicPrompt: build.mutation<MagicPromptResult, MagicPromptBody>({
      query: (body) => ({ url: '/api/generate/magic-prompt', method: 'POST', body }),
    }),
    /** POST /api/generate/delete/item {itemIds (≤ 50 record ids), target?} → {deleted}; refreshes the history. */
    deleteGenerationItems: build.mutation<{ deleted: number }, { itemIds: string[]; target?: string }>({
      query: (body) => ({ url: '/api/generate/delete/item', method: 'POST', body }),
      invalidatesTags: [{ type: 'Generation', id: 'LIST' }],
    }),
    /**
     * GET /api/generate/painter/image?uniqueImageId → the original image to edit
     * (404 'Failed to fetch original image', docs/product.md §8).
     */
    getPainterImage: build.query<PainterImage, string>({
      query: (uniqueImageId) => ({ url: '/api/generate/painter/image', params: { uniqueImageId } }),
    }),
  }),
});

export const {
  useImg2imgMutation,
  useKontextMutation,
  useInpaintMutation,
  useUpscaleMutation,
  useImageTo3DMutation,
  useImageToVideoMutation,
  useMagicPromptMutation,
  useDeleteGenerationItemsMutation,
  useLazyGetPainterImageQuery,
} = generateToolsApi;
