/**
 * What a generation record holds besides images (issue 5 contract): a 3D
 * model (image → 3D) or a video (image → video). Read defensively: records
 * of text → image have neither.
 */
import type { GenerationRecord } from '@aigc/api-client';

/** The 3D result of image → 3D: a GLB for the preview, an STL for printing. */
export interface Model3dAsset {
  glbUrl: string;
  stlUrl: string;
  /** Cells on the long side of the relief grid. */
  voxelResolution: number;
}

/** The video of image → video. */
export interface VideoAsset {
  uniqueVideoId: string;
  url: string;
  posterUrl: string;
  /** Length in ms. */
  durationMs: number;
  width: number;
  height: number;
}

type WithMedia = GenerationRecord & { kind?: string; model3d?: Model3dAsset | null; video?: VideoAsset | null };

/** The record's 3D model, or null. */
export const model3dOf = (record: GenerationRecord): Model3dAsset | null => (record as WithMedia).model3d ?? null;
/** The record's video, or null. */
export const videoOf = (record: GenerationRecord): VideoAsset | null => (record as WithMedia).video ?? null;
/** The tool that made the record ('text2image', 'img2img', 'inpaint', 'upscale', …), when known. */
export const kindOf = (record: GenerationRecord): string | undefined => (record as WithMedia).kind;

/** A file name for downloading `url`: `<prefix>-<id>.<extension of the url>`. */
export function downloadName(prefix: string, id: string, url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1] ?? 'bin';
  return `${prefix}-${id}.${ext}`;
}

/** Whether this device should get the mobile layout (spec §2: under 1024 px or a mobile user agent). */
export function isMobileDevice(width: number, userAgent: string, breakpoint: number): boolean {
  return width < breakpoint || /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(userAgent);
}
