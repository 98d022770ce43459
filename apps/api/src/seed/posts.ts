/**
 * Planning the seed's posts: posts with the generations behind their images,
 * series, and the demo account's unpublished generations. Same rules as
 * `plan.ts`: fixed draw order from the PRNG and `newId`.
 */
import type { contentImages, generations, series, seriesContents, showcasePosts } from '../db/schema';
import { OFFLINE_MODEL_ID } from '../engine';
import { newId } from '../lib/ids';
import { DESCRIPTIONS, MATERIALS, OBJECT_TOPIC, OBJECTS, SEED_SERIES, STYLES, THEMES } from './data';
import { ago, type ContentRow, type PlannedImage, type TopicRow, type UserRow } from './plan';
import type { Prng } from './random';

/** What {@link planPosts} makes. */
export interface PlannedPosts {
  posts: ContentRow[];
  generations: (typeof generations.$inferInsert)[];
  contentImages: (typeof contentImages.$inferInsert)[];
  images: PlannedImage[];
}

/** Draws a post's words (object, theme, material, style, in this order) and composes its prompt. */
function pickWords(r: Prng) {
  const [object, objectTitle] = r.pick(OBJECTS);
  const theme = r.pick(THEMES);
  const material = r.pick(MATERIALS);
  const style = r.pick(STYLES);
  const prompt = `${style} ${theme} ${object} in ${material}, studio product photo, soft light`;
  return { object, objectTitle, theme, material, style, prompt };
}

/** Fills a {@link DESCRIPTIONS} template with a post's words. */
function describe(template: string, w: ReturnType<typeof pickWords>): string {
  return template
    .replaceAll('{style}', w.style)
    .replaceAll('{theme}', w.theme)
    .replaceAll('{object}', w.object)
    .replaceAll('{material}', w.material)
    .replaceAll('{Material}', w.material[0]?.toUpperCase() + w.material.slice(1));
}

/**
 * The challenge index a post about `object` enters, or -1: its fitting
 * challenge ({@link OBJECT_TOPIC}) 75 % of the time, else any challenge 15 % of the time.
 */
function pickTopicIndex(r: Prng, object: string, topicCount: number): number {
  const fit = OBJECT_TOPIC[object] ?? -1;
  return fit >= 0 && r.next() < 0.75 ? fit : r.next() < 0.15 ? r.int(0, topicCount - 1) : -1;
}

/**
 * Plans `count` posts from 10 minutes to 30 days old: the first 6 by the demo
 * account, the rest by a random poster. A post joins a challenge only when the
 * challenge had started; it has 1–3 images (exactly 1 in the wantable
 * challenge), all from one generation of its author made 5 minutes earlier.
 */
export function planPosts(r: Prng, now: Date, input: { count: number; demo: UserRow; posters: UserRow[]; topics: TopicRow[] }): PlannedPosts {
  const plan: PlannedPosts = { posts: [], generations: [], contentImages: [], images: [] };
  const wantableTopic = input.topics.findIndex((t) => t.wantable);
  for (let i = 0; i < input.count; i += 1) {
    const words = pickWords(r);
    const { prompt } = words;
    const author = i < 6 ? input.demo : r.pick(input.posters);
    const createdAt = ago(now, r.int(10, 30 * 24 * 60) * 60_000);
    const topicIndex = pickTopicIndex(r, words.object, input.topics.length);
    const topic = topicIndex >= 0 ? input.topics[topicIndex] : undefined;
    const live = topic && topic.startTime <= createdAt ? topic : undefined;
    const roll = r.next();
    const imageCount = live && topicIndex === wantableTopic ? 1 : roll < 0.65 ? 1 : roll < 0.9 ? 2 : 3;
    const generationId = newId();
    const generatedAt = new Date(createdAt.getTime() - 5 * 60_000);
    plan.generations.push({ id: generationId, userId: author.id, prompt, modelId: OFFLINE_MODEL_ID, topicId: live?.id ?? null, createdAt: generatedAt });
    const id = newId();
    const description = describe(r.pick(DESCRIPTIONS), words);
    const title = `${words.theme.replace(/\b\w/g, (c) => c.toUpperCase())} ${words.objectTitle}`.slice(0, 50);
    plan.posts.push({
      id,
      authorId: author.id,
      topicId: live?.id ?? null,
      title,
      description,
      prompt,
      hiddenPrompt: r.next() < 0.2,
      showCustomizeBuyButton: r.next() < 0.5,
      type: 1,
      likeCount: 0,
      createdAt,
    });
    const seed = r.int(0, 2 ** 31 - 1);
    for (let k = 0; k < imageCount; k += 1) {
      const imageId = newId();
      plan.images.push({ id: imageId, ownerId: author.id, generationId, prompt, seed: seed + k, createdAt: new Date(generatedAt.getTime() + k) });
      plan.contentImages.push({ contentId: id, imageId, position: k });
    }
  }
  return plan;
}

/**
 * Plans one series per author in `authors` (the i-th titled after
 * {@link SEED_SERIES}[i]): the author's first 5 posts, dated by the newest of
 * them; an author with fewer than 2 posts gets none.
 */
export function planSeries(
  now: Date,
  authors: UserRow[],
  posts: ContentRow[],
): { series: (typeof series.$inferInsert)[]; seriesContents: (typeof seriesContents.$inferInsert)[] } {
  const plan = { series: [] as (typeof series.$inferInsert)[], seriesContents: [] as (typeof seriesContents.$inferInsert)[] };
  for (const [i, author] of authors.entries()) {
    const spec = SEED_SERIES[i % SEED_SERIES.length];
    const own = posts.filter((c) => c.authorId === author.id).slice(0, 5);
    if (!spec || own.length < 2) continue;
    const id = newId();
    const at = own.reduce((max, c) => (c.createdAt > max ? c.createdAt : max), own[0]?.createdAt ?? now);
    plan.series.push({ id, authorId: author.id, title: spec.title, description: spec.description, createdAt: at, updatedAt: at });
    own.forEach((c, position) => plan.seriesContents.push({ seriesId: id, contentId: c.id, position }));
  }
  return plan;
}

/** Plans 3 unpublished generations (1, 2 and 3 hours old, 2 images each) in `demo`'s history. */
export function planDemoHistory(r: Prng, now: Date, demo: UserRow): Pick<PlannedPosts, 'generations' | 'images'> {
  const plan: Pick<PlannedPosts, 'generations' | 'images'> = { generations: [], images: [] };
  for (let i = 0; i < 3; i += 1) {
    const prompt = `${r.pick(STYLES)} ${r.pick(THEMES)} ${r.pick(OBJECTS)[0]} in ${r.pick(MATERIALS)}`;
    const generationId = newId();
    const createdAt = ago(now, (i + 1) * 3_600_000);
    plan.generations.push({ id: generationId, userId: demo.id, prompt, modelId: OFFLINE_MODEL_ID, topicId: null, createdAt });
    const seed = r.int(0, 2 ** 31 - 1);
    for (let k = 0; k < 2; k += 1) {
      plan.images.push({ id: newId(), ownerId: demo.id, generationId, prompt, seed: seed + k, createdAt: new Date(createdAt.getTime() + k) });
    }
  }
  return plan;
}

/** How many seeded posts the official showcase starts with (docs/product.md §2 'About us'). */
export const SEED_SHOWCASE_SIZE = 6;

/**
 * The official showcase of a fresh install: the {@link SEED_SHOWCASE_SIZE}
 * most wanted posts of the creators (never the shared demo account's own),
 * ties to the newer, in that order. Draws nothing from the PRNG.
 */
export function planShowcase(
  now: Date,
  input: { posts: ContentRow[]; wants: { contentId: string }[]; demo: UserRow },
): (typeof showcasePosts.$inferInsert)[] {
  const wantsOf = new Map<string, number>();
  for (const w of input.wants) wantsOf.set(w.contentId, (wantsOf.get(w.contentId) ?? 0) + 1);
  return input.posts
    .filter((c) => c.authorId !== input.demo.id)
    .sort(
      (a, b) =>
        (wantsOf.get(b.id) ?? 0) - (wantsOf.get(a.id) ?? 0) ||
        b.createdAt.getTime() - a.createdAt.getTime() ||
        a.id.localeCompare(b.id),
    )
    .slice(0, SEED_SHOWCASE_SIZE)
    .map((c, i) => ({ contentId: c.id, position: i + 1, addedBy: null, addedAt: now }));
}
