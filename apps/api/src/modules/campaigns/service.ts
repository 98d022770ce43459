import { campaignState, type CampaignChannel, type CampaignState } from '@aigc/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, topics, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { isUniqueViolation } from '../auth';

/** Messages of the campaign routes (docs/product.md §2 'Campaigns'). */
export const CampaignMessages = {
  unknown: 'This campaign does not exist',
  taken: 'A campaign with this code already exists in this channel',
  noChallenge: 'No challenge with this id',
  window: 'The campaign must end after it starts',
  alreadyEnded: 'This campaign has already ended',
} as const;

/** A text in both languages of the product. */
export interface Bilingual {
  en: string;
  zh: string;
}

/** A campaign as the public page reads it. */
export interface CampaignView {
  channel: CampaignChannel;
  code: string;
  title: Bilingual;
  description: Bilingual;
  rules: Bilingual;
  reward: Bilingual;
  heroImage: string;
  htSource: string;
  startsAt: string;
  endsAt: string;
  /** Where the campaign stands now: upcoming, running or ended. */
  state: CampaignState;
  /** The challenge the call to action leads to, or null (the call to action is signing up). */
  topic: { topicId: string; title: string } | null;
}

/** A campaign as operators list it: the page's fields and how many accounts signed up with its source. */
export interface AdminCampaignView extends CampaignView {
  endedAt: string | null;
  createTime: string;
  /** Accounts whose `signup_source` is this campaign's `htSource`. */
  signups: number;
}

/** What an operator gives to create a campaign (validated at the edge). */
export interface NewCampaign {
  channel: CampaignChannel;
  code: string;
  title: Bilingual;
  description: Bilingual;
  rules: Bilingual;
  reward: Bilingual;
  heroImage: string;
  htSource: string;
  startsAt: Date;
  endsAt: Date;
  topicId: string | null;
}

type Row = typeof campaigns.$inferSelect & { topicTitle: string | null };

function view(r: Row, now: Date): CampaignView {
  return {
    channel: r.channel,
    code: r.code,
    title: { en: r.titleEn, zh: r.titleZh },
    description: { en: r.descriptionEn, zh: r.descriptionZh },
    rules: { en: r.rulesEn, zh: r.rulesZh },
    reward: { en: r.rewardEn, zh: r.rewardZh },
    heroImage: r.heroImage,
    htSource: r.htSource,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    state: campaignState(r, now),
    topic: r.topicId ? { topicId: r.topicId, title: r.topicTitle ?? '' } : null,
  };
}

function selectCampaigns(db: DbOrTx) {
  return db
    .select({ c: campaigns, topicTitle: topics.title })
    .from(campaigns)
    .leftJoin(topics, eq(topics.id, campaigns.topicId));
}

async function findRow(db: DbOrTx, channel: CampaignChannel, code: string): Promise<Row> {
  const [row] = await selectCampaigns(db)
    .where(and(eq(campaigns.channel, channel), eq(campaigns.code, code)))
    .limit(1);
  if (!row) throw notFound(CampaignMessages.unknown);
  return { ...row.c, topicTitle: row.topicTitle };
}

/**
 * The campaign at `/activities/<channel>/<code>` with its state at `now`.
 * @throws AppError 404 {@link CampaignMessages.unknown}.
 */
export async function getCampaign(db: DbOrTx, channel: CampaignChannel, code: string, now: Date): Promise<CampaignView> {
  return view(await findRow(db, channel, code), now);
}

async function signupCounts(db: DbOrTx, sources: string[]): Promise<Map<string, number>> {
  if (sources.length === 0) return new Map();
  const rows = await db
    .select({ source: users.signupSource, n: count() })
    .from(users)
    .where(inArray(users.signupSource, sources))
    .groupBy(users.signupSource);
  return new Map(rows.map((r) => [r.source ?? '', Number(r.n)]));
}

function adminView(r: Row, now: Date, signups: Map<string, number>): AdminCampaignView {
  return {
    ...view(r, now),
    endedAt: r.endedAt?.toISOString() ?? null,
    createTime: r.createdAt.toISOString(),
    signups: signups.get(r.htSource) ?? 0,
  };
}

/**
 * Creates a campaign (operators). Errors: 400 {@link CampaignMessages.window};
 * 404 {@link CampaignMessages.noChallenge} when `topicId` is unknown; 409
 * {@link CampaignMessages.taken} when the channel already has the code.
 */
export async function createCampaign(
  db: DbOrTx,
  input: NewCampaign,
  actorId: string,
  now: Date,
): Promise<AdminCampaignView> {
  if (input.endsAt.getTime() <= input.startsAt.getTime()) throw badRequest(CampaignMessages.window);
  if (input.topicId) {
    const [t] = await db.select({ id: topics.id }).from(topics).where(eq(topics.id, input.topicId)).limit(1);
    if (!t) throw notFound(CampaignMessages.noChallenge);
  }
  try {
    await db.insert(campaigns).values({
      id: newId(),
      channel: input.channel,
      code: input.code,
      titleEn: input.title.en,
      titleZh: input.title.zh,
      descriptionEn: input.description.en,
      descriptionZh: input.description.zh,
      rulesEn: input.rules.en,
      rulesZh: input.rules.zh,
      rewardEn: input.reward.en,
      rewardZh: input.reward.zh,
      heroImage: input.heroImage,
      htSource: input.htSource,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      topicId: input.topicId,
      createdBy: actorId,
      createdAt: now,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(CampaignMessages.taken);
    throw err;
  }
  const row = await findRow(db, input.channel, input.code);
  return adminView(row, now, await signupCounts(db, [row.htSource]));
}

/** One page of campaigns for operators, newest first, optionally of one channel, with their sign-up counts. */
export async function listCampaigns(
  db: DbOrTx,
  query: { channel?: CampaignChannel | undefined; page: number; pageSize: number },
  now: Date,
): Promise<{ rows: AdminCampaignView[]; total: number }> {
  const where = query.channel ? eq(campaigns.channel, query.channel) : undefined;
  const rows = await selectCampaigns(db)
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totalRow] = await db.select({ n: count() }).from(campaigns).where(where);
  const flat = rows.map((r) => ({ ...r.c, topicTitle: r.topicTitle }));
  const signups = await signupCounts(db, [...new Set(flat.map((r) => r.htSource))]);
  return { rows: flat.map((r) => adminView(r, now, signups)), total: Number(totalRow?.n ?? 0) };
}

/**
 * Ends a campaign now (operators): its page then says it has ended.
 * Errors: 404 {@link CampaignMessages.unknown}; 409
 * {@link CampaignMessages.alreadyEnded} when it had ended already.
 */
export async function endCampaign(
  db: DbOrTx,
  channel: CampaignChannel,
  code: string,
  now: Date,
): Promise<AdminCampaignView> {
  const row = await findRow(db, channel, code);
  if (campaignState(row, now) === 'ended') throw conflict(CampaignMessages.alreadyEnded);
  await db.update(campaigns).set({ endedAt: now }).where(eq(campaigns.id, row.id));
  const ended = { ...row, endedAt: now };
  return adminView(ended, now, await signupCounts(db, [row.htSource]));
}
