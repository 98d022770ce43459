import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { fileUrl, isSafeKey, type Storage, type StoredObject } from './types';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  glb: 'model/gltf-binary',
  mp4: 'video/mp4',
  stl: 'model/stl',
  zip: 'application/zip',
  json: 'application/json',
};

/** MIME type for a key's extension (`application/octet-stream` when unknown). */
export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  const ext = dot < 0 ? '' : key.slice(dot + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/**
 * Storage in a local directory: object `key` is the file `<root>/<key>`.
 * The content type is derived from the key's extension (keys written by this
 * server always carry one), so no side files are needed. Writes go to a
 * temporary file first and are renamed into place, so readers never see a
 * half-written file.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local';
  /** Absolute root directory. */
  readonly root: string;

  /** @param root directory for the files (created on first write), e.g. `<dataDir>/files`. */
  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Absolute path of `key`, or null when the key is unsafe or escapes the root. */
  pathOf(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const path = resolve(this.root, key);
    return path.startsWith(this.root + sep) ? path : null;
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, path);
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    if (!path) return null;
    try {
      const [bytes, info] = await Promise.all([readFile(path), stat(path)]);
      if (!info.isFile()) return null;
      const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
      return { bytes, contentType: contentTypeOf(key), size: info.size, lastModified: info.mtime, etag };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    const path = this.pathOf(key);
    if (!path) return false;
    try {
      return (await stat(path)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (!path) return;
    await rm(path, { force: true });
  }

  url(key: string): string {
    return fileUrl(key);
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
