/**
 * Durability across a crash: the real server (`tsx src/main.ts`, as the
 * README starts it) is killed with SIGKILL while a job is running; a new
 * server on the same data runs the job again and it completes. The job runs
 * on the OpenAI Images adapter pointed at a local fake whose first answer
 * never comes, so the job is certainly mid-flight when the process dies.
 * Runs on the in-process queue driver, and on BullMQ when REDIS_URL is set.
 */
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../db/client';
import { users } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import { createSession, SESSION_COOKIE } from '../../../lib/sessions';
import { createTestDatabase, freePort, startServer, until } from '../../../test/processes';

const REDIS_URL = process.env.REDIS_URL;
const PG_URL = process.env.TEST_DATABASE_URL;

let fake: Server;
let fakeUrl = '';
let requests = 0;
let hold = true;
const held: ServerResponse[] = [];
let answer = '';

beforeAll(async () => {
  answer = (
    await sharp({ create: { width: 32, height: 32, channels: 3, background: '#a6c' } })
      .png()
      .toBuffer()
  ).toString('base64');
  fake = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests += 1;
      if (hold) {
        held.push(res); // never answered: the server is killed meanwhile
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: [{ b64_json: answer }] }));
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  for (const res of held) res.destroy();
  fake.closeAllConnections();
  await new Promise((r) => fake.close(r));
});

async function api<T>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string } = {},
) {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { json: (await res.json()) as { code: number; msg: string; data: T } };
}

/**
 * Migrates the server's database and adds one user with a session, so the
 * server starts without seeding demo data (seedIfEmpty skips a database
 * with users). Returns the session cookie.
 */
async function prepareDatabase(dataDir: string, databaseUrl: string | undefined): Promise<string> {
  const handle = await createDb(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const id = newId();
    await handle.db
      .insert(users)
      .values({
        id,
        email: `crash-${id.toLowerCase()}@example.test`,
        nickname: 'Crash',
        passwordHash: '!',
        createdAt: new Date(),
      });
    const { token } = await createSession(handle.db, id, new Date());
    return `${SESSION_COOKIE}=${token}`;
  } finally {
    await handle.close();
  }
}

const drivers = [
  { name: 'in-process', redisUrl: undefined as string | undefined },
  { name: 'bullmq', redisUrl: REDIS_URL },
];

describe.each(drivers)('crash during a job ($name driver)', ({ name, redisUrl }) => {
  it.skipIf(name === 'bullmq' && !redisUrl)(
    'a job running when the server is killed completes after a restart',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'aigc-crash-'));
      const database = PG_URL ? await createTestDatabase(PG_URL, 'aigc_crash') : undefined;
      const databaseUrl = database?.url;
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env: Record<string, string> = {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'development',
        OPENAI_API_KEY: 'sk-fake',
        OPENAI_BASE_URL: fakeUrl,
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      const cookie = await prepareDatabase(dataDir, databaseUrl);
      requests = 0;
      hold = true;
      let first: ChildProcess | undefined = startServer(env);
      let second: ChildProcess | undefined;
      try {
        await until(
          async () =>
            (await api(base, '/aigc/api/fe-settings/pc')).json.code === 200 ? true : undefined,
          90_000,
          'the first server',
        );
        const job = await api<{ jobId: string }>(base, '/aigc/api/generate', {
          method: 'POST',
          body: { prompt: 'survives a crash', modelId: 'openai:gpt-image-1' },
          cookie,
        });
        expect(job.json.code).toBe(200);
        const jobId = job.json.data.jobId;
        await until(
          async () => (requests > 0 ? true : undefined),
          30_000,
          'the job to reach the provider',
        );
        const running = await api<{ status: string }>(
          base,
          `/aigc/api/generate/result?jobId=${jobId}`,
          { cookie },
        );
        expect(running.json.data.status).toBe('running');

        first.kill('SIGKILL');
        await new Promise((r) => first?.once('exit', r));
        first = undefined;
        hold = false;

        second = startServer(env);
        await until(
          async () =>
            (await api(base, '/aigc/api/fe-settings/pc')).json.code === 200 ? true : undefined,
          90_000,
          'the second server',
        );
        const done = await until(
          async () => {
            const r = await api<{ status: string; record: { images: unknown[] } | null }>(
              base,
              `/aigc/api/generate/result?jobId=${jobId}`,
              { cookie },
            );
            return r.json.data.status === 'succeeded' || r.json.data.status === 'failed'
              ? r.json.data
              : undefined;
          },
          60_000,
          'the job to finish after the restart',
        );
        expect(done.status).toBe('succeeded');
        expect(done.record?.images).toHaveLength(2);
      } finally {
        first?.kill('SIGKILL');
        second?.kill('SIGTERM');
        if (second) await new Promise((r) => second?.once('exit', r));
        rmSync(dataDir, { recursive: true, force: true });
        if (redisUrl) {
          const prefix = `aigc-${createHash('sha256')
            .update(databaseUrl ?? dataDir)
            .digest('hex')
            .slice(0, 12)}`;
          const redis = new Redis(redisUrl);
          const keys = await redis.keys(`${prefix}:*`);
          if (keys.length > 0) await redis.del(...keys);
          await redis.quit();
        }
        await database?.drop();
      }
    },
    240_000,
  );
});
