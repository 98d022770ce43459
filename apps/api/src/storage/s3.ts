import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../env';
import { fileUrl, isSafeKey, type Storage, type StoredObject } from './types';

/** The status of an S3 error answer, when the SDK reports one. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/**
 * Storage on an S3-compatible service with the AWS SDK (docs/deploy.md):
 * object `key` is `<prefix><key>` in the bucket, stored with its content
 * type; the ETag and last-modified time are S3's own. Clients still reach
 * files through `/aigc/files/<key>` (the server's files route, behind the
 * CDN), so URLs do not change when the engine does. Every instance of the
 * server sees the same files.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    client?: S3Client,
  ) {
    const config: S3ClientConfig = { region: settings.region, forcePathStyle: settings.forcePathStyle };
    if (settings.endpoint) config.endpoint = settings.endpoint;
    if (settings.credentials) config.credentials = settings.credentials;
    this.client = client ?? new S3Client(config);
  }

  private objectKey(key: string): string | null {
    return isSafeKey(key) ? this.settings.prefix + key : null;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const Key = this.objectKey(key);
    if (!Key) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key, Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredObject | null> {
    const Key = this.objectKey(key);
    if (!Key) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key }));
      const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? new Uint8Array());
      return {
        bytes,
        contentType: answer.ContentType ?? 'application/octet-stream',
        size: bytes.length,
        lastModified: answer.LastModified ?? new Date(0),
        etag: answer.ETag ?? `"${bytes.length}"`,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    const Key = this.objectKey(key);
    if (!Key) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    if (!Key) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key }));
  }

  url(key: string): string {
    return fileUrl(key);
  }

  /** Closes the SDK's connections (server shutdown). */
  close(): void {
    this.client.destroy();
  }
}
