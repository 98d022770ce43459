import type { FastifyPluginAsync } from 'fastify';
import { isSafeKey, type Storage } from './types';

/** Options of {@link filesRoutes}. */
export interface FilesRoutesOptions {
  /** Where the files are read from. */
  storage: Storage;
}

/** `Cache-Control` of stored files: keys are never reused for other bytes, so they are immutable (1 year, in s). */
export const FILES_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Serves stored objects: `GET /files/<key>` (mounted under `/aigc`, so the
 * public path is `/aigc/files/<key>`, docs/api-contract.md). Unsafe keys
 * (`..`, dot-files, backslashes, encoded slashes) and missing objects answer
 * HTTP 404 with the envelope `{ code: 404, msg: 'Not found', data: null }`.
 * Sends `ETag`, `Last-Modified`, an immutable `Cache-Control` and
 * `X-Content-Type-Options: nosniff`; `If-None-Match` gives 304.
 */
export const filesRoutes: FastifyPluginAsync<FilesRoutesOptions> = async (app, { storage }) => {
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const object = isSafeKey(key) ? await storage.get(key) : null;
    if (!object) {
      return reply.code(404).send({ code: 404, msg: 'Not found', data: null });
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
