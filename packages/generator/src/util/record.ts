/**
 * What a generation record holds besides images: a 3D model (image → 3D)
 * or a video (image → video); other kinds have neither.
 */
import type { GenerationRecord } from '@aigc/api-client';

/** The 3D result of image → 3D: a GLB for the preview, an STL for printing. */
export type Model3dAsset = NonNullable<GenerationRecord['model3d']>;
/** The video of image → video. */
export type VideoAsset = NonNullable<GenerationRecord['video']>;

/** The record's 3D model, or null. */
export const model3dOf = (record: GenerationRecord): Model3dAsset | null => record.model3d ?? null;
/** The record's video, or null. */
export const videoOf = (record: GenerationRecord): VideoAsset | null => record.video ?? null;
/** The tool that made the record. */
export const kindOf = (record: GenerationRecord): GenerationRecord['kind'] => record.kind;

/** A file name for downloading `url`: `<prefix>-<id>.<extension of the url>`. */
export function downloadName(prefix: string, id: string, url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1] ?? 'bin';
  return `${prefix}-${id}.${ext}`;
}

