import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../env';

/** A local S3-compatible server for tests (s3rver, files in a temporary directory). */
export interface TestS3 {
  /** Settings pointing at it, with its bucket created. */
  settings: S3Settings;
  close(): Promise<void>;
}

/** Starts s3rver on a free loopback port with the bucket `aigc-files` (no network). */
export async function startTestS3(prefix = ''): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'aigc-s3rver-'));
  const bucket = 'aigc-files';
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      prefix,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
