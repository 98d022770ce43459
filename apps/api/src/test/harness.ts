import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, createPublicKey, publicEncrypt, randomBytes, type JsonWebKey } from 'node:crypto';
import pg from 'pg';
import type { InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { LIMIT_DEFAULTS, TERMS_VERSION } from '@aigc/domain';
import { buildApp, type AigcApp, type BuildAppOptions } from '../app';
import { scaleLimits } from '../env';
import type { OutboxEntry } from '../adapters/mail';
import { createDb, type Db, type DbHandle } from '../db/client';
import { users } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { newId } from '../lib/ids';
import { createSession, SESSION_COOKIE } from '../lib/sessions';
import { grant } from '../modules/tickets';

/** The limits of test apps: the defaults × 1000 (one address, many users). */
export const TEST_LIMITS = scaleLimits(LIMIT_DEFAULTS, 1000);

/** A parsed response from {@link TestApp.call}. */
export interface CallResult<T = unknown> {
  /** HTTP status. */
  status: number;
  /** Parsed JSON body (the envelope for /aigc routes). */
  body: { code: number; msg: string; data: T };
  /** Value of the `aigc_session` cookie set by the response, if any. */
  sessionCookie: string | undefined;
  /** Raw Set-Cookie headers. */
  setCookie: string[];
  /** Response headers (lower-case names), e.g. `retry-after`. */
  headers: Record<string, string | string[] | number | undefined>;
}

/** What {@link startTestApp} returns. */
export interface TestApp {
  app: AigcApp;
  db: Db;
  /** The injected clock; `clock.advance(ms)` moves time for the services. */
  clock: ManualClock;
  /** Temporary data directory (outbox, keys, files), removed by `close`. */
  dataDir: string;
  /** `pglite` or `postgres`. */
  kind: DbHandle['kind'];
  /** Injects a request; `session` adds the `aigc_session` cookie. Parses the JSON body. */
  call<T = unknown>(
    method: InjectOptions['method'],
    url: string,
    opts?: {
      body?: unknown;
      query?: Record<string, string>;
      session?: string;
      remoteAddress?: string;
      /** Extra request headers, e.g. `host` or `entry-type` to act as another edition. */
      headers?: Record<string, string>;
    },
  ): Promise<CallResult<T>>;
  /** Messages in the local outbox, newest first. */
  outbox(): Promise<OutboxEntry[]>;
  /**
   * Inserts a user directly (no password unless given as a precomputed hash)
   * and optionally grants tickets with a ledger row. It has accepted the
   * terms in force (docs/auth.md 'Terms') unless `termsVersion` says
   * otherwise (null: never). Returns its id and a logged-in session token.
   */
  createUser(input?: {
    email?: string;
    nickname?: string;
    tickets?: number;
    passwordHash?: string;
    termsVersion?: string | null;
  }): Promise<{
    id: string;
    email: string;
    session: string;
  }>;
  /** Encrypts a password the way clients do (RSA-OAEP/SHA-256 under the served key, base64). */
  encrypt(password: string): Promise<string>;
  /**
   * Registers through the API (code read from the outbox, the terms in force
   * accepted, 60 s moved past afterwards so the next code can be sent).
   * Returns the session token and user id.
   */
  register(input?: { email?: string; password?: string; nickname?: string }): Promise<{
    id: string;
    email: string;
    password: string;
    session: string;
  }>;
  /** Stops the app and drops the database / in-memory instance and the data dir. */
  close(): Promise<void>;
}

/** Reads the `aigc_session` value from Set-Cookie headers. */
function sessionFrom(setCookie: string[]): string | undefined {
  for (const c of setCookie) {
    const m = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(c);
    if (m) return m[1];
  }
  return undefined;
}

/** The 6-digit code in an outbox message; throws when there is none. */
export function codeFrom(message: OutboxEntry | undefined): string {
  const m = message ? /\b(\d{6})\b/.exec(message.text) : null;
  if (!m?.[1]) throw new Error('no code in the outbox message');
  return m[1];
}

/** The migrated PGlite database this run's global setup dumped (read once per worker), or undefined outside vitest's run. */
let pgliteTemplate: Promise<Blob | undefined> | undefined;
function migratedPglite(): Promise<Blob | undefined> {
  pgliteTemplate ??= (async () => {
    const path = inject('pgliteTemplate');
    return path ? new Blob([await readFile(path)]) : undefined;
  })();
  return pgliteTemplate;
}

async function openDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // A copy of the migrated database (src/test/globalSetup.ts): a few seconds less per app than an empty cluster.
    const dump = await migratedPglite();
    const handle = await createDb({ inMemory: true, fromDump: dump });
    return { handle, drop: async () => {} };
  }
  const name = `aigc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: testUrl.toString(), poolSize: 20 });
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // pool.end() resolves before every socket has closed; give the backends
      // a moment to go so FORCE only has stragglers left to terminate.
      for (let i = 0; i < 50; i++) {
        const r = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if ((r.rows[0] as { n: number }).n === 0) break;
        await new Promise((done) => setTimeout(done, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Starts the app on a fresh database: in-memory PGlite, or — when
 * `TEST_DATABASE_URL` is set (scripts/test.mjs sets it from `DATABASE_URL`
 * for the second run) — a uniquely named database on that PostgreSQL,
 * dropped by `close`. Call in `beforeAll(..., 60_000)`.
 */
export async function startTestApp(options: Partial<Omit<BuildAppOptions, 'db' | 'clock'>> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aigc-test-'));
  const clock = new ManualClock();
  const { handle, drop } = await openDatabase();
  const app = await buildApp({
    ...options,
    db: handle.db,
    clock,
    // Every test comes from 127.0.0.1 with many users: limits far above the
    // defaults unless a suite sets its own (the limit tests).
    config: { dataDir, smtpUrl: undefined, webRoot: undefined, nodeEnv: 'test', limits: TEST_LIMITS, ...options.config },
  }).catch(async (err: unknown) => {
    // A start that is refused (e.g. production without SMTP_URL) leaves no database behind.
    await handle.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  await app.ready();
  const db = handle.db;

  let jwk: JsonWebKey | undefined;
  const t: TestApp = {
    app,
    db,
    clock,
    dataDir,
    kind: handle.kind,
    async call<T>(
      method: InjectOptions['method'],
      url: string,
      opts: Parameters<TestApp['call']>[2] = {},
    ): Promise<CallResult<T>> {
      const res = await app.inject({
        method,
        url,
        ...(opts.query ? { query: opts.query } : {}),
        ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
        ...(opts.session ? { cookies: { [SESSION_COOKIE]: opts.session } } : {}),
        ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
        ...(opts.headers ? { headers: opts.headers } : {}),
      });
      const raw = res.headers['set-cookie'];
      const setCookie = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      return { status: res.statusCode, body: res.json(), sessionCookie: sessionFrom(setCookie), setCookie, headers: res.headers };
    },
    async outbox() {
      return app.mailer.outbox ? app.mailer.outbox.list() : [];
    },
    async createUser(input = {}) {
      const id = newId();
      const email = input.email ?? `user-${id.toLowerCase()}@example.test`;
      await db.transaction(async (tx) => {
        await tx.insert(users).values({
          id,
          email,
          nickname: input.nickname ?? `user${id.slice(0, 6)}`,
          passwordHash: input.passwordHash ?? '!',
          termsVersion: input.termsVersion === undefined ? TERMS_VERSION : input.termsVersion,
          termsAcceptedAt: input.termsVersion === null ? null : clock.now(),
          createdAt: clock.now(),
        });
        if (input.tickets && input.tickets > 0) await grant(tx, id, input.tickets, 'Test grant', clock.now());
      });
      const { token } = await createSession(db, id, clock.now());
      return { id, email, session: token };
    },
    async encrypt(password) {
      jwk ??= (await t.call<{ kid: string; jwk: JsonWebKey }>('GET', '/aigc/api/auth/public-key')).body.data.jwk;
      const key = createPublicKey({ key: jwk, format: 'jwk' });
      return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64');
    },
    async register(input = {}) {
      const email = input.email ?? `reg-${newId().toLowerCase()}@example.test`;
      const password = input.password ?? 'secret123';
      const sent = await t.call('POST', '/aigc/api/auth/register/email/code', { body: { email } });
      if (sent.body.code !== 200) throw new Error(`code request failed: ${sent.body.msg}`);
      const code = codeFrom((await t.outbox()).find((m) => m.to === email));
      const res = await t.call<{ user: { id: string } }>('POST', '/aigc/api/auth/register/email', {
        body: { email, password: await t.encrypt(password), nickname: input.nickname ?? 'Tester', code, termsVersion: TERMS_VERSION },
      });
      if (res.body.code !== 200 || !res.sessionCookie) throw new Error(`register failed: ${res.body.msg}`);
      clock.advance(61_000);
      return { id: res.body.data.user.id, email, password, session: res.sessionCookie };
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}
