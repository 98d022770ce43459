import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's settings, read once from the process environment. This is the
 * only file in `apps/api` that reads `process.env` (STYLE.md).
 */
export interface Env {
  /** TCP port to listen on (default 3000). */
  port: number;
  /** Interface to bind (default 0.0.0.0). */
  host: string;
  /** Absolute directory for PGlite files, the outbox, the key pair and stored files (default `<repo>/.data`). */
  dataDir: string;
  /** PostgreSQL URL; when unset the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** SMTP URL for nodemailer; when unset mail goes to the local outbox. */
  smtpUrl: string | undefined;
  /** Sender address of outgoing mail. */
  mailFrom: string;
  /** Redis URL (reserved for the bus and queue adapters; unused for now). */
  redisUrl: string | undefined;
  /** Absolute directory of a built web app to serve at `/` with SPA fallback (optional). */
  staticDir: string | undefined;
  /** `production`, `development` or `test`. */
  nodeEnv: string;
  /** Whether request logging is on (LOG_LEVEL, default `info`; `silent` turns it off). */
  logLevel: string;
}

const here = dirname(fileURLToPath(import.meta.url));

/** Absolute path of the monorepo root (`apps/api/src` → three levels up). */
export const repoRoot = resolve(here, '..', '..', '..');

/** Absolute path of `apps/api`. */
export const apiRoot = resolve(here, '..');

function nonEmpty(v: string | undefined): string | undefined {
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

/** Reads the environment (or an override map, for tests) into an {@link Env}. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const port = Number(source.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${source.PORT}`);
  const staticDir = nonEmpty(source.STATIC_DIR);
  return {
    port,
    host: nonEmpty(source.HOST) ?? '0.0.0.0',
    dataDir: resolve(nonEmpty(source.DATA_DIR) ?? resolve(repoRoot, '.data')),
    databaseUrl: nonEmpty(source.DATABASE_URL),
    smtpUrl: nonEmpty(source.SMTP_URL),
    mailFrom: nonEmpty(source.MAIL_FROM) ?? 'AIGC <no-reply@aigc.localhost>',
    redisUrl: nonEmpty(source.REDIS_URL),
    staticDir: staticDir && existsSync(resolve(staticDir)) ? resolve(staticDir) : undefined,
    nodeEnv: nonEmpty(source.NODE_ENV) ?? 'development',
    logLevel: nonEmpty(source.LOG_LEVEL) ?? 'info',
  };
}

/** The settings of this process. */
export const env: Env = readEnv();
