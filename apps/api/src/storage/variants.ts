import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS_PX,
  imageVariantKey,
  isImageVariantWidth,
  parseImageVariantKey,
} from '@aigc/domain';
import { makeVariant, variantEncoding } from '../engine';
import type { Storage, StoredObject } from './types';

/** Makes (or finds) the stored object of a variant key; see {@link imageVariantLoader}. */
export type VariantLoader = (key: string) => Promise<StoredObject | null>;

/**
 * The loader of responsive image variants (docs/architecture.md "Responsive
 * images"), called by the files route when `key` is not in `storage`. For a
 * key `_w<width>/<source key>[.avif|.webp]` (see `parseImageVariantKey` in
 * `@aigc/domain`) whose width is one of `IMAGE_VARIANT_WIDTHS_PX` and whose
 * source exists, it encodes the variant with `makeVariant` (never wider than
 * the source), stores it under `key` — so later requests, on every server
 * sharing the storage, read it like any file — and returns it as stored.
 * Concurrent requests for one key share one encoding. Returns null (the
 * route answers 404) for keys that are not variants, widths outside the
 * allowed set, missing sources and sources that do not decode.
 */
export function imageVariantLoader(storage: Storage, log?: { warn: (obj: object, msg: string) => void }): VariantLoader {
  const making = new Map<string, Promise<StoredObject | null>>();
  const make = async (key: string): Promise<StoredObject | null> => {
    const wanted = parseImageVariantKey(key);
    if (!wanted || !isImageVariantWidth(wanted.width)) return null;
    const encoding = variantEncoding(wanted.format, wanted.sourceKey.slice(wanted.sourceKey.lastIndexOf('.') + 1));
    if (!encoding) return null;
    const source = await storage.get(wanted.sourceKey);
    if (!source) return null;
    let variant;
    try {
      variant = await makeVariant(source.bytes, wanted.width, encoding);
    } catch (error) {
      log?.warn({ key, err: error }, 'image variant: the source does not decode');
      return null;
    }
    await storage.put(key, variant.bytes, variant.contentType);
    return storage.get(key);
  };
  return (key) => {
    const running = making.get(key);
    if (running) return running;
    const promise = make(key).finally(() => making.delete(key));
    making.set(key, promise);
    return promise;
  };
}

/**
 * Every key a variant of `sourceKey` may be stored under (each allowed width
 * × AVIF, WebP, original format): delete them with the source. Empty for
 * keys without variants.
 */
export function imageVariantKeys(sourceKey: string): string[] {
  return IMAGE_VARIANT_WIDTHS_PX.flatMap((width) =>
    IMAGE_VARIANT_FORMATS.map((format) => imageVariantKey(sourceKey, width, format)).filter((k): k is string => k !== null),
  );
}
