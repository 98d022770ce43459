import { parseImageVariantKey } from '@aigc/domain';
import type { FastifyPluginAsync } from 'fastify';
import { isSafeKey, type Storage } from './types';
import type { VariantLoader } from './variants';

/** Options of {@link filesRoutes}. */
export interface FilesRoutesOptions {
  /** Where the files are read from. */
  storage: Storage;
  /**
   * Called for a safe key that is not stored: makes a responsive image
   * variant (`imageVariantLoader`), or null for 404. Without it, missing keys are 404.
   */
  variants?: VariantLoader;
}

/** `Cache-Control` of stored files: keys are never reused for other bytes, so they are immutable (1 year, in s). */
export const FILES_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `Cache-Control` of a 404: never stored, so a file deleted after a CDN or
 * browser asked for it is not remembered as missing, and a missing one is
 * asked again (docs/security.md 'Input hygiene, deletion and rewards').
 */
export const MISSING_FILE_CACHE_CONTROL = 'no-store';

/**
 * Reads `key`: the stored object, or a variant made by `variants` when it is
 * not stored. A stored variant whose source is gone (its image was deleted
 * while the variant was being made) is deleted and reads as null.
 */
async function readFile(storage: Storage, variants: VariantLoader | undefined, key: string) {
  if (!isSafeKey(key)) return null;
  const stored = await storage.get(key);
  if (!stored) return variants ? variants(key) : null;
  const variant = parseImageVariantKey(key);
  if (variant && !(await storage.exists(variant.sourceKey))) {
    await storage.delete(key);
    return null;
  }
  return stored;
}

/**
 * Serves stored objects: `GET /files/<key>` (mounted under `/aigc`, so the
 * public path is `/aigc/files/<key>`, docs/api-contract.md). Unsafe keys
 * (`..`, dot-files, backslashes, encoded slashes) and missing objects answer
 * HTTP 404 with the envelope `{ code: 404, msg: 'Not found', data: null }`
 * and `Cache-Control: no-store`; so does a stored variant whose source image
 * was deleted (it is removed then).
 * A key not stored is handed to `variants` (the responsive image variants,
 * `/aigc/files/_w<width>/<key>[.avif|.webp]`, made on first request and
 * stored; a width outside the allowed set is 404).
 * Sends `ETag`, `Last-Modified`, an immutable `Cache-Control` and
 * `X-Content-Type-Options: nosniff`; `If-None-Match` gives 304.
 */
export const filesRoutes: FastifyPluginAsync<FilesRoutesOptions> = async (app, { storage, variants }) => {
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const object = await readFile(storage, variants, key);
    if (!object) {
      return reply.code(404).header('cache-control', MISSING_FILE_CACHE_CONTROL).send({ code: 404, msg: 'Not found', data: null });
    }
    reply
      .header('cache-control', FILES_CACHE_CONTROL)
      .header('etag', object.etag)
      .header('last-modified', object.lastModified.toUTCString())
      .header('x-content-type-options', 'nosniff');
    const inm = request.headers['if-none-match'];
    if (inm && inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === object.etag)) {
      return reply.code(304).send();
    }
    return reply.type(object.contentType).header('content-length', object.size).send(object.bytes);
  });
};
