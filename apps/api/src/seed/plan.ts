/**
 * Planning the seed's people and challenges: rows built in memory from the
 * PRNG and the fixed reference time, before anything is rendered or written.
 * Every planner draws from the PRNG and from `newId` in a fixed order, so a
 * run is reproducible; `seed()` calls them in one documented sequence.
 */
import type { contents, topicRealPictures, users } from '../db/schema';
import type { AspectRatio } from '../engine';
import { newId } from '../lib/ids';
import { PRIORITY_CREATOR_MARKER } from '@aigc/domain';
import type { Storage } from '../storage';
import { CREATOR_NAMES, DEMO_EMAIL, MEMBER_ADJECTIVES, MEMBER_ANIMALS, SEED_CAMPAIGNS, SEED_TOPICS, SEED_TOPICS_ZH } from './data';
import type { Prng } from './random';

/** One day in ms. */
export const DAY = 86_400_000;

/** The instant `ms` milliseconds before `now`. */
export const ago = (now: Date, ms: number): Date => new Date(now.getTime() - ms);

/** A planned user; `avatar` is set once rendered and `tickets` once the ledger is planned. */
export type UserRow = typeof users.$inferInsert & { id: string; nickname: string; createdAt: Date };

/** A planned post; its counters (`wantCount`, `likeCount`, `commentCount`) are set by the activity planners. */
export type ContentRow = typeof contents.$inferInsert & { id: string; title: string; createdAt: Date; authorId: string };

/** An image to render with the offline engine, and where it goes. */
export interface PlannedImage {
  id: string;
  /** Owner user id ('' for banners and real pictures, which are no user's image). */
  ownerId: string;
  generationId: string | null;
  prompt: string;
  seed: number;
  aspectRatio?: AspectRatio;
  /** For banners: store the original only, under this key. */
  bannerKey?: string;
  /** For a challenge's real picture: store the original only and add this row. */
  realPicture?: Omit<typeof topicRealPictures.$inferInsert, 'url' | 'width' | 'height'> & { key: string };
  createdAt: Date;
}

/** The seeded accounts: the demo account, the creators who post, and the members who only want and comment. */
export interface PlannedUsers {
  demo: UserRow;
  creators: UserRow[];
  members: UserRow[];
}

/**
 * Plans the demo account ({@link DEMO_EMAIL}, 45 days old, password hash
 * given), `counts.creators` creators (35–90 days old; every fifth one a
 * priority creator; none can log in) and `counts.members` members (1–60 days old).
 */
export function planUsers(r: Prng, now: Date, input: { demoPasswordHash: string; creators: number; members: number }): PlannedUsers {
  const demo: UserRow = {
    id: newId(),
    email: DEMO_EMAIL,
    nickname: 'Demo Designer',
    passwordHash: input.demoPasswordHash,
    accountLevel: '',
    needOnboarding: false,
    createdAt: ago(now, 45 * DAY),
  };
  const creators: UserRow[] = [];
  for (let i = 0; i < input.creators; i += 1) {
    const name = CREATOR_NAMES[i % CREATOR_NAMES.length] ?? `Creator ${i}`;
    const nickname = i < CREATOR_NAMES.length ? name : `${name.split(' ')[0]} ${i}`;
    creators.push({
      id: newId(),
      email: `creator${String(i + 1).padStart(2, '0')}@creators.example.com`,
      nickname,
      passwordHash: '!', // cannot log in
      accountLevel: i % 5 === 0 ? PRIORITY_CREATOR_MARKER : '',
      needOnboarding: false,
      createdAt: ago(now, r.int(35, 90) * DAY),
    });
  }
  const members: UserRow[] = [];
  for (let i = 0; i < input.members; i += 1) {
    members.push({
      id: newId(),
      email: `member${String(i + 1).padStart(3, '0')}@members.example.com`,
      nickname: `${r.pick(MEMBER_ADJECTIVES)}${r.pick(MEMBER_ANIMALS)}${r.int(1, 99)}`,
      passwordHash: '!',
      needOnboarding: false,
      createdAt: ago(now, r.int(1, 60) * DAY),
    });
  }
  return { demo, creators, members };
}

/** The row of one challenge of {@link SEED_TOPICS}, dated by its day offsets from `now`; banners still empty. */
function topicRow(t: (typeof SEED_TOPICS)[number], now: Date) {
  const campaign = SEED_CAMPAIGNS[t.title];
  return {
    id: newId(),
    title: t.title,
    description: t.description,
    wantable: t.wantable,
    activityType: t.wantable ? 1 : 0,
    startTime: new Date(now.getTime() + t.start * DAY),
    endTime: new Date(now.getTime() + t.end * DAY),
    createdAt: new Date(now.getTime() + t.start * DAY),
    bannerImage: '',
    sidebarImage: '',
    campaignInfo: campaign?.campaign ?? '',
    rules: campaign?.rules ?? [],
    prizes: campaign?.prizes ?? [],
    translations: { 'zh-Hans': SEED_TOPICS_ZH[t.title] },
  };
}

/** A planned challenge row. */
export type TopicRow = ReturnType<typeof topicRow>;

/**
 * Plans the challenges of {@link SEED_TOPICS}, their sub-domain shortcuts and
 * their banner and sidebar images (4:3 and 1:1, stored under
 * `seed/topics/<id>-<kind>.webp`; the rows get those files' URLs).
 */
export function planTopics(
  now: Date,
  storage: Pick<Storage, 'url'>,
): { topics: TopicRow[]; shortcuts: { label: string; topicId: string }[]; banners: PlannedImage[] } {
  const topics = SEED_TOPICS.map((t) => topicRow(t, now));
  const shortcuts = topics.flatMap((t) => {
    const label = SEED_CAMPAIGNS[t.title]?.shortcut;
    return label ? [{ label, topicId: t.id }] : [];
  });
  const banners: PlannedImage[] = [];
  for (const [i, t] of topics.entries()) {
    const spec = SEED_TOPICS[i];
    if (!spec) continue;
    for (const [kind, ratio] of [
      ['banner', '4:3'],
      ['sidebar', '1:1'],
    ] as const) {
      const key = `seed/topics/${t.id}-${kind}.webp`;
      banners.push({
        id: newId(),
        ownerId: '',
        generationId: null,
        prompt: `${spec.banner} — ${spec.title} challenge`,
        seed: i,
        aspectRatio: ratio,
        bannerKey: key,
        createdAt: t.createdAt,
      });
      if (kind === 'banner') t.bannerImage = storage.url(key);
      else t.sidebarImage = storage.url(key);
    }
  }
  return { topics, shortcuts, banners };
}

/**
 * Plans the real pictures of each challenge (photos of items made from its
 * posts, captions from its campaign): the n-th goes with the challenge's n-th
 * post (or none), alternating 1:1 and 4:3, stored at original size only under
 * `seed/topics/real/<id>.webp`.
 */
export function planRealPictures(topics: TopicRow[], posts: ContentRow[]): PlannedImage[] {
  const planned: PlannedImage[] = [];
  for (const t of topics) {
    const captions = SEED_CAMPAIGNS[t.title]?.realPictures ?? [];
    const made = posts.filter((c) => c.topicId === t.id);
    for (const [position, caption] of captions.entries()) {
      const id = newId();
      planned.push({
        id,
        ownerId: '',
        generationId: null,
        prompt: `real photo of a finished physical product: ${caption.toLowerCase()}, on a wooden table, daylight`,
        seed: 1000 + position,
        aspectRatio: position % 2 === 0 ? '1:1' : '4:3',
        realPicture: { id, topicId: t.id, contentId: made[position]?.id ?? null, caption, position, key: `seed/topics/real/${id}.webp`, createdAt: t.createdAt },
        createdAt: t.createdAt,
      });
    }
  }
  return planned;
}
