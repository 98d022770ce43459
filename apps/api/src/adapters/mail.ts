import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

/** One outgoing message (plain text). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** A message saved by the local outbox; `createdAt` is ISO-8601 UTC. */
export interface OutboxEntry extends MailMessage {
  createdAt: string;
}

/** Sends mail. `outbox` is set only for the local outbox transport. */
export interface Mailer {
  /** Sends one message; rejects when the transport fails. */
  send(message: MailMessage): Promise<void>;
  /** The local outbox, when mail is not really sent. */
  outbox: Outbox | null;
}

/** The local outbox: each message is a JSON file in `dir`. */
export class Outbox {
  constructor(readonly dir: string) {}

  /**
   * Saves a message as `<dir>/<time>-<random>.json`: written under a `.tmp`
   * name and renamed, so a listing running at the same time never reads a
   * half-written file.
   */
  async save(message: MailMessage, now: Date = new Date()): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const entry: OutboxEntry = { ...message, createdAt: now.toISOString() };
    // Sortable name: time, then a monotonic counter for messages in the same ms.
    const seq = String(process.hrtime.bigint()).padStart(20, '0');
    const name = `${String(now.getTime()).padStart(15, '0')}-${seq}-${randomBytes(4).toString('hex')}.json`;
    const path = resolve(this.dir, name);
    await writeFile(`${path}.tmp`, JSON.stringify(entry, null, 2));
    await rename(`${path}.tmp`, path);
  }

  /** All saved messages, newest first. */
  async list(): Promise<OutboxEntry[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const newestFirst = names.filter((n) => n.endsWith('.json')).sort().reverse();
    return Promise.all(
      newestFirst.map(async (n) => JSON.parse(await readFile(resolve(this.dir, n), 'utf8')) as OutboxEntry),
    );
  }
}

/** Options of {@link createMailer}. */
export interface MailerOptions {
  /** SMTP URL (`smtp://user:pass@host:587`); when unset, the local outbox is used. */
  smtpUrl?: string | undefined;
  /** Sender address. */
  from: string;
  /** Data directory; the outbox is `<dataDir>/outbox`. */
  dataDir: string;
  /** Time source for outbox timestamps. */
  now?: () => Date;
}

/**
 * Creates the mail adapter (docs/architecture.md): nodemailer SMTP when `smtpUrl`
 * is set, else a local outbox saving messages as JSON under `<dataDir>/outbox`.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outbox: null,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const outbox = new Outbox(resolve(options.dataDir, 'outbox'));
  const now = options.now ?? (() => new Date());
  return {
    outbox,
    send: (message) => outbox.save(message, now()),
  };
}
