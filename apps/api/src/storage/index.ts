/** File storage: the adapter interface, the local-directory engine and the `/files/*` route. */
import { resolve } from 'node:path';
import { LocalStorage } from './local';
import type { S3Settings } from '../env';
import { S3Storage } from './s3';
import type { Storage } from './types';

export * from './types';
export { LocalStorage, contentTypeOf } from './local';
export { S3Storage } from './s3';
export { imageVariantLoader, imageVariantKeys, type VariantLoader } from './variants';
export { filesRoutes, FILES_CACHE_CONTROL, type FilesRoutesOptions } from './routes';

/**
 * Creates the storage adapter (docs/architecture.md "Embedded default ▸ real
 * engine"): {@link S3Storage} when `s3` settings are given (`S3_BUCKET`…),
 * else {@link LocalStorage} in `<dataDir>/files`.
 */
export function createStorage(options: { dataDir: string; s3?: S3Settings | undefined }): Storage {
  if (options.s3) return new S3Storage(options.s3);
  return new LocalStorage(resolve(options.dataDir, 'files'));
}
