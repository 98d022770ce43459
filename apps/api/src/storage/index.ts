/** File storage: the adapter interface, the local-directory engine and the `/files/*` route. */
import { resolve } from 'node:path';
import { LocalStorage } from './local';
import type { Storage } from './types';

export * from './types';
export { LocalStorage, contentTypeOf } from './local';
export { filesRoutes, FILES_CACHE_CONTROL, type FilesRoutesOptions } from './routes';

/**
 * Creates the storage adapter for a data directory: today always
 * {@link LocalStorage} in `<dataDir>/files`. The S3-compatible engine will be
 * chosen here when `S3_*` settings are present (docs/architecture.md).
 */
export function createStorage(options: { dataDir: string }): Storage {
  return new LocalStorage(resolve(options.dataDir, 'files'));
}
