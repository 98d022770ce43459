import { useMemo } from 'react';
import type { Model } from '@aigc/api-client';
import { useGetFeatureConfigQuery, useGetModelsQuery } from '@aigc/store';
import type { FollowUpTool } from '../components/ResultMedia';

/** Which generator tools are on (docs/product.md §3 config flags; `GET /api/new/config`). */
export interface ToolFlags {
  img2img: boolean;
  imageTo3D: boolean;
  video: boolean;
  /** Models allowed by the config; empty = every model. */
  modelIds: readonly string[];
  /** Follow-up tools to offer on results. */
  followUps: FollowUpTool[];
}

/**
 * The tool switches from `GET /api/new/config` (imgToImg, imgTo3D,
 * imgToVideo, modelIds). While it loads, or when it failed (errors are
 * ignored, docs/product.md §8), every tool counts as on: the server still refuses a
 * tool that is off.
 */
export function useToolFlags(): ToolFlags {
  const { data } = useGetFeatureConfigQuery();
  return useMemo(() => {
    const img2img = data?.imgToImg ?? true;
    const imageTo3D = data?.imgTo3D ?? true;
    const video = data?.imgToVideo ?? true;
    const followUps: FollowUpTool[] = ['inpainting', 'hd'];
    if (imageTo3D) followUps.push('imageTo3D');
    if (video) followUps.push('video');
    return { img2img, imageTo3D, video, modelIds: data?.modelIds ?? [], followUps };
  }, [data]);
}

/** Keeps the models the config allows (all when `modelIds` is empty). */
export function allowedModels(models: readonly Model[], modelIds: readonly string[]): Model[] {
  return modelIds.length === 0 ? [...models] : models.filter((m) => modelIds.includes(m.modelId));
}

/**
 * The models a tool offers (`GET /api/model/selection`): those the config
 * allows (see {@link allowedModels}) with at least one of `capabilities`
 * (e.g. ['text2image']), in the server's order; empty while loading.
 * Pass a constant `capabilities` array: the list is recomputed when it changes.
 */
export function useToolModels(capabilities: readonly string[]): Model[] {
  const flags = useToolFlags();
  const { data: modelPage } = useGetModelsQuery();
  return useMemo(
    () => allowedModels((modelPage?.dataList ?? []).filter((m) => m.capabilities.some((c) => capabilities.includes(c))), flags.modelIds),
    [modelPage, flags.modelIds, capabilities],
  );
}
