import { z } from 'zod';
import type { images } from '../db/schema';

/** OpenAPI component `ImageAsset`: an image with its derivatives; sizes in px (docs/api-contract.md). */
export const ImageAssetSchema = z
  .object({
    uniqueImageId: z.string(),
    url: z.string().describe('Original, /aigc/files/…'),
    imageResize512Url: z.string().describe('512 px on the long side'),
    imageResize200Url: z.string().describe('200 px on the long side'),
    width: z.number().int().describe('px'),
    height: z.number().int().describe('px'),
    preview: z
      .boolean()
      .describe("Made by the offline preview engine, not an AI model: clients show a 'Preview' badge (docs/product.md 'Preview images')"),
  })
  .meta({ id: 'ImageAsset' });

/** An image as sent to clients. */
export type ImageAssetDto = z.infer<typeof ImageAssetSchema>;

/** Maps an `images` row to {@link ImageAssetDto}. */
export function toImageAsset(row: typeof images.$inferSelect): ImageAssetDto {
  return {
    uniqueImageId: row.id,
    url: row.url,
    imageResize512Url: row.url512,
    imageResize200Url: row.url200,
    width: row.width,
    height: row.height,
    preview: row.preview,
  };
}
