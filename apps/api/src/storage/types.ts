/**
 * The file storage adapter (docs/architecture.md "Embedded default ▸ real engine":
 * a local directory by default, S3-compatible storage at scale). The shape
 * follows S3's object model: flat string keys, whole-object put/get, a
 * content type stored with the object, and a public URL per key.
 */
export interface StoredObject {
  /** The object's bytes. */
  bytes: Buffer;
  /** MIME type given at `put` (e.g. `image/webp`). */
  contentType: string;
  /** Size in bytes. */
  size: number;
  /** Last modification time. */
  lastModified: Date;
  /** A strong validator for HTTP caching (quoted, like an S3 ETag). */
  etag: string;
}

/** Where generated and uploaded files live. */
export interface Storage {
  /** `local` or `s3`: which engine is behind the adapter. */
  readonly kind: string;
  /**
   * Stores `bytes` under `key`, replacing any object with that key.
   * @param key a safe relative key (see {@link isSafeKey}), e.g. `gen/ab/abcd.webp`
   * @throws Error when the key is unsafe or the write fails.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Reads the object, or null when there is none (or the key is unsafe). */
  get(key: string): Promise<StoredObject | null>;
  /** Whether an object exists under `key`. */
  exists(key: string): Promise<boolean>;
  /** Deletes the object; no error when it does not exist. */
  delete(key: string): Promise<void>;
  /**
   * The URL clients use for `key`: the same-origin path `/aigc/files/<key>`
   * (docs/api-contract.md). Does not check that the object exists.
   */
  url(key: string): string;
}

/** URL prefix under which stored files are served (docs/api-contract.md). */
export const FILES_URL_PREFIX = '/aigc/files/';

const SEGMENT_RE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/**
 * Whether `key` is a safe object key: 1–512 characters, `/`-separated
 * segments of `[A-Za-z0-9_.-]` that do not start with `.` (so no
 * `..`, no hidden files, no absolute paths, no backslashes).
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT_RE.test(segment));
}

/** Builds the public URL of `key` (`/aigc/files/<key>`); throws on an unsafe key. */
export function fileUrl(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  return FILES_URL_PREFIX + key;
}

/** The key of a `/aigc/files/<key>` URL, or null when the URL is not one of ours. */
export function keyFromUrl(url: string): string | null {
  if (!url.startsWith(FILES_URL_PREFIX)) return null;
  const key = url.slice(FILES_URL_PREFIX.length);
  return isSafeKey(key) ? key : null;
}
