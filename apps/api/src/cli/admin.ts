/**
 * The operators' command line (docs/tickets.md 'Make It Real'): `pnpm --filter @aigc/api admin <command>`.
 *
 * Over HTTP (the admin API `/aigc/admin/*`, authorised by an admin token in
 * `AIGC_ADMIN_TOKEN` or `--token`; server at `AIGC_URL` or `--url`, default
 * http://localhost:3000):
 *   token   --email E --password P [--label L]   sign in as an operator and mint an admin token (printed once)
 *   products [--status S]                         list products (status: wanted|modelling|production|delivering|on_sale|evaluation_failed)
 *   show <contentId>                              a product with its status history (who and when)
 *   move <contentId> <status> [--note N] [--expect S]
 *                                                 move a product one step (evaluation_failed refunds every wanter)
 *   message --title T --content C (--user ID ... | --all) [--type 0|100] [--landing URL] [--popup URL]
 *                                                 send a system (0, default) or custom (100) message
 *   ranking [--week YYYY-Www] [--size N] [--message M]
 *                                                 publish the creator ranking of an ended week (default: the last
 *                                                 one) and message each ranked creator (22); once per week
 *   prize <contentId> <prizeRank> <free|contact|not_producible>
 *                                                 award a challenge prize to a post and message its author (19/20/21)
 *   prizes (--topic ID | --post ID)               the prizes awarded in a challenge or to a post
 *   orders [--status S] [--user ID]               list shop orders, newest first (docs/shop.md)
 *   order <orderId>                               an order with its lines, amounts, payment, refund and history
 *   order-move <orderId> <status> [--note N] [--tracking T] [--carrier C] [--expect S]
 *                                                 move an order (confirmed, in_production, shipped needs --tracking,
 *                                                 delivered, cancelled; refunded and cannot_be_produced need --note and refund in full)
 *   order-refund-retry <orderId>                  ask the payment provider again for a failed refund
 *   creator-tier <userId> [none|rights|verified] [--note N]
 *                                                 show a user's creator tier and its history, or grant / revoke it
 *                                                 (rights: priority queue; verified: higher royalty rate, direct launch)
 *   edu-teacher --username U --name N --school S [--password P]
 *                                                 make an education teacher account (docs/edu.md); the
 *                                                 password (given or generated) is printed once
 *   edu-teachers                                  list the education teacher accounts
 *   edu-invite --school S [--hours H]             issue a one-time teacher invite link (printed once)
 *   vitals [--hours H]                            real-user page metrics: p75 of LCP, CLS, INP, FCP, TTFB per
 *                                                 edition and route over the last H hours (default 24)
 *   campaign-create <channel> <code> --title-en T --title-zh T --hero URL --source S --starts ISO --ends ISO
 *       [--topic ID] [--description-en D] [--description-zh D] [--rules-en R] [--rules-zh R]
 *       [--reward-en W] [--reward-zh W]           create a campaign page /activities/<channel>/<code>
 *                                                 (channel: xiaohongshu|yincangkuan; docs/product.md §2 'Campaigns')
 *   campaigns [--channel C]                       list campaigns with their state and sign-ups
 *   campaign-end <channel> <code>                 end a campaign now
 *   releases [--status S]                         verified creators' product releases (status: pending (default)|
 *                                                 approved|rejected|withdrawn|all; docs/shop.md 'Direct launch')
 *   release-approve <releaseId>                   approve a release: its design goes on sale in the shop
 *   release-reject <releaseId> --reason R         reject a release with the reason its creator reads
 *   showcase                                      the official showcase of About us, in order (docs/product.md §2)
 *   showcase-add <contentId> [--position N]       put a post in the showcase at place N (default last), or move it there
 *   showcase-remove <contentId>                   take a post off the showcase
 *
 * On the database directly (DATABASE_URL, or PGlite in DATA_DIR — stop the
 * server first, PGlite allows one process):
 *   grant-admin <email> | revoke-admin <email>   give or take the admin role (how the first operator is made)
 *
 * Exit code 0 on success, 1 on any error (the server's `msg` is printed).
 */
import { constants, createPublicKey, publicEncrypt, type JsonWebKey } from 'node:crypto';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CREATOR_TIERS, ORDER_STATUSES, PRIZE_OUTCOMES, PRODUCT_STATUSES, RELEASE_STATUSES } from '@aigc/domain';
import { readCliEnv, type CliEnv } from '../env';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

const USAGE = `usage: admin <token|products|show|move|message|ranking|prize|prizes|orders|order|order-move|order-refund-retry|creator-tier|edu-teacher|edu-teachers|edu-invite|vitals|campaign-create|campaigns|campaign-end|releases|release-approve|release-reject|showcase|showcase-add|showcase-remove|grant-admin|revoke-admin> [...]
  token --email E --password P [--label L]
  products [--status S]
  show <contentId>
  move <contentId> <status> [--note N] [--expect S]
  message --title T --content C (--user ID ... | --all) [--type 0|100] [--landing URL] [--popup URL]
  ranking [--week YYYY-Www] [--size N] [--message M]
  prize <contentId> <prizeRank> <${PRIZE_OUTCOMES.join('|')}>
  prizes (--topic ID | --post ID)
  orders [--status S] [--user ID]
  order <orderId>
  order-move <orderId> <status> [--note N] [--tracking T] [--carrier C] [--expect S]
  order-refund-retry <orderId>
  creator-tier <userId> [${CREATOR_TIERS.join('|')}] [--note N]
  edu-teacher --username U --name N --school S [--password P]
  edu-teachers
  edu-invite --school S [--hours H]
  vitals [--hours H]
  campaign-create <channel> <code> --title-en T --title-zh T --hero URL --source S --starts ISO --ends ISO [--topic ID]
      [--description-en D] [--description-zh D] [--rules-en R] [--rules-zh R] [--reward-en W] [--reward-zh W]
  campaigns [--channel C]
  campaign-end <channel> <code>
  releases [--status ${[...RELEASE_STATUSES, 'all'].join('|')}]
  release-approve <releaseId>
  release-reject <releaseId> --reason R
  showcase
  showcase-add <contentId> [--position N]
  showcase-remove <contentId>
  grant-admin <email> | revoke-admin <email>
options: --url (AIGC_URL, default http://localhost:3000), --token (AIGC_ADMIN_TOKEN)
product statuses: ${PRODUCT_STATUSES.join(', ')}
order statuses: ${ORDER_STATUSES.join(', ')}`;

class CliError extends Error {}

/** The answer of `GET|POST /admin/creator/tier`. */
interface CreatorTierState {
  userId: string;
  nickName: string;
  tier: string;
  grantedAt: string | null;
  grantedBy: string | null;
  history: { from: string; to: string; actorId: string | null; note: string; createdAt: string }[];
}

/** The answer of `GET /admin/web-vitals`. */
interface WebVitalsReport {
  since: string;
  until: string;
  rows: { edition: string; route: string; metric: string; p75: number; samples: number }[];
}

/** A campaign as `/admin/campaigns` answers it (the fields the CLI prints). */
interface CampaignRow {
  channel: string;
  code: string;
  title: { en: string; zh: string };
  htSource: string;
  startsAt: string;
  endsAt: string;
  state: string;
  signups: number;
}

/** One line per campaign: its path, state, window, source, sign-ups and English title. */
function printCampaign(c: CampaignRow): string {
  return `/activities/${c.channel}/${c.code}\t${c.state}\t${c.startsAt} – ${c.endsAt}\tsource ${c.htSource}\t${c.signups} sign-up(s)\t${c.title.en}`;
}

/** A product release as `/admin/releases` answers it (the fields the CLI prints). */
interface ReleaseRow {
  releaseId: string;
  contentId: string;
  title: string;
  designDeleted: boolean;
  kind: string;
  currency: string;
  sizes: { size: string; priceMinor: number }[];
  status: string;
  reason: string;
  createTime: string;
  creator: { userId: string; nickName: string; creatorTier: string };
}

/** One line per release: id, status, type, sizes with prices, the creator, the design and the reason of a rejection. */
function printRelease(r: ReleaseRow): string {
  const sizes = r.sizes.map((s) => `${s.size} ${money(s.priceMinor, r.currency)}`).join(', ');
  const design = `${r.contentId} ${r.title}${r.designDeleted ? ' (deleted)' : ''}`;
  return `${r.releaseId}\t${r.status}\t${r.kind}: ${sizes}\tby ${r.creator.nickName} (${r.creator.userId}, ${r.creator.creatorTier})\t${design}\t${r.createTime}${r.reason ? `\treason: ${r.reason}` : ''}`;
}

/** A showcase entry as `/admin/showcase` answers it. */
interface ShowcaseRow {
  position: number;
  contentId: string;
  title: string;
  authorName: string;
  wantCount: number;
  addedAt: string;
  addedBy: string | null;
}

/** The `showcase` listing: one line per post in order, then the count (or that it is empty and hidden). */
export function formatShowcase(rows: readonly ShowcaseRow[]): string[] {
  if (rows.length === 0) return ['the showcase is empty: the About page hides it'];
  return [
    ...rows.map(
      (r) =>
        `${r.position}\t${r.contentId}\t${r.title}\tby ${r.authorName}\t${r.wantCount} wants\tadded ${r.addedAt} by ${r.addedBy ?? 'the seed'}`,
    ),
    `${rows.length} post(s) in the showcase`,
  ];
}

/** Metric columns of `vitals`, in the order printed. */
const VITALS_COLUMNS = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;

/**
 * The `vitals` table: one line per edition and route (busiest first, as
 * the server orders them), p75 per metric (ms; CLS to 3 decimals; '-' when
 * not reported) and the page loads counted (the most of any metric).
 */
export function formatWebVitals(report: WebVitalsReport): string[] {
  const lines = [`p75 of real page loads, ${report.since} – ${report.until}`];
  if (report.rows.length === 0) return [...lines, 'no page metrics in this window'];
  const byPage = new Map<string, Map<string, { p75: number; samples: number }>>();
  for (const r of report.rows) {
    const key = `${r.edition}\t${r.route}`;
    const metrics = byPage.get(key) ?? new Map<string, { p75: number; samples: number }>();
    metrics.set(r.metric, { p75: r.p75, samples: r.samples });
    byPage.set(key, metrics);
  }
  lines.push(['edition', 'route', ...VITALS_COLUMNS, 'loads'].join('\t'));
  for (const [key, metrics] of byPage) {
    const cells = VITALS_COLUMNS.map((m) => {
      const v = metrics.get(m);
      if (!v) return '-';
      return m === 'CLS' ? v.p75.toFixed(3) : `${Math.round(v.p75)} ms`;
    });
    const loads = Math.max(...[...metrics.values()].map((v) => v.samples));
    lines.push([key, ...cells, String(loads)].join('\t'));
  }
  return lines;
}

async function request<T>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  opts: { token?: string | undefined; cookie?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<{ data: T; setCookie: string[] }> {
  const url = new URL(`/aigc${path}`, base);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await fetch(url, { method, headers, ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}) });
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!body) throw new CliError(`${method} ${path}: HTTP ${res.status} ${res.statusText}`);
  if (body.code !== 200) throw new CliError(`${method} ${path}: ${body.code} ${body.msg}`);
  return { data: body.data, setCookie: res.headers.getSetCookie() };
}

function requireToken(token: string | undefined): string {
  if (!token) throw new CliError('an admin token is needed: set AIGC_ADMIN_TOKEN or pass --token (mint one with `admin token`)');
  return token;
}

type ProductView = {
  contentId: string;
  title: string;
  wantCount: number;
  status: string | null;
  nextStatuses: string[];
  history: { fromStatus: string | null; toStatus: string; actorName: string | null; actorId: string | null; note: string; createTime: string }[];
  refunded?: number;
};

type OrderView = {
  orderId: string;
  status: string;
  currency: string;
  userId: string;
  createTime: string;
  amounts: { subtotal: number; discount: number; shipping: number; total: number; paid: number; refunded: number };
  items: { title: string; size: string; quantity: number; lineTotal: number; custom: { printUrl: string } | null }[];
  shipping: { fullName: string; line1: string; city: string; postalCode: string; country: string };
  logistics: { carrier: string | null; trackingNumber: string | null };
  payment: { provider: string; status: string; paymentId: string } | null;
  refund: { status: string; amount: number; error: string | null } | null;
  operatorMoves: string[];
  timeline: { events: { fromStatus: string | null; toStatus: string; actorKind: string; actorName: string | null; actorId: string | null; note: string; createTime: string }[] };
};

/** `1234` minor units of `currency` → `12.34 USD`. */
function money(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${currency}`;
}

function printOrder(o: OrderView, out: (line: string) => void): void {
  out(`${o.orderId}  ${o.status}  by user ${o.userId}  placed ${o.createTime}`);
  for (const i of o.items) out(`  ${i.quantity} × ${i.title} (${i.size})  ${money(i.lineTotal, o.currency)}${i.custom ? `  print: ${i.custom.printUrl}` : ''}`);
  const a = o.amounts;
  out(`total ${money(a.total, o.currency)} (subtotal ${money(a.subtotal, o.currency)}, discount ${money(a.discount, o.currency)}, shipping ${money(a.shipping, o.currency)}); paid ${money(a.paid, o.currency)}, refunded ${money(a.refunded, o.currency)}`);
  out(`ship to: ${o.shipping.fullName}, ${o.shipping.line1}, ${o.shipping.city} ${o.shipping.postalCode}, ${o.shipping.country}`);
  if (o.logistics.trackingNumber) out(`tracking: ${o.logistics.carrier ?? ''} ${o.logistics.trackingNumber}`.trim());
  if (o.payment) out(`payment: ${o.payment.provider} ${o.payment.status} (${o.payment.paymentId})`);
  if (o.refund) out(`refund: ${o.refund.status} ${money(o.refund.amount, o.currency)}${o.refund.error ? ` — ${o.refund.error}` : ''}`);
  out(`next: ${o.operatorMoves.join(', ') || '—'}`);
  for (const e of o.timeline.events) {
    const who = e.actorId ? `${e.actorName ?? '?'} (${e.actorId})` : e.actorKind;
    out(`  ${e.createTime}  ${e.fromStatus ?? '—'} → ${e.toStatus}  by ${who}${e.note ? `  “${e.note}”` : ''}`);
  }
}

type Ranking = {
  period: string;
  start: string;
  end: string;
  created: boolean;
  sent: number;
  creators: { rank: number; userId: string; nickName: string; score: number; wants: number; likes: number }[];
};

type PrizeAward = { contentId: string; title: string; authorName: string; prizeRank: string; prizeTitle: string; outcome: string };

function printAward(a: PrizeAward): string {
  return `${a.contentId}\t${a.prizeRank} (${a.prizeTitle})\t${a.outcome}\t${a.authorName}\t${a.title}`;
}

function printProduct(p: ProductView, out: (line: string) => void): void {
  out(`${p.contentId}  ${p.title}  (${p.wantCount} wants)`);
  out(`status: ${p.status ?? 'collecting'}; next: ${p.nextStatuses.join(', ') || '—'}`);
  for (const h of p.history) {
    const who = h.actorId ? `${h.actorName ?? '?'} (${h.actorId})` : 'system';
    out(`  ${h.createTime}  ${h.fromStatus ?? '—'} → ${h.toStatus}  by ${who}${h.note ? `  “${h.note}”` : ''}`);
  }
}

/** The options of every command (parsed by node:util parseArgs). */
const CLI_OPTIONS = {
  url: { type: 'string' },
  token: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  label: { type: 'string' },
  status: { type: 'string' },
  tracking: { type: 'string' },
  carrier: { type: 'string' },
  note: { type: 'string' },
  expect: { type: 'string' },
  type: { type: 'string' },
  title: { type: 'string' },
  content: { type: 'string' },
  landing: { type: 'string' },
  popup: { type: 'string' },
  user: { type: 'string', multiple: true },
  week: { type: 'string' },
  size: { type: 'string' },
  message: { type: 'string' },
  topic: { type: 'string' },
  post: { type: 'string' },
  all: { type: 'boolean' },
  username: { type: 'string' },
  name: { type: 'string' },
  school: { type: 'string' },
  hours: { type: 'string' },
  channel: { type: 'string' },
  'title-en': { type: 'string' },
  'title-zh': { type: 'string' },
  'description-en': { type: 'string' },
  'description-zh': { type: 'string' },
  'rules-en': { type: 'string' },
  'rules-zh': { type: 'string' },
  'reward-en': { type: 'string' },
  'reward-zh': { type: 'string' },
  hero: { type: 'string' },
  source: { type: 'string' },
  starts: { type: 'string' },
  ends: { type: 'string' },
  reason: { type: 'string' },
  position: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

/**
 * Puts every positional argument after a `--`, in order, and joins each
 * string option with its value (`--note=…`), so that ids and values that
 * begin with `-` (our ids are base64url: `-` is one of their 64 characters)
 * are read as values, never as options.
 */
export function positionalsLast(argv: readonly string[], options: NonNullable<ParseArgsConfig['options']>): string[] {
  const flags: string[] = [];
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    const name = arg.startsWith('--') ? arg.slice(2).split('=')[0]! : null;
    const option = name !== null ? options[name] : arg === '-h' ? options.help : undefined;
    if (!option) {
      // An unknown `--x` stays an option, so parseArgs refuses it; anything else is a positional.
      (name !== null ? flags : positionals).push(arg);
    } else if (option.type === 'string' && name !== null && !arg.includes('=') && i + 1 < argv.length) {
      flags.push(`${arg}=${argv[++i]!}`);
    } else {
      flags.push(arg);
    }
  }
  return [...flags, '--', ...positionals];
}

/**
 * Runs one CLI invocation with `argv` (without node and the script) and
 * returns its exit code; lines go to `out` / `err`. Exported for tests.
 */
export async function runAdminCli(
  argv: string[],
  io: { out: (line: string) => void; err: (line: string) => void; env: CliEnv },
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: positionalsLast(argv, CLI_OPTIONS), allowPositionals: true, options: CLI_OPTIONS });
  } catch (e) {
    io.err((e as Error).message);
    io.err(USAGE);
    return 1;
  }
  const { values: v, positionals } = parsed;
  const [command, ...rest] = positionals;
  const base = v.url ?? io.env.AIGC_URL ?? 'http://localhost:3000';
  const token = v.token ?? io.env.AIGC_ADMIN_TOKEN;
  try {
    switch (command) {
      case 'token': {
        if (!v.email || !v.password) throw new CliError('token needs --email and --password');
        const { data: key } = await request<{ kid: string; jwk: JsonWebKey }>(base, 'GET', '/api/auth/public-key');
        const encrypted = publicEncrypt(
          { key: createPublicKey({ key: key.jwk, format: 'jwk' }), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(v.password, 'utf8'),
        ).toString('base64');
        const login = await request(base, 'POST', '/api/auth/login/email', {
          body: { email: v.email, password: encrypted, kid: key.kid },
        });
        const cookie = login.setCookie.map((c) => c.split(';')[0]).join('; ');
        const { data } = await request<{ token: string }>(base, 'POST', '/admin/tokens', { cookie, body: { label: v.label ?? 'cli' } });
        io.out(data.token);
        return 0;
      }
      case 'products': {
        const query: Record<string, string> = { page: '1', pageSize: '200' };
        if (v.status) query.status = v.status;
        const { data } = await request<{ dataList: { contentId: string; title: string; status: string; wantCount: number; updateTime: string }[]; total: number }>(
          base,
          'GET',
          '/admin/products',
          { token: requireToken(token), query },
        );
        for (const p of data.dataList) io.out(`${p.contentId}\t${p.status}\t${p.wantCount}\t${p.updateTime}\t${p.title}`);
        io.out(`${data.total} product(s)`);
        return 0;
      }
      case 'show': {
        const [contentId] = rest;
        if (!contentId) throw new CliError('show needs a contentId');
        const { data } = await request<ProductView>(base, 'GET', '/admin/product', { token: requireToken(token), query: { contentId } });
        printProduct(data, io.out);
        return 0;
      }
      case 'move': {
        const [contentId, status] = rest;
        if (!contentId || !status) throw new CliError('move needs a contentId and a status');
        const { data } = await request<ProductView>(base, 'POST', '/admin/product/status', {
          token: requireToken(token),
          body: { contentId, status, ...(v.note ? { note: v.note } : {}), ...(v.expect ? { expectFrom: v.expect } : {}) },
        });
        printProduct(data, io.out);
        if (data.refunded) io.out(`refunded ${data.refunded} want-ticket(s)`);
        return 0;
      }
      case 'message': {
        if (!v.title || !v.content) throw new CliError('message needs --title and --content');
        if (Boolean(v.all) === Boolean(v.user?.length)) throw new CliError('message needs either --user ID (repeatable) or --all');
        const type = Number(v.type ?? '0');
        if (type !== 0 && type !== 100) throw new CliError('--type must be 0 (system) or 100 (custom)');
        const { data } = await request<{ sent: number }>(base, 'POST', '/admin/messages', {
          token: requireToken(token),
          body: {
            type,
            title: v.title,
            content: v.content,
            ...(v.user?.length ? { userIds: v.user } : {}),
            ...(v.landing ? { landingUrl: v.landing } : {}),
            ...(v.popup ? { popupImage: v.popup } : {}),
          },
        });
        io.out(`sent ${data.sent} message(s)`);
        return 0;
      }
      case 'ranking': {
        const size = v.size === undefined ? undefined : Number(v.size);
        if (size !== undefined && !Number.isInteger(size)) throw new CliError('--size must be a whole number');
        const { data } = await request<Ranking>(base, 'POST', '/admin/rankings', {
          token: requireToken(token),
          body: {
            ...(v.week ? { period: v.week } : {}),
            ...(size !== undefined ? { size } : {}),
            ...(v.message ? { message: v.message } : {}),
          },
        });
        io.out(`${data.period} (${data.start} – ${data.end})${data.created ? '' : ': published before, nothing sent'}`);
        for (const c of data.creators) {
          io.out(`  #${c.rank}\t${c.userId}\t${c.nickName}\t${c.score} (${c.wants} wants, ${c.likes} likes)`);
        }
        io.out(`sent ${data.sent} message(s)`);
        return 0;
      }
      case 'prize': {
        const [contentId, prizeRank, outcome] = rest;
        if (!contentId || !prizeRank || !outcome) throw new CliError('prize needs a contentId, a prize rank and an outcome');
        const { data } = await request<{ award: PrizeAward; change: string; sent: number }>(base, 'POST', '/admin/prizes', {
          token: requireToken(token),
          body: { contentId, prizeRank, outcome },
        });
        io.out(`${data.change}: ${printAward(data.award)}`);
        io.out(`sent ${data.sent} message(s)`);
        return 0;
      }
      case 'prizes': {
        if (Boolean(v.topic) === Boolean(v.post)) throw new CliError('prizes needs either --topic ID or --post ID');
        const { data } = await request<{ dataList: PrizeAward[]; total: number }>(base, 'GET', '/admin/prizes', {
          token: requireToken(token),
          query: { page: '1', pageSize: '200', ...(v.topic ? { topicId: v.topic } : { contentId: v.post! }) },
        });
        for (const a of data.dataList) io.out(printAward(a));
        io.out(`${data.total} prize(s)`);
        return 0;
      }
      case 'orders': {
        const query: Record<string, string> = { page: '1', pageSize: '200' };
        if (v.status) query.status = v.status;
        if (v.user?.[0]) query.userId = v.user[0];
        const { data } = await request<{ dataList: OrderView[]; total: number }>(base, 'GET', '/admin/orders', { token: requireToken(token), query });
        for (const o of data.dataList)
          io.out(`${o.orderId}\t${o.status}\t${money(o.amounts.total, o.currency)}\t${o.createTime}\t${o.userId}\t${o.items.map((i) => `${i.quantity}×${i.title}`).join(', ')}`);
        io.out(`${data.total} order(s)`);
        return 0;
      }
      case 'order': {
        const [orderId] = rest;
        if (!orderId) throw new CliError('order needs an orderId');
        const { data } = await request<OrderView>(base, 'GET', '/admin/order', { token: requireToken(token), query: { orderId } });
        printOrder(data, io.out);
        return 0;
      }
      case 'order-move': {
        const [orderId, status] = rest;
        if (!orderId || !status) throw new CliError('order-move needs an orderId and a status');
        const { data } = await request<OrderView>(base, 'POST', '/admin/order/status', {
          token: requireToken(token),
          body: {
            orderId,
            status,
            ...(v.note ? { note: v.note } : {}),
            ...(v.tracking ? { trackingNumber: v.tracking } : {}),
            ...(v.carrier ? { carrier: v.carrier } : {}),
            ...(v.expect ? { expectFrom: v.expect } : {}),
          },
        });
        printOrder(data, io.out);
        return 0;
      }
      case 'order-refund-retry': {
        const [orderId] = rest;
        if (!orderId) throw new CliError('order-refund-retry needs an orderId');
        const { data } = await request<OrderView>(base, 'POST', '/admin/order/refund/retry', { token: requireToken(token), body: { orderId } });
        printOrder(data, io.out);
        return 0;
      }
      case 'creator-tier': {
        const [userId, tier] = rest;
        if (!userId) throw new CliError('creator-tier needs a userId');
        if (tier !== undefined && !(CREATOR_TIERS as readonly string[]).includes(tier))
          throw new CliError(`creator-tier: the tier is one of ${CREATOR_TIERS.join(', ')}`);
        const { data } =
          tier === undefined
            ? await request<CreatorTierState>(base, 'GET', '/admin/creator/tier', { token: requireToken(token), query: { userId } })
            : await request<CreatorTierState>(base, 'POST', '/admin/creator/tier', {
                token: requireToken(token),
                body: { userId, tier, ...(v.note ? { note: v.note } : {}) },
              });
        io.out(`${data.userId}	${data.nickName}	${data.tier}${data.grantedAt ? `	granted ${data.grantedAt} by ${data.grantedBy ?? '-'}` : ''}`);
        for (const h of data.history) io.out(`  ${h.createdAt}	${h.from} → ${h.to}	${h.actorId ?? '-'}${h.note ? `	${h.note}` : ''}`);
        return 0;
      }
      case 'edu-teacher': {
        if (!v.username || !v.name || !v.school) throw new CliError('edu-teacher needs --username, --name and --school');
        const { data } = await request<{ userId: string; username: string; nickName: string; school: string; initialPassword: string }>(
          base,
          'POST',
          '/admin/edu/teachers',
          {
            token: requireToken(token),
            body: { username: v.username, nickName: v.name, school: v.school, ...(v.password ? { password: v.password } : {}) },
          },
        );
        io.out(`teacher ${data.username} (${data.userId}) — ${data.nickName}, ${data.school}`);
        io.out(`password (shown once): ${data.initialPassword}`);
        return 0;
      }
      case 'edu-teachers': {
        const { data } = await request<{
          dataList: { userId: string; username: string; nickName: string; school: string; classCount: number; studentCount: number; createTime: string }[];
          total: number;
        }>(base, 'GET', '/admin/edu/teachers', { token: requireToken(token), query: { page: '1', pageSize: '200' } });
        for (const d of data.dataList)
          io.out(`${d.username}\t${d.nickName}\t${d.school}\t${d.classCount} class(es)\t${d.studentCount} student(s)\t${d.createTime}\t${d.userId}`);
        io.out(`${data.total} teacher(s)`);
        return 0;
      }
      case 'campaign-create': {
        const [channel, code] = rest;
        if (!channel || !code) throw new CliError('campaign-create needs a channel and a code');
        const titleEn = v['title-en'];
        const titleZh = v['title-zh'];
        if (!titleEn || !titleZh || !v.hero || !v.source || !v.starts || !v.ends)
          throw new CliError('campaign-create needs --title-en, --title-zh, --hero, --source, --starts and --ends');
        const { data } = await request<CampaignRow>(base, 'POST', '/admin/campaigns', {
          token: requireToken(token),
          body: {
            channel,
            code,
            title: { en: titleEn, zh: titleZh },
            description: { en: v['description-en'] ?? '', zh: v['description-zh'] ?? '' },
            rules: { en: v['rules-en'] ?? '', zh: v['rules-zh'] ?? '' },
            reward: { en: v['reward-en'] ?? '', zh: v['reward-zh'] ?? '' },
            heroImage: v.hero,
            htSource: v.source,
            startsAt: v.starts,
            endsAt: v.ends,
            topicId: v.topic ?? null,
          },
        });
        io.out(printCampaign(data));
        return 0;
      }
      case 'campaigns': {
        const query: Record<string, string> = { page: '1', pageSize: '200' };
        if (v.channel) query.channel = v.channel;
        const { data } = await request<{ dataList: CampaignRow[]; total: number }>(base, 'GET', '/admin/campaigns', {
          token: requireToken(token),
          query,
        });
        for (const c of data.dataList) io.out(printCampaign(c));
        io.out(`${data.total} campaign(s)`);
        return 0;
      }
      case 'campaign-end': {
        const [channel, code] = rest;
        if (!channel || !code) throw new CliError('campaign-end needs a channel and a code');
        const { data } = await request<CampaignRow>(base, 'POST', '/admin/campaigns/end', {
          token: requireToken(token),
          body: { channel, code },
        });
        io.out(printCampaign(data));
        return 0;
      }
      case 'releases': {
        const status = v.status ?? 'pending';
        if (status !== 'all' && !(RELEASE_STATUSES as readonly string[]).includes(status))
          throw new CliError(`releases: the status is one of ${[...RELEASE_STATUSES, 'all'].join(', ')}`);
        const { data } = await request<{ dataList: ReleaseRow[]; total: number }>(base, 'GET', '/admin/releases', {
          token: requireToken(token),
          query: { page: '1', pageSize: '200', ...(status === 'all' ? {} : { status }) },
        });
        for (const r of data.dataList) io.out(printRelease(r));
        io.out(`${data.total} release(s)`);
        return 0;
      }
      case 'release-approve': {
        const [releaseId] = rest;
        if (!releaseId) throw new CliError('release-approve needs a releaseId');
        const { data } = await request<ReleaseRow>(base, 'POST', '/admin/release/approve', { token: requireToken(token), body: { releaseId } });
        io.out(printRelease(data));
        io.out(`on sale in the shop: /detail/${data.contentId}`);
        return 0;
      }
      case 'release-reject': {
        const [releaseId] = rest;
        if (!releaseId || !v.reason) throw new CliError('release-reject needs a releaseId and --reason (the creator reads it)');
        const { data } = await request<ReleaseRow>(base, 'POST', '/admin/release/reject', {
          token: requireToken(token),
          body: { releaseId, reason: v.reason },
        });
        io.out(printRelease(data));
        return 0;
      }
      case 'showcase': {
        const { data } = await request<{ dataList: ShowcaseRow[] }>(base, 'GET', '/admin/showcase', { token: requireToken(token) });
        for (const line of formatShowcase(data.dataList)) io.out(line);
        return 0;
      }
      case 'showcase-add': {
        const [contentId] = rest;
        if (!contentId) throw new CliError('showcase-add needs a contentId');
        const position = v.position === undefined ? undefined : Number(v.position);
        if (position !== undefined && !(Number.isInteger(position) && position >= 1))
          throw new CliError('--position must be a whole number from 1');
        const { data } = await request<{ dataList: ShowcaseRow[] }>(base, 'POST', '/admin/showcase', {
          token: requireToken(token),
          body: { contentId, ...(position !== undefined ? { position } : {}) },
        });
        for (const line of formatShowcase(data.dataList)) io.out(line);
        return 0;
      }
      case 'showcase-remove': {
        const [contentId] = rest;
        if (!contentId) throw new CliError('showcase-remove needs a contentId');
        const { data } = await request<{ dataList: ShowcaseRow[] }>(base, 'POST', '/admin/showcase/remove', {
          token: requireToken(token),
          body: { contentId },
        });
        for (const line of formatShowcase(data.dataList)) io.out(line);
        return 0;
      }
      case 'vitals': {
        const hours = v.hours === undefined ? 24 : Number(v.hours);
        if (!Number.isInteger(hours) || hours < 1) throw new CliError('--hours must be a whole number of hours, at least 1');
        const { data } = await request<WebVitalsReport>(base, 'GET', '/admin/web-vitals', {
          token: requireToken(token),
          query: { hours: String(hours) },
        });
        for (const line of formatWebVitals(data)) io.out(line);
        return 0;
      }
      case 'edu-invite': {
        if (!v.school) throw new CliError('edu-invite needs --school');
        const hours = v.hours === undefined ? undefined : Number(v.hours);
        if (hours !== undefined && !Number.isInteger(hours)) throw new CliError('--hours must be a whole number of hours');
        const { data } = await request<{ path: string; school: string; expiresAt: string }>(base, 'POST', '/admin/edu/invites', {
          token: requireToken(token),
          body: { school: v.school, ...(hours !== undefined ? { expiresInHours: hours } : {}) },
        });
        io.out(`invite for ${data.school}, valid until ${data.expiresAt} (one use; shown once):`);
        io.out(data.path);
        io.out("(a path on the education site, e.g. http://edu.localhost:3000 + the path)");
        return 0;
      }
      case 'grant-admin':
      case 'revoke-admin': {
        const [email] = rest;
        if (!email) throw new CliError(`${command} needs an e-mail`);
        const { createDb } = await import('../db/client');
        const { env } = await import('../env');
        const { setAdminRole } = await import('../modules/admin');
        const handle = await createDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
        try {
          const id = await setAdminRole(handle.db, email, command === 'grant-admin', new Date());
          io.out(`${command === 'grant-admin' ? 'granted' : 'revoked'} admin: ${email} (${id})`);
        } finally {
          await handle.close();
        }
        return 0;
      }
      default:
        io.err(USAGE);
        return command === undefined || v.help ? 0 : 1;
    }
  } catch (e) {
    io.err(e instanceof CliError ? e.message : e instanceof Error ? e.message : String(e));
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runAdminCli(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l), env: readCliEnv() }).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
